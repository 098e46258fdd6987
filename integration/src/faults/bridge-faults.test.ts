/**
 * Faults of the AI SDK bridge (packages/ai-sdk/src/server) with its Redis channel: two instances
 * of a chat server share a real redis-server reached through the TCP proxy (`@elicit-kit/test-support/fault-proxy`).
 * Redis killed and restarted mid-call, and the same answer posted from two tabs. What goes back
 * to the MCP server is what the stand-in client's handler resolves with (the chat harness).
 */
import { answerRequest, bookingParams, openChat } from '@elicit-kit/ai-sdk/test-support/chat-harness';
import { createRedisAnswerChannel } from '@elicit-kit/ai-sdk/redis';
import { createElicitationBridge, type ElicitationBridge } from '@elicit-kit/ai-sdk/server';
import { startRedisServer, type RedisServer } from '@elicit-kit/test-support/redis-server';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '@elicit-kit/test-support/fault-proxy';

const server = { name: 'flights' };
const secret = 'a shared secret of at least thirty-two bytes';
const accepted = { action: 'accept', content: { name: 'Ada', seats: 2 } };

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function redisBehindProxy(): Promise<{ redis: () => RedisServer; restart(): Promise<void>; proxy: FaultProxy }> {
  let redis = await startRedisServer();
  cleanups.push(() => redis.stop());
  const proxy = await startFaultProxy(redis.port);
  cleanups.push(() => proxy.close());
  return {
    redis: () => redis,
    proxy,
    async restart() {
      await redis.stop();
      redis = await startRedisServer();
      proxy.retarget(redis.port);
    },
  };
}

/** Two chat server instances whose channels reach Redis through `proxy`. */
async function twoInstances(proxy: FaultProxy): Promise<[ElicitationBridge, ElicitationBridge]> {
  const bridge = async () => {
    const channel = await createRedisAnswerChannel({ url: `redis://127.0.0.1:${proxy.port}`, keyPrefix: 'faults:' });
    const created = createElicitationBridge({ server, secret, channel });
    cleanups.push(() => created.close());
    await created.ready;
    return created;
  };
  return [await bridge(), await bridge()];
}

/**
 * Resolves once both instances are back on Redis through the proxy: four new connections (each
 * instance's command and subscriber clients) that Redis answered, two of them subscribed.
 */
function reconnected(proxy: FaultProxy, before: number): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      const fresh = proxy.connections.slice(before).filter((connection) => !connection.closed && connection.forwarded.down !== '');
      if (
        fresh.length < 4 ||
        fresh.filter((connection) => /subscribe/i.test(connection.forwarded.up) && /subscribe/i.test(connection.forwarded.down)).length < 2
      )
        return;
      proxy.off('data', check);
      resolve();
    };
    proxy.on('data', check);
    check();
  });
}

async function post(bridge: ElicitationBridge, body: unknown): Promise<{ status: number; answer: string }> {
  const response = await bridge.handleAnswer(answerRequest(body));
  return { status: response.status, answer: ((await response.json()) as { status: string }).status };
}

describe('the AI SDK bridge with Redis through a TCP proxy', () => {
  it('Redis killed mid-call: the call ends with cancel and says channel-lost; after a restart, calls are answered again, once', async () => {
    const { proxy, restart } = await redisBehindProxy();
    const [holder, other] = await twoInstances(proxy);
    const chat = openChat(holder, { chatId: 'chat-1' });
    cleanups.push(() => chat.end());
    const call = chat.ask(bookingParams);
    const part = await chat.part((data) => data.status === 'pending');

    const before = proxy.connections.length;
    await restart();

    // What the MCP server gets: a cancel, never the answer typed later.
    expect(await call).toEqual({ action: 'cancel' });
    expect((await chat.part((data) => data.status !== 'pending')).status).toBe('channel-lost');
    const late = await post(other, { id: part.id, token: part.token, result: accepted });
    expect(late.status).not.toBe(200);

    // Both instances reconnect through the proxy to the new Redis; a new call is answered from the other instance.
    await reconnected(proxy, before);
    const from = chat.parts.length;
    const next = chat.ask(bookingParams);
    const nextPart = await chat.part((data) => data.status === 'pending', from);
    expect(await post(other, { id: nextPart.id, token: nextPart.token, result: accepted })).toEqual({ status: 200, answer: 'delivered' });
    expect(await next).toEqual(accepted);
    expect(await post(holder, { id: nextPart.id, token: nextPart.token, result: accepted })).toEqual({ status: 409, answer: 'already-answered' });
  });

  it('the same answer posted from two tabs, to two instances at once: one is delivered, the other refused, the server gets it once', async () => {
    const { proxy } = await redisBehindProxy();
    const [holder, other] = await twoInstances(proxy);
    const chat = openChat(holder, { chatId: 'chat-1' });
    cleanups.push(() => chat.end());
    const results: unknown[] = [];
    const call = chat.ask(bookingParams).then((result) => (results.push(result), result));
    const part = await chat.part((data) => data.status === 'pending');
    const body = { id: part.id, token: part.token, result: accepted };

    const tabs = await Promise.all([post(holder, body), post(other, body)]);

    expect(tabs.map((tab) => tab.status).sort()).toEqual([200, 409]);
    expect(tabs.find((tab) => tab.status === 409)).toEqual({ status: 409, answer: 'already-answered' });
    expect(await call).toEqual(accepted);
    expect(results).toHaveLength(1);
  });
});
