/**
 * The Mastra recipe (docs/recipes/mastra.md): `@mastra/mcp` 2's per-server `inputRequests`
 * handler, answered through Elicit Kit's queue. The docs show this code; the test beside it runs it.
 */
import type { ElicitationQueue, ServerIdentity } from '@elicit-kit/core';
import type { MCPInputRequestHandler } from '@mastra/mcp';

/**
 * An `inputRequests` handler that puts each request before the person through `queue`: the
 * request's key (the `inputRequests` key on 2026-07-28, the JSON-RPC id on 2025-11-25) and
 * Mastra's abort signal travel with it, so an aborted tool call closes its card as `aborted`.
 */
export function queueInputRequests(queue: ElicitationQueue, server: ServerIdentity): MCPInputRequestHandler {
  // Spread into a plain object: the SDK's result type has an index signature core's does not.
  return async ({ key, params, signal }) => ({ ...(await queue.enqueue({ server, params, key, signal })) });
}
