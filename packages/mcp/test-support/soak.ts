/**
 * Many elicitations through `callWithElicitation` on one connection, answered as they come, with
 * what the process holds measured before and after: heap (after a GC, when `gc` is given), the
 * active handles and timers by kind (`process.getActiveResourcesInfo()`), what the binding keeps,
 * and every `MaxListenersExceededWarning`. `pnpm bench:soak` prints the figures for 10,000;
 * `src/soak.integration.test.ts` runs a short form in CI and checks that nothing is left.
 */
import { createElicitationQueue } from '@elicit-kit/core';
import { bindings } from '../src/binding-state.js';
import { readClient } from '../src/client/read-client.js';
import { connectionClosed } from '../src/connection-closed.js';
import { callWithElicitation } from '../src/index.js';
import { followerCount } from '../src/linked-signal.js';
import { connectBound } from './sdk-client.js';
import { connectV1Bound } from './v1-client.js';

/** Which client, and how it negotiates: `legacy` and `v1` get pushed requests (2025-11-25), `auto` MRTR rounds (2026-07-28). */
export type SoakClient = 'v2-legacy' | 'v2-auto' | 'v1';

/** What one soak measured. */
export interface SoakFigures {
  client: SoakClient;
  count: number;
  ms: number;
  /** Heap used after a GC before the measured calls and after them (bytes); `undefined` without `gc`. */
  heapBefore: number | undefined;
  heapAfter: number | undefined;
  /** Active handles and timers by kind, before and after. */
  resourcesBefore: Record<string, number>;
  resourcesAfter: Record<string, number>;
  /** What the binding still holds after the last call: every set should be empty. */
  bindingLeft: Record<string, number>;
  /** Entries still pending in the queue afterwards. */
  pendingLeft: number;
  /**
   * What still hangs on the connection's `closed` signal, which lives as long as the connection:
   * the kit's calls and cards following it (should be 0), and the entries `AbortSignal.any` added
   * to it during the run, which Node 20 never removes (should be 0; always 0 where Node does not expose them).
   */
  closedSignal: { followers: number; dependantsAdded: number };
  warnings: string[];
}

const ANSWER = { action: 'accept' as const, content: { name: 'Ada', seats: 1, confirm: true } };

/** Node's count of `AbortSignal.any` signals made over `signal` (its internal `kDependantSignals`), or 0. */
function dependants(signal: AbortSignal): number {
  const key = Object.getOwnPropertySymbols(signal).find((symbol) => symbol.description === 'kDependantSignals');
  const set = key === undefined ? undefined : (signal as unknown as Record<symbol, unknown>)[key];
  return set instanceof Set ? set.size : 0;
}

function resources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/**
 * Runs `count` calls of the test server's `echo` tool at `url`, one after another, each answered
 * once asked, after `warmUp` unmeasured ones (JIT, connection pool).
 */
export async function soak(url: URL, client: SoakClient, count: number, { gc, warmUp = 50 }: { gc?: () => void; warmUp?: number } = {}): Promise<SoakFigures> {
  const queue = createElicitationQueue();
  const bound = client === 'v1' ? await connectV1Bound(url, { queue }) : await connectBound(url, client === 'v2-legacy' ? 'legacy' : 'auto', { queue });
  const warnings: string[] = [];
  const onWarning = (warning: Error): void => {
    if (warning.name === 'MaxListenersExceededWarning') warnings.push(warning.message);
  };
  process.on('warning', onWarning);
  // The person: answers each card as it shows, outside the listener, as a click would.
  const unsubscribe = queue.subscribe(() => {
    for (const entry of queue.getSnapshot().pending) queueMicrotask(() => queue.respond(entry.id, ANSWER));
  });
  const call = () => callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, queue);
  const closed = connectionClosed(readClient(bound.client)?.transport());
  try {
    for (let i = 0; i < warmUp; i++) await call();
    const dependantsBefore = dependants(closed);
    gc?.();
    const heapBefore = gc === undefined ? undefined : process.memoryUsage().heapUsed;
    const resourcesBefore = resources();
    const started = performance.now();
    for (let i = 0; i < count; i++) await call();
    const ms = performance.now() - started;
    // A warning is emitted on the tick after the listener that crossed the limit.
    await new Promise((resolve) => setImmediate(resolve));
    gc?.();
    const heapAfter = gc === undefined ? undefined : process.memoryUsage().heapUsed;
    const state = bindings.get(bound.client);
    return {
      client,
      count,
      ms,
      heapBefore,
      heapAfter,
      resourcesBefore,
      resourcesAfter: resources(),
      bindingLeft: {
        legacyCalls: state?.legacyCalls.size ?? -1,
        pushedAnswers: state?.pushedAnswers.size ?? -1,
        completionListeners: state?.urls.sizes().listeners ?? -1,
        expected: state?.urls.sizes().expected ?? -1,
        completed: state?.urls.sizes().completed ?? -1,
        reasks: state?.reasks.size ?? -1,
      },
      pendingLeft: queue.getSnapshot().pending.length,
      closedSignal: { followers: followerCount(closed), dependantsAdded: dependants(closed) - dependantsBefore },
      warnings,
    };
  } finally {
    unsubscribe();
    process.off('warning', onWarning);
    await bound.client.close();
  }
}
