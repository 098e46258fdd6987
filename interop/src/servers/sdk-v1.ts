/**
 * A server on the v1 TypeScript SDK (`@modelcontextprotocol/sdk` 1.32.2), which speaks
 * 2025-11-25 only: pushed `elicitInput` (form and URL), and `-32042` with
 * `UrlElicitationRequiredError` whose URL step this server itself completes when the person's
 * browser opens it (`createElicitationCompletionNotifier`).
 */
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { UrlElicitationRequiredError } from '@modelcontextprotocol/sdk/types.js';
import type { ElicitRequestFormParams } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { listenFetch } from '@elicit-kit/test-support/listen';
import type { RunningServer } from '@elicit-kit/test-support/listen';
import { routeSessions } from '@elicit-kit/test-support/sessions';
import { ZOD_SHAPES, shapeTool } from '../corpus-shapes.js';
import { PROFILE_SCHEMA, PROFILE_ZOD, SIGN_IN_URL, TOOLS, received } from '../forms.js';

export const SDK_V1_VERSION = '1.32.2';

/** The path whose visit completes a `-32042` URL step (the page the person's browser opens). */
const FINISH_PATH = '/finish';

type RequestedSchema = ElicitRequestFormParams['requestedSchema'];
const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

/** Starts the server on 127.0.0.1 and a free port. */
export async function startSdkV1Server(): Promise<RunningServer> {
  let origin = '';
  const steps = new Map<string, { done: boolean; notify: () => Promise<void> }>();

  function build(): McpServer {
    const server = new McpServer({ name: 'interop-sdk-v1', version: '0.0.0' });
    server.registerTool(TOOLS.form, { description: 'a form from a JSON schema' }, async () =>
      text(received(await server.server.elicitInput({ mode: 'form', message: 'Your profile', requestedSchema: PROFILE_SCHEMA as unknown as RequestedSchema }))),
    );
    server.registerTool(TOOLS.typedForm, { description: 'a form from z.toJSONSchema' }, async () =>
      text(received(await server.server.elicitInput({ message: 'Your profile', requestedSchema: z.toJSONSchema(PROFILE_ZOD) as RequestedSchema }))),
    );
    server.registerTool(TOOLS.url, { description: 'a URL elicitation' }, async () =>
      text(received(await server.server.elicitInput({ mode: 'url', message: 'Sign in', url: SIGN_IN_URL, elicitationId: randomUUID() }))),
    );
    for (const [name, shape] of Object.entries(ZOD_SHAPES)) {
      server.registerTool(shapeTool(name), { description: `the ${name} shape` }, async () =>
        text(received(await server.server.elicitInput({ message: name, requestedSchema: z.toJSONSchema(shape) as RequestedSchema }))),
      );
    }
    // -32042 until this session's URL step is done; the step's page is served below.
    let step: string | undefined;
    server.registerTool(TOOLS.urlRequired, { description: '-32042 until signed in' }, async () => {
      if (step !== undefined && steps.get(step)?.done) return text(received({ action: 'accept', content: { signedIn: true } }));
      step ??= randomUUID();
      if (!steps.has(step)) steps.set(step, { done: false, notify: server.server.createElicitationCompletionNotifier(step) });
      throw new UrlElicitationRequiredError([{ mode: 'url', message: 'Sign in first', url: `${origin}${FINISH_PATH}?id=${step}`, elicitationId: step }]);
    });
    return server;
  }

  const sessions = routeSessions(async (opened) => {
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: opened });
    await build().connect(transport);
    return transport;
  });

  const running = await listenFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === FINISH_PATH) {
      const step = steps.get(url.searchParams.get('id') ?? '');
      if (step === undefined) return new Response('unknown sign-in', { status: 404 });
      step.done = true;
      await step.notify();
      return new Response('signed in; you can close this tab');
    }
    return sessions.handle(request);
  });
  origin = running.url.origin;
  return {
    url: running.url,
    async close() {
      await sessions.close();
      await running.close();
    },
  };
}
