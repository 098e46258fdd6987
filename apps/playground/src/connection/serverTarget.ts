import type { ServerIdentity } from '@elicit-kit/core';
import { DEMO_SERVER } from '../mcp/demoServer.js';
import { splitCommandLine } from '../mcp/splitCommandLine.js';

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
 * A command is shortened ({@link shortCommand}): the whole line, three lines long in a header,
 * stays in the server panel's Address.
 */
export function serverIdentity(target: ServerTarget): ServerIdentity {
  if (target.kind === 'demo') return DEMO_SERVER;
  if (target.kind === 'stdio') return { name: shortCommand(target.command) || 'stdio' };
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

/** The longest {@link shortCommand} before it is cut with "…". */
const SHORT_COMMAND_CHARS = 48;

/** File names that say nothing on their own (`…/dist/index.js`): the package's folder goes with them. */
const GENERIC_FILE = /^(index|main|cli|server)\.[cm]?[jt]sx?$/i;
/** Folders a build puts files in: skipped when looking for the folder that names the package. */
const BUILD_FOLDER = /^(dist|build|lib|src|bin|out|esm|cjs)$/i;

/**
 * A command line short enough for a header: each path becomes its file name (a generic one,
 * such as `index.js`, keeps the folder that names its package: `server-everything/…/index.js`),
 * package names (`@scope/name`), options and URLs stay, and the whole is cut at
 * {@link SHORT_COMMAND_CHARS} characters. E.g. `node /home/a/checkout/node_modules/…/dist/index.js stdio`
 * → `node server-everything/…/index.js stdio`.
 */
export function shortCommand(command: string): string {
  let words: string[];
  try {
    words = splitCommandLine(command.trim());
  } catch {
    words = command.trim().split(/\s+/);
  }
  const short = words.map(shortWord).join(' ');
  return short.length > SHORT_COMMAND_CHARS ? `${short.slice(0, SHORT_COMMAND_CHARS - 1).trimEnd()}…` : short;
}

function shortWord(word: string): string {
  const path = /^(\.{0,2}[\\/]|~[\\/]|[A-Za-z]:[\\/])/.test(word) || (/[\\/]/.test(word) && !/^[@-]|:\/\//.test(word));
  if (!path) return word;
  const segments = word.split(/[\\/]+/).filter((segment) => segment !== '');
  const file = segments.at(-1) ?? word;
  if (!GENERIC_FILE.test(file)) return file;
  const folders = segments.slice(0, -1);
  let named = folders.length - 1;
  while (named >= 0 && BUILD_FOLDER.test(folders[named]!)) named--;
  if (named === -1) return file;
  return named === folders.length - 1 ? `${folders[named]}/${file}` : `${folders[named]}/…/${file}`;
}
