import type { ServerIdentity } from '@elicit-kit/core';
import { DEMO_SERVER } from '../mcp/demoServer.js';

/** One header (HTTP) or environment variable (stdio): its value may be a secret and is never stored. */
export interface NamedValue {
  name: string;
  value: string;
}

/**
 * Which MCP server the playground talks to: the bundled demo server (through this page's `/mcp`
 * proxy), any Streamable HTTP endpoint (with optional headers such as `Authorization`), or a
 * stdio command the playground's local Node side runs.
 */
export type ServerTarget =
  { kind: 'demo' } | { kind: 'http'; url: string; headers: readonly NamedValue[] } | { kind: 'stdio'; command: string; env: readonly NamedValue[] };

/** The default: the demo server `pnpm dev` starts next to this page. */
export const DEMO_TARGET: ServerTarget = { kind: 'demo' };

/** What the person sees for a target: the demo's title, the URL, or the command line. */
export function targetLabel(target: ServerTarget): string {
  if (target.kind === 'demo') return DEMO_SERVER.title ?? DEMO_SERVER.name;
  return target.kind === 'http' ? target.url : target.command;
}

/**
 * Who asks, as this app knows the server (C1): what the person typed to reach it (its URL's host
 * or its command), never the server's self-reported `serverInfo`, which any server could set.
 */
export function serverIdentity(target: ServerTarget): ServerIdentity {
  if (target.kind === 'demo') return DEMO_SERVER;
  if (target.kind === 'stdio') return { name: target.command.trim().split(/\s+/, 1)[0] ?? 'stdio', title: target.command.trim() };
  try {
    const url = new URL(target.url);
    return { name: url.host, title: url.host };
  } catch {
    return { name: target.url, title: target.url };
  }
}

/** Header or variable rows with both parts filled in (the form may hold half-typed ones). */
export function filledValues(values: readonly NamedValue[]): NamedValue[] {
  return values.filter((entry) => entry.name.trim() !== '').map((entry) => ({ name: entry.name.trim(), value: entry.value }));
}
