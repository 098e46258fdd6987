import type { Failure } from './contract.js';

/** The system error code behind a failed `fetch` (undici wraps it in `cause`, sometimes in an AggregateError). */
function networkCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const { code, errors, cause } = current as { code?: unknown; errors?: unknown[]; cause?: unknown };
    if (typeof code === 'string') return code;
    if (Array.isArray(errors) && errors.length > 0) current = errors[0];
    else current = cause;
  }
  return undefined;
}

/** A `fetch` to the upstream server failed before any answer: say why in words. */
export function unreachable(url: URL, error: unknown): Failure {
  const code = networkCode(error);
  const where = url.href;
  let message: string;
  if (code === 'ECONNREFUSED') message = `Nothing answers at ${where} (connection refused). Is the server running?`;
  else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') message = `The host name '${url.hostname}' could not be found.`;
  else if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') message = `Connecting to ${where} timed out.`;
  else if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') message = `The connection to ${where} was dropped.`;
  else if (code !== undefined && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) message = `The TLS connection to ${where} failed (${code}).`;
  else {
    const detail = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    message = `Could not reach ${where}: ${detail}${code ? ` (${code})` : ''}.`;
  }
  return { category: 'unreachable', message };
}

/**
 * What an upstream answer says about the server, or `undefined` when it looks like MCP. 400
 * and 405 are left alone: they are ordinary MCP answers (a version probe a 2025 server does not
 * know, a server without a GET stream).
 */
export function upstreamFailure(
  url: URL,
  method: string,
  status: number,
  contentType: string | null,
  hadSession: boolean,
  wwwAuthenticate: string | null,
): Failure | undefined {
  if (status === 401 || status === 403) {
    return {
      category: 'auth-required',
      status,
      ...(wwwAuthenticate ? { wwwAuthenticate } : {}),
      message:
        status === 401
          ? `${url.href} needs authorization (HTTP 401): add an Authorization header, e.g. 'Bearer <token>'.`
          : `${url.href} refused access (HTTP 403): the credentials given are not enough.`,
    };
  }
  if (status === 404) {
    return hadSession
      ? { category: 'session-expired', status, message: `${url.href} no longer knows this session (HTTP 404); connect again.` }
      : { category: 'not-mcp', status, message: `There is no MCP endpoint at ${url.href} (HTTP 404). Check the path (often /mcp).` };
  }
  if (status >= 500) return { category: 'server-error', status, message: `${url.href} failed with HTTP ${status}.` };
  if (status >= 200 && status < 300 && status !== 202 && method !== 'DELETE') {
    const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const expected = method === 'GET' ? ['text/event-stream'] : ['application/json', 'text/event-stream'];
    if (!expected.includes(type)) {
      return {
        category: 'not-mcp',
        status,
        message: `${url.href} answered with ${type === '' ? 'no content type' : `'${type}'`}, not MCP (JSON-RPC or an event stream). Is this the server's MCP endpoint?`,
      };
    }
  }
  return undefined;
}

/** A JSON body that is not JSON-RPC 2.0 (a message or a batch of them). */
export function isJsonRpcPayload(value: unknown): boolean {
  const one = (item: unknown): boolean => item !== null && typeof item === 'object' && (item as { jsonrpc?: unknown }).jsonrpc === '2.0';
  return Array.isArray(value) ? value.length > 0 && value.every(one) : one(value);
}

export function notJsonRpc(url: URL, status: number): Failure {
  return { category: 'not-mcp', status, message: `${url.href} answered with JSON that is not JSON-RPC: it does not look like an MCP server.` };
}
