/**
 * Routing 2025-11-25 session traffic to one Web-standard transport per session, as the SDK
 * servers' docs show: an `initialize` without a session id opens a session; every later request
 * names it in `Mcp-Session-Id`.
 */

/** What the v1 and v2 SDKs' `WebStandardStreamableHTTPServerTransport` have in common. */
export interface SessionTransport {
  handleRequest(request: Request, options?: { parsedBody?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** Opens a transport for a new session; it must call `opened(id)` once the session id is known. */
export type OpenSession = (opened: (sessionId: string) => void) => Promise<SessionTransport>;

/** The session router of one server. */
export interface Sessions {
  /** Answers a request of the session protocol; `parsedBody` when the caller already read it. */
  handle(request: Request, parsedBody?: unknown): Promise<Response>;
  /** Closes every open session. */
  close(): Promise<void>;
}

/** Routes requests to per-session transports that `open` creates. */
export function routeSessions(open: OpenSession): Sessions {
  const sessions = new Map<string, SessionTransport>();
  return {
    async handle(request, parsedBody) {
      const sessionId = request.headers.get('mcp-session-id');
      if (sessionId !== null) {
        const known = sessions.get(sessionId);
        return known === undefined ? rpcError(404, -32001, 'Session not found') : known.handleRequest(request, { parsedBody });
      }
      const body = parsedBody ?? (request.method === 'POST' ? await request.json().catch(() => undefined) : undefined);
      if ((body as { method?: unknown } | undefined)?.method !== 'initialize') return rpcError(400, -32000, 'Bad Request: no session (initialize first)');
      const transport = await open((id) => void sessions.set(id, transport));
      return transport.handleRequest(request, { parsedBody: body });
    },
    async close() {
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.all(open.map((transport) => transport.close()));
    },
  };
}

/** A JSON-RPC error response without an id, as the SDKs' own transports refuse a request. */
function rpcError(status: number, code: number, message: string): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status });
}
