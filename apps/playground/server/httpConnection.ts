import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { FAILURE_HEADER, type Connection } from './contract.js';
import { LocalConnection } from './connection.js';
import { isJsonRpcPayload, notJsonRpc, unreachable, upstreamFailure } from './failures.js';
import { readBody, sendFailure } from './httpIO.js';
import { requestUpstream } from './upstream.js';

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
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && (FORWARDED_REQUEST_HEADERS.includes(name) || isMcpHeader(name))) headers[name] = value;
    }
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);

    const aborter = new AbortController();
    this.inFlight.add(aborter);
    // The page went away (or the transport aborted): stop the upstream request, SSE included.
    res.once('close', () => aborter.abort());
    try {
      let response: IncomingMessage;
      try {
        ({ response } = await requestUpstream(this.url, { method, headers, credentials: this.headers, body, signal: aborter.signal }));
      } catch (error) {
        if (aborter.signal.aborted) return;
        const failure = unreachable(this.url, error);
        this.fail(failure);
        sendFailure(res, 502, failure, { [FAILURE_HEADER]: failure.category });
        return;
      }
      const status = response.statusCode ?? 502;
      const wwwAuthenticate = response.headers['www-authenticate'] ?? null;
      const type = response.headers['content-type'] ?? '';
      const failure = upstreamFailure(this.url, method, status, type || null, req.headers['mcp-session-id'] !== undefined, wwwAuthenticate);
      if (failure) this.fail(failure);

      const outHeaders: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined && (FORWARDED_RESPONSE_HEADERS.includes(name) || isMcpHeader(name))) outHeaders[name] = value;
      }
      if (!failure && status >= 200 && status < 300 && /^application\/json\b/i.test(type)) {
        // Small and complete: check it is JSON-RPC before passing it on.
        const text = (await readBody(response)).toString('utf8');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        if (!isJsonRpcPayload(parsed)) this.fail(notJsonRpc(this.url, status));
        res.writeHead(status, outHeaders);
        res.end(text);
        return;
      }
      res.writeHead(status, outHeaders);
      res.flushHeaders();
      await pipeBody(response, res);
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

/** Streams the upstream's answer to the page; an abort on either side just ends it. */
function pipeBody(source: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    source.once('error', () => {
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
