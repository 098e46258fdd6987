/**
 * The glue between `node:http` and the Fetch API `Request`/`Response` that the MCP SDK's handlers
 * and the example chat's routes speak.
 * The one subtle part is the abort signal: it fires when the client goes away before the
 * answer was sent, so a tool holding a request open (connect_github) stops waiting.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** A Fetch handler as the workspace's HTTP servers use them. */
export type WebHandler = (request: Request) => Promise<Response>;

/** Reads the whole request body (the demo server's bodies are small JSON documents and forms). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The incoming request as a Fetch `Request` whose signal aborts if the client disconnects early.
 * `body` is the body already read; without it the body streams from `req` (so a handler can
 * stop reading at its own size limit: the example chat's server, apps/chat, serves it this way).
 */
export function toWebRequest(req: IncomingMessage, res: ServerResponse, body?: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const disconnected = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) disconnected.abort(new Error('The client closed the connection.'));
  });
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const streamed = { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' };
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method,
    headers,
    signal: disconnected.signal,
    ...(hasBody && (body === undefined ? streamed : { body })),
  } as RequestInit);
}

/** Writes a Fetch `Response` to `res`, streaming its body (SSE responses stay open while they last). */
export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body === null) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  // The client left: stop reading, so the SDK's stream sees a cancel and releases the exchange.
  res.on('close', () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } finally {
    res.end();
  }
}

/** A `node:http` request listener that serves `handle`; an exception becomes a plain 500. */
export function nodeListener(handle: (request: Request, body: string) => Promise<Response>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    void (async () => {
      try {
        const body = await readBody(req);
        await sendWebResponse(res, await handle(toWebRequest(req, res, body), body));
      } catch (error) {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Internal error: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  };
}
