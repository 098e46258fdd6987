// @vitest-environment node
/**
 * The wire tap against a real HTTP server on loopback: the transport gets the very response it
 * would get without the tap (status, headers, URL, bytes, the same clean end, the same error
 * when the server breaks the stream, and its cancel reaches the server), while the tap reports
 * what was POSTed and every `elicitation/create` on an event stream, with the request whose
 * stream carried it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWireTap, type JsonRpcId } from './wireTap.js';

const push = (id: number, message: string) => ({
  jsonrpc: '2.0',
  id,
  method: 'elicitation/create',
  params: { message, requestedSchema: { type: 'object', properties: {} } },
});
const event = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;

/** What the server saw, in order, and when each response's connection closed early (a cancel). */
const seen: string[] = [];
const closedEarly = new Map<string, () => void>();

function route(req: IncomingMessage, res: ServerResponse, body: string) {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  seen.push(`${req.method} ${path}${body === '' ? '' : ` ${body}`}`);
  const stream = () => res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'x-trace': path });
  switch (path) {
    case '/sse': {
      // A push, then the answer split mid-character (ü is two bytes), then a clean end.
      stream();
      res.write(event(push(7, 'Grüße')));
      const answer = Buffer.from(event({ jsonrpc: '2.0', id: 1, result: { text: 'über' } }));
      const cut = answer.indexOf(Buffer.from('ü')) + 1;
      res.write(answer.subarray(0, cut));
      setImmediate(() => res.end(answer.subarray(cut)));
      return;
    }
    case '/broken':
      // One event, then the connection dies without the chunked body's end.
      stream();
      res.write(event(push(8, 'half')), () => res.destroy());
      return;
    case '/endless':
      stream();
      res.write(': open\n\n');
      res.on('close', () => {
        if (!res.writableFinished) closedEarly.get(path)?.();
      });
      return;
    case '/json':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: {} }));
      return;
    default:
      res.writeHead(404, { 'content-type': 'text/event-stream' });
      res.end(event(push(9, 'not found')));
  }
}

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => route(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Reads a body to its end: every chunk's bytes, and how it ended. */
async function drain(response: Response): Promise<{ bytes: number[]; end: string }> {
  const reader = response.body!.getReader();
  const bytes: number[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes, end: 'done' };
      bytes.push(...value);
    }
  } catch (error) {
    return { bytes, end: `error ${String(error)}` };
  }
}

const shape = (response: Response) => ({
  ok: response.ok,
  status: response.status,
  statusText: response.statusText,
  url: response.url,
  redirected: response.redirected,
  type: response.type,
  headers: [...response.headers],
});

/** A tap whose listener writes down what it hears, and whose base `fetch` keeps what it returned. */
function tapped(options: { relates?: boolean } = {}) {
  const heard: string[] = [];
  const returned: Response[] = [];
  const tap = createWireTap({
    ...options,
    base: async (...args) => {
      const response = await fetch(...args);
      returned.push(response);
      return response;
    },
  });
  tap.listen({
    requestSent: (id, method, params) => heard.push(`request ${id} ${method} ${JSON.stringify(params)}`),
    responseSent: (id, message) => heard.push(`response ${id} ${JSON.stringify(message)}`),
    elicitationReceived: (id: JsonRpcId, params, relatedTo) =>
      heard.push(`elicitation ${id} on ${String(relatedTo)}: ${(params as { message: string }).message}`),
  });
  return { tap, heard, returned };
}

const post = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'book', arguments: { to: 'Oslo' } } };

describe('createWireTap hands the transport what it would get without it', () => {
  it('the same status, headers, URL and bytes, to the same clean end, and reports the push on the call’s stream', async () => {
    const { tap, heard, returned } = tapped();
    const bare = await fetch(`${origin}/sse`, post(call));
    const through = await tap.fetch(`${origin}/sse`, post(call));
    expect(through).not.toBe(returned[0]);
    expect(shape(through)).toEqual(shape(returned[0]!));
    expect(through.url).toBe(`${origin}/sse`);
    expect(through.headers.get('x-trace')).toBe('/sse');
    const [plain, observed] = await Promise.all([drain(bare), drain(through)]);
    expect(observed).toEqual(plain);
    expect(plain.end).toBe('done');
    expect(new TextDecoder().decode(new Uint8Array(observed.bytes))).toContain('über');
    expect(heard).toEqual([`request 1 tools/call ${JSON.stringify(call.params)}`, 'elicitation 7 on 1: Grüße']);
  });

  it('the same error when the server breaks the stream', async () => {
    const { tap, heard } = tapped();
    const [plain, observed] = await Promise.all([fetch(`${origin}/broken`).then(drain), tap.fetch(`${origin}/broken`).then(drain)]);
    expect(plain.end).toMatch(/^error /);
    expect(observed).toEqual(plain);
    // The GET stream is the session's own: no request can be told.
    expect(heard).toEqual(['elicitation 8 on undefined: half']);
  });

  it('its cancel reaches the server, as without the tap (nothing else keeps reading)', async () => {
    const { tap } = tapped();
    for (const get of [fetch, tap.fetch]) {
      const closed = new Promise<void>((resolve) => closedEarly.set('/endless', resolve));
      const response = await get(`${origin}/endless`);
      const reader = response.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe(': open\n\n');
      await reader.cancel();
      await closed;
    }
  });

  it('responses that are not a working event stream are the very Response the base fetch returned', async () => {
    const { tap, returned, heard } = tapped();
    const json = await tap.fetch(`${origin}/json`, post(call));
    expect(json).toBe(returned[0]);
    const missing = await tap.fetch(`${origin}/missing`);
    expect(missing).toBe(returned[1]);
    await missing.text();
    expect(heard).toEqual([`request 1 tools/call ${JSON.stringify(call.params)}`]);
  });
});

describe('createWireTap reports what was sent', () => {
  it('each request of a POST before it goes out, and each answer to a server request exactly as sent', async () => {
    const { tap, heard } = tapped();
    seen.length = 0;
    tap.listen({ requestSent: () => seen.push('tap heard the request') });
    const answer = { jsonrpc: '2.0', id: 7, result: { action: 'accept', content: { name: 'Ada' } } };
    await (await tap.fetch(`${origin}/json`, post(call))).text();
    await (await tap.fetch(`${origin}/json`, post(answer))).text();
    expect(seen).toEqual(['tap heard the request', `POST /json ${JSON.stringify(call)}`, `POST /json ${JSON.stringify(answer)}`]);
    expect(heard).toEqual([`request 1 tools/call ${JSON.stringify(call.params)}`, `response 7 ${JSON.stringify(answer)}`]);
  });

  it('a push on a batch’s stream, or on a route that mixes streams, belongs to no request', async () => {
    const batch = tapped();
    await drain(await batch.tap.fetch(`${origin}/sse`, post([call, { ...call, id: 2 }])));
    expect(batch.heard.filter((line) => line.startsWith('elicitation'))).toEqual(['elicitation 7 on undefined: Grüße']);
    const mixed = tapped({ relates: false });
    await drain(await mixed.tap.fetch(`${origin}/sse`, post(call)));
    expect(mixed.heard.filter((line) => line.startsWith('elicitation'))).toEqual(['elicitation 7 on undefined: Grüße']);
  });
});
