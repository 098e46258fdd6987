/**
 * `http` connections: the real SDK client, through the local side, to real servers it has never
 * seen — the demo server (2026-07-28 and 2025-11-25) and `@modelcontextprotocol/server-everything`
 * — plus the forwarding facts and each failure in words, against plain HTTP upstreams.
 */
import { accept } from '@elicit-kit/core';
import { callWithElicitation } from '@elicit-kit/mcp';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WAIT_BUDGET_MS } from '@elicit-kit/test-support/wait-budget';
import { startDemoServer, type DemoServer } from '@elicit-kit/demo-server/server';
import { startEverything, type RunningEverything } from '@elicit-kit/test-support/everything';
import { nextPendingDuring } from '@elicit-kit/mcp/test-support/queue-waits';
import { FAILURE_HEADER, TOKEN_HEADER, type Connection, type ErrorBody } from './contract.js';
import { connectThrough } from './test-support/mcpClient.js';
import { startLocalSide, type RunningLocalSide } from './test-support/localSideServer.js';
import { closedPort, startRecorder, type Recorder } from './test-support/recorder.js';

let side: RunningLocalSide;
let demo: DemoServer;
let everything: RunningEverything;
let recorder: Recorder;
beforeAll(async () => {
  [side, demo, everything, recorder] = await Promise.all([startLocalSide(), startDemoServer({ port: 0, signInPort: 0 }), startEverything(), startRecorder()]);
});
afterAll(async () => {
  await Promise.all([side?.close(), demo?.close(), everything?.close(), recorder?.close()]);
});

const info = async (id: string): Promise<Connection> => ((await (await side.fetch(`/_ek/connections/${id}`)).json()) as { connection: Connection }).connection;
const texts = (result: CallToolResult): string => result.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n');

describe('to real MCP servers', () => {
  it('the demo server on 2026-07-28: tools, and a two-round call answered through the kit', async () => {
    const connection = await side.open({ kind: 'http', url: demo.mcpUrl });
    const { client, close } = await connectThrough(side, connection, 'auto');
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toEqual(expect.arrayContaining(['book_flight', 'deploy']));

      const { createElicitationQueue } = await import('@elicit-kit/core');
      const queue = createElicitationQueue();
      const call = callWithElicitation(client, 'tools/call', { name: 'deploy', arguments: { version: 'v1.2.3', environment: 'staging' } }, queue);
      const confirm = await nextPendingDuring(queue, call);
      queue.respond(confirm.id, accept({ confirm: true }));
      const rollout = await nextPendingDuring(queue, call, (entry) => entry.id !== confirm.id);
      queue.respond(rollout.id, accept({ percentage: 25, note: 'through the local side' }));
      const result = (await call) as CallToolResult;
      expect(result.structuredContent).toMatchObject({ status: 'deployed', version: 'v1.2.3', environment: 'staging', percentage: 25 });
    } finally {
      await close();
    }
  });

  it('the demo server on 2025-11-25: the session id and the GET stream pass both ways', async () => {
    const connection = await side.open({ kind: 'http', url: demo.mcpUrl });
    const { client, close } = await connectThrough(side, connection, 'legacy');
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
      expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('the same through `vite preview` (its compression must not hold back the event streams)', async () => {
    const previewed = await startLocalSide({ mode: 'preview' });
    try {
      const connection = await previewed.open({ kind: 'http', url: everything.url.href });
      const { client, queue, close } = await connectThrough(previewed, connection, 'legacy');
      try {
        const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
        const entry = await nextPendingDuring(queue, call);
        queue.respond(entry.id, accept({ name: 'Previewed', integer: 1, number: 1 }));
        expect(texts((await call) as CallToolResult)).toContain('Previewed');
      } finally {
        await close();
      }
    } finally {
      await previewed.close();
    }
  });

  it('server-everything: auto falls back to 2025-11-25, and its pushed elicitation is answered', async () => {
    const connection = await side.open({ kind: 'http', url: everything.url.href });
    const { client, queue, close } = await connectThrough(side, connection, 'auto');
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
      const echoed = (await client.callTool({ name: 'echo', arguments: { message: 'hello through the proxy' } })) as CallToolResult;
      expect(texts(echoed)).toContain('hello through the proxy');

      const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
      const entry = await nextPendingDuring(queue, call);
      queue.respond(entry.id, accept({ name: 'Ada Lovelace', integer: 42, number: 3.14 }));
      expect(texts((await call) as CallToolResult)).toContain('Ada Lovelace');
      // The probe's 400 ("not initialized") is an ordinary answer, not a failure.
      expect((await info(connection.id)).failure).toBeUndefined();
    } finally {
      await close();
    }
  });
});

describe('forwarding', () => {
  it('adds the stored headers, passes Mcp-* both ways, and keeps cookies, the token and Origin here', async () => {
    recorder.requests.length = 0;
    const connection = await side.open({ kind: 'http', url: recorder.url, headers: { Authorization: 'Bearer s3cret', 'X-Api-Key': 'k' } });
    expect(connection.headerNames).toEqual(['Authorization', 'X-Api-Key']);
    expect(JSON.stringify(connection)).not.toContain('s3cret');
    const response = await side.fetch(connection.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': 'tools/list',
        cookie: 'session=abc',
        origin: side.origin,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBe('session-from-upstream');
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    const [seen] = recorder.requests;
    expect(seen).toMatchObject({ method: 'POST', url: '/mcp', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
    expect(seen!.headers).toMatchObject({ authorization: 'Bearer s3cret', 'x-api-key': 'k', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' });
    expect(seen!.headers.cookie).toBeUndefined();
    expect(seen!.headers.origin).toBeUndefined();
    expect(seen!.headers[TOKEN_HEADER.toLowerCase()]).toBeUndefined();
    expect(JSON.stringify(await info(connection.id))).not.toContain('s3cret');
  });

  it('follows redirects (e.g. /mcp → /mcp/), keeping the stored headers on the same origin only', async () => {
    const other = await startRecorder();
    try {
      recorder.requests.length = 0;
      recorder.answerWith((res, request) => {
        if (request.url === '/mcp') res.writeHead(307, { location: '/mcp/' }).end();
        else if (request.url === '/mcp/') res.writeHead(308, { location: other.url }).end();
      });
      const connection = await side.open({ kind: 'http', url: recorder.url, headers: { Authorization: 'Bearer s3cret' } });
      const response = await side.fetch(connection.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
      expect(response.status).toBe(200);
      expect(recorder.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
        ['POST', '/mcp', 'Bearer s3cret'],
        ['POST', '/mcp/', 'Bearer s3cret'],
      ]);
      // 307/308 keep the method and body; another origin does not get the credentials.
      expect(other.requests).toHaveLength(1);
      expect(other.requests[0]).toMatchObject({ method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }) });
      expect(other.requests[0]!.headers.authorization).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('refuses headers the transport owns, and header values with line breaks', async () => {
    for (const headers of [{ 'Mcp-Session-Id': 'x' }, { Host: 'evil' }, { 'X-Evil': 'a\r\nInjected: 1' }, { 'bad name': 'x' }]) {
      const response = await side.fetch('/_ek/connections', { method: 'POST', body: JSON.stringify({ kind: 'http', url: recorder.url, headers }) });
      expect(response.status, JSON.stringify(headers)).toBe(400);
      expect(((await response.json()) as ErrorBody).error.category).toBe('bad-request');
    }
  });

  it('refuses URLs that are not http(s)', async () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      const response = await side.fetch('/_ek/connections', { method: 'POST', body: JSON.stringify({ kind: 'http', url }) });
      expect(response.status, url).toBe(400);
    }
  });
});

describe('failures in words', () => {
  /** Sends one initialize through a new connection to `url`; returns the answer and the connection's failure. */
  async function tryOnce(url: string, headers: Record<string, string> = {}) {
    const connection = await side.open({ kind: 'http', url });
    const response = await side.fetch(connection.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }),
    });
    const body = await response.text();
    return { response, body, failure: (await info(connection.id)).failure, connection };
  }

  it('unreachable: nothing listens — 502, a failure header, and the SDK client fails to connect', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/mcp`;
    const { response, body, failure, connection } = await tryOnce(url);
    expect(response.status).toBe(502);
    expect(response.headers.get(FAILURE_HEADER)).toBe('unreachable');
    expect((JSON.parse(body) as ErrorBody).error).toEqual(failure);
    expect(failure).toMatchObject({ category: 'unreachable', message: `Nothing answers at ${url} (connection refused). Is the server running?` });
    await expect(connectThrough(side, connection)).rejects.toThrow();
  });

  it('unreachable: a host name that does not resolve', async () => {
    const { failure } = await tryOnce('http://no-such-host.invalid/mcp');
    expect(failure).toMatchObject({ category: 'unreachable', message: "The host name 'no-such-host.invalid' could not be found." });
  });

  it('auth required: 401 passes through with WWW-Authenticate, and is said in words', async () => {
    recorder.answerWith((res) => {
      res.writeHead(401, { 'www-authenticate': 'Bearer resource_metadata="https://example.com/.well-known/oauth-protected-resource"' });
      res.end();
    });
    const { response, failure } = await tryOnce(recorder.url);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Bearer');
    expect(failure).toMatchObject({ category: 'auth-required', status: 401, wwwAuthenticate: expect.stringContaining('resource_metadata') });
    expect(failure!.message).toContain('needs authorization (HTTP 401)');
  });

  it('not MCP: a web page, a 404, JSON that is not JSON-RPC', async () => {
    recorder.answerWith((res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>hello</html>');
    });
    expect((await tryOnce(recorder.url)).failure).toMatchObject({ category: 'not-mcp', message: expect.stringContaining("'text/html'") });
    recorder.answerWith((res) => res.writeHead(404).end('Not Found'));
    expect((await tryOnce(recorder.url)).failure).toMatchObject({ category: 'not-mcp', status: 404, message: expect.stringContaining('(often /mcp)') });
    recorder.answerWith((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"hello":"world"}');
    });
    const notRpc = await tryOnce(recorder.url);
    expect(notRpc.body).toBe('{"hello":"world"}');
    expect(notRpc.failure).toMatchObject({ category: 'not-mcp' });
  });

  it('session expired: a 404 for a request that carried a session id', async () => {
    recorder.answerWith((res) => res.writeHead(404).end());
    expect((await tryOnce(recorder.url, { 'mcp-session-id': 'gone' })).failure).toMatchObject({ category: 'session-expired' });
  });

  it('server error: 5xx', async () => {
    recorder.answerWith((res) => res.writeHead(503).end('down'));
    const { response, body, failure } = await tryOnce(recorder.url);
    expect(response.status).toBe(503);
    expect(body).toBe('down');
    expect(failure).toMatchObject({ category: 'server-error', status: 503 });
  });
});

describe('life cycle', () => {
  it('DELETE forgets the connection; its endpoint then says so', async () => {
    const connection = await side.open({ kind: 'http', url: demo.mcpUrl });
    expect((await side.fetch(`/_ek/connections/${connection.id}`, { method: 'DELETE' })).status).toBe(204);
    const response = await side.fetch(connection.endpoint, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.category).toBe('unknown-connection');
  });

  it('the page going away (its events stream closing) closes the connection', async () => {
    const connection = await side.open({ kind: 'http', url: demo.mcpUrl });
    const page = new AbortController();
    const events = await side.fetch(`/_ek/connections/${connection.id}/events`, { signal: page.signal });
    const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toContain('"state":"open"');
    page.abort();
    await vi.waitFor(async () => expect((await side.fetch(`/_ek/connections/${connection.id}`)).status).toBe(404), { timeout: WAIT_BUDGET_MS });
  });
});
