import { isElicitResult } from '../protocol/is-elicit-result.js';
import { mayBeThenable } from '../protocol/untrusted.js';
import type { ElicitResult } from '../protocol/types.js';
import { readElicitationRequest } from '../request/read-elicitation-request.js';
import type { FormValues } from '../values/types.js';
import { createClosedLog, type ClosedLog } from './closed-log.js';
import { createGroupCounts, type GroupCounts } from './group-counts.js';
import { createListeners } from './listeners.js';
import { readRequest } from './read-enqueue-request.js';
import { createSignalWatches, type SignalWatches } from './signal-watches.js';
import type {
  ClosedElicitation,
  CloseReason,
  ElicitationQueue,
  ElicitationQueueOptions,
  ElicitationQueueSnapshot,
  EnqueuedAnswer,
  EnqueueRequest,
  GroupProgress,
  PendingElicitation,
  ServerIdentity,
} from './types.js';

/** Default of {@link ElicitationQueueOptions.closedLimit}. */
export const DEFAULT_CLOSED_LIMIT = 20;

interface Waiting {
  entry: PendingElicitation;
  settle: (result: ElicitResult) => void;
  /** The entry's signal, watched until the entry settles. */
  signal: AbortSignal | undefined;
}

/** What {@link admit} works on: one queue's state. */
interface Store {
  prefix: string;
  now: () => number;
  waiting: Map<string, Waiting>;
  drafts: Map<string, FormValues>;
  groups: GroupCounts;
  closed: ClosedLog;
  watches: SignalWatches;
  /** Takes an entry out and settles its promise (no commit). */
  settle: (id: string, result: ElicitResult, reason: CloseReason, lost?: boolean) => boolean;
}

/** The server of an `invalid` closed entry, whose request named none. */
const NO_SERVER: Readonly<ServerIdentity> = Object.freeze({ name: '' });

// Ids stay unique across several queues on one page, so they can serve as React keys.
let queueCount = 0;

/**
 * An external store of pending elicitations across servers and rounds, for React's
 * `useSyncExternalStore(queue.subscribe, queue.getSnapshot)`: every method is bound,
 * and the snapshot keeps its identity until something changes.
 *
 * Every enqueued promise settles exactly once: with the result given to `respond`, or
 * with `{ action: 'cancel' }` when its signal aborts, when the host cancels, or at
 * once when the request is unusable. Keys such as `__proto__` are plain data: all
 * lookups go through `Map`s.
 */
export function createElicitationQueue(options: ElicitationQueueOptions = {}): ElicitationQueue {
  const now = typeof options.now === 'function' ? options.now : Date.now;
  const onListenerError = typeof options.onListenerError === 'function' ? options.onListenerError : rethrowLater;
  const prefix = `elicitation-${++queueCount}-`;
  let nextSeq = 1;

  const waiting = new Map<string, Waiting>();
  const drafts = new Map<string, FormValues>();
  const groups = createGroupCounts();
  const closed = createClosedLog(readLimit(options.closedLimit), now);
  const listeners = createListeners(onListenerError);
  const snapshot = createSnapshotCell(() => [...waiting.values()].map((item) => item.entry), groups.progress, closed.recent);
  const watches = createSignalWatches((ids, lost) => {
    let count = 0;
    for (const id of ids) if (settle(id, { action: 'cancel' }, 'aborted', lost)) count++;
    // One commit for all the entries this signal held.
    if (count > 0) commit();
  });

  const store: Store = { prefix, now, waiting, drafts, groups, closed, watches, settle };

  /** Marks the snapshot as changed and tells the listeners. */
  function commit(): void {
    snapshot.invalidate();
    listeners.notify();
  }

  /** Takes entry `id` out of the queue and settles its promise (no commit: callers batch). */
  function settle(id: string, result: ElicitResult, reason: CloseReason, lost = false): boolean {
    const item = waiting.get(id);
    if (item === undefined) return false;
    waiting.delete(id);
    const draft = drafts.get(id);
    drafts.delete(id);
    watches.unwatch(id, item.signal);
    if (item.entry.group !== undefined) groups.settle(item.entry.group);
    closed.add(item.entry, reason, result.action, lost ? { draft } : undefined);
    item.settle(result);
    return true;
  }

  function enqueue(request: EnqueueRequest): EnqueuedAnswer {
    const seq = nextSeq++;
    const answer = new Promise<ElicitResult>((resolve) => {
      admit(store, seq, request, resolve);
      commit();
    });
    // Read-only, so a caller cannot point it at another entry.
    return Object.defineProperty(answer, 'id', { value: prefix + String(seq), enumerable: true }) as EnqueuedAnswer;
  }

  function respond(id: string, result: ElicitResult): boolean {
    // Resolving with a thenable would adopt it instead of delivering it: the entry would be
    // gone while its promise waited on the thenable, perhaps forever.
    if (typeof id !== 'string' || !waiting.has(id) || !isElicitResult(result) || mayBeThenable(result)) return false;
    settle(id, result, 'responded');
    commit();
    return true;
  }

  function cancelWhere(matches: (entry: PendingElicitation) => boolean): number {
    let count = 0;
    for (const [id, item] of [...waiting]) {
      if (matches(item.entry) && settle(id, { action: 'cancel' }, 'cancelled')) count++;
    }
    if (count > 0) commit();
    return count;
  }

  return {
    subscribe: (listener) => (typeof listener === 'function' ? listeners.add(listener) : () => {}),
    getSnapshot: snapshot.read,
    getServerSnapshot: snapshot.read,
    enqueue,
    respond,
    get: (id) => waiting.get(id)?.entry,
    setDraft(id, values) {
      if (!waiting.has(id) || (values !== undefined && (typeof values !== 'object' || values === null))) return false;
      if (values === undefined) drafts.delete(id);
      else drafts.set(id, values);
      return true;
    },
    getDraft: (id) => drafts.get(id),
    cancelGroup: (group) => (typeof group === 'string' ? cancelWhere((entry) => entry.group === group) : 0),
    cancelAll: () => cancelWhere(() => true),
    dismissClosed(id, followUp) {
      const outcome = closed.dismiss(id, followUp);
      if (outcome === 'changed') commit();
      return outcome !== 'not-closed';
    },
    getFollowUp: closed.getFollowUp,
  };
}

/** Lists a request as pending in `store`, or closes it at once when it names no server (no commit). */
function admit(store: Store, seq: number, asked: EnqueueRequest, resolve: (result: ElicitResult) => void): void {
  const { waiting, drafts, groups, closed, watches, now } = store;
  const id = store.prefix + String(seq);
  const fields = readRequest(asked);
  const request = readElicitationRequest(fields.params);
  const createdAt = now();
  if (fields.server === undefined) {
    closed.add(freezeEntry({ id, seq, server: NO_SERVER, params: fields.params, request, createdAt }), 'invalid', 'cancel');
    resolve({ action: 'cancel' });
    return;
  }
  const entry = freezeEntry({
    id,
    seq,
    server: fields.server,
    params: fields.params,
    request,
    key: fields.key,
    group: fields.group,
    groupIndex: fields.group === undefined ? undefined : groups.join(fields.group),
    createdAt,
    expiresAt: fields.expiresAt,
    rejection: fields.rejection,
    waitsForServer: fields.waitsForServer || undefined,
  });
  const signal = fields.signal;
  waiting.set(id, { entry, settle: resolve, signal });
  if (fields.draft !== undefined) drafts.set(id, fields.draft);
  // An already aborted signal settles the entry at once: it is closed as aborted, never shown.
  if (signal !== undefined && watches.watch(id, signal)) store.settle(id, { action: 'cancel' }, 'aborted');
}

/**
 * The snapshot, rebuilt when read after a change, not on every change: enqueueing thousands
 * of entries with nobody reading in between stays linear.
 */
function createSnapshotCell(
  pending: () => PendingElicitation[],
  groups: () => GroupProgress[],
  closed: () => readonly ClosedElicitation[],
): { read: () => ElicitationQueueSnapshot; invalidate: () => void } {
  let snapshot = freezeSnapshot([], [], []);
  let stale = false;
  return {
    read() {
      if (stale) {
        stale = false;
        snapshot = freezeSnapshot(pending(), groups(), closed());
      }
      return snapshot;
    },
    invalidate() {
      stale = true;
    },
  };
}

/** An entry without its absent optional fields, frozen. */
function freezeEntry(entry: { [K in keyof PendingElicitation]: PendingElicitation[K] | undefined }): PendingElicitation {
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(entry)) if (value !== undefined) copy[name] = value;
  return Object.freeze(copy) as unknown as PendingElicitation;
}

function freezeSnapshot(pending: PendingElicitation[], groups: GroupProgress[], closed: readonly ClosedElicitation[]): ElicitationQueueSnapshot {
  return Object.freeze({ pending: Object.freeze(pending), groups: Object.freeze(groups), closed: Object.freeze([...closed]) });
}

function readLimit(limit: unknown): number {
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 0 ? limit : DEFAULT_CLOSED_LIMIT;
}

/** Reports a listener's error outside the store's call stack, where nothing can catch it by accident. */
function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}
