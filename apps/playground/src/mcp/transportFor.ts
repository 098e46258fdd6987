import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { filledValues, type ServerTarget } from '../connection/serverTarget.js';
import { demoServerEndpoint } from './demoServer.js';

/** What `client.connect` takes: the SDK's Streamable HTTP transport, whatever the target. */
export type PlaygroundTransport = StreamableHTTPClientTransport;

/**
 * The one place that decides how the browser reaches a target (so swapping the route is small):
 * - the demo server: this page's own `/mcp`, which Vite proxies (the SDK server sends no CORS headers);
 * - a Streamable HTTP URL: directly, with the person's headers on every request (the server
 *   must allow this page's origin by CORS);
 * - a stdio command: only through the playground's local Node side, which runs it.
 */
export function transportFor(target: ServerTarget): PlaygroundTransport {
  if (target.kind === 'demo') return new StreamableHTTPClientTransport(demoServerEndpoint());
  if (target.kind === 'http') {
    const url = parseHttpUrl(target.url);
    const headers = Object.fromEntries(filledValues(target.headers).map(({ name, value }) => [name, value]));
    return new StreamableHTTPClientTransport(url, { requestInit: { headers } });
  }
  throw new LocalSideUnavailableError('Running a stdio command needs the playground’s local side, which is not running.');
}

/** The target needs the local Node side, and this page has none. */
export class LocalSideUnavailableError extends Error {
  override name = 'LocalSideUnavailableError';
}

/** A URL the transport can use: http(s) only, said in words otherwise. */
export function parseHttpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new InvalidTargetError(`“${text}” is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidTargetError(`Only http and https URLs can be used, not ${url.protocol}`);
  return url;
}

/** What the person typed cannot be a server address. */
export class InvalidTargetError extends Error {
  override name = 'InvalidTargetError';
}
