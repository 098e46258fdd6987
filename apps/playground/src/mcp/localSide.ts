import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import {
  TOKEN_HEADER,
  TOKEN_META_NAME,
  type Connection,
  type ConnectionEvent,
  type ConnectionSpec,
  type ErrorBody,
  type Failure,
} from '../../server/contract.js';
import { readConnectionEvents } from '../../server/connectionEvents.js';

export type { Connection, ConnectionEvent, ConnectionSpec, Failure, FailureCategory } from '../../server/contract.js';

/** A request to the playground's local side failed; `failure` says what happened, in words. */
export class LocalSideError extends Error {
  constructor(
    readonly failure: Failure,
    readonly status: number,
  ) {
    super(failure.message);
    this.name = 'LocalSideError';
  }
}

/** This run's token, from index.html (the local side adds it); throws if the page has none. */
export function localSideToken(): string {
  const token = document.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_META_NAME}"]`)?.content;
  if (!token) {
    throw new LocalSideError(
      {
        category: 'refused',
        reason: 'missing-token',
        message: "This page has no token for the playground's local side: open it from `pnpm dev` (or `vite preview`).",
      },
      0,
    );
  }
  return token;
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(TOKEN_HEADER, localSideToken());
  const response = await fetch(new URL(path, location.href), { ...init, headers });
  if (response.ok) return response;
  let failure: Failure;
  try {
    failure = ((await response.json()) as ErrorBody).error;
  } catch {
    failure = { category: 'bad-request', message: `The playground's local side answered HTTP ${response.status}.` };
  }
  throw new LocalSideError(failure, response.status);
}

/** Opens a connection (stdio: starts the process); rejects with `LocalSideError`. */
export async function openConnection(spec: ConnectionSpec, init: { signal?: AbortSignal } = {}): Promise<Connection> {
  const response = await call('/_ek/connections', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  return ((await response.json()) as { connection: Connection }).connection;
}

/** The connection's state, latest failure and stderr tail: read it to say why a connect failed. */
export async function connectionInfo(id: string): Promise<Connection> {
  const response = await call(`/_ek/connections/${encodeURIComponent(id)}`);
  return ((await response.json()) as { connection: Connection }).connection;
}

/** Closes the connection (kills a stdio process); resolves once it is gone. Unknown ids are fine. */
export async function closeConnection(id: string): Promise<void> {
  try {
    await call(`/_ek/connections/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof LocalSideError && error.failure.category === 'unknown-connection')) throw error;
  }
}

/**
 * Follows the connection's events (state changes, stderr lines) until `signal` aborts or the
 * connection closes. It is also the lifeline: once the page stops watching (closed, reloaded),
 * the local side closes the connection.
 */
export async function watchConnection(id: string, onEvent: (event: ConnectionEvent) => void, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await call(`/_ek/connections/${encodeURIComponent(id)}/events`, { signal });
  } catch (error) {
    if (signal.aborted) return;
    throw error;
  }
  try {
    await readConnectionEvents(response.body!, onEvent);
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}

/** The MCP client's transport for a connection: same-origin, with this run's token on every request. */
export function localSideTransport(connection: Pick<Connection, 'endpoint'>, fetch?: typeof globalThis.fetch): StreamableHTTPClientTransport {
  return new StreamableHTTPClientTransport(new URL(connection.endpoint, location.href), {
    requestInit: { headers: { [TOKEN_HEADER]: localSideToken() } },
    ...(fetch !== undefined && { fetch }),
  });
}
