/**
 * `stdio` connections: a real stdio MCP server (`@modelcontextprotocol/server-everything` in its
 * `stdio` mode, built on the v1 SDK) driven by the real SDK client through the local side's
 * Streamable HTTP bridge; what the page learns when a command is missing, exits or misbehaves;
 * and that every child dies with its connection.
 */
import { accept, createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { callWithElicitation } from '@elicit-kit/mcp';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WAIT_BUDGET_MS } from '@elicit-kit/test-support/wait-budget';
import { everythingEntry } from '@elicit-kit/test-support/everything';
import { nextPendingDuring } from '@elicit-kit/mcp/test-support/queue-waits';
import { FAILURE_HEADER, type Connection, type ConnectionSpec, type ErrorBody } from './contract.js';
import { isRunning, readEvents } from './test-support/events.js';
import { connectThrough, type ConnectedClient } from './test-support/mcpClient.js';
import { startLocalSide, type RunningLocalSide } from './test-support/localSideServer.js';

let side: RunningLocalSide;
beforeAll(async () => {
  side = await startLocalSide();
});
afterAll(async () => {
  await side?.close();
});

/** A v2 SDK server on stdio (`serveStdio`): 2026-07-28 with MRTR, and 2025-11-25. */
const modern: ConnectionSpec = {
  kind: 'stdio',
  command: process.execPath,
  args: ['--import', 'tsx', fileURLToPath(new URL('./test-support/modernStdioServer.ts', import.meta.url))],
};
const everything: ConnectionSpec = { kind: 'stdio', command: process.execPath, args: [everythingEntry(), 'stdio'] };
/** `node -e <script> …args`: a child that does exactly what a test needs. */
const nodeScript = (script: string, ...args: string[]): Extract<ConnectionSpec, { kind: 'stdio' }> => ({
  kind: 'stdio',
  command: process.execPath,
  args: ['-e', script, ...args],
});
/** Stays until stdin closes (as stdio servers do), first writing `line` to stderr. */
const waitingChild = (line = 'ready') => nodeScript(`process.stderr.write(${JSON.stringify(`${line}\n`)}); process.stdin.resume();`);
const texts = (result: CallToolResult): string => result.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n');

/** Opens `spec`, connects the SDK client through it (`era`), runs `use`, then closes both. */
async function withServer(
  spec: ConnectionSpec,
  era: 'auto' | 'legacy',
  use: (connected: ConnectedClient, connection: Connection) => Promise<void>,
): Promise<void> {
  const connection = await side.open(spec);
  const connected = await connectThrough(side, connection, era);
  try {
    await use(connected, connection);
  } finally {
    await connected.close();
    await side.fetch(`/_ek/connections/${connection.id}`, { method: 'DELETE' });
  }
}

/** Answers the first request `call` makes with `content` (accept) and returns the result's text. */
async function answered(queue: ElicitationQueue, call: Promise<unknown>, content: Record<string, string | number>): Promise<string> {
  const entry = await nextPendingDuring(queue, call);
  queue.respond(entry.id, accept(content));
  return texts((await call) as CallToolResult);
}

describe('a real stdio server through the bridge', () => {
  it.each([['auto'], ['legacy']] as const)('server-everything (%s): connects on 2025-11-25, lists tools, echoes', async (era) => {
    await withServer(everything, era, async ({ client }, connection) => {
      expect(connection).toMatchObject({ kind: 'stdio', state: 'open', endpoint: `/_ek/connections/${connection.id}/mcp` });
      expect(connection.label).toContain('stdio');
      expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
      expect(client.getServerVersion()?.name).toBe('mcp-servers/everything');
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toEqual(expect.arrayContaining(['echo', 'trigger-elicitation-request']));
      const echoed = (await client.callTool({ name: 'echo', arguments: { message: 'over stdio' } })) as CallToolResult;
      expect(texts(echoed)).toContain('over stdio');
    });
  });

  it('a pushed elicitation reaches the page and its answer reaches the child', async () => {
    await withServer(everything, 'auto', async ({ client, queue }) => {
      const text = await answered(queue, client.callTool({ name: 'trigger-elicitation-request', arguments: {} }), {
        name: 'Grace Hopper',
        integer: 7,
        number: 1.5,
      });
      expect(text).toContain('Grace Hopper');
      expect(text).toContain('7');
    });
  });

  it('a v2 SDK stdio server: auto negotiates 2026-07-28 through the bridge, and an MRTR round is answered', async () => {
    await withServer(modern, 'auto', async ({ client }) => {
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['greet']);
      const queue = createElicitationQueue();
      const call = callWithElicitation(client, 'tools/call', { name: 'greet', arguments: { greeting: 'Hi' } }, queue);
      expect(await answered(queue, call, { name: 'Ada' })).toBe('Hi, Ada!');
    });
  });

  it('the same server on 2025-11-25: its question is pushed and answered', async () => {
    await withServer(modern, 'legacy', async ({ client, queue }) => {
      expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
      expect(await answered(queue, client.callTool({ name: 'greet', arguments: {} }), { name: 'Grace' })).toBe('Hello, Grace!');
    });
  });

  it('runs without a shell: arguments arrive as they are', async () => {
    const tricky = '$(touch /tmp/ek-pwned); `id` && echo "quoted" > x';
    const connection = await side.open(nodeScript('process.stderr.write(process.argv[1] + "\\n"); process.stdin.resume();', tricky));
    const events = await readEvents(side, connection.id);
    try {
      await events.until((event) => event.type === 'stderr' && event.line === tricky);
    } finally {
      events.stop();
    }
  });

  it('passes only the safe environment plus the given variables', async () => {
    process.env.EK_PARENT_SECRET = 'do-not-pass';
    try {
      const connection = await side.open({
        ...nodeScript(
          'process.stderr.write(JSON.stringify([process.env.EK_GIVEN ?? null, process.env.EK_PARENT_SECRET ?? null, Boolean(process.env.PATH)]) + "\\n"); process.stdin.resume();',
        ),
        env: { EK_GIVEN: 'given' },
      });
      const events = await readEvents(side, connection.id);
      try {
        const line = await events.until((event) => event.type === 'stderr');
        expect(line).toEqual({ type: 'stderr', line: '["given",null,true]' });
      } finally {
        events.stop();
      }
    } finally {
      delete process.env.EK_PARENT_SECRET;
    }
  });
});

describe('failures in words', () => {
  it('command not found', async () => {
    const response = await side.fetch('/_ek/connections', { method: 'POST', body: JSON.stringify({ kind: 'stdio', command: 'ek-no-such-command', args: [] }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      category: 'command-not-found',
      message: "The command 'ek-no-such-command' was not found. Is it installed and on the PATH?",
    });
  });

  it('a working directory that does not exist', async () => {
    const response = await side.fetch('/_ek/connections', { method: 'POST', body: JSON.stringify({ ...waitingChild(), cwd: '/no/such/dir' }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe("The working directory '/no/such/dir' does not exist.");
  });

  it('exited: exit code and the last stderr lines, live and on request; later requests get 502', async () => {
    const connection = await side.open(nodeScript('console.error("starting"); console.error("Error: API_KEY is not set"); process.exit(3)'));
    const events = await readEvents(side, connection.id);
    try {
      const exited = await events.untilConnection((c) => c.state === 'exited');
      expect(exited.exit).toEqual({ code: 3, signal: null });
      expect(exited.failure).toMatchObject({
        category: 'exited',
        exitCode: 3,
        stderrTail: ['starting', 'Error: API_KEY is not set'],
        message: 'The server process exited (exit code 3): Error: API_KEY is not set',
      });
      expect(events.seen.filter((event) => event.type === 'stderr').map((event) => (event as { line: string }).line)).toEqual([
        'starting',
        'Error: API_KEY is not set',
      ]);
      const response = await side.fetch(connection.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
      expect(response.status).toBe(502);
      expect(response.headers.get(FAILURE_HEADER)).toBe('exited');
    } finally {
      events.stop();
    }
  });

  it('a request in flight when the child dies gets an error answer, not silence', async () => {
    // Reads one line (the request), then dies without answering.
    const connection = await side.open(nodeScript('process.stdin.once("data", () => { console.error("crashed"); process.exit(1); });'));
    const response = await side.fetch(connection.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const text = await response.text();
    expect(text).toContain('"id":7');
    expect(text).toContain('The server process exited (exit code 1): crashed');
  });

  it('not MCP: a line on stdout that is not JSON-RPC', async () => {
    const connection = await side.open(nodeScript('console.log("Server listening on port 3000"); process.stdin.resume();'));
    const events = await readEvents(side, connection.id);
    try {
      const failed = await events.untilConnection((c) => c.failure !== undefined);
      expect(failed.failure).toMatchObject({ category: 'not-mcp', message: expect.stringContaining("'Server listening on port 3000'") });
    } finally {
      events.stop();
    }
  });
});

describe('children die with their connection', () => {
  it('on DELETE', async () => {
    const connection = await side.open(everything);
    expect(isRunning(connection.pid!)).toBe(true);
    expect((await side.fetch(`/_ek/connections/${connection.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(isRunning(connection.pid!)).toBe(false);
  });

  it('on DELETE, even one that ignores SIGTERM (SIGKILL after the grace period)', async () => {
    const connection = await side.open(
      nodeScript('process.on("SIGTERM", () => console.error("ignoring SIGTERM")); process.stdin.on("end", () => {}); setInterval(() => {}, 1 << 30);'),
    );
    expect((await side.fetch(`/_ek/connections/${connection.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(isRunning(connection.pid!)).toBe(false);
  });

  it('on DELETE of its MCP endpoint (the session ends)', async () => {
    const connection = await side.open(waitingChild());
    expect((await side.fetch(connection.endpoint, { method: 'DELETE' })).status).toBe(200);
    expect(isRunning(connection.pid!)).toBe(false);
  });

  it('when the page goes away (its events stream closes)', async () => {
    const connection = await side.open(waitingChild());
    const events = await readEvents(side, connection.id);
    await events.until((event) => event.type === 'connection');
    events.stop();
    await vi.waitFor(() => expect(isRunning(connection.pid!)).toBe(false), { timeout: WAIT_BUDGET_MS });
  });

  it('when the server stops', async () => {
    const own = await startLocalSide();
    const connections = [await own.open(waitingChild()), await own.open(everything)];
    await own.close();
    for (const connection of connections) expect(isRunning(connection.pid!)).toBe(false);
  });
});
