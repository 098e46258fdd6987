// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSideError } from '../mcp/localSide.js';
import { CommandExitedError, describeFailure } from './describeFailure.js';

/** Real failures: what the SDK client throws against real HTTP servers that are not what it hoped. */
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/auth')) {
      response.writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
    } else if (request.url?.startsWith('/forbidden')) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end('no');
    } else if (request.url?.startsWith('/html')) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>not MCP</title>');
    } else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failureOf(url: string, mode: 'auto' | 'legacy' | { pin: string } = 'auto'): Promise<unknown> {
  const client = new Client({ name: 'probe', version: '0' }, { versionNegotiation: { mode } as never });
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  } catch (error) {
    return error;
  } finally {
    await client.close().catch(() => {});
  }
  throw new Error(`connecting to ${url} did not fail`);
}

describe('describeFailure, on what the SDK really throws', () => {
  it('a port nobody listens on: unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    for (const mode of ['auto', 'legacy'] as const) expect(describeFailure(await failureOf(`http://127.0.0.1:${port}/mcp`, mode)).kind).toBe('unreachable');
  });

  it('a 404 or an HTML page: not MCP', async () => {
    for (const mode of ['auto', 'legacy'] as const) {
      expect(describeFailure(await failureOf(`${origin}/nothing`, mode)).kind).toBe('not-mcp');
      expect(describeFailure(await failureOf(`${origin}/html`, mode)).kind).toBe('not-mcp');
    }
  });

  it('401 and 403: auth required', async () => {
    for (const mode of ['auto', 'legacy'] as const) {
      expect(describeFailure(await failureOf(`${origin}/auth`, mode)).kind).toBe('auth-required');
      expect(describeFailure(await failureOf(`${origin}/forbidden`, mode)).kind).toBe('auth-required');
    }
  });

  it("the local side's own reading wins, in its words", () => {
    const read = (category: string, status?: number) =>
      describeFailure(new LocalSideError({ category, message: `words for ${category}`, ...(status !== undefined && { status }) } as never, 400));
    expect(read('unreachable')).toEqual({ kind: 'unreachable', detail: 'words for unreachable', status: 400 });
    expect(read('auth-required', 401)).toEqual({ kind: 'auth-required', detail: 'words for auth-required', status: 401 });
    expect(read('session-expired', 404).kind).toBe('not-mcp');
    expect(['command-not-found', 'spawn-failed', 'exited'].map((category) => read(category).kind)).toEqual([
      'command-not-started',
      'command-not-started',
      'command-exited',
    ]);
    // Why a command did not start is the local side's sentence for the person: kept to be shown, not folded away.
    expect(read('command-not-found').said).toBe('words for command-not-found');
    expect(['refused', 'server-error', 'bad-request'].map((category) => read(category).kind)).toEqual(['other', 'other', 'other']);
  });

  it('an exited command, and anything else in its own words', () => {
    expect(describeFailure(new CommandExitedError('exit code 127'))).toMatchObject({ kind: 'command-exited', detail: 'exit code 127' });
    expect(describeFailure(new CommandExitedError('python server.py exited with code 3.', { code: 3, signal: null }))).toMatchObject({
      kind: 'command-exited',
      exit: { code: 3, signal: null },
    });
    expect(describeFailure(new Error('something odd'))).toEqual({ kind: 'other', detail: 'something odd' });
    expect(describeFailure('a string')).toEqual({ kind: 'other', detail: 'a string' });
  });
});
