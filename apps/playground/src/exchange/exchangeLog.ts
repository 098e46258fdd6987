import type { ElicitationQueue, ElicitResult, InputRound } from '@elicit-kit/core';

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
  /** What the person answered to request `id`, and how long they took. */
  | { kind: 'response'; at: number; id: string; key: string | undefined; thinkMs: number; result: ElicitResult }
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
  /** The person's answer to request `id`. */
  response(id: string, result: ElicitResult): void;
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
 * Records one call: its params, each round (with its `requestState` size and how long the
 * server took for that leg: from the leg being sent — the call's start, or the round's last
 * answer — to its answer), each request and response, and the final result.
 */
export function createExchangeLog(params: { name: string; arguments: Record<string, unknown> }, now: () => number = Date.now): ExchangeLog {
  const startedAt = now();
  let entries: readonly ExchangeEntry[] = [{ kind: 'call', at: 0, params }];
  let legStart = 0;
  let endedAt: number | undefined;
  const shown = new Map<string, { at: number; key: string | undefined }>();
  const listeners = new Set<() => void>();
  const since = () => now() - startedAt;
  const add = (entry: ExchangeEntry) => {
    entries = [...entries, entry];
    for (const listener of [...listeners]) listener();
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
    response(id, result) {
      const asked = shown.get(id);
      if (asked === undefined || endedAt !== undefined) return;
      const at = since();
      // The next leg goes out once the round's answers are in: the last answer starts it.
      legStart = at;
      add({ kind: 'response', at, id, key: asked.key, thinkMs: at - asked.at, result });
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

/** Who hears about a tapped queue's requests and answers. */
export type QueueListener = Pick<ExchangeLog, 'request' | 'response'>;

/** A queue whose requests and answers can be listened to; see {@link tapQueue}. */
export interface TappedQueue {
  /** Use this one everywhere answers are given (the host's `respond` goes through it). */
  queue: ElicitationQueue;
  /** Hears every request shown from now on (and those waiting now) and every answer given; returns the unsubscribe. */
  listen(listener: QueueListener): () => void;
}

/**
 * Wraps `queue` so that listeners hear each request it is given and each answer passed on;
 * otherwise it is `queue` itself. The answer is recorded as the host handed it over: the kit
 * sends exactly that content (or `cancel`, if its own schema check refuses it, which the
 * binding reports on the console).
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
    queue: {
      ...queue,
      respond(id, result) {
        const answered = queue.respond(id, result);
        if (answered) for (const listener of [...listeners]) listener.response(id, result);
        return answered;
      },
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
