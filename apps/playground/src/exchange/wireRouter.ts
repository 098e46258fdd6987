import type { InputRound } from '@elicit-kit/core';
import type { JsonRpcId, WireTap } from '../mcp/wireTap.js';
import type { ExchangeLog } from './exchangeLog.js';

/** One running call as the router knows it. */
interface RoutedCall {
  name: string;
  /** The arguments as JSON: legs are matched on what they send. */
  args: string;
  log: ExchangeLog;
  /** JSON-RPC ids of this call's legs. */
  legs: Set<JsonRpcId>;
  /** The last `input_required` round: the next leg answers its keys and echoes its `requestState`. */
  round: { keys: readonly string[]; requestState: unknown } | undefined;
}

/** Attributes what the wire carries to the call it belongs to; see {@link createWireRouter}. */
export interface WireRouter {
  /** A call that starts now: its legs, the pushes on their streams and the answers to both go to `log`. Returns the end of it. */
  track(params: { name: string; arguments: unknown }, log: ExchangeLog): { round(round: InputRound): void; end(): void };
  /**
   * The call (its exchange log) whose stream carried the push the binding queued under `key`
   * (see {@link pushQueueKey}), told once: the first claim takes it. `undefined` when no call can
   * be told: it came on the session's stream, no push has that key, or two open pushes share it
   * and were carried for different calls.
   */
  claimPush(key: string): ExchangeLog | undefined;
  stop(): void;
}

/**
 * The key `@elicit-kit/mcp`'s binding gives a 2025-11-25 pushed request in its queue (its
 * README's "entry key"): a URL request's `elicitationId`, anything else's JSON-RPC id as a string.
 * It is what ties a queue entry to the push the wire tap read.
 */
export function pushQueueKey(id: JsonRpcId, params: unknown): string {
  if (typeof params === 'object' && params !== null) {
    const { mode, elicitationId } = params as { mode?: unknown; elicitationId?: unknown };
    if (mode === 'url' && typeof elicitationId === 'string') return elicitationId;
  }
  return String(id);
}

/** An open push by its queue key: the call that asked, or `undefined` when none can be told (or the key is ambiguous). */
type PushOwner = { owner: RoutedCall | undefined; ids: Set<JsonRpcId> };

/**
 * Routes the wire tap's events to the exchange logs:
 * - a `tools/call` leg goes to the running call that sends those params (a retry leg also by the
 *   `requestState` and keys it answers; identical calls by age, as the SDK sends them in order),
 *   and its `inputResponses` are that call's answers, recorded as sent;
 * - an `elicitation/create` the server sent on a leg's stream belongs to that leg's call; one
 *   on the session's stream (or that no call can be told for) is recorded once in `session`;
 * - the JSON-RPC response to a pushed request is its answer, recorded where the request was.
 */
export function createWireRouter(wire: WireTap, session: ExchangeLog): WireRouter {
  const calls = new Set<RoutedCall>();
  const pushedTo = new Map<JsonRpcId, ExchangeLog>();
  const pushKeys = new Map<JsonRpcId, string>();
  const unclaimed = new Map<string, PushOwner>();
  const forget = (id: JsonRpcId) => {
    const key = pushKeys.get(id);
    pushKeys.delete(id);
    const open = key === undefined ? undefined : unclaimed.get(key);
    open?.ids.delete(id);
    if (key !== undefined && open?.ids.size === 0) unclaimed.delete(key);
  };
  const legOwner = (params: unknown): RoutedCall | undefined => {
    if (typeof params !== 'object' || params === null) return undefined;
    const { name, arguments: args, inputResponses, requestState } = params as Record<string, unknown>;
    const sent = JSON.stringify(args ?? {});
    let candidates = [...calls].filter((call) => call.name === name && call.args === sent);
    if (typeof inputResponses === 'object' && inputResponses !== null) {
      const keys = Object.keys(inputResponses);
      candidates = candidates.filter(
        (call) => call.round !== undefined && call.round.requestState === requestState && keys.every((key) => call.round!.keys.includes(key)),
      );
    } else if (candidates.length > 1) {
      // Identical calls: the oldest one that has not sent its first leg (the SDK sends in call order).
      const fresh = candidates.filter((call) => call.legs.size === 0);
      candidates = fresh.length > 0 ? fresh.slice(0, 1) : candidates;
    }
    return candidates.length === 1 ? candidates[0] : undefined;
  };
  const stopListening = wire.listen({
    requestSent(id, method, params) {
      if (method !== 'tools/call') return;
      const owner = legOwner(params);
      if (owner === undefined) return;
      owner.legs.add(id);
      const responses = (params as { inputResponses?: unknown }).inputResponses;
      if (typeof responses === 'object' && responses !== null) {
        for (const [key, value] of Object.entries(responses)) owner.log.responseByKey(key, value);
      }
    },
    elicitationReceived(id, params, relatedTo) {
      if (pushedTo.has(id)) return;
      const owner = relatedTo === undefined ? undefined : [...calls].find((call) => call.legs.has(relatedTo));
      const log = owner?.log ?? session;
      pushedTo.set(id, log);
      // The binding's queue entry comes next (the tap reads the stream before the SDK does): kept for its claim.
      const key = pushQueueKey(id, params);
      const open = unclaimed.get(key);
      pushKeys.set(id, key);
      if (open === undefined) unclaimed.set(key, { owner, ids: new Set([id]) });
      else {
        // Two open pushes under one key from different calls: which entry is whose cannot be told.
        if (open.owner !== owner) open.owner = undefined;
        open.ids.add(id);
      }
      log.request(pushKey(id), params, undefined, true);
    },
    responseSent(id, message) {
      const log = pushedTo.get(id);
      if (log === undefined) return;
      pushedTo.delete(id);
      forget(id);
      log.response(pushKey(id), 'result' in message ? message.result : { error: message.error });
    },
  });
  return {
    track(params, log) {
      const call: RoutedCall = { name: params.name, args: JSON.stringify(params.arguments ?? {}), log, legs: new Set(), round: undefined };
      calls.add(call);
      return {
        round: ({ keys, result }) => {
          call.round = { keys, requestState: result.requestState };
        },
        end: () => void calls.delete(call),
      };
    },
    claimPush(key) {
      const open = unclaimed.get(key);
      if (open === undefined) return undefined;
      unclaimed.delete(key);
      for (const id of open.ids) pushKeys.delete(id);
      return open.owner?.log;
    },
    stop: stopListening,
  };
}

/** The exchange log's id of a pushed request: its JSON-RPC id (a string and a number stay apart). */
function pushKey(id: JsonRpcId): string {
  return `push:${JSON.stringify(id)}`;
}
