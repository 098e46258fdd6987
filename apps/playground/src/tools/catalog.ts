import type { Client } from '@modelcontextprotocol/client';

/** A tool as the picker shows it. */
export interface ToolInfo {
  name: string;
  title: string;
  description: string;
}

/**
 * The server's tools, as a real MCP client learns them: `tools/list`. (The demo server's
 * `DEMO_TOOLS` holds the same listing, but its module imports server code — `node:crypto` —
 * that a browser bundle cannot load.) Titles and descriptions are the server's own words,
 * rendered as plain text.
 */
export async function listTools(client: Client): Promise<ToolInfo[]> {
  const tools: ToolInfo[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor === undefined ? undefined : { cursor });
    for (const tool of page.tools) {
      tools.push({ name: tool.name, title: tool.title ?? tool.annotations?.title ?? tool.name, description: tool.description ?? '' });
    }
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return tools;
}

/** A tool's title, or its name for a tool the list does not know. */
export function toolTitle(tools: readonly ToolInfo[], name: string): string {
  return tools.find((tool) => tool.name === name)?.title ?? name;
}
