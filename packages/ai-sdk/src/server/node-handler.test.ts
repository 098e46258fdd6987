import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingParams, openChat } from '../../test-support/chat-harness.js';
import { createElicitationBridge } from './bridge.js';
import { toNodeHandler } from './node-handler.js';

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/elicitation`;
}

describe('toNodeHandler', () => {
  it('serves the answer route on node:http: delivered, statuses and headers pass through', async () => {
    const bridge = createElicitationBridge({ server: { name: 'flights' }, maxBodyBytes: 1024 });
    const chat = openChat(bridge, { chatId: 'c' });
    const call = chat.ask(bookingParams);
    const part = await chat.part((d) => d.status === 'pending');
    const url = await listen(toNodeHandler(bridge.handleAnswer));
    const post = (body: string, type = 'application/json') => fetch(url, { method: 'POST', headers: { 'content-type': type }, body });

    const get = await fetch(url);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await post('x'.repeat(5000))).status).toBe(413);
    expect((await post('{}', 'text/plain')).status).toBe(415);
    const ok = await post(JSON.stringify({ id: part.id, token: part.token, result: { action: 'accept', content: { name: 'Ada' } } }));
    expect([ok.status, ok.headers.get('content-type'), await ok.json()]).toEqual([
      200,
      'application/json',
      { status: 'delivered', message: expect.any(String) },
    ]);
    expect(await call).toEqual({ action: 'accept', content: { name: 'Ada' } });
  });

  it('takes over a body an Express-style parser already read', async () => {
    const bridge = createElicitationBridge({ server: { name: 'flights' } });
    const chat = openChat(bridge, { chatId: 'c' });
    const call = chat.ask(bookingParams);
    const part = await chat.part((d) => d.status === 'pending');
    const handler = toNodeHandler(bridge.handleAnswer);
    const url = await listen((req, res) => {
      // What express.json() does: read the stream, then set req.body.
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        (req as typeof req & { body: unknown }).body = JSON.parse(text);
        void handler(req, res);
      });
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: part.id, token: part.token, result: { action: 'decline' } }),
    });
    expect(response.status).toBe(200);
    expect(await call).toEqual({ action: 'decline' });
  });
});
