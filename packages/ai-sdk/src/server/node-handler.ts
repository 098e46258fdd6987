import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Node `http` / Express handler. */
export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Adapts a `(request: Request) => Promise<Response>` handler (the bridge's `handleAnswer`) to
 * Node's `http` module and Express: `app.post('/api/elicitation', toNodeHandler(bridge.handleAnswer))`.
 * The body is streamed to the handler, which enforces its own size limit, so no body parser is
 * needed; if one already ran (Express's `express.json()`), its parsed `req.body` is used instead.
 */
export function toNodeHandler(handler: (request: Request) => Promise<Response>): NodeHandler {
  return async (req, res) => {
    const response = await handler(toRequest(req));
    res.statusCode = response.status;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const method = req.method ?? 'GET';
  const parsed = (req as IncomingMessage & { body?: unknown }).body;
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  if (req.readableEnded && parsed !== undefined) {
    // A body parser consumed the stream: hand on what it parsed (the route re-checks everything).
    headers.delete('content-length');
    return new Request(url, { method, headers, body: typeof parsed === 'string' ? parsed : JSON.stringify(parsed) });
  }
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => open && controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
      req.on('end', () => open && controller.close());
      req.on('error', (error) => open && controller.error(error));
    },
    cancel() {
      // The handler stopped reading (over the size limit): the rest is drained and dropped.
      open = false;
    },
  });
  return new Request(url, { method, headers, body, duplex: 'half' } as RequestInit);
}
