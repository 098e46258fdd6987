/**
 * The soak (issue 25): many elicitations through `callWithElicitation` against the demo server in
 * its own process, and through the AI SDK bridge with two instances on a real redis-server, with
 * what the process holds measured before and after: heap after GC, open handles and timers
 * (`process.getActiveResourcesInfo()`), live abort listeners. `pnpm bench:soak` runs it at 10,000
 * (bench/soak/run.ts); ./soak.test.ts runs a short form and checks the counts come back.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { answerRequest, bookingParams, openChat } from '@elicit-kit/ai-sdk/test-support/chat-harness';
import { createRedisAnswerChannel } from '@elicit-kit/ai-sdk/redis';
import { createElicitationBridge } from '@elicit-kit/ai-sdk/server';
import { bindElicitation, callWithElicitation } from '@elicit-kit/mcp';
import { startRedisServer } from '@elicit-kit/test-support/redis-server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startDemoProcess } from './support/demo-process.js';

/** What the process holds at one moment. */
export interface Holdings {
  /** `heapUsed` after a full GC, bytes. */
  heapUsed: number;
  /** Open handles by type (`process.getActiveResourcesInfo()`), timers left out. */
  handles: Record<string, number>;
  /** Active timers (`Timeout` and `Immediate` resources). */
  timers: number;
  /** `abort` listeners still attached to AbortSignals that are alive and not aborted. */
  abortListeners: number;
}

export interface SoakResult {
  elicitations: number;
  before: Holdings;
  after: Holdings;
}

const gc: () => void =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    // Vitest's workers run without --expose-gc: turn it on and take the function from a fresh context.
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  })();

/** Every abort listener added to an AbortSignal, until removed (weakly held: a collected signal is not a leak). */
const abortListeners = new Set<{ signal: WeakRef<AbortSignal>; listener: WeakRef<object> | undefined }>();
let counting = false;
function countAbortListeners(): void {
  if (counting) return;
  counting = true;
  const add = AbortSignal.prototype.addEventListener;
  const remove = AbortSignal.prototype.removeEventListener;
  const entries = new WeakMap<object, Set<{ signal: WeakRef<AbortSignal>; listener: WeakRef<object> | undefined }>>();
  AbortSignal.prototype.addEventListener = function (this: AbortSignal, type: string, listener: unknown, options?: unknown) {
    if (type === 'abort' && listener !== null && typeof listener === 'object' ? true : type === 'abort' && typeof listener === 'function') {
      const entry = { signal: new WeakRef(this), listener: new WeakRef(listener as object) };
      abortListeners.add(entry);
      let forSignal = entries.get(this);
      if (forSignal === undefined) entries.set(this, (forSignal = new Set()));
      forSignal.add(entry);
    }
    return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
  } as typeof add;
  AbortSignal.prototype.removeEventListener = function (this: AbortSignal, type: string, listener: unknown, options?: unknown) {
    if (type === 'abort')
      for (const entry of entries.get(this) ?? [])
        if (entry.listener?.deref() === listener) {
          abortListeners.delete(entry);
          entries.get(this)!.delete(entry);
        }
    return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
  } as typeof remove;
}

/** Lets pending callbacks (closing sockets, cleared timers, finalizers) run, collects, and measures. */
export async function measure(): Promise<Holdings> {
  // Twice: undici removes a request's abort listener from its signal only when the request is
  // collected (a FinalizationRegistry), and those callbacks run after a collection, in a later task.
  for (let pass = 0; pass < 3; pass++) {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  const handles: Record<string, number> = {};
  let timers = 0;
  for (const type of process.getActiveResourcesInfo()) {
    if (type === 'Timeout' || type === 'Immediate') timers++;
    else handles[type] = (handles[type] ?? 0) + 1;
  }
  let live = 0;
  for (const entry of abortListeners) {
    const signal = entry.signal.deref();
    // An aborted signal has run and dropped its listeners; a collected one holds nothing.
    if (signal === undefined || signal.aborted) abortListeners.delete(entry);
    else live++;
  }
  return { heapUsed: process.memoryUsage().heapUsed, handles, timers, abortListeners: live };
}

/** Runs `round` `total` times, `atOnce` at a time. */
async function inBatches(total: number, atOnce: number, round: () => Promise<void>): Promise<void> {
  for (let done = 0; done < total; done += atOnce) await Promise.all(Array.from({ length: Math.min(atOnce, total - done) }, round));
}

/**
 * `total` elicitations through `callWithElicitation` (v2 client, 2026-07-28) against the demo
 * server process, `atOnce` calls in flight, each declined by a scripted person. Measured after a
 * warm-up round of `atOnce` calls, so connection pools are already open at the start.
 */
export async function soakCallWithElicitation(total: number, atOnce = 20): Promise<SoakResult> {
  countAbortListeners();
  const server = await startDemoProcess();
  const client = new Client({ name: 'elicit-kit-soak', version: '0.0.0' }, { versionNegotiation: { mode: 'auto' } });
  const queue: ElicitationQueue = createElicitationQueue();
  bindElicitation(client, queue, { server: { name: 'demo' }, modes: { form: true } });
  // The person: declines each card as it comes, once.
  const unsubscribe = queue.subscribe(() => {
    for (const entry of queue.getSnapshot().pending) queueMicrotask(() => queue.respond(entry.id, { action: 'decline' }));
  });
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${server.port}/mcp`)));
    const round = async (): Promise<void> => {
      await callWithElicitation(client, 'tools/call', { name: 'deploy', arguments: { version: 'v1.0.0', environment: 'staging' } }, queue);
    };
    await inBatches(atOnce, atOnce, round);
    await server.received(atOnce);
    const before = await measure();
    await inBatches(total, atOnce, round);
    // Every answer reached the server, once (the log's lines may trail the responses).
    await server.received(atOnce + total);
    const after = await measure();
    if (server.answers.length !== atOnce + total) throw new Error(`the server received ${server.answers.length - atOnce} answers, expected ${total}`);
    return { elicitations: total, before, after };
  } finally {
    unsubscribe();
    await client.close();
    await server.kill();
  }
}

/**
 * `total` elicitations through the AI SDK bridge: two instances on one redis-server, `atOnce`
 * pending at once on the first, all answered through the second's answer route.
 */
export async function soakBridge(total: number, atOnce = 1_000): Promise<SoakResult> {
  countAbortListeners();
  const redis = await startRedisServer();
  const secret = 'a soak secret of at least thirty-two bytes long';
  const server = { name: 'flights' };
  const answer = { action: 'accept', content: { name: 'Ada', seats: 1 } };
  const channel = () => createRedisAnswerChannel({ url: redis.url, keyPrefix: 'soak:' });
  const holder = createElicitationBridge({ server, secret, channel: await channel() });
  const route = createElicitationBridge({ server, secret, channel: await channel() });
  try {
    await Promise.all([holder.ready, route.ready]);
    const batch = async (count: number): Promise<void> => {
      const chat = openChat(holder, { chatId: 'soak' });
      const calls = Array.from({ length: count }, () => chat.ask(bookingParams));
      await chat.part(() => chat.parts.length >= count);
      if (holder.pending !== count) throw new Error(`expected ${count} pending, found ${holder.pending}`);
      const responses = await Promise.all(chat.parts.map((part) => route.handleAnswer(answerRequest({ id: part.id, token: part.token, result: answer }))));
      if (responses.some((response) => response.status !== 200)) throw new Error('an answer was not delivered');
      const results = await Promise.all(calls);
      if (results.some((result) => result.action !== 'accept')) throw new Error('a call did not get its answer');
      chat.end();
    };
    await batch(Math.min(atOnce, 100));
    const before = await measure();
    for (let done = 0; done < total; done += atOnce) await batch(Math.min(atOnce, total - done));
    const after = await measure();
    return { elicitations: total, before, after };
  } finally {
    await Promise.all([holder.close(), route.close()]);
    await redis.stop();
  }
}
