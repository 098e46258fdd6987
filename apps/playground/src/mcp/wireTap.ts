import { EventSourceParserStream } from 'eventsource-parser/stream';

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
 * sent, and each server `elicitation/create` read off the response streams (a copy of the
 * stream, the SDK reads its own), with the request whose stream carried it.
 */
export function createWireTap({ relates = true, base = (...args) => globalThis.fetch(...args) }: WireTapOptions = {}): WireTap {
  const listeners = new Set<WireListener>();
  const each = (tell: (listener: WireListener) => void) => {
    for (const listener of [...listeners]) tell(listener);
  };
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const sent = typeof init?.body === 'string' && (init.method ?? 'GET').toUpperCase() === 'POST' ? readMessages(init.body) : [];
    const requests = sent.filter((message) => typeof message.method === 'string' && isId(message.id));
    // Before the POST: a fast server's answer must find its leg already known.
    for (const message of requests) each((listener) => listener.requestSent?.(message.id as JsonRpcId, message.method as string, message.params));
    for (const message of sent) {
      if (message.method === undefined && isId(message.id) && ('result' in message || 'error' in message)) each((listener) => listener.responseSent?.(message.id as JsonRpcId, message));
    }
    const response = await base(input, init);
    if (response.body === null || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) return response;
    // A POST carrying one request: what its stream brings belongs to it. The GET stream (or a batch) belongs to no one request.
    const relatedTo = relates && requests.length === 1 ? (requests[0]!.id as JsonRpcId) : undefined;
    const [forSdk, forTap] = response.body.tee();
    void readStream(forTap, (message) => {
      if (message.method === 'elicitation/create' && isId(message.id)) each((listener) => listener.elicitationReceived?.(message.id as JsonRpcId, message.params, relatedTo));
    });
    return new Response(forSdk, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return {
    fetch: wrapped as typeof fetch,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || typeof value === 'number';
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

/** Reads an SSE body to its end (or error: the SDK's side reports that), handing over each JSON message. */
async function readStream(stream: ReadableStream<Uint8Array>, onMessage: (message: Message) => void): Promise<void> {
  try {
    const reader = stream.pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>).pipeThrough(new EventSourceParserStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      if (value.event !== undefined && value.event !== 'message') continue;
      for (const message of readMessages(value.data)) onMessage(message);
    }
  } catch {
    // Aborted or broken: the transport itself reports it.
  }
}
