/** A tool as the picker shows it, read defensively from the server's `tools/list`. */
export interface ToolInfo {
  /** The MCP tool name (what `tools/call` sends). */
  name: string;
  /** `title`, else `annotations.title`, else the name. */
  title: string;
  description: string;
  /** The tool's `inputSchema` as sent (untrusted; the arguments editor reads it). */
  inputSchema: unknown;
  /** An icon the server offered as a `data:` image (others are not fetched: no requests to third parties). */
  icon?: string;
}

/** One page of `tools/list`, as the client returns it. */
export interface ToolPage {
  tools: readonly unknown[];
  nextCursor?: string | undefined;
}

/** A server that never stops paging, or repeats a cursor, is cut off here. */
export const MAX_TOOL_PAGES = 50;
const TEXT_LIMIT = 2_000;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;

/**
 * Every tool of the server: asks for the first page, then follows `nextCursor` until there is
 * none. Stops at {@link MAX_TOOL_PAGES} or at a cursor seen before (a looping server), keeping
 * what it has. Tools without a usable name are skipped; a name listed twice is kept once.
 */
export async function listAllTools(listPage: (cursor: string | undefined) => Promise<ToolPage>): Promise<{ tools: ToolInfo[]; truncated: boolean }> {
  const tools: ToolInfo[] = [];
  const names = new Set<string>();
  const cursors = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page++) {
    const result = await listPage(cursor);
    for (const raw of Array.isArray(result.tools) ? result.tools : []) {
      const tool = readTool(raw);
      if (tool === undefined || names.has(tool.name)) continue;
      names.add(tool.name);
      tools.push(tool);
    }
    const next = result.nextCursor;
    if (typeof next !== 'string' || next === '') return { tools, truncated: false };
    if (cursors.has(next)) return { tools, truncated: true };
    cursors.add(next);
    cursor = next;
  }
  return { tools, truncated: true };
}

/** One listed tool, or `undefined` when it has no usable name. */
export function readTool(raw: unknown): ToolInfo | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const name = text(record.name);
  if (name === undefined || name.trim() === '') return undefined;
  const annotations = typeof record.annotations === 'object' && record.annotations !== null ? (record.annotations as Record<string, unknown>) : {};
  const icon = readIcon(record.icons);
  return {
    name,
    title: text(record.title) ?? text(annotations.title) ?? name,
    description: text(record.description) ?? '',
    inputSchema: record.inputSchema,
    ...(icon !== undefined && { icon }),
  };
}

/** Whether the tool takes arguments at all: its schema lists at least one property. */
export function takesArguments(tool: ToolInfo): boolean {
  const schema = tool.inputSchema;
  if (typeof schema !== 'object' || schema === null) return false;
  const properties = (schema as Record<string, unknown>).properties;
  return typeof properties === 'object' && properties !== null && Object.keys(properties).length > 0;
}

/** Whether the schema names required arguments (then the tool cannot be called without asking for them). */
export function requiresArguments(tool: ToolInfo): boolean {
  const required = typeof tool.inputSchema === 'object' && tool.inputSchema !== null ? (tool.inputSchema as Record<string, unknown>).required : undefined;
  return Array.isArray(required) && required.length > 0;
}

function readIcon(icons: unknown): string | undefined {
  if (!Array.isArray(icons)) return undefined;
  for (const icon of icons) {
    const src = typeof icon === 'object' && icon !== null ? (icon as Record<string, unknown>).src : undefined;
    if (typeof src === 'string' && DATA_IMAGE.test(src) && src.length <= 100_000) return src;
  }
  return undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.slice(0, TEXT_LIMIT) : undefined;
}
