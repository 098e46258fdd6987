import type { ElicitationQueue, InputRound } from '@elicit-kit/core';

/**
 * One line of a call's exchange, in the order it happened. `at` is ms since the call started.
 * JSON values are kept as received (by reference) and only ever rendered as text.
 */
export type ExchangeEntry =
  | { kind: 'call'; at: number; params: { name: string; arguments: Record<string, unknown> } }
  /** A 2026-07-28 `input_required` answer (or a 2025-11-25 `-32042`): one MRTR round. */
  | { kind: 'round'; at: number; round: number; keys: readonly string[]; requestStateBytes: number | undefined; legMs: number; result: unknown }
  /** An `elicitation/create` the person was shown; `pushed`: a 2025-11-25 server request on the session. */
  | { kind: 'request'; at: number; id: string; key: string | undefined; pushed: boolean; params: unknown }
  /**
   * The answer to request `id` as it went over the wire (a JSON-RPC response's `result` or
   * `error`, or an `inputResponses` entry of the next leg), and how long after the request.
   */
  | { kind: 'response'; at: number; id: string; key: string | undefined; thinkMs: number; result: unknown }
  | { kind: 'result'; at: number; legMs: number; result: unknown }
  | { kind: 'failure'; at: number; message: string };

/** A call's exchange as an external store (for `useSyncExternalStore`), plus its recorders. */
export interface ExchangeLog {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ExchangeEntry[];
  /** When the call started (epoch ms). */
  readonly startedAt: number;
  /** `onRound` of `callWithElicitation`. */
  round(round: InputRound): void;
  /** A request the person is shown (from the call's queue, or pushed while the call ran). */
  request(id: string, params: unknown, key: string | undefined, pushed: boolean): void;
  /** The answer to request `id`, when it is sent. */
  response(id: string, result: unknown): void;
  /** The answer to the open request shown under `key` (an MRTR round's), when the next leg sends it. */
  responseByKey(key: string, result: unknown): void;
  result(result: unknown): void;
  failure(message: string): void;
  /** Total ms once the call ended, else `undefined`. */
  totalMs(): number | undefined;
}

/** UTF-8 bytes of a string: what `requestState` costs on the wire. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Records one call (or, without `params`, the session's requests no call can be told for): its params, each round (with its `requestState` size and how long the
 * server took for that leg: from the leg being sent — the call's start, or the round's last
 * answer — to its answer), each request and response, and the final result.
 */
export function createExchangeLog(params: { name: string; arguments: Record<string, unknown> } | undefined, now: () => number = Date.now): ExchangeLog {
  const startedAt = now();
  // Without params: the session's own log (pushes no call can be told for), which never ends.
  let entries: readonly ExchangeEntry[] = params === undefined ? [] : [{ kind: 'call', at: 0, params }];
  let legStart = 0;
  let endedAt: number | undefined;
  const shown = new Map<string, { at: number; key: string | undefined }>();
  const answered = new Set<string>();
  const listeners = new Set<() => void>();
  const since = () => now() - startedAt;
  const add = (entry: ExchangeEntry) => {
    entries = [...entries, entry];
    for (const listener of [...listeners]) listener();
  };
  const respond = (id: string, result: unknown) => {
    const asked = shown.get(id);
    if (asked === undefined || answered.has(id) || endedAt !== undefined) return;
    answered.add(id);
    const at = since();
    // The next leg goes out once the round's answers are in: the last answer starts it.
    legStart = at;
    add({ kind: 'response', at, id, key: asked.key, thinkMs: at - asked.at, result });
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => entries,
    startedAt,
    round({ round, keys, result }) {
      const at = since();
      const state = result.requestState;
      add({
        kind: 'round',
        at,
        round,
        keys: [...keys],
        requestStateBytes: typeof state === 'string' ? utf8Bytes(state) : undefined,
        legMs: at - legStart,
        result,
      });
      legStart = at;
    },
    request(id, requestParams, key, pushed) {
      if (shown.has(id) || endedAt !== undefined) return;
      const at = since();
      // A pushed request's key is the binding's own bookkeeping, not the server's: not shown.
      const shownKey = pushed ? undefined : key;
      shown.set(id, { at, key: shownKey });
      add({ kind: 'request', at, id, key: shownKey, pushed, params: requestParams });
    },
    response: respond,
    responseByKey(key, result) {
      // The newest unanswered request under that key: a key comes back in a later round only after its answer.
      const id = [...shown].reverse().find(([shownId, asked]) => asked.key === key && !answered.has(shownId))?.[0];
      if (id !== undefined) respond(id, result);
    },
    result(result) {
      const at = since();
      endedAt = at;
      add({ kind: 'result', at, legMs: at - legStart, result });
    },
    failure(message) {
      endedAt = since();
      add({ kind: 'failure', at: endedAt, message });
    },
    totalMs: () => endedAt,
  };
}

/** Who hears about a tapped queue's requests. */
export type QueueListener = Pick<ExchangeLog, 'request'>;

/** A queue whose requests can be listened to; see {@link tapQueue}. */
export interface TappedQueue {
  queue: ElicitationQueue;
  /** Hears every request shown from now on (and those waiting now); returns the unsubscribe. */
  listen(listener: QueueListener): () => void;
}

/**
 * Tells listeners about each request `queue` is given (what the person is shown). Answers are
 * not heard here: the exchange log records them as they go over the wire (see `wireRouter.ts`),
 * since an answer given is not yet an answer sent (a round's waits for the others; the kit may
 * send `cancel` instead of content its schema check refuses).
 */
export function tapQueue(queue: ElicitationQueue): TappedQueue {
  const listeners = new Set<QueueListener>();
  const seen = new Set<string>();
  queue.subscribe(() => {
    for (const entry of queue.getSnapshot().pending) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      for (const listener of [...listeners]) listener.request(entry.id, entry.params, entry.key, false);
    }
  });
  return {
    queue,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
