import { ElicitKitError } from '@elicit-kit/core';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRequest, bookingParams, openChat } from '../../test-support/chat-harness.js';
import { freePort, startRedisServer, type RedisServer } from '@elicit-kit/test-support/redis-server';
import { createElicitationBridge } from '../server/bridge.js';
import { BridgeOptionsError, createRedisAnswerChannel, RedisChannelError } from './index.js';

const server = { name: 'flights' };
const secret = 'a shared secret of at least thirty-two bytes';
const pending = (d: { status: string }) => d.status === 'pending';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

/** Two instances of the chat server, each with its own bridge and connections, sharing one Redis. */
async function twoInstances(keyPrefix: string, options: { timeoutMs?: number; settledTtlMs?: number } = {}) {
  const channel = () => createRedisAnswerChannel({ url: redis.url, keyPrefix, settledTtlMs: options.settledTtlMs });
  const a = createElicitationBridge({ server, secret, channel: await channel(), timeoutMs: options.timeoutMs });
  const b = createElicitationBridge({ server, secret, channel: await channel(), timeoutMs: options.timeoutMs });
  await Promise.all([a.ready, b.ready]);
  return { a, b, close: () => Promise.all([a.close(), b.close()]) };
}

async function send(bridge: ReturnType<typeof createElicitationBridge>, body: unknown) {
  const response = await bridge.handleAnswer(answerRequest(body));
  return { status: response.status, answer: ((await response.json()) as { status: string }).status };
}

describe('createRedisAnswerChannel with a real redis-server', () => {
  it('an answer posted to instance B completes the call held by instance A', async () => {
    const { a, b, close } = await twoInstances('t1:');
    const chat = openChat(a, { chatId: 'chat-1' });
    const call = chat.ask(bookingParams);
    const part = await chat.part(pending);
    // B has never seen this elicitation: Redis tells it that it is pending elsewhere.
    expect(await send(b, { id: part.id, token: part.token, result: { action: 'accept', content: { name: 'A' } } })).toEqual({ status: 422, answer: 'invalid' });
    expect(await send(b, { id: part.id, token: part.token, result: { action: 'accept', content: { name: 'Ada', seats: '3' } } })).toEqual({
      status: 200,
      answer: 'delivered',
    });
    expect(await call).toEqual({ action: 'accept', content: { name: 'Ada', seats: 3 } });
    expect((await chat.part((d) => d.status !== 'pending')).status).toBe('accepted');
    // Either instance now knows it was answered.
    expect(await send(a, { id: part.id, token: part.token, result: { action: 'decline' } })).toEqual({ status: 409, answer: 'already-answered' });
    expect(await send(b, { id: part.id, token: part.token, result: { action: 'decline' } })).toEqual({ status: 409, answer: 'already-answered' });
    await close();
  });

  it('answers posted to both instances at once: exactly one is delivered', async () => {
    const { a, b, close } = await twoInstances('t2:');
    const chat = openChat(a, { chatId: 'chat-1' });
    for (let round = 0; round < 20; round++) {
      const from = chat.parts.length;
      const call = chat.ask(bookingParams);
      const part = await chat.part(pending, from);
      const body = (action: string) => ({ id: part.id, token: part.token, result: { action } });
      const statuses = (await Promise.all([send(a, body('decline')), send(b, body('cancel')), send(b, body('decline'))])).map((r) => r.status);
      expect(statuses.sort()).toEqual([200, 409, 409]);
      expect(['decline', 'cancel']).toContain((await call).action);
    }
    await close();
  });

  it('refuses across instances: 403 foreign or forged token, 404 unknown, 410 expired, 410 when the holder is gone', async () => {
    const { a, b, close } = await twoInstances('t3:', { timeoutMs: 50 });
    const one = openChat(a, { chatId: 'chat-1' });
    const two = openChat(a, { chatId: 'chat-2' });
    const first = one.ask(bookingParams);
    void two.ask(bookingParams);
    const [mine, theirs] = await Promise.all([one.part(pending), two.part(pending)]);
    expect(await send(b, { id: mine.id, token: theirs.token, result: { action: 'decline' } })).toEqual({ status: 403, answer: 'forbidden' });
    expect(await send(b, { id: 'AAAAAAAAAAAAAAAAAAAAAA', token: mine.token, result: { action: 'decline' } })).toEqual({ status: 404, answer: 'unknown' });
    expect(await first).toEqual({ action: 'cancel' });
    await one.part((d) => d.status === 'expired');
    expect(await send(b, { id: mine.id, token: mine.token, result: { action: 'decline' } })).toEqual({ status: 410, answer: 'expired' });
    await close();

    // An instance that died holding a call leaves its pending record in Redis until it expires;
    // a record whose holder subscribes nowhere is exactly that.
    const other = await twoInstances('t4:');
    const chat = openChat(other.a, { chatId: 'chat-1' });
    void chat.ask(bookingParams);
    const part = await chat.part(pending);
    await (other.a as unknown as { close(): Promise<void> }).close();
    await chat.part((d) => d.status === 'shutdown');
    const stillHeld = await createRedisAnswerChannel({ url: redis.url, keyPrefix: 't4:' });
    await stillHeld.hold({ id: part.id, chatId: 'chat-1', params: bookingParams, expiresAt: Date.now() + 60_000 });
    expect(await send(other.b, { id: part.id, token: part.token, result: { action: 'decline' } })).toEqual({ status: 410, answer: 'expired' });
    await stillHeld.close();
    await other.close();
  });

  it('no url: a BridgeOptionsError before any connection', async () => {
    for (const options of [{}, { url: '' }, undefined]) {
      const attempt = createRedisAnswerChannel(options as never);
      await expect(attempt).rejects.toBeInstanceOf(BridgeOptionsError);
      await expect(attempt).rejects.toMatchObject({ code: 'bridge-options', option: 'url', message: expect.stringContaining('url is required') });
    }
  });

  it('Redis unreachable at start: a clear startup error, at once', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const attempt = createRedisAnswerChannel({ url });
    await expect(attempt).rejects.toBeInstanceOf(RedisChannelError);
    await expect(attempt).rejects.toBeInstanceOf(ElicitKitError);
    await expect(attempt).rejects.toMatchObject({ code: 'answer-channel', name: 'RedisChannelError' });
    await expect(attempt).rejects.toThrow(`cannot reach Redis at ${url}`);
  });

  it('nothing grows: 10,000 elicitations across two instances leave only keys that expire, and the instances hold nothing', async () => {
    const { a, b, close } = await twoInstances('t5:', { settledTtlMs: 1_000 });
    const chat = openChat(a, { chatId: 'chat-1' });
    for (let i = 0; i < 10_000; i++) {
      const from = chat.parts.length;
      const call = chat.ask(bookingParams);
      const part = await chat.part(pending, from);
      const result = i % 2 === 0 ? { action: 'accept', content: { name: 'Ada' } } : { action: 'decline' };
      expect((await send(i % 2 ? a : b, { id: part.id, token: part.token, result })).status).toBe(200);
      await call;
    }
    expect([a.pending, b.pending]).toEqual([0, 0]);
    const inspect = createClient({ url: redis.url });
    await inspect.connect();
    const keys: string[] = [];
    for await (const batch of inspect.scanIterator({ MATCH: 't5:*', COUNT: 1000 })) keys.push(...batch);
    // No pending record is left, and every settled mark expires within its TTL.
    expect(keys.filter((k) => k.startsWith('t5:p:'))).toEqual([]);
    const ttls = await Promise.all(keys.map((k) => inspect.pTTL(k)));
    expect(ttls.filter((ttl) => ttl === -1 || ttl > 1_000)).toEqual([]);
    await inspect.close();
    await close();
  });
});

describe('Redis lost mid-call', () => {
  it('pending calls end with cancel and say channel-lost; new calls do not hang; close does not hang', async () => {
    const own = await startRedisServer();
    try {
      const channel = await createRedisAnswerChannel({ url: own.url });
      const bridge = createElicitationBridge({ server, secret, channel });
      await bridge.ready;
      const chat = openChat(bridge, { chatId: 'chat-1' });
      const calls = [chat.ask(bookingParams), chat.ask(bookingParams)];
      await chat.part((d) => d.status === 'pending' && chat.parts.filter(pending).length === 2);
      await own.kill();
      expect(await Promise.all(calls)).toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
      await chat.part((d) => d.status === 'channel-lost' && chat.parts.filter((p) => p.status === 'channel-lost').length === 2);
      // While Redis is down a new request is cancelled at once, and says why.
      const from = chat.parts.length;
      expect(await chat.ask(bookingParams)).toEqual({ action: 'cancel' });
      expect((await chat.part(() => true, from)).status).toBe('channel-lost');
      // The route says the channel is unavailable rather than hanging.
      const part = chat.parts[0]!;
      expect(await send(bridge, { id: part.id, token: part.token, result: { action: 'decline' } })).toEqual({ status: 503, answer: 'unavailable' });
      await bridge.close();
    } finally {
      await own.stop();
    }
  });
});
