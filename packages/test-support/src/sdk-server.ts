/**
 * A real MCP server built with `@modelcontextprotocol/server` 2.4.0, in process on
 * 127.0.0.1 and a free port, for integration tests of `@elicit-kit/mcp`:
 * 2026-07-28 stateless MRTR through `createMcpHandler(…, { legacy: 'reject' })` with an HMAC
 * `requestState` codec (a random key per start, short ttl), and the sessionful 2025-11-25 path
 * (pushed `elicitation/create`, `-32042`) behind `isLegacyRequest`. Every request is recorded.
 */
import { randomUUID } from 'node:crypto';
import {
  McpServer,
  ProtocolError,
  ProtocolErrorCode,
  UrlElicitationRequiredError,
  WebStandardStreamableHTTPServerTransport,
  acceptedContent,
  createMcpHandler,
  createRequestStateCodec,
  inputRequired,
  inputResponse,
  isLegacyRequest,
} from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { listenFetch } from './listen.js';
import { routeSessions } from './sessions.js';

/** The server's name as it reports it (self-reported: tests must not trust it, C28). */
export const SDK_SERVER_NAME = 'elicit-kit-sdk-test-server';

/** A form-mode `requestedSchema` as the SDK server takes it. */
type RequestedSchema = Extract<Parameters<typeof inputRequired.elicit>[0]['requestedSchema'], { type: 'object' }>;

/** The `book` and `echo` tools' form: the fields a person fills in. */
export const DETAILS_SCHEMA: RequestedSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Your name', minLength: 1, default: 'Ada' },
    seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 9, default: 2 },
    vip: { type: 'boolean', title: 'VIP?', default: false },
    extras: { type: 'array', title: 'Extras', items: { type: 'string', enum: ['wifi', 'meal'] }, default: ['wifi'] },
  },
  required: ['name', 'seats'],
};

/**
 * What a zod-built server asks (as TS `fastmcp` and hand-written servers send it): an email
 * (`z.email()` → `pattern`) and a positive whole number (`.int().positive()` →
 * `exclusiveMinimum`), both required. The SDK clients strip `pattern` and `exclusiveMinimum`
 * while parsing the request; the server still checks content against the whole schema.
 */
export const SIGNUP_ZOD = z.object({ email: z.email(), count: z.number().int().positive() });

/** {@link SIGNUP_ZOD} as the JSON Schema on the wire. */
// Plain JSON (a copy): the SDK server would prune a Standard Schema object, refusing `exclusiveMinimum`.
export const SIGNUP_SCHEMA = JSON.parse(JSON.stringify(z.toJSONSchema(SIGNUP_ZOD))) as RequestedSchema;

/** The tool that asks {@link SIGNUP_SCHEMA} (key `signup`) and rejects content that fails it with `-32602`, as Ajv-checking servers do. */
export const SIGNUP_TOOL = 'signup';

/** What the {@link SIGNUP_TOOL} received: each answer, and whether its own schema accepted the content. */
export interface SignupReceipt {
  era: Era;
  action: string;
  content: unknown;
  valid: boolean;
}

/** The tool that answers without `resultType` (answered raw, below the SDK, which always adds it). */
export const UNTYPED_TOOL = 'untyped';

/** The tool that asks for a sampling completion, which the kit does not offer (answered raw too). */
export const SAMPLING_TOOL = 'summarise';

/** The tool whose one round uses the key `__proto__` (answered raw: written as JSON text, as a hostile server would). */
export const HOSTILE_KEY_TOOL = 'hostile-key';

/** The tool that refuses a website that is not a full `https://` address (an `isError` result), in both eras. */
export const VETTING_TOOL = 'vet';

/** The 2025-11-25 tool that stays open until the test releases it, so raw pushes can ride its response stream. */
export const RELAY_TOOL = 'relay';

/**
 * A hostile answer written below the SDK: given a POSTed JSON-RPC message and the era it was
 * sent in, the HTTP response to send instead of the SDK's, or `undefined` to let the SDK answer.
 */
export type RawAnswer = (message: WireMessage, era: Era) => Response | undefined;

/** An open call of {@link RELAY_TOOL} (2025-11-25). */
export interface Relay {
  /** Sends `message` as is (any JSON-RPC request or notification) on the call's response stream. */
  push(message: Record<string, unknown>): Promise<void>;
  /** Ends the call with a text result. */
  release(text?: string): void;
}

/** One HTTP request the server received. */
export interface WireRequest {
  httpMethod: string;
  headers: {
    'mcp-protocol-version'?: string | undefined;
    'mcp-method'?: string | undefined;
    'mcp-name'?: string | undefined;
    'mcp-session-id'?: string | undefined;
  };
  /** The JSON-RPC message, parsed; `undefined` for a GET/DELETE. */
  body: WireMessage | undefined;
}

/** A JSON-RPC message as recorded. */
export interface WireMessage {
  jsonrpc?: string;
  id?: string | number;
  method?: string;
  params?: Record<string, unknown> & { _meta?: Record<string, unknown>; name?: string; requestState?: string; inputResponses?: Record<string, unknown> };
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
}

/**
 * A {@link RawAnswer} for `tools/call` of tool `name` in `era`: the JSON-RPC `result` that
 * `result(message)` gives, as the server would never send it itself.
 */
export function rawToolResult(name: string, era: Era, result: (message: WireMessage) => unknown): RawAnswer {
  return (message, sentIn) =>
    sentIn === era && message.method === 'tools/call' && message.params?.name === name
      ? Response.json({ jsonrpc: '2.0', id: message.id, result: result(message) })
      : undefined;
}

/** `answer` for the first message it answers only; later ones reach the SDK (a retry, say). */
export function firstOnly(answer: RawAnswer): RawAnswer {
  let answered = false;
  return (message, era) => {
    if (answered) return undefined;
    const response = answer(message, era);
    if (response !== undefined) answered = true;
    return response;
  };
}

/** A {@link RawAnswer} for `tools/call` of tool `name` in `era`: the JSON-RPC `error` given. */
export function rawToolError(name: string, era: Era, error: { code: number; message: string; data?: unknown }): RawAnswer {
  return (message, sentIn) =>
    sentIn === era && message.method === 'tools/call' && message.params?.name === name ? Response.json({ jsonrpc: '2.0', id: message.id, error }) : undefined;
}

/** A running test server. */
export interface RunningSdkServer {
  /** The MCP endpoint. */
  url: URL;
  /** Every request received, in order. */
  wire: WireRequest[];
  /** Requests of one JSON-RPC method, e.g. `tools/call`, in order. */
  calls(method: string): WireMessage[];
  /** Every answer the {@link SIGNUP_TOOL} received, in order. */
  signups: SignupReceipt[];
  /** The URL elicitation ids the 2025 `signin` tool issued with `-32042`, in order. */
  urlElicitationIds: string[];
  /** Marks a `-32042` URL elicitation done and sends `notifications/elicitation/complete`. */
  completeUrlElicitation(elicitationId: string): Promise<void>;
  /** Lets `answer` answer requests below the SDK until the returned function is called. */
  answerRaw(answer: RawAnswer): () => void;
  /** Resolves with the next open {@link RELAY_TOOL} call (one already open counts). */
  relayed(): Promise<Relay>;
  /** Resolves with the first received request `match` accepts, now or once it arrives. */
  nextWire(match: (request: WireRequest) => boolean): Promise<WireRequest>;
  /** Stops the server and closes its sessions. */
  close(): Promise<void>;
}

/** Which protocol era a request belongs to. */
export type Era = 'modern' | 'legacy';

interface UrlSignin {
  done: boolean;
  notify: () => Promise<void>;
}

/** Starts the server on 127.0.0.1 and a free port. */
export async function startSdkServer(): Promise<RunningSdkServer> {
  // A fresh key per start: a requestState of one test run never verifies in another.
  const codec = createRequestStateCodec({ key: crypto.getRandomValues(new Uint8Array(32)), ttlSeconds: 120 });
  const signins = new Map<string, UrlSignin>();
  const urlElicitationIds: string[] = [];
  const relays: Relay[] = [];
  const signups: SignupReceipt[] = [];
  const relayWaiters: Array<(relay: Relay) => void> = [];

  function openRelay(relay: Relay): void {
    const waiter = relayWaiters.shift();
    if (waiter === undefined) relays.push(relay);
    else waiter(relay);
  }

  function buildServer(era: Era, session?: WebStandardStreamableHTTPServerTransport): McpServer {
    const server = new McpServer(
      { name: SDK_SERVER_NAME, version: '0.0.1' },
      { capabilities: { tools: {}, prompts: {} }, requestState: { verify: codec.verify } },
    );

    // One round, two embedded requests: a form and a URL (docs/protocol.md §1.6).
    server.registerTool(
      'book',
      { description: 'form + url in one round', inputSchema: z.object({ what: z.string().default('flight') }) },
      async ({ what }, ctx) => {
        const details = inputResponse(ctx.mcpReq.inputResponses, 'details');
        const auth = inputResponse(ctx.mcpReq.inputResponses, 'auth');
        if (details.kind === 'missing' || auth.kind === 'missing') {
          return inputRequired({
            inputRequests: {
              details: inputRequired.elicit({ message: `Passenger details for the ${what}`, requestedSchema: DETAILS_SCHEMA }),
              auth: inputRequired.elicitUrl({ message: 'Sign in to the airline', url: 'https://example.com/airline/login?x=1' }),
            },
          });
        }
        const answer = { era, what, details: details.kind === 'elicit' ? details : null, auth: auth.kind === 'elicit' ? auth.action : null };
        return { content: [{ type: 'text', text: JSON.stringify(answer) }], isError: details.kind !== 'elicit' || details.action !== 'accept' };
      },
    );

    // Two rounds in a row: a confirm form, then a URL; the position travels in a signed requestState.
    server.registerTool('deploy', { description: 'form, then url', inputSchema: z.object({ env: z.string() }) }, async ({ env }, ctx) => {
      const state = ctx.mcpReq.requestState<{ step: string; env: string }>();
      if (!state) {
        if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) {
          const confirm = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
          if (confirm.kind === 'elicit' && confirm.action !== 'accept')
            return { isError: true, content: [{ type: 'text', text: `confirm ${confirm.action}` }] };
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message: `Deploy to ${env}?`,
                requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Confirm', default: true } }, required: ['confirm'] },
              }),
            },
          });
        }
        return inputRequired({
          inputRequests: { signin: inputRequired.elicitUrl({ message: 'Sign in to continue', url: `https://example.com/auth?env=${env}` }) },
          requestState: await codec.mint({ step: 'signin', env }),
        });
      }
      const signin = inputResponse(ctx.mcpReq.inputResponses, 'signin');
      if (signin.kind !== 'elicit' || signin.action !== 'accept') return { isError: true, content: [{ type: 'text', text: `signin ${signin.kind}` }] };
      return { content: [{ type: 'text', text: `deployed to ${state.env} (${era})` }] };
    });

    // Echoes its arguments and the form content exactly as received.
    server.registerTool('echo', { description: 'echoes arguments and content', inputSchema: z.object({ note: z.string().optional() }) }, async (args, ctx) => {
      const profile = inputResponse(ctx.mcpReq.inputResponses, 'profile');
      if (profile.kind === 'missing') {
        return inputRequired({ inputRequests: { profile: inputRequired.elicit({ message: 'Who are you?', requestedSchema: DETAILS_SCHEMA }) } });
      }
      return { content: [{ type: 'text', text: JSON.stringify({ arguments: args, profile }) }] };
    });

    // Checks the answer as a real server would, and refuses a site that is not a full web address.
    server.registerTool(VETTING_TOOL, { description: 'refuses a bad site', inputSchema: z.object({}) }, async (_args, ctx) => {
      const site = inputResponse(ctx.mcpReq.inputResponses, 'site');
      if (site.kind === 'missing') {
        return inputRequired({
          inputRequests: {
            site: inputRequired.elicit({
              message: 'Your website?',
              requestedSchema: { type: 'object', properties: { url: { type: 'string', title: 'Website' }, note: { type: 'string' } }, required: ['url'] },
            }),
          },
        });
      }
      if (site.kind !== 'elicit' || site.action !== 'accept')
        return { content: [{ type: 'text', text: `site ${site.kind === 'elicit' ? site.action : site.kind}` }] };
      const url = String(site.content?.url ?? '');
      if (!/^https:\/\/[^/]+/.test(url)) return { isError: true, content: [{ type: 'text', text: `url: "${url}" is not a full web address` }] };
      return { content: [{ type: 'text', text: `saved ${url} (${era})` }] };
    });

    // Asks `count` rounds in a row (the round limit and resuming): the count so far is signed state.
    server.registerTool('steps', { description: 'count rounds', inputSchema: z.object({ count: z.number().int() }) }, async ({ count }, ctx) => {
      const done = ctx.mcpReq.requestState<{ done: number }>()?.done ?? 0;
      const answered = acceptedContent(ctx.mcpReq.inputResponses, 'step') !== undefined ? done + 1 : done;
      if (answered >= count) return { content: [{ type: 'text', text: `done after ${answered}` }] };
      return inputRequired({
        inputRequests: {
          step: inputRequired.elicit({
            message: `Step ${answered + 1} of ${count}`,
            requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
          }),
        },
        requestState: await codec.mint({ done: answered }),
      });
    });

    // Checks what it receives with its own schema, as servers that validate content do.
    server.registerTool(SIGNUP_TOOL, { description: 'zod email + positive count', inputSchema: z.object({}) }, async (_args, ctx) => {
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'signup');
      if (answer.kind === 'missing') {
        return inputRequired({ inputRequests: { signup: inputRequired.elicit({ message: 'Sign up', requestedSchema: SIGNUP_SCHEMA }) } });
      }
      if (answer.kind !== 'elicit') return { isError: true, content: [{ type: 'text', text: `signup ${answer.kind}` }] };
      const valid = answer.action !== 'accept' || SIGNUP_ZOD.safeParse(answer.content).success;
      signups.push({ era, action: answer.action, content: answer.content, valid });
      if (!valid) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'content does not match the requested schema');
      return { content: [{ type: 'text', text: JSON.stringify({ action: answer.action, content: answer.content ?? null }) }] };
    });

    // A prompt that asks first: MRTR also serves prompts/get.
    server.registerPrompt('greeting', { description: 'asks for a name', argsSchema: z.object({ tone: z.string() }) }, async ({ tone }, ctx) => {
      const name = acceptedContent(ctx.mcpReq.inputResponses, 'name');
      if (name === undefined) {
        return inputRequired({
          inputRequests: {
            name: inputRequired.elicit({
              message: 'Your name?',
              requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
            }),
          },
        });
      }
      return { messages: [{ role: 'user', content: { type: 'text', text: `Say hello to ${String(name.name)}, ${tone}.` } }] };
    });

    // 2025-11-25 only: needs a URL step first (-32042), then succeeds once it is complete.
    let signin: string | undefined;
    server.registerTool('signin', { description: '-32042 until the URL step is done', inputSchema: z.object({}) }, async () => {
      if (signin !== undefined && signins.get(signin)?.done) return { content: [{ type: 'text', text: 'signed in' }] };
      if (signin === undefined) {
        const id = randomUUID();
        signin = id;
        urlElicitationIds.push(id);
        signins.set(id, { done: false, notify: server.server.createElicitationCompletionNotifier(id) });
      }
      throw new UrlElicitationRequiredError([{ mode: 'url', url: 'https://example.com/sso', message: 'Sign in first', elicitationId: signin }]);
    });
    // 2025-11-25 only: stays open until released, so the test can push raw messages on its stream.
    server.registerTool(RELAY_TOOL, { description: 'carries raw pushes', inputSchema: z.object({}) }, async (_args, ctx) => {
      if (session === undefined) return { isError: true, content: [{ type: 'text', text: 'relay needs a 2025-11-25 session' }] };
      return new Promise((resolve) => {
        openRelay({
          push: (message) => session.send(message as Parameters<typeof session.send>[0], { relatedRequestId: ctx.mcpReq.id }),
          release: (text = 'released') => resolve({ content: [{ type: 'text', text }] }),
        });
      });
    });
    return server;
  }

  const modern = createMcpHandler((ctx) => buildServer(ctx.era === 'legacy' ? 'legacy' : 'modern'), { legacy: 'reject' });
  // The 2025-11-25 path: one transport per session, the server built for it (relays push on it).
  const sessions = routeSessions(async (opened) => {
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: opened });
    await buildServer('legacy', transport).connect(transport);
    return transport;
  });

  const wire: WireRequest[] = [];
  const wireWatchers = new Set<(request: WireRequest) => void>();
  const rawAnswers = new Set<RawAnswer>();
  async function serve(request: Request): Promise<Response> {
    const text = await request.text();
    const body = text === '' ? undefined : (JSON.parse(text) as WireMessage);
    const header = (name: keyof WireRequest['headers']) => request.headers.get(name) ?? undefined;
    wire.push({
      httpMethod: request.method,
      headers: {
        ...(header('mcp-protocol-version') !== undefined && { 'mcp-protocol-version': header('mcp-protocol-version') }),
        ...(header('mcp-method') !== undefined && { 'mcp-method': header('mcp-method') }),
        ...(header('mcp-name') !== undefined && { 'mcp-name': header('mcp-name') }),
        ...(header('mcp-session-id') !== undefined && { 'mcp-session-id': header('mcp-session-id') }),
      },
      body,
    });
    for (const watcher of [...wireWatchers]) watcher(wire[wire.length - 1] as WireRequest);
    // The body was read once for the record; each handler below gets a fresh copy.
    const make = (): Request =>
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        ...(['GET', 'HEAD', 'DELETE'].includes(request.method) ? {} : { body: text }),
      });
    return respond(make, request.method, body).catch((error: unknown) => new Response(String(error), { status: 500 }));
  }

  async function respond(make: () => Request, httpMethod: string, body: WireMessage | undefined): Promise<Response> {
    const era: Era = httpMethod !== 'POST' || (await isLegacyRequest(make())) ? 'legacy' : 'modern';
    if (body !== undefined) {
      for (const answer of rawAnswers) {
        const response = answer(body, era);
        if (response !== undefined) return response;
      }
    }
    if (era === 'legacy') return sessions.handle(make(), body);
    // Below the SDK on purpose: an SDK server always sends resultType; older servers do not (C26).
    if (body?.method === 'tools/call' && body.params?.name === UNTYPED_TOOL) {
      return Response.json({ jsonrpc: '2.0', id: body.id, result: { content: [{ type: 'text', text: 'complete without resultType' }] } });
    }
    if (body?.method === 'tools/call' && body.params?.name === HOSTILE_KEY_TOOL) {
      const form = {
        method: 'elicitation/create',
        params: { message: 'Hostile', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } },
      };
      const result =
        body.params.inputResponses === undefined
          ? `{"resultType":"input_required","inputRequests":{"__proto__":${JSON.stringify(form)}}}`
          : `{"resultType":"complete","content":[{"type":"text","text":"answered"}]}`;
      return new Response(`{"jsonrpc":"2.0","id":${JSON.stringify(body.id)},"result":${result}}`, { headers: { 'content-type': 'application/json' } });
    }
    if (body?.method === 'tools/call' && body.params?.name === SAMPLING_TOOL) {
      const sampling = {
        method: 'sampling/createMessage',
        params: { messages: [{ role: 'user', content: { type: 'text', text: 'Summarise' } }], maxTokens: 10 },
      };
      return Response.json({ jsonrpc: '2.0', id: body.id, result: { resultType: 'input_required', inputRequests: { summary: sampling } } });
    }
    return modern.fetch(make());
  }

  const running = await listenFetch(serve);
  return {
    url: running.url,
    wire,
    calls: (method) => wire.flatMap((request) => (request.body?.method === method ? [request.body] : [])),
    urlElicitationIds,
    signups,
    async completeUrlElicitation(elicitationId) {
      const signinState = signins.get(elicitationId);
      if (signinState === undefined) throw new Error(`unknown elicitation ${elicitationId}`);
      signinState.done = true;
      await signinState.notify();
    },
    answerRaw(answer) {
      rawAnswers.add(answer);
      return () => void rawAnswers.delete(answer);
    },
    relayed() {
      const open = relays.shift();
      return open !== undefined ? Promise.resolve(open) : new Promise((resolve) => relayWaiters.push(resolve));
    },
    nextWire(match) {
      const found = wire.find(match);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve) => {
        const watcher = (request: WireRequest): void => {
          if (!match(request)) return;
          wireWatchers.delete(watcher);
          resolve(request);
        };
        wireWatchers.add(watcher);
      });
    },
    async close() {
      for (const relay of relays.splice(0)) relay.release();
      await sessions.close();
      await running.close();
    },
  };
}
