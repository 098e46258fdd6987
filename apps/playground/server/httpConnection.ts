import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { FAILURE_HEADER, type Connection } from './contract.js';
import { LocalConnection } from './connection.js';
import { isJsonRpcPayload, notJsonRpc, unreachable, upstreamFailure } from './failures.js';
import { readBody, sendFailure } from './httpIO.js';

/** Request headers from the page that belong to the MCP exchange (the rest — cookies, the token, Origin — stay here). */
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'last-event-id'];
/** Response headers the page's transport needs. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'www-authenticate', 'retry-after', 'cache-control'];

const isMcpHeader = (name: string): boolean => name.toLowerCase().startsWith('mcp-');

/**
 * A Streamable HTTP server elsewhere: the page's requests are forwarded to `url` with the
 * stored headers added, and the answers streamed back as they come (SSE included).
 */
export class HttpConnection extends LocalConnection {
  private readonly inFlight = new Set<AbortController>();

  constructor(
    private readonly url: URL,
    private readonly headers: Readonly<Record<string, string>>,
  ) {
    super('http', url.href);
  }

  protected details(): Partial<Connection> {
    return { headerNames: Object.keys(this.headers) };
  }

  async handleMcp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value !== 'string') continue;
      if (FORWARDED_REQUEST_HEADERS.includes(name) || isMcpHeader(name)) headers.set(name, value);
    }
    for (const [name, value] of Object.entries(this.headers)) headers.set(name, value);
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);

    const aborter = new AbortController();
    this.inFlight.add(aborter);
    // The page went away (or the transport aborted): stop the upstream request, SSE included.
    res.once('close', () => aborter.abort());
    try {
      let response: Response;
      try {
        response = await fetch(this.url, { method, headers, ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}), signal: aborter.signal });
      } catch (error) {
        if (aborter.signal.aborted) return;
        const failure = unreachable(this.url, error);
        this.fail(failure);
        sendFailure(res, 502, failure, { [FAILURE_HEADER]: failure.category });
        return;
      }
      const failure = upstreamFailure(
        this.url,
        method,
        response.status,
        response.headers.get('content-type'),
        req.headers['mcp-session-id'] !== undefined,
        response.headers.get('www-authenticate'),
      );
      if (failure) this.fail(failure);

      const outHeaders: Record<string, string> = {};
      for (const [name, value] of response.headers) {
        if (FORWARDED_RESPONSE_HEADERS.includes(name) || isMcpHeader(name)) outHeaders[name] = value;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!failure && response.ok && /^application\/json\b/i.test(type)) {
        // Small and complete: check it is JSON-RPC before passing it on.
        const text = await response.text();
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        if (!isJsonRpcPayload(parsed)) this.fail(notJsonRpc(this.url, response.status));
        res.writeHead(response.status, outHeaders);
        res.end(text);
        return;
      }
      res.writeHead(response.status, outHeaders);
      res.flushHeaders();
      if (!response.body) {
        res.end();
        return;
      }
      await pipeBody(response.body, res);
    } finally {
      this.inFlight.delete(aborter);
    }
  }

  async close(): Promise<void> {
    if (this.state === 'closed') return;
    for (const aborter of this.inFlight) aborter.abort();
    this.setState('closed');
  }
}

/** Streams a fetch body to the page; an abort on either side just ends it. */
function pipeBody(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    source.on('error', () => {
      res.destroy();
      resolve();
    });
    res.once('close', () => {
      source.destroy();
      resolve();
    });
    source.pipe(res);
  });
}
