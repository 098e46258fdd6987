import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { ElicitResult } from '../protocol/types.js';
import { createElicitationQueue } from './create-elicitation-queue.js';

// Attacks on the queue found by review: a promise that never settled, and a shared signal that
// gathered one listener per entry and settled them one snapshot at a time.

const server = { name: 'alpha' };
const params = { message: 'Name?', requestedSchema: { type: 'object', properties: {} } };

/** The value of `promise`, or 'pending' when it has not settled after the current macrotask. */
function settledValue<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 0))]);
}

describe('createElicitationQueue: respond with a thenable', () => {
  it('refuses a result a promise would adopt, keeping the entry pending; a JSON `then` key is fine', async () => {
    const queue = createElicitationQueue({ onListenerError: () => {} });
    const promise = queue.enqueue({ server, params });
    const id = queue.getSnapshot().pending[0]!.id;
    const thenable = { action: 'accept', then: () => {} } as unknown as ElicitResult;
    const accessor = Object.defineProperty({ action: 'decline' }, 'then', { get: () => undefined }) as ElicitResult;
    // Before: respond said true, the entry left the queue and the promise never settled.
    expect(queue.respond(id, thenable)).toBe(false);
    expect(queue.respond(id, accessor)).toBe(false);
    expect(queue.getSnapshot().pending.map((entry) => entry.id)).toStrictEqual([id]);
    expect(await settledValue(promise)).toBe('pending');
    const withThenKey = { action: 'accept', content: { then: 'later' } } as const;
    expect(queue.respond(id, withThenKey)).toBe(true);
    expect(await promise).toBe(withThenKey);
  });
});

describe('createElicitationQueue: one signal shared by many entries', () => {
  it('adds one abort listener for all of them and removes it when the last one is answered', async () => {
    const queue = createElicitationQueue({ onListenerError: () => {} });
    const controller = new AbortController();
    const promises = Array.from({ length: 50 }, () => queue.enqueue({ server, params, signal: controller.signal }));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    const ids = queue.getSnapshot().pending.map((entry) => entry.id);
    for (const id of ids.slice(0, 49)) queue.respond(id, { action: 'decline' });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    queue.respond(ids[49]!, { action: 'decline' });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect(await Promise.all(promises)).toStrictEqual(Array.from({ length: 50 }, () => ({ action: 'decline' })));
    // The signal is free again: a later entry watches it afresh.
    const late = queue.enqueue({ server, params, signal: controller.signal });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controller.abort();
    expect(await late).toStrictEqual({ action: 'cancel' });
  });

  it('its abort settles every entry it holds in one change, and leaves the others alone', async () => {
    const queue = createElicitationQueue({ onListenerError: () => {}, closedLimit: 1000 });
    const shared = new AbortController();
    const other = new AbortController();
    const held = Array.from({ length: 100 }, () => queue.enqueue({ server, params, signal: shared.signal }));
    const kept = queue.enqueue({ server, params, signal: other.signal });
    let notifications = 0;
    const seen: number[] = [];
    queue.subscribe(() => {
      notifications += 1;
      seen.push(queue.getSnapshot().pending.length);
    });
    shared.abort();
    expect(notifications).toBe(1);
    expect(seen).toStrictEqual([1]);
    expect(await Promise.all(held)).toStrictEqual(Array.from({ length: 100 }, () => ({ action: 'cancel' })));
    expect(queue.getSnapshot().closed.map((record) => record.reason)).toStrictEqual(Array.from({ length: 100 }, () => 'aborted'));
    expect(await settledValue(kept)).toBe('pending');
    expect(getEventListeners(other.signal, 'abort')).toHaveLength(1);
  });

  it('20,000 entries on one signal abort in one batch (one notification, one abort listener)', async () => {
    const queue = createElicitationQueue({ onListenerError: () => {} });
    const controller = new AbortController();
    const promises: Array<Promise<ElicitResult>> = [];
    for (let index = 0; index < 20_000; index += 1) promises.push(queue.enqueue({ server, params, signal: controller.signal, group: 'round' }));
    expect(queue.getSnapshot().pending).toHaveLength(20_000);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    let notified = 0;
    queue.subscribe(() => {
      notified += 1;
    });
    controller.abort();
    expect(queue.getSnapshot().pending).toHaveLength(0);
    // Work is counted, not timed: one snapshot for the whole abort (it used to be one per entry, quadratic).
    expect(notified).toBe(1);
    expect((await Promise.all(promises)).every((result) => result.action === 'cancel')).toBe(true);
  });

  it('an entry enqueued by a listener during the shared abort, on that signal, is cancelled at once', async () => {
    const queue = createElicitationQueue({ onListenerError: () => {} });
    const controller = new AbortController();
    const first = queue.enqueue({ server, params, signal: controller.signal });
    let late: Promise<ElicitResult> | undefined;
    queue.subscribe(() => {
      late ??= queue.enqueue({ server, params, signal: controller.signal });
    });
    controller.abort();
    expect(await first).toStrictEqual({ action: 'cancel' });
    expect(await late).toStrictEqual({ action: 'cancel' });
    expect(queue.getSnapshot().pending).toHaveLength(0);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('createElicitationQueue: closing many entries', () => {
  it('cancelAll of 20,000 entries with a large closedLimit is linear and keeps them all, oldest first', () => {
    const queue = createElicitationQueue({ onListenerError: () => {}, closedLimit: 100_000 });
    for (let index = 0; index < 20_000; index += 1) void queue.enqueue({ server, params, key: String(index) });
    let notified = 0;
    queue.subscribe(() => {
      notified += 1;
    });
    expect(queue.cancelAll()).toBe(20_000);
    // Counted, not timed: one notification for the whole batch (it used to copy the closed list per entry).
    expect(notified).toBe(1);
    const { closed } = queue.getSnapshot();
    expect(closed).toHaveLength(20_000);
    expect([closed[0]!.entry.key, closed[19_999]!.entry.key]).toStrictEqual(['0', '19999']);
  });

  it('keeps exactly the newest closedLimit records, and one trimmed away cannot be dismissed', () => {
    const queue = createElicitationQueue({ onListenerError: () => {}, closedLimit: 3 });
    for (let index = 0; index < 7; index += 1) void queue.enqueue({ server, params, key: String(index) });
    const ids = queue.getSnapshot().pending.map((entry) => entry.id);
    for (const id of ids) queue.respond(id, { action: 'decline' });
    expect(queue.getSnapshot().closed.map((record) => record.entry.key)).toStrictEqual(['4', '5', '6']);
    expect(queue.dismissClosed(ids[3]!)).toBe(false);
    expect(queue.dismissClosed(ids[5]!)).toBe(true);
    expect(queue.getSnapshot().closed.map((record) => record.entry.key)).toStrictEqual(['4', '6']);
  });
});
