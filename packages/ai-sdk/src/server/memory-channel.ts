import type { ElicitResult } from '@elicit-kit/core';
import type { ChannelListener, ClaimOutcome, MemoryAnswerChannel, MemoryAnswerChannelOptions, PendingRecord, SettledState } from './channel.js';
import { DEFAULT_SETTLED_TTL_MS } from './limits.js';

interface Settled {
  state: SettledState;
  forgetAt: number;
}

/**
 * The default answer channel: everything in this process's memory (no `globalThis`). Settled
 * entries are remembered for `settledTtlMs` (so a late answer gets 409/410, not 404), then
 * dropped; nothing grows with the number of elicitations served. For one instance; use the
 * Redis channel when an answer may reach another instance.
 */
export function createMemoryAnswerChannel(options: MemoryAnswerChannelOptions = {}): MemoryAnswerChannel {
  const settledTtlMs = options.settledTtlMs ?? DEFAULT_SETTLED_TTL_MS;
  const now = options.now ?? Date.now;
  const pending = new Map<string, PendingRecord>();
  // Insertion order is expiry order (one TTL for all), so sweeping stops at the first live entry.
  const settled = new Map<string, Settled>();
  let listener: ChannelListener | undefined;

  function sweep(): void {
    const time = now();
    for (const [id, entry] of settled) {
      if (entry.forgetAt > time) break;
      settled.delete(id);
    }
    // Pending records are settled by their holder at the deadline; this only catches a holder
    // that never did (closed without settling).
    for (const [id, record] of pending) if (record.expiresAt <= time) finish(id, 'expired');
  }

  function finish(id: string, state: SettledState): void {
    pending.delete(id);
    settled.delete(id); // re-inserted at the end: the order stays the expiry order
    settled.set(id, { state, forgetAt: now() + settledTtlMs });
  }

  return {
    shared: false,
    get size() {
      return pending.size + settled.size;
    },
    async open(l) {
      listener = l;
    },
    async hold(record) {
      sweep();
      pending.set(record.id, record);
    },
    async lookup(id) {
      sweep();
      const record = pending.get(id);
      if (record) return { state: 'pending', record };
      const entry = settled.get(id);
      return entry ? { state: entry.state } : { state: 'unknown' };
    },
    async claim(id, result: ElicitResult): Promise<ClaimOutcome> {
      sweep();
      if (!pending.has(id)) {
        const entry = settled.get(id);
        return entry ? { state: entry.state } : { state: 'unknown' };
      }
      finish(id, 'answered');
      const current = listener;
      if (!current) return { state: 'gone' };
      current.answer(id, result);
      return { state: 'delivered' };
    },
    async settle(id, state) {
      sweep();
      if (!pending.has(id)) return settled.get(id)?.state !== 'answered';
      finish(id, state);
      return true;
    },
    async close() {
      listener = undefined;
      pending.clear();
      settled.clear();
    },
  };
}
