// `pnpm bench:bridge`: the AI SDK bridge's answer delivery latency (POST to the answer route →
// the MCP client's handler resolves), in one process and across two instances through a real
// redis-server, and the memory each pending elicitation holds with 1,000 pending at once.
// A benchmark, never a test: it prints figures and asserts nothing about time.
import { answerRequest, bookingParams, openChat, type TestChat } from '@elicit-kit/ai-sdk/test-support/chat-harness';
import { startRedisServer } from '@elicit-kit/test-support/redis-server';
import { createRedisAnswerChannel } from '@elicit-kit/ai-sdk/redis';
import { createElicitationBridge } from '@elicit-kit/ai-sdk/server';
import type { ElicitationBridge } from '@elicit-kit/ai-sdk/server';

const ROUNDS = 1_000;
const PENDING = 1_000;
const secret = 'a benchmark secret of at least thirty-two bytes';
const server = { name: 'flights' };
const answer = { action: 'accept', content: { name: 'Ada' } };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Delivery latency: from handing the POST to `route` until the call held by `holder` resolves. */
async function latency(holder: ElicitationBridge, route: ElicitationBridge): Promise<{ median: number; p95: number }> {
  const chat = openChat(holder, { chatId: 'bench' });
  const times: number[] = [];
  for (let i = 0; i < ROUNDS + 100; i++) {
    const from = chat.parts.length;
    const call = chat.ask(bookingParams);
    const part = await chat.part((d) => d.status === 'pending', from);
    const started = performance.now();
    const response = route.handleAnswer(answerRequest({ id: part.id, token: part.token, result: answer }));
    await call;
    const elapsed = performance.now() - started;
    if ((await response).status !== 200) throw new Error('an answer was not delivered');
    if (i >= 100) times.push(elapsed); // the first 100 warm up the JIT and the connections
  }
  chat.end();
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/** Heap per pending elicitation, with PENDING of them waiting at once (answered afterwards). */
async function memory(bridge: ElicitationBridge): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc (pnpm bench:bridge does)');
  const chat: TestChat = openChat(bridge, { chatId: 'bench-memory' });
  gc();
  const before = process.memoryUsage().heapUsed;
  const calls = Array.from({ length: PENDING }, () => chat.ask(bookingParams));
  await chat.part(() => chat.parts.length >= PENDING);
  gc();
  const perPending = (process.memoryUsage().heapUsed - before) / PENDING;
  if (bridge.pending !== PENDING) throw new Error(`expected ${PENDING} pending, found ${bridge.pending}`);
  await Promise.all(chat.parts.map((part) => bridge.handleAnswer(answerRequest({ id: part.id, token: part.token, result: answer }))));
  await Promise.all(calls);
  chat.end();
  return perPending;
}

const ms = (n: number) => `${n.toFixed(3)} ms`;
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

const memoryBridge = createElicitationBridge({ server });
const one = await latency(memoryBridge, memoryBridge);
const memoryPerPending = await memory(memoryBridge);
await memoryBridge.close();

const redis = await startRedisServer();
try {
  const channel = () => createRedisAnswerChannel({ url: redis.url });
  const a = createElicitationBridge({ server, secret, channel: await channel() });
  const b = createElicitationBridge({ server, secret, channel: await channel() });
  await Promise.all([a.ready, b.ready]);
  const two = await latency(a, b);
  const redisPerPending = await memory(a);
  await Promise.all([a.close(), b.close()]);

  console.log(`answer delivery latency (${ROUNDS} answers, POST to the route → the MCP handler resolves)`);
  console.log(`  one process, memory channel:     median ${ms(one.median)}, p95 ${ms(one.p95)}`);
  console.log(`  two instances, Redis channel:    median ${ms(two.median)}, p95 ${ms(two.p95)}`);
  console.log(`memory per pending elicitation (${PENDING} pending at once, heap after GC, the chat stream's parts included)`);
  console.log(`  memory channel:                  ${kb(memoryPerPending)}`);
  console.log(`  Redis channel (holder instance): ${kb(redisPerPending)}`);
} finally {
  await redis.stop();
}
