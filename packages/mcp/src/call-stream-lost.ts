import type { WireMessage, WireTransport } from './client/wire-transport.js';

type RequestId = string | number;

/** One request whose response stream is watched. */
interface Watched {
  answered: boolean;
  /** The stream carried an event id: the SDK resumes it itself (see below). */
  resumable: boolean;
  stopped: boolean;
  readonly onLost: () => void;
  /** The `onresumptiontoken` its send passed on, by which SDK 1.x's stream reader is recognised. */
  token?: (token: string) => void;
}

/** Send options as both SDKs' Streamable HTTP transports read them (SDK 2.4.0 adds `onRequestStreamEnd`). */
interface SendOptions {
  onresumptiontoken?: ((token: string) => void) | undefined;
  onRequestStreamEnd?: (() => void) | undefined;
}

/** SDK 1.x's private stream reader (dist/esm/client/streamableHttp.js), the only place a POST stream's end shows. */
type HandleSseStream = (stream: ReadableStream<Uint8Array> | null, options: SendOptions, isReconnectable: boolean) => void;

interface StreamState {
  claiming: { watched: Watched; claimed: boolean } | undefined;
  readonly byId: Map<RequestId, Watched>;
  readonly byToken: Map<(token: string) => void, Watched>;
  send: WireTransport['send'] | undefined;
  onmessage: WireTransport['onmessage'] | undefined;
  handleSse: HandleSseStream | undefined;
}

const states = new WeakMap<WireTransport, StreamState>();

/**
 * Runs `start` (which must send exactly one request synchronously, as both SDKs' `client.request`
 * do) and calls `onLost` if the HTTP stream that carries that request's response ends without
 * it. `stop` ends the watch (call it once the request has settled).
 *
 * Why this exists: on 2025-11-25 the server answers a call, and pushes its `elicitation/create`,
 * on the SSE stream of the call's POST. If that stream is cut or reset while the server is alive,
 * neither SDK client settles the call: the liveness `ping` of `connection-lost.ts` succeeds, the
 * card stays answerable, and the tool's result goes out on the dead stream, so the call waits for
 * its request timeout. SDK 2.4.0's transport reports the end of a request's stream through the
 * public send option `onRequestStreamEnd` (after its own reconnection, for a resumable stream,
 * has given up); SDK 1.x has no such option, so its transport's `_handleSseStream` is wrapped to
 * see the stream end, and only a stream that carried no event id (which 1.x would resume) counts.
 * The request is recognised by the `onresumptiontoken` this passes in its send options.
 */
export function watchCallStream<T>(transport: WireTransport, privateStreamHook: boolean, start: () => T, onLost: () => void): { value: T; stop: () => void } {
  const state = install(transport, privateStreamHook);
  const watched: Watched = {
    answered: false,
    resumable: false,
    stopped: false,
    onLost,
  };
  const claim = { watched, claimed: false };
  state.claiming = claim;
  const stop = (): void => {
    watched.stopped = true;
    for (const [id, each] of state.byId) if (each === watched) state.byId.delete(id);
    if (watched.token !== undefined) state.byToken.delete(watched.token);
  };
  try {
    return { value: start(), stop };
  } catch (error) {
    stop();
    throw error;
  } finally {
    state.claiming = undefined;
  }
}

function install(transport: WireTransport, privateStreamHook: boolean): StreamState {
  let state = states.get(transport);
  if (state === undefined) {
    state = { claiming: undefined, byId: new Map(), byToken: new Map(), send: undefined, onmessage: undefined, handleSse: undefined };
    states.set(transport, state);
  }
  const current = state;
  if (current.send === undefined || transport.send !== current.send) {
    const send = transport.send.bind(transport);
    current.send = (message, options) => {
      const claim = current.claiming;
      if (claim === undefined || claim.claimed || !('method' in message) || !('id' in message)) return send(message, options);
      claim.claimed = true;
      const { watched } = claim;
      current.byId.set(message.id as RequestId, watched);
      const given = (typeof options === 'object' && options !== null ? options : {}) as SendOptions;
      const token = (value: string): void => {
        watched.resumable = true;
        given.onresumptiontoken?.(value);
      };
      watched.token = token;
      current.byToken.set(token, watched);
      const watching: SendOptions = {
        ...given,
        onresumptiontoken: token,
        onRequestStreamEnd: () => {
          given.onRequestStreamEnd?.();
          ended(watched);
        },
      };
      return send(message, watching);
    };
    transport.send = current.send;
  }
  if (current.onmessage === undefined || transport.onmessage !== current.onmessage) {
    const inner = transport.onmessage;
    const onmessage: NonNullable<WireTransport['onmessage']> = (message: WireMessage, extra) => {
      if (('result' in message || 'error' in message) && 'id' in message) {
        const watched = current.byId.get(message.id as RequestId);
        if (watched !== undefined) watched.answered = true;
      }
      inner?.(message, extra);
    };
    current.onmessage = onmessage;
    transport.onmessage = onmessage;
  }
  const internals = transport as unknown as { _handleSseStream?: unknown };
  if (privateStreamHook && typeof internals._handleSseStream === 'function' && internals._handleSseStream !== current.handleSse) {
    const inner = (internals._handleSseStream as HandleSseStream).bind(transport);
    const handleSse: HandleSseStream = (stream, options, isReconnectable) => {
      const watched = options?.onresumptiontoken === undefined ? undefined : current.byToken.get(options.onresumptiontoken);
      if (watched === undefined || stream === null || isReconnectable) {
        inner(stream, options, isReconnectable);
        return;
      }
      // The reader passes each event to `onmessage` in promise jobs only; a task later, a response the stream carried has arrived.
      inner(
        observeEnd(stream, () => setTimeout(() => watched.resumable || ended(watched), 0)),
        options,
        isReconnectable,
      );
    };
    current.handleSse = handleSse;
    internals._handleSseStream = handleSse;
  }
  return current;
}

function ended(watched: Watched): void {
  if (watched.stopped || watched.answered) return;
  watched.stopped = true;
  watched.onLost();
}

/** `stream` as it is, calling `onEnd` once it ends or fails. */
function observeEnd(stream: ReadableStream<Uint8Array>, onEnd: () => void): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (!done) {
          controller.enqueue(value);
          return;
        }
        controller.close();
      } catch (error) {
        controller.error(error);
      }
      onEnd();
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
