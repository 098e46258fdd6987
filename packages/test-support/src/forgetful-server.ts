/**
 * Servers that serve 2025-11-25 without sessions, as xmcp and mcp-handler do, so they forget the
 * `elicitation` capability a client declared at connect: on 127.0.0.1, a free port each.
 * - `v2`: `@modelcontextprotocol/server` 2.4.0's `createMcpHandler` with its default stateless
 *   legacy fallback. Its `book` tool asks by `input_required`: answered on 2026-07-28; on
 *   2025-11-25 the fallback cannot push and returns a tool error ("… no client capabilities are
 *   available on this connection …").
 * - `v1`: `@modelcontextprotocol/sdk` 1.32.2, a server and transport per request
 *   (`sessionIdGenerator: undefined`). Its `book` tool pushes (`elicitInput`), which throws
 *   "Client does not support form elicitation." (a tool error).
 */
import { McpServer, createMcpHandler, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { McpServer as V1McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport as V1Transport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import * as z from 'zod/v4';
import { listenFetch } from './listen.js';

/** The form both servers ask for. */
export const FORGETFUL_FORM = { type: 'object' as const, properties: { seat: { type: 'string' as const } }, required: ['seat'] };

export interface RunningForgetfulServers {
  /** The v2 server's endpoint (2026-07-28, and 2025-11-25 stateless). */
  v2: URL;
  /** The v1 server's endpoint (2025-11-25 stateless). */
  v1: URL;
  close(): Promise<void>;
}

export async function startForgetfulServers(): Promise<RunningForgetfulServers> {
  const modern = createMcpHandler(() => {
    const server = new McpServer({ name: 'forgetful-v2', version: '0.0.1' });
    server.registerTool('book', { description: 'asks for a seat', inputSchema: z.object({}) }, (_args, ctx) => {
      const seat = inputResponse(ctx.mcpReq.inputResponses, 'seat');
      if (seat.kind === 'missing')
        return inputRequired({ inputRequests: { seat: inputRequired.elicit({ message: 'Which seat?', requestedSchema: FORGETFUL_FORM }) } });
      return { content: [{ type: 'text', text: JSON.stringify(seat) }] };
    });
    return server;
  });
  const v2 = await listenFetch((request) => modern.fetch(request));
  const v1 = await listenFetch(async (request) => {
    const server = new V1McpServer({ name: 'forgetful-v1', version: '0.0.1' }, { capabilities: { tools: {} } });
    server.registerTool('book', { description: 'asks for a seat', inputSchema: {} }, async () => {
      const answer = await server.server.elicitInput({ message: 'Which seat?', requestedSchema: FORGETFUL_FORM });
      return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
    });
    // No session id generator: stateless, as mcp-handler serves.
    const transport = new V1Transport({ enableJsonResponse: true });
    await server.connect(transport);
    return transport.handleRequest(request);
  });
  return {
    v2: v2.url,
    v1: v1.url,
    close: async () => {
      await Promise.all([v2.close(), v1.close()]);
    },
  };
}
