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
  stop(): void;
}

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
      log.request(pushKey(id), params, undefined, true);
    },
    responseSent(id, message) {
      const log = pushedTo.get(id);
      if (log === undefined) return;
      pushedTo.delete(id);
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
    stop: stopListening,
  };
}

/** The exchange log's id of a pushed request: its JSON-RPC id (a string and a number stay apart). */
function pushKey(id: JsonRpcId): string {
  return `push:${JSON.stringify(id)}`;
}
