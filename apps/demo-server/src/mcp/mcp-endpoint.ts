/**
 * The demo's MCP endpoint. Modern clients (2026-07-28) are served statelessly by the SDK's
 * `createMcpHandler`; 2025-11-25 clients get a session of their own (a sessionful
 * `WebStandardStreamableHTTPServerTransport`), because only a session lets the server push
 * `elicitation/create` and `notifications/elicitation/complete` to them (docs/protocol.md §3.6).
 */
import { randomUUID } from 'node:crypto';
import { McpServer, WebStandardStreamableHTTPServerTransport, createMcpHandler, isInitializeRequest, isLegacyRequest } from '@modelcontextprotocol/server';
import type { RequestStateCodec } from '@modelcontextprotocol/server';
import type { ProtocolEra } from '../answers.js';
import { registerDemoTools } from '../tools/index.js';
import type { DemoEnvironment, LegacySession, SealedState } from '../tools/demo-tool.js';

/** The name the demo server reports (clients must not trust it for identity). */
export const DEMO_SERVER_INFO = { name: 'elicit-kit-demo', title: 'Elicit Kit demo server', version: '0.0.0' } as const;

/** The MCP endpoint of one running demo server. */
export interface McpEndpoint {
  /** Serves one HTTP request; `body` is its already-read text. */
  handle(request: Request, body: string): Promise<Response>;
  /** Ends the modern exchanges in flight and closes every 2025-11-25 session. */
  close(): Promise<void>;
}

/** Creates the endpoint; `codec` checks every echoed `requestState` before a tool sees it (forged or expired → `-32602`). */
export function createMcpEndpoint(env: DemoEnvironment, codec: RequestStateCodec<SealedState>): McpEndpoint {
  const buildServer = (era: ProtocolEra, legacy?: LegacySession): McpServer => {
    const server = new McpServer(DEMO_SERVER_INFO, { capabilities: { tools: {} }, requestState: { verify: codec.verify } });
    registerDemoTools(server, era, env, legacy);
    return server;
  };

  const modern = createMcpHandler(() => buildServer('2026-07-28'), { legacy: 'reject' });
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();

  async function openSession(request: Request, message: unknown): Promise<Response> {
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, transport),
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    const server: McpServer = buildServer('2025-11-25', {
      completionNotifier: (elicitationId) => server.server.createElicitationCompletionNotifier(elicitationId),
      memory: new Map(),
    });
    await server.connect(transport);
    return transport.handleRequest(request, { parsedBody: message });
  }

  async function handleLegacy(request: Request, message: unknown): Promise<Response> {
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId !== null) {
      const session = sessions.get(sessionId);
      if (session !== undefined) return session.handleRequest(request, message === undefined ? {} : { parsedBody: message });
      return jsonRpcError(404, 'Session not found');
    }
    if (request.method === 'POST' && isInitializeRequest(message)) return openSession(request, message);
    return jsonRpcError(400, 'Bad Request: a 2025-11-25 request needs the Mcp-Session-Id of an initialized session');
  }

  return {
    async handle(request, body) {
      const message = parseJson(body);
      // GET/DELETE only exist for 2025-11-25 sessions; a POST without the 2026 envelope is 2025 traffic.
      if (request.method !== 'POST' || (await isLegacyRequest(request, message))) return handleLegacy(request, message);
      return modern.fetch(request, message === undefined ? undefined : { parsedBody: message });
    },
    async close() {
      await modern.close();
      await Promise.allSettled([...sessions.values()].map((transport) => transport.close()));
    },
  };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: the SDK's own checks answer it with the proper parse error.
    return undefined;
  }
}

function jsonRpcError(status: number, message: string): Response {
  return Response.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, { status });
}
