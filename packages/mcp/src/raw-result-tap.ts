import type { WireTransport } from './client/wire-transport.js';

type RequestId = string | number;

/** Keeps the raw results of the requests it was told to watch, unless they say `resultType: "complete"`. */
export interface RawResultTap {
  /**
   * Runs `start` (which must send exactly one request synchronously, as `client.request`
   * does) and watches that request: returns `start`'s value and the JSON-RPC id it was sent with.
   */
  watch<T>(start: () => T): { value: T; id: RequestId | undefined };
  /** The raw result of request `id` if it was kept (see {@link rawResultTap}); forgets the request. */
  release(id: RequestId | undefined): Record<string, unknown> | undefined;
}

interface TapState {
  claiming: { id?: RequestId } | undefined;
  readonly watched: Set<RequestId>;
  readonly raw: Map<RequestId, Record<string, unknown>>;
  send: WireTransport['send'] | undefined;
  onmessage: WireTransport['onmessage'] | undefined;
}

const states = new WeakMap<WireTransport, TapState>();

/**
 * Why this exists: core must judge every non-complete result of our legs as the server sent
 * it, but SDK 2.4.0's modern codec (`decodeResult`, src-*.mjs) gets there first. It rejects a
 * result without `resultType`, which is complete (conformance
 * `sep-2322-default-result-type-complete`), and an unknown one, with errors that do not carry
 * the result; and it repairs a malformed `input_required` (a non-string `requestState` is
 * dropped, a non-object `inputRequests` becomes `{}`), so a round no server validly asked
 * would be answered. The transport is the only place the raw result is still visible: this
 * tap wraps the transport's public `send` (to learn the id of our own request) and `onmessage`
 * (to keep that request's raw result unless it says `resultType: "complete"`, which the SDK
 * checks against the method's schema). Other traffic passes through untouched; nothing is
 * rewritten. Re-wraps if the SDK replaced `onmessage` (reconnect).
 */
export function rawResultTap(transport: WireTransport): RawResultTap {
  let state = states.get(transport);
  if (state === undefined) {
    state = { claiming: undefined, watched: new Set(), raw: new Map(), send: undefined, onmessage: undefined };
    states.set(transport, state);
  }
  install(transport, state);
  const tapState = state;
  return {
    watch(start) {
      const claim: { id?: RequestId } = {};
      tapState.claiming = claim;
      try {
        return { value: start(), id: claim.id };
      } finally {
        tapState.claiming = undefined;
      }
    },
    release(id) {
      if (id === undefined) return undefined;
      const raw = tapState.raw.get(id);
      tapState.raw.delete(id);
      tapState.watched.delete(id);
      return raw;
    },
  };
}

function install(transport: WireTransport, state: TapState): void {
  if (state.send === undefined || transport.send !== state.send) {
    const send = transport.send.bind(transport);
    state.send = (message, options) => {
      const claim = state.claiming;
      if (claim !== undefined && 'method' in message && 'id' in message) {
        claim.id = message.id as RequestId;
        state.watched.add(message.id as RequestId);
        state.claiming = undefined;
      }
      return send(message, options);
    };
    transport.send = state.send;
  }
  if (state.onmessage === undefined || transport.onmessage !== state.onmessage) {
    const inner = transport.onmessage;
    const onmessage: NonNullable<WireTransport['onmessage']> = (message, extra) => {
      if ('result' in message && 'id' in message && state.watched.has(message.id as RequestId)) {
        const result: unknown = message.result;
        if (typeof result === 'object' && result !== null && !Array.isArray(result) && (result as { resultType?: unknown }).resultType !== 'complete') {
          state.raw.set(message.id as RequestId, result as Record<string, unknown>);
        }
      }
      inner?.(message, extra);
    };
    state.onmessage = onmessage;
    transport.onmessage = onmessage;
  }
}
