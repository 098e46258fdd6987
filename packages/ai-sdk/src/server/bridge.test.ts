import { ElicitKitError } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { answerRequest, bookingParams, openChat } from '../../test-support/chat-harness.js';
import { createElicitationBridge } from './bridge.js';
import { BridgeOptionsError } from './index.js';
import { createMemoryAnswerChannel } from './memory-channel.js';

const server = { name: 'flights', title: 'Flight search' };
const pending = (data: { status: string }) => data.status === 'pending';

async function post(bridge: ReturnType<typeof createElicitationBridge>, body: unknown) {
  const response = await bridge.handleAnswer(answerRequest(body));
  return { status: response.status, body: (await response.json()) as { status: string; errors?: unknown[] } };
}

describe('createElicitationBridge: the call and the chat', () => {
  it('writes a pending part, delivers the answer re-checked by the server, then writes the final part', async () => {
    const bridge = createElicitationBridge({ server });
    const chat = openChat(bridge, { chatId: 'chat-1' });
    const call = chat.ask(bookingParams);
    const part = await chat.part(pending);
    expect(part).toMatchObject({ chatId: 'chat-1', server, mode: 'form', params: bookingParams, status: 'pending' });
    expect(part.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(part.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(part.expiresAt - part.createdAt).toBe(600_000);

    // Strings become the schema's integer; keys the schema does not know are dropped.
    const answer = { action: 'accept', content: { name: 'Ada', seats: '2', extra: 'x' } };
    expect(await post(bridge, { id: part.id, token: part.token, result: answer })).toEqual({
      status: 200,
      body: { status: 'delivered', message: expect.any(String) },
    });
    expect(await call).toEqual({ action: 'accept', content: { name: 'Ada', seats: 2 } });
    const final = await chat.part((d) => d.status !== 'pending');
    expect(final).toMatchObject({ id: part.id, status: 'accepted', settledAt: expect.any(Number) });
    expect(final.token).toBeUndefined();
    expect(bridge.pending).toBe(0);
  });

  it.each([
    ['decline', 'declined'],
    ['cancel', 'cancelled'],
  ] as const)('passes %s on bare (content dropped) and says so', async (action, status) => {
    const bridge = createElicitationBridge({ server });
    const chat = openChat(bridge, { chatId: 'c' });
    const call = chat.ask(bookingParams);
    const part = await chat.part(pending);
    expect((await post(bridge, { id: part.id, token: part.token, result: { action, content: { name: 'x' } } })).status).toBe(200);
    expect(await call).toEqual({ action });
    expect((await chat.part((d) => d.status !== 'pending')).status).toBe(status);
  });

  it('cancels at the deadline and says expired', async () => {
    const bridge = createElicitationBridge({ server, timeoutMs: 20 });
    const chat = openChat(bridge, { chatId: 'c' });
    expect(await chat.ask(bookingParams)).toEqual({ action: 'cancel' });
    await chat.part((d) => d.status === 'expired');
    expect(chat.parts.map((p) => p.status)).toEqual(['pending', 'expired']);
  });

  it('expirePending ends a chat’s requests before their deadline: cancel, expired, a late answer refused', async () => {
    const bridge = createElicitationBridge({ server });
    const chat = openChat(bridge, { chatId: 'c' });
    const other = openChat(bridge, { chatId: 'other' });
    const call = chat.ask(bookingParams);
    const waiting = other.ask(bookingParams);
    const part = await chat.part(pending);
    await other.part(pending);
    expect(await bridge.expirePending('nobody’s')).toBe(0);
    // Resolves once the request has ended: its final part is written.
    expect(await bridge.expirePending('c')).toBe(1);
    expect(chat.parts.map((p) => p.status)).toEqual(['pending', 'expired']);
    expect(await call).toEqual({ action: 'cancel' });
    expect((await post(bridge, { id: part.id, token: part.token, result: { action: 'decline' } })).body.status).toBe('expired');
    expect(other.parts.map((p) => p.status)).toEqual(['pending']);
    expect(await bridge.expirePending()).toBe(1);
    expect(await waiting).toEqual({ action: 'cancel' });
    expect(bridge.pending).toBe(0);
  });

  it('cancels when the chat request aborts, also before the request arrives', async () => {
    const bridge = createElicitationBridge({ server });
    const controller = new AbortController();
    const chat = openChat(bridge, { chatId: 'c', signal: controller.signal });
    const call = chat.ask(bookingParams);
    await chat.part(pending);
    controller.abort();
    expect(await call).toEqual({ action: 'cancel' });
    expect((await chat.part((d) => d.status !== 'pending')).status).toBe('aborted');

    expect(await chat.ask(bookingParams)).toEqual({ action: 'cancel' });
    // Already aborted: no pending part at all, just the line that says so.
    await chat.part((d) => d.status === 'aborted' && chat.parts.length === 3);
    expect(chat.parts.map((p) => p.status)).toEqual(['pending', 'aborted', 'aborted']);
    expect(bridge.pending).toBe(0);
  });

  it('cancels when the chat’s stream is closed (the browser went away)', async () => {
    const bridge = createElicitationBridge({ server });
    const chat = openChat(bridge, { chatId: 'c' });
    const call = chat.ask(bookingParams);
    await chat.part(pending);
    await chat.disconnect();
    expect(await call).toEqual({ action: 'cancel' });
    expect(bridge.pending).toBe(0);
  });

  it('detach and close cancel what waits and say so; later requests get cancel', async () => {
    const bridge = createElicitationBridge({ server });
    const one = openChat(bridge, { chatId: 'one' });
    const two = openChat(bridge, { chatId: 'two' });
    const first = one.ask(bookingParams);
    const second = two.ask(bookingParams);
    await Promise.all([one.part(pending), two.part(pending)]);
    expect(one.attachment.pending).toBe(1);
    one.attachment.detach();
    expect(await first).toEqual({ action: 'cancel' });
    expect((await one.part((d) => d.status !== 'pending')).status).toBe('aborted');
    expect(await one.ask(bookingParams)).toEqual({ action: 'cancel' });
    expect(bridge.pending).toBe(1);

    await bridge.close();
    expect(await second).toEqual({ action: 'cancel' });
    expect((await two.part((d) => d.status !== 'pending')).status).toBe('shutdown');
    expect(await two.ask(bookingParams)).toEqual({ action: 'cancel' });
  });

  it('an answer that bypassed the route and breaks the schema is refused: cancel, never forwarded', async () => {
    const channel = createMemoryAnswerChannel();
    const bridge = createElicitationBridge({ server, channel });
    const chat = openChat(bridge, { chatId: 'c' });
    const call = chat.ask(bookingParams);
    const part = await chat.part(pending);
    expect(await channel.claim(part.id, { action: 'accept', content: { name: 'A' } })).toEqual({ state: 'delivered' });
    expect(await call).toEqual({ action: 'cancel' });
    expect((await chat.part((d) => d.status !== 'pending')).status).toBe('refused');
  });

  it('names the server per client and marks URL requests as such (ready for when the SDK passes them)', async () => {
    const bridge = createElicitationBridge({ server });
    const other = { name: 'auth', title: 'Sign-in' };
    const chat = openChat(bridge, { chatId: 'c', server: other });
    const call = chat.ask({ mode: 'url', message: 'Sign in', url: 'https://auth.example/login', elicitationId: 'e1' });
    const part = await chat.part(pending);
    expect(part).toMatchObject({ server: other, mode: 'url' });
    expect((await post(bridge, { id: part.id, token: part.token, result: { action: 'accept' } })).status).toBe(200);
    expect(await call).toEqual({ action: 'accept' });
  });
});

/** What `act` threw (it must throw). */
function thrown(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('createElicitationBridge: misuse fails at start', () => {
  it.each([
    [null, 'options', /options are required/],
    [{}, 'server', /server needs a name/],
    [{ server: { name: ' ' } }, 'server', /server needs a name/],
    [{ server, timeoutMs: 0 }, 'timeoutMs', /timeoutMs/],
    [{ server, timeoutMs: 2 ** 31 }, 'timeoutMs', /timeoutMs/],
    [{ server, secret: 'short' }, 'secret', /secret/],
    [{ server, maxBodyBytes: 10 }, 'maxBodyBytes', /maxBodyBytes/],
    [{ server, authorize: 'yes' }, 'authorize', /authorize must be a function/],
    [{ server, channel: { ...createMemoryAnswerChannel(), shared: true } }, 'secret', /shared channel needs `secret`/],
  ])('%j: a BridgeOptionsError naming %s', (options, option, message) => {
    const error = thrown(() => createElicitationBridge(options as never));
    expect(error).toBeInstanceOf(BridgeOptionsError);
    expect(error).toBeInstanceOf(ElicitKitError);
    expect(error).toMatchObject({ code: 'bridge-options', name: 'BridgeOptionsError', option });
    expect((error as Error).message).toMatch(message);
  });

  it('attach refuses bad options before registering anything', () => {
    const bridge = createElicitationBridge({ server });
    let registered = false;
    const client = { onElicitationRequest: () => void (registered = true) };
    const writer = { write() {}, merge() {} };
    const refusals: [unknown, string][] = [
      [undefined, 'options'],
      [{ writer: {}, chatId: 'c' }, 'writer'],
      [{ writer, chatId: '' }, 'chatId'],
      [{ writer, chatId: 'c', signal: {} }, 'signal'],
      [{ writer, chatId: 'c', server: { name: '' } }, 'server'],
      [{ writer, chatId: 'c', timeoutMs: -1 }, 'timeoutMs'],
    ];
    for (const [options, option] of refusals) {
      const error = thrown(() => bridge.attach(client, options as never));
      expect(error).toBeInstanceOf(BridgeOptionsError);
      expect(error).toMatchObject({ code: 'bridge-options', option, message: expect.stringMatching(/^bridge\.attach: /) });
    }
    expect(registered).toBe(false);
  });
});
