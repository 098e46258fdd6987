import { isElicitResult } from '../protocol/is-elicit-result.js';
import { mayBeThenable } from '../protocol/untrusted.js';
import { readElicitationRequest } from '../request/read-elicitation-request.js';
import type { ElicitAction, ElicitResult } from '../protocol/types.js';
import type { FormValues } from '../values/types.js';
import { createListeners } from './listeners.js';
import type {
  ClosedElicitation,
  CloseReason,
  ElicitationQueue,
  ElicitationQueueOptions,
  ElicitationQueueSnapshot,
  EnqueuedAnswer,
  EnqueueRequest,
  FollowUp,
  GroupProgress,
  PendingElicitation,
  ServerIdentity,
} from './types.js';

/** Default of {@link ElicitationQueueOptions.closedLimit}. */
export const DEFAULT_CLOSED_LIMIT = 20;

interface Waiting {
  entry: PendingElicitation;
  settle: (result: ElicitResult) => void;
  /** The entry's signal, watched through {@link SignalWatch} until the entry settles. */
  signal: AbortSignal | undefined;
}

/**
 * One abort listener per distinct signal, however many entries share it: a host that passes
 * one long-lived signal (a chat session's) to every request would otherwise stack a listener
 * per entry (Node warns past 10), and its abort would settle them one commit at a time —
 * a new snapshot and a listener round per entry, quadratic in the entries.
 */
interface SignalWatch {
  ids: Set<string>;
  onAbort: () => void;
}

interface GroupCount {
  total: number;
  settled: number;
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
  const closedLimit = readLimit(options.closedLimit);
  const now = typeof options.now === 'function' ? options.now : Date.now;
  const onListenerError = typeof options.onListenerError === 'function' ? options.onListenerError : rethrowLater;
  const prefix = `elicitation-${++queueCount}-`;
  let nextId = 1;

  const waiting = new Map<string, Waiting>();
  const drafts = new Map<string, FormValues>();
  const groups = new Map<string, GroupCount>();
  const watches = new Map<AbortSignal, SignalWatch>();
  const followUps = new Map<string, FollowUp>();
  // Appended to in place and trimmed to the newest `closedLimit` only when twice that long:
  // copying it on every close made closing n entries cost n × closedLimit. Snapshots and
  // dismissClosed see the trimmed list.
  let closed: ClosedElicitation[] = [];

  /** The newest `closedLimit` records, trimming the backlog first. */
  function recentClosed(): ClosedElicitation[] {
    if (closed.length > closedLimit) closed = closed.slice(-closedLimit);
    return closed;
  }
  let snapshot = freezeSnapshot([], [], []);
  // The snapshot is rebuilt when read after a change, not on every change: enqueueing
  // thousands of entries with nobody reading in between stays linear.
  let stale = false;
  const listeners = createListeners(onListenerError);

  /** The snapshot, rebuilt once if something changed since it was last read. */
  function current(): ElicitationQueueSnapshot {
    if (stale) {
      stale = false;
      const progress: GroupProgress[] = [];
      for (const [group, count] of groups) progress.push(Object.freeze({ group, ...count }));
      snapshot = freezeSnapshot(
        [...waiting.values()].map((item) => item.entry),
        progress,
        recentClosed(),
      );
    }
    return snapshot;
  }

  /** Marks the snapshot as changed and tells the listeners. */
  function commit(): void {
    stale = true;
    listeners.notify();
  }

  /**
   * Watches `signal` for entry `id`; `true` when it is already aborted (then nothing is
   * watched). A signal-like object that throws is treated as one that never aborts.
   */
  function watch(id: string, signal: AbortSignal): boolean {
    try {
      if (signal.aborted) return true;
    } catch {
      return false;
    }
    let watching = watches.get(signal);
    if (watching === undefined) {
      const ids = new Set<string>();
      const onAbort = (): void => {
        if (watches.get(signal) !== watching) return;
        watches.delete(signal);
        let count = 0;
        const lost = isConnectionLoss(signal);
        for (const entryId of [...ids]) if (settle(entryId, { action: 'cancel' }, 'aborted', lost)) count++;
        // One commit for all the entries this signal held.
        if (count > 0) commit();
      };
      try {
        signal.addEventListener('abort', onAbort, { once: true });
      } catch {
        return false;
      }
      watching = { ids, onAbort };
      watches.set(signal, watching);
    }
    watching.ids.add(id);
    return false;
  }

  /** Stops watching `signal` for entry `id`; the last entry removes the listener, so the signal keeps nothing alive. */
  function unwatch(id: string, signal: AbortSignal | undefined): void {
    const watching = signal === undefined ? undefined : watches.get(signal);
    if (signal === undefined || watching === undefined || !watching.ids.delete(id) || watching.ids.size > 0) return;
    watches.delete(signal);
    try {
      signal.removeEventListener('abort', watching.onAbort);
    } catch {
      // A signal-like object that throws here has nothing left to clean up.
    }
  }

  /** Records that `entry` left the queue (no commit: callers batch). */
  function close(entry: PendingElicitation, reason: CloseReason, action: ElicitAction, lost?: { draft: FormValues | undefined }): void {
    if (closedLimit === 0) return;
    const record: ClosedElicitation = Object.freeze({
      entry,
      reason,
      action,
      closedAt: now(),
      ...(lost !== undefined && { connectionLost: true as const }),
      ...(lost?.draft !== undefined && { draft: lost.draft }),
    });
    closed.push(record);
    if (closed.length >= 2 * closedLimit) recentClosed();
  }

  /** Takes entry `id` out of the queue and settles its promise (no commit: callers batch). */
  function settle(id: string, result: ElicitResult, reason: CloseReason, lost = false): boolean {
    const item = waiting.get(id);
    if (item === undefined) return false;
    waiting.delete(id);
    const draft = drafts.get(id);
    drafts.delete(id);
    unwatch(id, item.signal);
    const group = item.entry.group;
    const count = group === undefined ? undefined : groups.get(group);
    if (group !== undefined && count !== undefined) {
      count.settled++;
      // A group lives while it has waiting entries; the next round starts afresh.
      if (count.settled >= count.total) groups.delete(group);
    }
    close(item.entry, reason, result.action, lost ? { draft } : undefined);
    item.settle(result);
    return true;
  }

  function enqueue(request: EnqueueRequest): EnqueuedAnswer {
    const seq = nextId++;
    const id = prefix + String(seq);
    const answer = new Promise<ElicitResult>((resolve) => {
      const fields = readRequest(request);
      const createdAt = now();
      if (fields.server === undefined) {
        const entry = freezeEntry({ id, seq, server: NO_SERVER, params: fields.params, request: readElicitationRequest(fields.params), createdAt });
        close(entry, 'invalid', 'cancel');
        commit();
        resolve({ action: 'cancel' });
        return;
      }
      let groupIndex: number | undefined;
      if (fields.group !== undefined) {
        const count = groups.get(fields.group) ?? { total: 0, settled: 0 };
        groupIndex = count.total++;
        groups.set(fields.group, count);
      }
      const entry = freezeEntry({
        id,
        seq,
        server: fields.server,
        params: fields.params,
        request: readElicitationRequest(fields.params),
        key: fields.key,
        group: fields.group,
        groupIndex,
        createdAt,
        expiresAt: fields.expiresAt,
        rejection: fields.rejection,
        waitsForServer: fields.waitsForServer || undefined,
      });
      const signal = fields.signal;
      waiting.set(id, { entry, settle: resolve, signal });
      if (fields.draft !== undefined) drafts.set(id, fields.draft);
      // An already aborted signal settles the entry at once: it is closed as aborted, never shown.
      if (signal !== undefined && watch(id, signal)) settle(id, { action: 'cancel' }, 'aborted');
      commit();
    });
    // Read-only, so a caller cannot point it at another entry.
    return Object.defineProperty(answer, 'id', { value: id, enumerable: true }) as EnqueuedAnswer;
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
    getSnapshot: current,
    getServerSnapshot: current,
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
      const at = recentClosed().findIndex((record) => record.entry.id === id);
      const record = closed[at];
      if (record === undefined) return false;
      if (followUp === 'finished' && record.entry.waitsForServer === true) {
        // Kept until the runtime has the server's answer: the host shows "checking" meanwhile.
        if (record.followUp === 'finished') return true;
        closed[at] = Object.freeze({ ...record, followUp: 'finished' as const });
      } else closed = closed.filter((_, index) => index !== at);
      if (followUp === 'finished' || followUp === 'abandoned') {
        followUps.set(id, followUp);
        // Bounded like the closed list: the oldest answers go first (a Map keeps insertion order).
        for (const oldest of followUps.keys()) {
          if (followUps.size <= Math.max(closedLimit, 1)) break;
          followUps.delete(oldest);
        }
      }
      commit();
      return true;
    },
    getFollowUp: (id) => followUps.get(id),
  };
}

/**
 * Whether `signal` aborted because the connection to the server was lost: its reason is a kit
 * error with the code `transport` (as `@elicit-kit/mcp` aborts with when a server went away).
 * Read by shape, so a second copy of core in a bundle still counts.
 */
function isConnectionLoss(signal: AbortSignal): boolean {
  try {
    const reason: unknown = signal.reason;
    return typeof reason === 'object' && reason !== null && (reason as { code?: unknown }).code === 'transport';
  } catch {
    return false;
  }
}

interface RequestFields {
  server: Readonly<ServerIdentity> | undefined;
  params: unknown;
  key: string | undefined;
  group: string | undefined;
  signal: AbortSignal | undefined;
  expiresAt: number | undefined;
  draft: FormValues | undefined;
  rejection: string | undefined;
  waitsForServer: boolean;
}

/** The usable parts of an enqueue request, read without trusting its shape. */
function readRequest(request: unknown): RequestFields {
  const fields: RequestFields = {
    server: undefined,
    params: undefined,
    key: undefined,
    group: undefined,
    signal: undefined,
    expiresAt: undefined,
    draft: undefined,
    rejection: undefined,
    waitsForServer: false,
  };
  try {
    if (typeof request !== 'object' || request === null) return fields;
    const { server, params, key, group, signal, expiresAt, draft, rejection, waitsForServer } = request as Record<string, unknown>;
    fields.params = params;
    fields.server = readServer(server);
    fields.key = typeof key === 'string' ? key : undefined;
    fields.group = typeof group === 'string' ? group : undefined;
    fields.signal = isAbortSignal(signal) ? signal : undefined;
    fields.expiresAt = Number.isFinite(expiresAt) ? (expiresAt as number) : undefined;
    fields.draft = typeof draft === 'object' && draft !== null ? (draft as FormValues) : undefined;
    fields.rejection = typeof rejection === 'string' && rejection !== '' ? rejection : undefined;
    fields.waitsForServer = waitsForServer === true;
  } catch {
    // A hostile request (throwing getters) counts as unusable: no server was read.
    fields.server = undefined;
  }
  return fields;
}

/** A frozen copy of the host's server description, or `undefined` without a non-empty name. */
function readServer(server: unknown): Readonly<ServerIdentity> | undefined {
  if (typeof server !== 'object' || server === null) return undefined;
  const { name, title, icon } = server as Record<string, unknown>;
  if (typeof name !== 'string' || name === '') return undefined;
  const copy: ServerIdentity = { name };
  if (typeof title === 'string') copy.title = title;
  if (typeof icon === 'string') copy.icon = icon;
  return Object.freeze(copy);
}

function isAbortSignal(value: unknown): value is AbortSignal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AbortSignal).aborted === 'boolean' &&
    typeof (value as AbortSignal).addEventListener === 'function' &&
    typeof (value as AbortSignal).removeEventListener === 'function'
  );
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
