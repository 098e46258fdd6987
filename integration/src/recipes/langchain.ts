/**
 * The LangChain.js recipe (docs/recipes/langchain.md): `@langchain/mcp-adapters`' `loadMcpTools`
 * over an SDK client the host creates and binds with `bindElicitation` before connecting (the
 * adapter's `MultiServerMCPClient` connects its clients itself, before the kit could bind them).
 * The docs show this code; the test beside it runs it.
 */
import type { ElicitationQueue, ServerIdentity } from '@elicit-kit/core';
import { bindElicitation, callWithElicitation } from '@elicit-kit/mcp';
import type { McpClient } from '@elicit-kit/mcp';
import { loadMcpTools } from '@langchain/mcp-adapters';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

/** LangChain tools of the MCP server at `url`, whose elicitations go to `queue`; close `client` when done. */
export async function loadKitTools(url: URL, queue: ElicitationQueue, server: ServerIdentity) {
  const client = new Client({ name: 'my-langchain-host', version: '1.0.0' });
  bindElicitation(client, queue, { server, modes: { form: true, url: true } });
  await client.connect(new StreamableHTTPClientTransport(url));
  return { client, tools: await loadMcpTools(server.name, routeCallsThroughKit(client, queue, server)) };
}

/**
 * `client` with `callTool` routed through `callWithElicitation`: the adapter calls
 * `client.callTool(params, schema, { signal })`, and through the kit a call gets URL consent and
 * the retry after -32042, and aborting it closes its open cards. Any bound SDK client (v1 or v2).
 */
export function routeCallsThroughKit<C extends McpClient>(client: C, queue: ElicitationQueue, server: ServerIdentity): C {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'callTool') {
        return (params: { name: string; arguments?: Record<string, unknown> }, _schema?: unknown, options?: { signal?: AbortSignal }) =>
          callWithElicitation(target, 'tools/call', params, queue, { server, ...(options?.signal && { signal: options.signal }) });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
