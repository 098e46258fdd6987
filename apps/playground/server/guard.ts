import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { TOKEN_HEADER, type Failure, type RefusalReason } from './contract.js';

/** The host names a loopback-only server answers to. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Host values Vite may be told to listen on that stay on this machine (`undefined` is Vite's `localhost`). */
export function isLoopbackListenHost(host: string | boolean | undefined): boolean {
  return host === undefined || host === '127.0.0.1' || host === 'localhost' || host === '::1';
}

/**
 * Why the local side must not act on `req`, or `undefined` when it may. Checks, in order: the
 * `Host` (a loopback name with the port the request really arrived on, which defeats DNS
 * rebinding), the `Origin` (absent, or this very origin) and `Sec-Fetch-Site`, then the token.
 */
export function refusalOf(req: IncomingMessage, token: string): Failure | undefined {
  const port = req.socket.localPort;
  const allowedHosts = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  const host = req.headers.host?.toLowerCase();
  if (host === undefined || !allowedHosts.includes(host)) {
    return refusal('foreign-host', `The local side only answers requests addressed to 127.0.0.1:${port} or localhost:${port}, not '${host ?? ''}'.`);
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedHosts.some((allowed) => origin.toLowerCase() === `http://${allowed}`)) {
    return refusal('foreign-origin', `The local side only answers the playground's own page, not a page from '${origin}'.`);
  }
  if (req.headers['sec-fetch-site'] === 'cross-site') {
    return refusal('foreign-origin', "The local side only answers the playground's own page, not a cross-site request.");
  }
  const given = req.headers[TOKEN_HEADER.toLowerCase()];
  if (typeof given !== 'string' || given === '') {
    return refusal('missing-token', `The request has no ${TOKEN_HEADER} header; reload the playground's page to get this run's token.`);
  }
  if (!sameSecret(given, token)) {
    return refusal('wrong-token', `The ${TOKEN_HEADER} header does not match this run's token; reload the playground's page.`);
  }
  return undefined;
}

function refusal(reason: RefusalReason, message: string): Failure {
  return { category: 'refused', reason, message };
}

/** Constant-time comparison, so the token cannot be guessed a character at a time. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
