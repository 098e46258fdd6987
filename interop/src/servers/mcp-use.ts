/**
 * `mcp-use` 2.5.2 (on its own copy of the v2 SDK, 2.0.0): stateless, 2026-07-28 first. Tools
 * return `inputRequired({ inputRequests: { key: inputRequired.elicit(...) } })` and read the
 * retry's `ctx.inputResponses`. A zod schema is converted and checked by the SDK, which refuses
 * `pattern` and `exclusiveMinimum`; so is a JSON schema that names a `$schema` dialect (as
 * `z.toJSONSchema` output does). A JSON schema without `$schema` goes out as written.
 */
import { MCPServer, acceptedContent, inputRequired, inputResponse } from 'mcp-use';
import { z } from 'zod';
import type { RunningServer } from '@elicit-kit/test-support/listen';
import { ZOD_SHAPES, shapeTool } from '../corpus-shapes.js';
import { PROFILE_SCHEMA, PROFILE_ZOD, SIGN_IN_URL, TOOLS } from '../forms.js';
import { askOnce } from './mrtr-tools.js';
import type { ToolResult } from './mrtr-tools.js';

export const MCP_USE_VERSION = '2.5.2';

type RequestedSchema = Parameters<typeof inputRequired.elicit>[0]['requestedSchema'];
const sdk = { inputRequired, inputResponse };
const checkZod = (responses: unknown) => () => acceptedContent(responses as never, 'profile', PROFILE_ZOD) !== undefined;

/** `z.toJSONSchema` output without `$schema`, the one shape this SDK sends with `pattern` and `exclusiveMinimum` intact. */
function withoutDialect(schema: Record<string, unknown>): RequestedSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest as unknown as RequestedSchema;
}

/** Starts the server on 127.0.0.1 and a free port. */
export async function startMcpUseServer(): Promise<RunningServer> {
  // mcp-use posts anonymous usage events (and writes .mcp-use/usage.json) unless NODE_ENV is
  // `test` or this is set; the corpus capture runs outside Vitest.
  process.env.MCP_USE_ANONYMIZED_TELEMETRY = 'false';
  const server = new MCPServer({ name: 'interop-mcp-use', version: '1.0.0', logging: { enabled: false } });
  const tool = (name: string, ask: (responses: unknown) => unknown) =>
    server.tool({ name, description: name, inputSchema: z.object({}) }, async (_args, ctx) => ask(ctx.inputResponses) as ToolResult);
  tool(TOOLS.form, (responses) =>
    askOnce(sdk, responses, 'profile', () => inputRequired.elicit({ message: 'Your profile', requestedSchema: PROFILE_SCHEMA as unknown as RequestedSchema })),
  );
  tool(TOOLS.typedForm, (responses) =>
    askOnce(
      sdk,
      responses,
      'profile',
      () => inputRequired.elicit({ message: 'Your profile', requestedSchema: withoutDialect(z.toJSONSchema(PROFILE_ZOD)) }),
      checkZod(responses),
    ),
  );
  tool(TOOLS.zodSchema, (responses) =>
    askOnce(sdk, responses, 'profile', () => inputRequired.elicit({ message: 'Your profile', requestedSchema: PROFILE_ZOD }), checkZod(responses)),
  );
  tool(TOOLS.url, (responses) => askOnce(sdk, responses, 'sign-in', () => inputRequired.elicitUrl({ message: 'Sign in', url: SIGN_IN_URL })));
  for (const [name, shape] of Object.entries(ZOD_SHAPES)) {
    tool(shapeTool(name), (responses) => askOnce(sdk, responses, 'shape', () => inputRequired.elicit({ message: name, requestedSchema: shape })));
  }
  const { port } = await server.listen(0, { host: '127.0.0.1' });
  return { url: new URL(`http://127.0.0.1:${port}/mcp`), close: () => server.close() };
}
