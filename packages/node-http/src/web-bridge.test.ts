import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeListener, sendWebResponse, toWebRequest } from './web-bridge.js';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(handle: (request: Request) => Promise<Response>): Promise<string> {
  const server = createServer((req, res) => void (async () => sendWebResponse(res, await handle(toWebRequest(req, res))))());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('toWebRequest and sendWebResponse', () => {
  it('hand on the method, headers and streamed body, and the status and headers back', async () => {
    const url = await serve(async (request) =>
      Response.json(
        { method: request.method, path: new URL(request.url).pathname, tag: request.headers.get('x-tag'), body: await request.text() },
        { status: 201, headers: { 'x-seen': 'yes' } },
      ),
    );
    const response = await fetch(`${url}/a/b?c=1`, { method: 'POST', headers: { 'x-tag': 't' }, body: 'hello' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-seen')).toBe('yes');
    expect(await response.json()).toEqual({ method: 'POST', path: '/a/b', tag: 't', body: 'hello' });
  });

  it('stream the body: the client reads the first event while the stream is still open', async () => {
    let finish = () => {};
    const url = await serve(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('data: first\n\n'));
          finish = () => controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const reader = (await fetch(url)).body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    finish();
    expect((await reader.read()).done).toBe(true);
  });

  it("abort the request's signal when the client leaves before the answer", async () => {
    let aborted: (reason: unknown) => void = () => {};
    const seen = new Promise((resolve) => (aborted = resolve));
    let arrived = () => {};
    const handling = new Promise<void>((resolve) => (arrived = resolve));
    const url = await serve(async (request) => {
      request.signal.addEventListener('abort', () => aborted(request.signal.reason));
      arrived();
      return new Promise<Response>(() => {});
    });
    const client = new AbortController();
    const call = fetch(url, { signal: client.signal }).catch((error: unknown) => error);
    await handling;
    client.abort();
    await call;
    expect(String(await seen)).toContain('The client closed the connection.');
  });
});

describe('nodeListener', () => {
  it('hands the handler the body it read, and turns a throw into a plain 500', async () => {
    const server = createServer(
      nodeListener(async (request, body) => {
        if (body === 'fail') throw new Error('broken on purpose');
        return new Response(`${request.method} ${body}`);
      }),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await (await fetch(url, { method: 'POST', body: 'fine' })).text()).toBe('POST fine');
    const failed = await fetch(url, { method: 'POST', body: 'fail' });
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('Internal error: broken on purpose');
  });
});
