/**
 * Every `elicitation/create` params object a server sends, exactly as it crosses the wire: read
 * from the HTTP response bodies (JSON or SSE) through the client transport's `fetch`, before
 * any SDK parses them. The SDK clients drop keywords such as `pattern` and `exclusiveMinimum`
 * while parsing, so this is the only honest record of what a framework emits.
 */

/** One elicitation request as the server sent it. */
export interface RawElicitation {
  /** How it arrived: pushed over a 2025 session, in a 2026-07-28 `input_required` result, or in a `-32042` error. */
  via: 'push' | 'input_required' | '-32042';
  /** The `inputRequests` key (2026-07-28 only). */
  key?: string;
  /** The `elicitation/create` params, untouched. */
  params: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The elicitation requests one JSON-RPC message carries (none for most messages). */
export function elicitationsIn(message: unknown): RawElicitation[] {
  if (!isObject(message)) return [];
  if (message.method === 'elicitation/create' && isObject(message.params)) return [{ via: 'push', params: message.params }];
  const { result, error } = message;
  if (isObject(result) && isObject(result.inputRequests)) {
    return Object.entries(result.inputRequests).flatMap(([key, request]) =>
      isObject(request) && request.method === 'elicitation/create' && isObject(request.params)
        ? [{ via: 'input_required' as const, key, params: request.params }]
        : [],
    );
  }
  if (isObject(error) && error.code === -32042 && isObject(error.data) && Array.isArray(error.data.elicitations)) {
    return error.data.elicitations.filter(isObject).map((params) => ({ via: '-32042' as const, params }));
  }
  return [];
}

/** A recording `fetch`, and a way to wait until it has read every body it passed on. */
export type RecordingFetch = typeof fetch & {
  /** Resolves once every response body so far has been read to its end (or aborted). */
  settled(): Promise<void>;
};

/**
 * A `fetch` for the client transport that records into `sink` every elicitation request in the
 * responses, in arrival order. The response the transport reads is the same bytes (a tee).
 */
export function recordingFetch(sink: RawElicitation[], base: typeof fetch = fetch): RecordingFetch {
  return tappingFetch((message) => void sink.push(...elicitationsIn(message)), base);
}

/** What {@link tappingFetch} tells about each JSON-RPC message in a response: the HTTP response it came in. */
export interface ResponseInfo {
  status: number;
  contentType: string;
}

/**
 * A `fetch` that hands `onMessage` every JSON-RPC message of every JSON or SSE response body,
 * in arrival order, while the transport reads the same bytes (a tee).
 */
export function tappingFetch(onMessage: (message: unknown, response: ResponseInfo) => void, base: typeof fetch = fetch): RecordingFetch {
  const reading = new Set<Promise<void>>();
  const recording = async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]): Promise<Response> => {
    const response = await base(input, init);
    const type = response.headers.get('content-type') ?? '';
    const isJson = type.includes('application/json');
    const isSse = type.includes('text/event-stream');
    if (response.body === null || (!isJson && !isSse)) return response;
    const [forClient, forRecord] = response.body.tee();
    // An aborted stream ends the record, nothing else.
    const info = { status: response.status, contentType: type };
    const read = record(forRecord, isSse, (message) => onMessage(message, info)).catch(() => undefined);
    reading.add(read);
    void read.then(() => reading.delete(read));
    return new Response(forClient, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return Object.assign(recording, { settled: async () => void (await Promise.all([...reading])) });
}

async function record(stream: ReadableStream<Uint8Array>, isSse: boolean, onMessage: (message: unknown) => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffered = '';
  const take = (text: string): void => {
    for (const message of parseMessages(text)) onMessage(message);
  };
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    if (!isSse) continue;
    // SSE: each event ends with a blank line; its data lines join into one JSON-RPC message.
    const events = buffered.split(/\r?\n\r?\n/);
    buffered = events.pop() ?? '';
    for (const event of events) take(sseData(event));
  }
  buffered += decoder.decode();
  take(isSse ? sseData(buffered) : buffered);
}

function sseData(event: string): string {
  return event
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''))
    .join('\n');
}

function parseMessages(text: string): unknown[] {
  if (text.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return []; // not JSON-RPC (a plain error page): nothing to record
  }
}
