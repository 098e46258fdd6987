/**
 * A real MCP server built with `@modelcontextprotocol/sdk` 1.32.2 (the v1 SDK, 2025-11-25), in
 * process on 127.0.0.1 and a free port, for the v1 client's integration tests: sessionful
 * Streamable HTTP (the Web-standard transport, served and routed as every test server here is), pushed form and URL requests (`server.server.elicitInput`, which checks
 * accepted content against the requested schema with Ajv), `-32042` with
 * `createElicitationCompletionNotifier`, and a request the test withdraws (`notifications/cancelled`).
 */
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { UrlElicitationRequiredError } from '@modelcontextprotocol/sdk/types.js';
import type { ElicitRequestFormParams } from '@modelcontextprotocol/sdk/types.js';
import { listenFetch } from './listen.js';
import { DETAILS_SCHEMA, SIGNUP_SCHEMA, SIGNUP_ZOD } from './sdk-server.js';
import { routeSessions } from './sessions.js';

/** The v1 server's name as it reports it (self-reported: tests must not trust it, C28). */
export const V1_SERVER_NAME = 'elicit-kit-v1-test-server';

/** What a tool of the v1 server got back from `elicitInput`. */
export interface V1Receipt {
  tool: string;
  action?: string;
  content?: unknown;
  /** For `signup`: whether the zod schema accepts the content (true for decline/cancel). */
  valid?: boolean;
  /** The failure `elicitInput` threw (the server's own Ajv check, a withdrawn request). */
  error?: string;
}

/** A form as Python FastMCP writes its `[["a", "b"]]` shorthand: an array whose `items` have `enum` but no `type`. */
export const MULTI_SHORTHAND_SCHEMA = { type: 'object', properties: { value: { type: 'array', items: { enum: ['a', 'b'] } } }, required: ['value'] } as const;

/** A running v1 test server. */
export interface RunningV1Server {
  url: URL;
  /** Every `elicitInput` outcome, in order. */
  received: V1Receipt[];
  /** The URL elicitation ids `signin` issued with `-32042`, in order. */
  urlElicitationIds: string[];
  /** Marks a `-32042` elicitation done and sends `notifications/elicitation/complete`. */
  completeUrlElicitation(elicitationId: string): Promise<void>;
  /** Withdraws the open `hold` request (the SDK sends `notifications/cancelled`). */
  withdrawHold(): void;
  close(): Promise<void>;
}

type Form = ElicitRequestFormParams['requestedSchema'];

/** Starts the server on 127.0.0.1 and a free port. */
export async function startV1Server(): Promise<RunningV1Server> {
  const received: V1Receipt[] = [];
  const urlElicitationIds: string[] = [];
  const signins = new Map<string, { done: boolean; notify: () => Promise<void> }>();
  let hold: AbortController | undefined;

  function buildServer(): McpServer {
    const server = new McpServer({ name: V1_SERVER_NAME, version: '0.0.1' }, { capabilities: { tools: {} } });
    const text = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value) }] });
    async function elicit(
      tool: string,
      params: Parameters<McpServer['server']['elicitInput']>[0],
      check?: (content: unknown) => boolean,
      signal?: AbortSignal,
    ) {
      try {
        const result = await server.server.elicitInput(params, signal === undefined ? undefined : { signal });
        received.push({
          tool,
          action: result.action,
          content: result.content,
          ...(check !== undefined && { valid: result.action !== 'accept' || check(result.content) }),
        });
        return result;
      } catch (error) {
        received.push({ tool, error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    }

    server.registerTool('book', { description: 'a pushed form' }, async () =>
      text(await elicit('book', { message: 'Passenger details', requestedSchema: DETAILS_SCHEMA as Form })),
    );
    // Python FastMCP's `[["a", "b"]]` multi-select shorthand: `items` without `type`, beyond the spec's grammar.
    server.registerTool('pick-many', { description: 'a pushed form beyond the SDK grammar' }, async () =>
      text(await elicit('pick-many', { message: 'Pick', requestedSchema: MULTI_SHORTHAND_SCHEMA as unknown as Form })),
    );
    server.registerTool('signup', { description: 'zod email + positive count, checked by the server' }, async () =>
      text(await elicit('signup', { message: 'Sign up', requestedSchema: SIGNUP_SCHEMA as Form }, (content) => SIGNUP_ZOD.safeParse(content).success)),
    );
    server.registerTool('open-link', { description: 'a pushed URL request, completed at once' }, async () => {
      const elicitationId = randomUUID();
      const result = await elicit('open-link', { mode: 'url', message: 'Connect your calendar', url: 'https://example.com/calendar/connect', elicitationId });
      if (result.action === 'accept') await server.server.createElicitationCompletionNotifier(elicitationId)();
      return text({ action: result.action });
    });
    let signin: string | undefined;
    server.registerTool('signin', { description: '-32042 until the URL step is done' }, async () => {
      if (signin !== undefined && signins.get(signin)?.done) return text('signed in');
      if (signin === undefined) {
        signin = randomUUID();
        urlElicitationIds.push(signin);
        signins.set(signin, { done: false, notify: server.server.createElicitationCompletionNotifier(signin) });
      }
      throw new UrlElicitationRequiredError([{ mode: 'url', url: 'https://example.com/sso', message: 'Sign in first', elicitationId: signin }]);
    });
    server.registerTool('hold', { description: 'a form the server withdraws when the test says' }, async () => {
      hold = new AbortController();
      // SDK 1.32.2's client ignores `notifications/cancelled` for request id 0 (`if (!requestId) return`),
      // the id of a session's first server request: a ping takes it, so the withdrawal below is heard.
      await server.server.ping();
      return text(
        await elicit('hold', { message: 'Still there?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } }, undefined, hold.signal),
      );
    });
    return server;
  }

  const sessions = routeSessions(async (opened) => {
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: opened });
    await buildServer().connect(transport);
    return transport;
  });
  const running = await listenFetch((request) => sessions.handle(request));
  return {
    url: running.url,
    received,
    urlElicitationIds,
    async completeUrlElicitation(elicitationId) {
      const state = signins.get(elicitationId);
      if (state === undefined) throw new Error(`unknown elicitation ${elicitationId}`);
      state.done = true;
      await state.notify();
    },
    withdrawHold() {
      hold?.abort(new Error('withdrawn by the test'));
    },
    async close() {
      await sessions.close();
      await running.close();
    },
  };
}
