import { createParser } from 'eventsource-parser';

/** A JSON-RPC id. */
export type JsonRpcId = string | number;

/** What a {@link WireTap} reports, each at the moment it happens on the wire. */
export interface WireListener {
  /** The page sent a request of its own (a `tools/call` leg…), exactly as sent. */
  requestSent?(id: JsonRpcId, method: string, params: unknown): void;
  /**
   * The server sent an `elicitation/create` request. `relatedTo` is the id of the page's request
   * whose response stream carried it (Streamable HTTP sends a request made while handling a
   * call on that call's stream); `undefined` when it came on the session's own stream, so no
   * call can be told.
   */
  elicitationReceived?(id: JsonRpcId, params: unknown, relatedTo: JsonRpcId | undefined): void;
  /** The page answered the server's request `id`: the JSON-RPC response exactly as sent. */
  responseSent?(id: JsonRpcId, message: Record<string, unknown>): void;
}

/** A `fetch` for the SDK's Streamable HTTP transport that reports what goes over it; see {@link createWireTap}. */
export interface WireTap {
  fetch: typeof fetch;
  /** Hears everything from now on; returns the unsubscribe. */
  listen(listener: WireListener): () => void;
}

type Message = Record<string, unknown>;

export interface WireTapOptions {
  /**
   * Whether a response stream tells which request a server request belongs to (Streamable HTTP
   * servers send it on the stream of the request it serves); `false` for a route that mixes
   * them (the local side's stdio bridge). Default `true`.
   */
  relates?: boolean;
  /** The `fetch` underneath (default: the global one). */
  base?: typeof fetch;
}

/**
 * Wraps `fetch` (given as the transport's `fetch` option) so that the exchange log records what
 * really went over the wire, not what the page meant to send: each POST's JSON-RPC messages as
 * sent, and each server `elicitation/create` read off the event streams as they pass, with the
 * request whose stream carried it.
 *
 * The transport must not be able to tell the tap is there: the same response (status, headers,
 * `url`), the same bytes, the same end, error and cancel; a listener's own failure is thrown
 * apart from the request (see {@link passOn}), never into it.
 */
export function createWireTap({ relates = true, base = (...args) => globalThis.fetch(...args) }: WireTapOptions = {}): WireTap {
  const listeners = new Set<WireListener>();
  const each = (tell: (listener: WireListener) => void) => {
    for (const listener of [...listeners]) passOn(() => tell(listener));
  };
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const sent = typeof init?.body === 'string' && (init.method ?? 'GET').toUpperCase() === 'POST' ? readMessages(init.body) : [];
    const requests = sent.filter((message) => typeof message.method === 'string' && isId(message.id));
    // Before the POST: a fast server's answer must find its leg already known.
    for (const message of requests) each((listener) => listener.requestSent?.(message.id as JsonRpcId, message.method as string, message.params));
    for (const message of sent) {
      if (message.method === undefined && isId(message.id) && ('result' in message || 'error' in message)) {
        each((listener) => listener.responseSent?.(message.id as JsonRpcId, message));
      }
    }
    const response = await base(input, init);
    if (!response.ok || response.body === null || !isEventStream(response.headers.get('content-type'))) return response;
    // A POST carrying one request: what its stream brings belongs to it. The GET stream (or a batch) belongs to no one request.
    const relatedTo = relates && requests.length === 1 ? (requests[0]!.id as JsonRpcId) : undefined;
    return observeEvents(response, (message) => {
      if (message.method === 'elicitation/create' && isId(message.id)) {
        each((listener) => listener.elicitationReceived?.(message.id as JsonRpcId, message.params, relatedTo));
      }
    });
  };
  return {
    fetch: wrapped as typeof fetch,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * `response` whose event stream passes through a reader on its way to the one consumer. A pipe,
 * not a `tee()`: there is still a single reader, so the consumer's cancel reaches the network
 * (a tee's other branch would keep the connection open), and the source's end or error reaches
 * the consumer as it is. Only the body is new; what else the transport may read is the original's.
 */
function observeEvents(response: Response, onMessage: (message: Message) => void): Response {
  const decoder = new TextDecoder();
  const parser = createParser({
    onEvent: (event) => {
      if (event.event !== undefined && event.event !== 'message') return;
      for (const message of readMessages(event.data)) onMessage(message);
    },
  });
  const body = response.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        controller.enqueue(chunk);
        passOn(() => parser.feed(decoder.decode(chunk, { stream: true })));
      },
    }),
  );
  const observed = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  // A constructed Response has no URL and says `default`; the transport reads the original's.
  Object.defineProperties(observed, {
    url: { value: response.url },
    redirected: { value: response.redirected },
    type: { value: response.type },
  });
  return observed;
}

/** Runs a listener's part: its failure is thrown on its own (an uncaught error), never into the request or the stream. */
function passOn(run: () => void): void {
  try {
    run();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || typeof value === 'number';
}

function isEventStream(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'text/event-stream';
}

/** The JSON-RPC messages of a body (one or a batch); nothing for what is not JSON. */
function readMessages(text: string): Message[] {
  try {
    const parsed: unknown = JSON.parse(text);
    const all = Array.isArray(parsed) ? parsed : [parsed];
    return all.filter((message): message is Message => typeof message === 'object' && message !== null && !Array.isArray(message));
  } catch {
    return [];
  }
}
