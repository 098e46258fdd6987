/**
 * A stdio MCP server built with `@modelcontextprotocol/server` 2.4.0's `serveStdio`, which
 * speaks 2026-07-28 (MRTR) and 2025-11-25 on one pipe: the child the bridge tests start with
 * `node --import tsx modernStdioServer.ts`. One tool, `greet`, asks one form question (MRTR on
 * 2026-07-28, a pushed `elicitation/create` on 2025-11-25) and answers with what it got.
 */
import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod/v4';

export const MODERN_STDIO_SERVER_NAME = 'elicit-kit-modern-stdio-test-server';

serveStdio(() => {
  const server = new McpServer({ name: MODERN_STDIO_SERVER_NAME, version: '0.0.1' }, { capabilities: { tools: {} } });
  server.registerTool(
    'greet',
    { description: 'asks for a name, then greets', inputSchema: z.object({ greeting: z.string().default('Hello') }) },
    async ({ greeting }, ctx) => {
      const who = inputResponse(ctx.mcpReq.inputResponses, 'who');
      if (who.kind === 'missing') {
        return inputRequired({
          inputRequests: {
            who: inputRequired.elicit({
              message: 'Who should be greeted?',
              requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
            }),
          },
        });
      }
      const name = who.kind === 'elicit' && who.action === 'accept' ? String((who.content as { name?: unknown } | undefined)?.name) : 'nobody';
      return { content: [{ type: 'text', text: `${greeting}, ${name}!` }] };
    },
  );
  return server;
});
// Diagnostics go to stderr: stdout belongs to the protocol.
console.error(`${MODERN_STDIO_SERVER_NAME} ready`);
