/**
 * A server on the v2 TypeScript SDK (`@modelcontextprotocol/server` 2.4.0) with zod schemas:
 * 2026-07-28 through `createMcpHandler`, and 2025-11-25 sessions whose legacy shim turns the same
 * `inputRequired(...)` returns into pushed `elicitation/create` requests. It drops zod's e-mail
 * `pattern` when converting and refuses `exclusiveMinimum` (`.positive()`) before sending.
 */
import { randomUUID } from 'node:crypto';
import {
  McpServer,
  WebStandardStreamableHTTPServerTransport,
  acceptedContent,
  createMcpHandler,
  inputRequired,
  inputResponse,
  isLegacyRequest,
} from '@modelcontextprotocol/server';
import type { InputRequest } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { listenFetch } from '@elicit-kit/test-support/listen';
import type { RunningServer } from '@elicit-kit/test-support/listen';
import { routeSessions } from '@elicit-kit/test-support/sessions';
import { ZOD_SHAPES, shapeTool } from '../corpus-shapes.js';
import { PROFILE_SCHEMA, PROFILE_ZOD, SIGN_IN_URL, TOOLS } from '../forms.js';
import { askOnce } from './mrtr-tools.js';
import type { ToolResult } from './mrtr-tools.js';

export const SDK_V2_VERSION = '2.4.0';

/** The zod form this SDK can send: `.min(1)` instead of `.positive()`. */
export const PROFILE_ZOD_SENDABLE = PROFILE_ZOD.extend({ seats: z.number().int().min(1).describe('Seats') });

type RequestedSchema = Parameters<typeof inputRequired.elicit>[0]['requestedSchema'];
const sdk = { inputRequired, inputResponse };

function build(): McpServer {
  const server = new McpServer({ name: 'interop-sdk-v2', version: '0.0.0' });
  const tool = (name: string, ask: (responses: unknown) => unknown) =>
    server.registerTool(name, { description: name, inputSchema: z.object({}) }, async (_args, ctx) => ask(ctx.mcpReq.inputResponses) as ToolResult);
  tool(TOOLS.form, (responses) =>
    askOnce(sdk, responses, 'profile', () => inputRequired.elicit({ message: 'Your profile', requestedSchema: PROFILE_SCHEMA as unknown as RequestedSchema })),
  );
  for (const [name, schema] of [
    [TOOLS.typedForm, PROFILE_ZOD_SENDABLE],
    [TOOLS.zodSchema, PROFILE_ZOD],
  ] as const) {
    tool(name, (responses) =>
      askOnce<InputRequest>(
        sdk,
        responses,
        'profile',
        () => inputRequired.elicit({ message: 'Your profile', requestedSchema: schema }),
        () => acceptedContent(responses as never, 'profile', schema) !== undefined,
      ),
    );
  }
  tool(TOOLS.url, (responses) => askOnce(sdk, responses, 'sign-in', () => inputRequired.elicitUrl({ message: 'Sign in', url: SIGN_IN_URL })));
  for (const [name, shape] of Object.entries(ZOD_SHAPES)) {
    tool(shapeTool(name), (responses) => askOnce(sdk, responses, 'shape', () => inputRequired.elicit({ message: name, requestedSchema: shape })));
  }
  return server;
}

/** Starts the server on 127.0.0.1 and a free port, serving both eras on one endpoint. */
export async function startSdkV2Server(): Promise<RunningServer> {
  const modern = createMcpHandler(() => build(), { legacy: 'reject' });
  const sessions = routeSessions(async (opened) => {
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: opened });
    await build().connect(transport);
    return transport;
  });
  const running = await listenFetch(async (request) =>
    request.method !== 'POST' || (await isLegacyRequest(request.clone())) ? sessions.handle(request) : modern.fetch(request),
  );
  return {
    url: running.url,
    async close() {
      await sessions.close();
      await running.close();
    },
  };
}
