import { DEMO_TOOLS, type DemoToolListing } from '@elicit-kit/demo-server/src/tools/catalog';

/** A tool as the picker shows it. */
export type ToolInfo = DemoToolListing;

/**
 * The demo server's tools, in its order. The demo server keeps this listing in a module of plain
 * data (no server code, no Node built-ins), so the picker is there before the connection is.
 */
export const TOOLS: readonly ToolInfo[] = DEMO_TOOLS;

/** A tool's title, or its name for a tool the list does not know. */
export function toolTitle(name: string): string {
  return TOOLS.find((tool) => tool.name === name)?.title ?? name;
}
