import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** How many redirects an upstream may send before the request fails. */
const MAX_REDIRECTS = 5;

export interface UpstreamRequest {
  method: string;
  /** The page's MCP headers (they follow every redirect). */
  headers: OutgoingHttpHeaders;
  /** The stored headers (e.g. Authorization): dropped when a redirect leaves the origin, as browsers do. */
  credentials: Readonly<Record<string, string>>;
  body: Buffer | undefined;
  signal: AbortSignal;
}

/**
 * One request to the upstream server with `node:http(s)`, following redirects (e.g. `/mcp` →
 * `/mcp/`, which Python servers send). Not `fetch`: its body timeout (300 s) would cut an event
 * stream that waits longer for a person's answer, and a page waits as long as the person takes.
 */
export async function requestUpstream(url: URL, init: UpstreamRequest): Promise<{ response: IncomingMessage; url: URL }> {
  let current = url;
  let { method, body } = init;
  for (let redirects = 0; ; redirects++) {
    const sameOrigin = current.origin === url.origin;
    const response = await send(current, method, { ...init.headers, ...(sameOrigin ? init.credentials : {}) }, body, init.signal);
    const location = response.headers.location;
    if (![301, 302, 303, 307, 308].includes(response.statusCode ?? 0) || location === undefined) return { response, url: current };
    response.resume();
    if (redirects === MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
    current = new URL(location, current);
    // 303 (and, as browsers do, 301/302 after a POST) turn into a GET without a body.
    if (response.statusCode === 303 || ((response.statusCode === 301 || response.statusCode === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
    }
  }
}

function send(url: URL, method: string, headers: OutgoingHttpHeaders, body: Buffer | undefined, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method, headers, signal }, resolve);
    // Kept for the request's whole life: an abort after the answer must not be an unhandled 'error'.
    request.on('error', reject);
    request.end(body);
  });
}
