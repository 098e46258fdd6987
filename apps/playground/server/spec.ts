import type { ConnectionSpec } from './contract.js';

/** Headers the transport owns: a stored header must not override them. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'connection',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'accept',
  'content-type',
  'mcp-session-id',
  'mcp-protocol-version',
]);
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export class SpecError extends Error {}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/** Reads `POST /_ek/connections`' body; throws `SpecError` saying what is wrong. */
export function parseConnectionSpec(body: unknown): ConnectionSpec {
  if (body === null || typeof body !== 'object') throw new SpecError('Expected a JSON object with "kind": "http" or "stdio".');
  const spec = body as Record<string, unknown>;
  if (spec.kind === 'http') {
    if (typeof spec.url !== 'string') throw new SpecError('"url" must be the server\'s MCP endpoint, e.g. "http://127.0.0.1:3000/mcp".');
    let url: URL;
    try {
      url = new URL(spec.url);
    } catch {
      throw new SpecError(`'${spec.url}' is not a URL.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SpecError(`Only http: and https: URLs can be connected, not '${url.protocol}'.`);
    const headers = spec.headers ?? {};
    if (!isStringRecord(headers)) throw new SpecError('"headers" must be an object of strings.');
    for (const [name, value] of Object.entries(headers)) {
      if (!HEADER_NAME.test(name)) throw new SpecError(`'${name}' is not a valid header name.`);
      if (RESERVED_HEADERS.has(name.toLowerCase())) throw new SpecError(`The header '${name}' is set by the transport and cannot be given.`);
      if (/[\r\n\0]/.test(value)) throw new SpecError(`The value of '${name}' contains a line break.`);
    }
    return { kind: 'http', url: url.href, headers };
  }
  if (spec.kind === 'stdio') {
    if (typeof spec.command !== 'string' || spec.command.trim() === '') throw new SpecError('"command" must name a program, e.g. "npx".');
    const args = spec.args ?? [];
    if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) throw new SpecError('"args" must be an array of strings.');
    const env = spec.env ?? {};
    if (!isStringRecord(env)) throw new SpecError('"env" must be an object of strings.');
    if (spec.cwd !== undefined && typeof spec.cwd !== 'string') throw new SpecError('"cwd" must be a directory path.');
    return { kind: 'stdio', command: spec.command, args, env, ...(spec.cwd !== undefined ? { cwd: spec.cwd } : {}) };
  }
  throw new SpecError('"kind" must be "http" or "stdio".');
}
