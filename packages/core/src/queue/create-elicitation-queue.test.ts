import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../protocol/types.js';
import { readElicitationRequest } from '../request/read-elicitation-request.js';
import { createElicitationQueue, DEFAULT_CLOSED_LIMIT } from './create-elicitation-queue.js';
import type { ElicitationQueueOptions, EnqueueRequest } from './types.js';

const alpha = { name: 'alpha', title: 'Alpha Tools' };
const beta = { name: 'beta' };
const params = { message: 'Your name?', requestedSchema: { type: 'object', properties: {} } };
/** What an entry of `params` carries as `request` (core keeps one reading per params object). */
const request = readElicitationRequest(params);

/** A queue with a clock that ticks by one on every reading. */
function queueForTest(options: ElicitationQueueOptions = {}) {
  let time = 1000;
  return createElicitationQueue({ now: () => time++, onListenerError: () => {}, ...options });
}

/** Whether `promise` has settled, after the microtasks queued so far have run. */
async function settledValue<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 0))]);
}

describe('createElicitationQueue', () => {
  it('starts empty with a stable snapshot', () => {
    const queue = queueForTest();
    const first = queue.getSnapshot();
    expect(first).toEqual({ pending: [], groups: [], closed: [] });
    expect(queue.getSnapshot()).toBe(first);
    expect(queue.getServerSnapshot()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.pending)).toBe(true);
  });

  it('keeps entries of several servers in enqueue order, each with its own id and fields', () => {
    const queue = queueForTest();
    void queue.enqueue({ server: alpha, params, key: 'ask_name' });
    const urlParams = { mode: 'url' };
    void queue.enqueue({ server: beta, params: urlParams, key: 'elicitation-7', expiresAt: 5000 });
    void queue.enqueue({ server: alpha, params: 'not even an object' });
    const { pending } = queue.getSnapshot();
    expect(pending.map((entry) => entry.server.name)).toEqual(['alpha', 'beta', 'alpha']);
    expect(new Set(pending.map((entry) => entry.id)).size).toBe(3);
    const [first, second, third] = pending;
    expect(first).toEqual({ id: first?.id, seq: 1, server: alpha, params, request, key: 'ask_name', createdAt: 1000 });
    expect(second).toEqual({
      id: second?.id,
      seq: 2,
      server: beta,
      params: urlParams,
      request: { ok: false, problem: 'missing-message', mode: 'url' },
      key: 'elicitation-7',
      createdAt: 1001,
      expiresAt: 5000,
    });
    expect(third).toEqual({
      id: third?.id,
      seq: 3,
      server: alpha,
      params: 'not even an object',
      request: { ok: false, problem: 'not-an-object' },
      createdAt: 1002,
    });
    expect(first?.params).toBe(params);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.server)).toBe(true);
    expect(queue.get(second?.id ?? '')).toBe(second);
  });

  it('copies the server, keeping only its string fields', () => {
    const queue = queueForTest();
    const server = { name: 'alpha', title: 7, icon: 'data:image/png;base64,AA==', extra: 'x' };
    void queue.enqueue({ server: server as never, params });
    server.name = 'changed';
    expect(queue.getSnapshot().pending[0]?.server).toEqual({ name: 'alpha', icon: 'data:image/png;base64,AA==' });
  });

  it('ids differ between queues', () => {
    const one = queueForTest();
    const two = queueForTest();
    void one.enqueue({ server: alpha, params });
    void two.enqueue({ server: alpha, params });
    expect(one.getSnapshot().pending[0]?.id).not.toBe(two.getSnapshot().pending[0]?.id);
  });

  it('respond settles the promise with the result, removes the entry and refuses a second answer', async () => {
    const queue = queueForTest();
    const promise = queue.enqueue({ server: alpha, params });
    const id = queue.getSnapshot().pending[0]?.id ?? '';
    const result: ElicitResult = { action: 'accept', content: { name: 'Ada', age: 36, tags: ['a'], ok: true } };
    expect(await settledValue(promise)).toBe('pending');
    expect(queue.respond(id, result)).toBe(true);
    expect(await promise).toBe(result);
    expect(queue.respond(id, { action: 'decline' })).toBe(false);
    expect(queue.respond('unknown', { action: 'decline' })).toBe(false);
    expect(queue.get(id)).toBeUndefined();
    const snapshot = queue.getSnapshot();
    expect(snapshot.pending).toEqual([]);
    expect(snapshot.closed).toEqual([
      { entry: { id, seq: 1, server: alpha, params, request, createdAt: 1000 }, reason: 'responded', action: 'accept', closedAt: 1001 },
    ]);
  });

  it('respond refuses an invalid result and keeps the entry pending', async () => {
    const queue = queueForTest();
    const promise = queue.enqueue({ server: alpha, params });
    const id = queue.getSnapshot().pending[0]?.id ?? '';
    const before = queue.getSnapshot();
    for (const bad of [
      undefined,
      null,
      'accept',
      {},
      { action: 'ok' },
      { action: 'ACCEPT' },
      { action: 'accept', content: 'Ada' },
      { action: 'accept', content: { name: { first: 'Ada' } } },
      { action: 'accept', content: { age: Number.NaN } },
      { action: 'accept', content: { tags: [1, 2] } },
      { action: 'decline', _meta: 'x' },
    ]) {
      expect(queue.respond(id, bad as ElicitResult)).toBe(false);
    }
    expect(queue.respond(42 as unknown as string, { action: 'cancel' })).toBe(false);
    expect(queue.getSnapshot()).toBe(before);
    expect(await settledValue(promise)).toBe('pending');
    expect(queue.respond(id, { action: 'decline' })).toBe(true);
    expect(await promise).toEqual({ action: 'decline' });
  });

  it('an abort after enqueue removes the entry, settles it as cancel and records why', async () => {
    const queue = queueForTest();
    const controller = new AbortController();
    const promise = queue.enqueue({ server: alpha, params, key: 'k', signal: controller.signal });
    const id = queue.getSnapshot().pending[0]?.id ?? '';
    queue.setDraft(id, { name: 'half typed' });
    controller.abort(new Error('tool call cancelled'));
    expect(await promise).toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().pending).toEqual([]);
    expect(queue.getSnapshot().closed).toEqual([
      { entry: { id, seq: 1, server: alpha, params, request, key: 'k', createdAt: 1000 }, reason: 'aborted', action: 'cancel', closedAt: 1001 },
    ]);
    expect(queue.getDraft(id)).toBeUndefined();
    expect(queue.respond(id, { action: 'accept' })).toBe(false);
  });

  it('an abort because the connection was lost (a transport error as reason) is marked so, and keeps what was typed', async () => {
    const queue = queueForTest();
    const controller = new AbortController();
    const promise = queue.enqueue({ server: alpha, params, key: 'k', signal: controller.signal });
    const id = queue.getSnapshot().pending[0]?.id ?? '';
    const typed = { name: 'half typed' };
    queue.setDraft(id, typed);
    controller.abort(Object.assign(new Error('alpha went away; your answer was not sent.'), { code: 'transport' }));
    expect(await promise).toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().closed).toEqual([
      {
        entry: { id, seq: 1, server: alpha, params, request, key: 'k', createdAt: 1000 },
        reason: 'aborted',
        action: 'cancel',
        closedAt: 1001,
        connectionLost: true,
        draft: typed,
      },
    ]);
    expect(queue.getDraft(id)).toBeUndefined();
    expect(queue.respond(id, { action: 'accept' })).toBe(false);
  });

  it('a signal aborted before enqueue never makes the entry pending', async () => {
    const queue = queueForTest();
    const listener = vi.fn();
    queue.subscribe(listener);
    const promise = queue.enqueue({ server: beta, params, signal: AbortSignal.abort() });
    expect(await promise).toEqual({ action: 'cancel' });
    expect(listener).toHaveBeenCalledTimes(1);
    const snapshot = queue.getSnapshot();
    expect(snapshot.pending).toEqual([]);
    expect(snapshot.closed.map((record) => [record.entry.server.name, record.reason, record.action])).toEqual([['beta', 'aborted', 'cancel']]);
  });

  it('stops listening to the signal once the entry is answered', async () => {
    const queue = queueForTest();
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const promise = queue.enqueue({ server: alpha, params, signal: controller.signal });
    const id = queue.getSnapshot().pending[0]?.id ?? '';
    queue.respond(id, { action: 'decline' });
    expect(remove).toHaveBeenCalledTimes(1);
    const after = queue.getSnapshot();
    controller.abort();
    expect(await promise).toEqual({ action: 'decline' });
    expect(queue.getSnapshot()).toBe(after);
  });

  it('an unusable request settles as cancel at once and is closed as invalid', async () => {
    const queue = queueForTest();
    const hostile = {
      get server(): never {
        throw new Error('hostile');
      },
    };
    const requests: unknown[] = [undefined, null, 'x', {}, { server: {} }, { server: { name: '' } }, { server: { name: 3 } }, hostile];
    for (const request of requests) {
      expect(await queue.enqueue(request as EnqueueRequest)).toEqual({ action: 'cancel' });
    }
    const snapshot = queue.getSnapshot();
    expect(snapshot.pending).toEqual([]);
    expect(snapshot.closed.map((record) => [record.reason, record.action, record.entry.server.name])).toEqual(requests.map(() => ['invalid', 'cancel', '']));
  });

  it('ignores a key, group, signal or deadline of the wrong type', () => {
    const queue = queueForTest();
    void queue.enqueue({ server: alpha, params, key: 7, group: {}, signal: { aborted: true }, expiresAt: Number.NaN } as never);
    expect(queue.getSnapshot().pending).toEqual([
      { id: queue.getSnapshot().pending[0]?.id, seq: expect.any(Number) as number, server: alpha, params, request, createdAt: 1000 },
    ]);
  });

  it('treats a key or group named __proto__ as data', async () => {
    const queue = queueForTest();
    const promise = queue.enqueue({ server: alpha, params, key: '__proto__', group: '__proto__' });
    void queue.enqueue({ server: alpha, params, key: 'constructor', group: 'constructor' });
    const [entry] = queue.getSnapshot().pending;
    expect(entry?.key).toBe('__proto__');
    expect(Object.getPrototypeOf(entry)).toBe(Object.prototype);
    expect(queue.getSnapshot().groups).toEqual([
      { group: '__proto__', total: 1, settled: 0 },
      { group: 'constructor', total: 1, settled: 0 },
    ]);
    expect(queue.get('__proto__')).toBeUndefined();
    expect(queue.getDraft('__proto__')).toBeUndefined();
    expect(queue.respond('__proto__', { action: 'cancel' })).toBe(false);
    expect(queue.cancelGroup('__proto__')).toBe(1);
    expect(await promise).toEqual({ action: 'cancel' });
  });

  it('numbers the entries of a group and tracks its progress until the round is done', async () => {
    const queue = queueForTest();
    const round = ['a', 'b', 'c'].map((key) => queue.enqueue({ server: alpha, params, key, group: 'round-1' }));
    void queue.enqueue({ server: beta, params, group: 'other' });
    const ids = queue.getSnapshot().pending.map((entry) => entry.id);
    expect(queue.getSnapshot().pending.map((entry) => [entry.key, entry.group, entry.groupIndex])).toEqual([
      ['a', 'round-1', 0],
      ['b', 'round-1', 1],
      ['c', 'round-1', 2],
      [undefined, 'other', 0],
    ]);
    queue.respond(ids[1] ?? '', { action: 'accept', content: { x: 'b' } });
    expect(queue.getSnapshot().groups).toEqual([
      { group: 'round-1', total: 3, settled: 1 },
      { group: 'other', total: 1, settled: 0 },
    ]);
    queue.respond(ids[0] ?? '', { action: 'decline' });
    queue.respond(ids[2] ?? '', { action: 'cancel' });
    expect(await Promise.all(round)).toEqual([{ action: 'decline' }, { action: 'accept', content: { x: 'b' } }, { action: 'cancel' }]);
    expect(queue.getSnapshot().groups).toEqual([{ group: 'other', total: 1, settled: 0 }]);
    // The next round of the same group starts afresh.
    void queue.enqueue({ server: alpha, params, group: 'round-1' });
    expect(queue.getSnapshot().pending.at(-1)?.groupIndex).toBe(0);
  });

  it('cancelGroup cancels one round only; cancelAll cancels everything', async () => {
    const queue = queueForTest();
    const inRound = [queue.enqueue({ server: alpha, params, group: 'r' }), queue.enqueue({ server: alpha, params, group: 'r' })];
    const outside = queue.enqueue({ server: beta, params });
    const listener = vi.fn();
    queue.subscribe(listener);
    expect(queue.cancelGroup('r')).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(await Promise.all(inRound)).toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
    expect(queue.cancelGroup('r')).toBe(0);
    expect(queue.cancelGroup(undefined as unknown as string)).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.cancelAll()).toBe(1);
    expect(await outside).toEqual({ action: 'cancel' });
    expect(queue.cancelAll()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(queue.getSnapshot().closed.map((record) => record.reason)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  it('keeps a draft while pending without touching the snapshot or the listeners', () => {
    const queue = queueForTest();
    void queue.enqueue({ server: alpha, params, draft: { name: 'A' } });
    const id = queue.getSnapshot().pending[0]?.id ?? '';
    const listener = vi.fn();
    queue.subscribe(listener);
    const before = queue.getSnapshot();
    expect(queue.getDraft(id)).toEqual({ name: 'A' });
    const values = new Map<string, unknown>([
      ['__proto__', 'x'],
      ['name', 'Ada'],
    ]);
    expect(queue.setDraft(id, values)).toBe(true);
    // A re-mounted form reads back exactly what was typed.
    expect(queue.getDraft(id)).toBe(values);
    expect(queue.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(queue.setDraft(id, 'garbage' as never)).toBe(false);
    expect(queue.getDraft(id)).toBe(values);
    expect(queue.setDraft(id, undefined)).toBe(true);
    expect(queue.getDraft(id)).toBeUndefined();
    expect(queue.setDraft('unknown', { a: 1 })).toBe(false);
    expect(queue.getDraft('unknown')).toBeUndefined();
  });

  it("carries a refused answer back: the draft to prefill and the server's reason on the entry", () => {
    const queue = queueForTest();
    void queue.enqueue({ server: alpha, params, draft: { website: 'https://' }, rejection: 'website: Invalid URL' });
    void queue.enqueue({ server: alpha, params, rejection: '' });
    void queue.enqueue({ server: alpha, params, rejection: 42 as never });
    const [again, empty, number] = queue.getSnapshot().pending;
    expect(again?.rejection).toBe('website: Invalid URL');
    expect(queue.getDraft(again?.id ?? '')).toEqual({ website: 'https://' });
    expect(empty && 'rejection' in empty).toBe(false);
    expect(number && 'rejection' in number).toBe(false);
  });

  it('changes the snapshot exactly when something changed', () => {
    const queue = queueForTest();
    const snapshots = [queue.getSnapshot()];
    void queue.enqueue({ server: alpha, params });
    snapshots.push(queue.getSnapshot());
    const id = snapshots[1]?.pending[0]?.id ?? '';
    queue.respond('nope', { action: 'cancel' });
    queue.setDraft(id, { a: 1 });
    queue.cancelGroup('none');
    queue.dismissClosed('none');
    expect(queue.getSnapshot()).toBe(snapshots[1]);
    queue.respond(id, { action: 'cancel' });
    snapshots.push(queue.getSnapshot());
    expect(new Set(snapshots).size).toBe(3);
    expect(snapshots[1]?.pending).toHaveLength(1);
    expect(snapshots[2]?.pending).toHaveLength(0);
    // Earlier snapshots are untouched.
    expect(snapshots[0]).toEqual({ pending: [], groups: [], closed: [] });
  });

  it('keeps only the most recent closed entries and lets the UI dismiss them', () => {
    const queue = queueForTest({ closedLimit: 2 });
    for (const key of ['a', 'b', 'c']) void queue.enqueue({ server: alpha, params, key });
    queue.cancelAll();
    const closed = queue.getSnapshot().closed;
    expect(closed.map((record) => record.entry.key)).toEqual(['b', 'c']);
    expect(queue.dismissClosed(closed[0]?.entry.id ?? '')).toBe(true);
    expect(queue.dismissClosed(closed[0]?.entry.id ?? '')).toBe(false);
    expect(queue.getSnapshot().closed.map((record) => record.entry.key)).toEqual(['c']);

    const none = queueForTest({ closedLimit: 0 });
    void none.enqueue({ server: alpha, params });
    none.cancelAll();
    expect(none.getSnapshot().closed).toEqual([]);
    const fallback = queueForTest({ closedLimit: -1 });
    for (let index = 0; index < DEFAULT_CLOSED_LIMIT + 5; index++) void fallback.enqueue({ server: alpha, params });
    fallback.cancelAll();
    expect(fallback.getSnapshot().closed).toHaveLength(DEFAULT_CLOSED_LIMIT);
  });

  it('tells every listener about each change; a throwing listener does not break the store', async () => {
    const errors: unknown[] = [];
    const queue = queueForTest({ onListenerError: (error) => errors.push(error) });
    const seen: number[] = [];
    queue.subscribe(() => {
      throw new Error('listener bug');
    });
    const unsubscribe = queue.subscribe(() => seen.push(queue.getSnapshot().pending.length));
    const promise = queue.enqueue({ server: alpha, params });
    void queue.enqueue({ server: beta, params });
    queue.respond(queue.getSnapshot().pending[0]?.id ?? '', { action: 'decline' });
    expect(await promise).toEqual({ action: 'decline' });
    expect(seen).toEqual([1, 2, 1]);
    expect(errors).toEqual([new Error('listener bug'), new Error('listener bug'), new Error('listener bug')]);
    unsubscribe();
    queue.cancelAll();
    expect(seen).toEqual([1, 2, 1]);
    expect(queue.subscribe('not a function' as never)).toBeTypeOf('function');
  });

  it('lets a listener unsubscribe or answer during a notification', async () => {
    const queue = queueForTest();
    const seen: string[] = [];
    const unsubscribe = queue.subscribe(() => {
      seen.push('once');
      unsubscribe();
    });
    // A listener that answers every new entry at once, as an automatic responder would.
    queue.subscribe(() => {
      for (const entry of queue.getSnapshot().pending) queue.respond(entry.id, { action: 'decline' });
      seen.push(`auto:${queue.getSnapshot().pending.length}`);
    });
    const promise = queue.enqueue({ server: alpha, params });
    expect(await promise).toEqual({ action: 'decline' });
    expect(seen).toEqual(['once', 'auto:0', 'auto:0']);
    expect(queue.getSnapshot().pending).toEqual([]);
  });

  it('the answer carries its entry id, even when a listener answered the entry during enqueue', async () => {
    const queue = queueForTest();
    queue.subscribe(() => {
      for (const entry of queue.getSnapshot().pending) queue.respond(entry.id, { action: 'accept' });
    });
    const answer = queue.enqueue({ server: alpha, params, key: 'k' });
    // Already answered and gone from pending: the id is the only way back to the entry.
    expect(queue.getSnapshot().pending).toEqual([]);
    expect(queue.getSnapshot().closed.map((record) => record.entry.id)).toEqual([answer.id]);
    expect(await answer).toEqual({ action: 'accept' });
    const second = queue.enqueue({ server: alpha, params });
    expect(second.id).not.toBe(answer.id);
    expect(() => Object.assign(second, { id: answer.id })).toThrow(TypeError);
    // An unusable request gets an id too: the one it is closed under.
    const invalid = queue.enqueue({ server: { name: '' }, params });
    expect(queue.getSnapshot().closed.at(-1)?.entry.id).toBe(invalid.id);
  });

  it('records how an accepted entry was followed up when it is dismissed, before listeners hear of it', () => {
    const queue = queueForTest();
    const ids = ['a', 'b', 'c', 'd'].map((key) => {
      const answer = queue.enqueue({ server: alpha, params, key });
      queue.respond(answer.id, { action: 'accept' });
      return answer.id;
    });
    const seen: Array<string | undefined> = [];
    queue.subscribe(() => seen.push(queue.getFollowUp(ids[3] as string)));
    expect(queue.dismissClosed(ids[3] as string, 'abandoned')).toBe(true);
    expect(seen).toEqual(['abandoned']);
    expect(queue.dismissClosed(ids[2] as string, 'finished')).toBe(true);
    expect(queue.getFollowUp(ids[2] as string)).toBe('finished');
    // Unknown words and plain dismissals record nothing; a second dismissal changes nothing.
    expect(queue.dismissClosed(ids[1] as string, 'whatever' as 'finished')).toBe(true);
    expect(queue.getFollowUp(ids[1] as string)).toBeUndefined();
    expect(queue.dismissClosed(ids[0] as string)).toBe(true);
    expect(queue.getFollowUp(ids[0] as string)).toBeUndefined();
    expect(queue.dismissClosed(ids[3] as string, 'finished')).toBe(false);
    expect(queue.getFollowUp(ids[3] as string)).toBe('abandoned');
    expect(queue.getFollowUp('__proto__')).toBeUndefined();
  });

  it("waitsForServer: 'finished' keeps the record, marked, until dismissed again; 'abandoned' still removes it", () => {
    const queue = queueForTest();
    const url = { mode: 'url', message: 'Sign in', url: 'https://example.com/login' };
    const held = queue.enqueue({ server: alpha, params: url, waitsForServer: true });
    const plain = queue.enqueue({ server: alpha, params: url });
    const stopped = queue.enqueue({ server: alpha, params: url, waitsForServer: true });
    expect(queue.get(held.id)?.waitsForServer).toBe(true);
    expect(queue.get(plain.id)).not.toHaveProperty('waitsForServer');
    for (const id of [held.id, plain.id, stopped.id]) queue.respond(id, { action: 'accept' });
    let heard = 0;
    queue.subscribe(() => heard++);

    const before = queue.getSnapshot();
    expect(queue.dismissClosed(held.id, 'finished')).toBe(true);
    const checking = queue.getSnapshot();
    expect(checking).not.toBe(before);
    expect(heard).toBe(1);
    const record = checking.closed.find((r) => r.entry.id === held.id);
    expect(record).toMatchObject({ action: 'accept', reason: 'responded', followUp: 'finished' });
    expect(Object.isFrozen(record)).toBe(true);
    expect(queue.getFollowUp(held.id)).toBe('finished');
    // Said twice: nothing changes.
    expect(queue.dismissClosed(held.id, 'finished')).toBe(true);
    expect(queue.getSnapshot()).toBe(checking);
    expect(heard).toBe(1);

    // Without waitsForServer the record goes at once, as before.
    expect(queue.dismissClosed(plain.id, 'finished')).toBe(true);
    expect(queue.getSnapshot().closed.map((r) => r.entry.id)).toEqual([held.id, stopped.id]);
    // The runtime, once the server answered: gone.
    expect(queue.dismissClosed(held.id)).toBe(true);
    expect(queue.getFollowUp(held.id)).toBe('finished');
    // Cancel after Open is never kept.
    expect(queue.dismissClosed(stopped.id, 'abandoned')).toBe(true);
    expect(queue.getSnapshot().closed).toEqual([]);
  });

  it("a kept 'finished' record can still be abandoned (Cancel on the checking card)", () => {
    const queue = queueForTest();
    const answer = queue.enqueue({ server: alpha, params: { mode: 'url', message: 'Sign in', url: 'https://example.com' }, waitsForServer: true });
    queue.respond(answer.id, { action: 'accept' });
    queue.dismissClosed(answer.id, 'finished');
    expect(queue.dismissClosed(answer.id, 'abandoned')).toBe(true);
    expect(queue.getFollowUp(answer.id)).toBe('abandoned');
    expect(queue.getSnapshot().closed).toEqual([]);
  });

  it('keeps only the newest follow-ups, as many as closed entries', () => {
    const queue = queueForTest({ closedLimit: 2 });
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      const answer = queue.enqueue({ server: alpha, params });
      queue.respond(answer.id, { action: 'accept' });
      queue.dismissClosed(answer.id, 'finished');
      ids.push(answer.id);
    }
    expect(ids.map((id) => queue.getFollowUp(id))).toEqual([undefined, undefined, undefined, 'finished', 'finished']);
  });

  it('by default reports a listener error in a microtask, not to the caller', async () => {
    const queue = createElicitationQueue();
    queue.subscribe(() => {
      throw new Error('reported later');
    });
    const thrown = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      globalThis.queueMicrotask = (callback) => {
        globalThis.queueMicrotask = original;
        try {
          callback();
        } catch (error) {
          resolve(error);
        }
      };
    });
    expect(() => queue.enqueue({ server: alpha, params })).not.toThrow();
    expect(await thrown).toEqual(new Error('reported later'));
  });
});
