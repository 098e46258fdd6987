import { createElicitationQueue, type ElicitationQueue, type ElicitResult, type PendingElicitation, type ServerIdentity } from '@elicit-kit/core';
import { bindElicitation, callWithElicitation, type ElicitationBinding, type McpClient } from '@elicit-kit/mcp';
import { dynamicTool, jsonSchema, type JSONSchema7, type ToolSet } from 'ai';
import { bridgeInternals, type ChatHolds } from '../server/bridge-internals.js';
import { BridgeOptionsError } from '../server/bridge-options-error.js';
import { MAX_TIMEOUT_MS } from '../server/limits.js';
import type { AttachOptions, ElicitationBridge } from '../server/types.js';
import { mcpToModelOutput } from './model-output.js';
import { pumpQueue } from './queue-pump.js';
import { describeUnanswered, isUnanswered, type UnansweredStatus } from './unanswered.js';

/** Options of {@link bindMcpTools}. */
export interface BindMcpToolsOptions {
  /** Who asks, as **your** app names this MCP server (shown in the chat). Required: never taken from the server. */
  server: ServerIdentity;
  /**
   * The text a tool result gets instead of the server's when a request of its call was never
   * answered (expired, the chat ended, …: the server only heard `cancel`, and its words would say
   * the person cancelled). The server's own `content` moves to `_meta["elicit-kit/server-content"]`.
   * Default: an English sentence saying what happened; `false` keeps the server's result as is.
   */
  describeUnanswered?: ((statuses: readonly UnansweredStatus[]) => string) | false | undefined;
}

/** Options of {@link McpToolSource.tools}: the chat request the tools serve (as `bridge.attach` takes them). */
export type McpToolsChatOptions = Omit<AttachOptions, 'server'>;

/** What {@link bindMcpTools} returns. */
export interface McpToolSource {
  /** The elicitation binding on the client (declared modes: form and url). */
  readonly binding: ElicitationBinding;
  /**
   * Lists the server's tools (every page) and returns them as an AI SDK `ToolSet` for
   * `streamText({ tools })`: each tool's `execute` runs `tools/call` with `callWithElicitation`
   * and the call's `toolCallId` and `abortSignal`, and every request of the call reaches the
   * chat as a `data-elicitation` part carrying that `toolCallId`. Call it once the client is
   * connected, once per chat request; requests the server pushes (2025-11-25) go to the newest one.
   */
  tools(chat: McpToolsChatOptions): Promise<ToolSet>;
}

interface ListedTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: Record<string, unknown>;
  annotations?: { title?: string };
}

interface ListingClient {
  listTools(params?: { cursor?: string }): Promise<{ tools: ListedTool[]; nextCursor?: string }>;
}

/**
 * MCP tools for the AI SDK with every elicitation the kit handles: forms and URL requests, the
 * URL consent a `-32042` asks for (then the retry), on 2026-07-28 (MRTR rounds) and on 2025-11-25
 * (pushed requests). `client` is an official SDK `Client` (`@modelcontextprotocol/client` 2.4+
 * or `@modelcontextprotocol/sdk` 1.x); call this **before** `client.connect` (it declares form
 * and URL elicitation), then {@link McpToolSource.tools} per chat request. Questions travel
 * through `bridge` (its answer channel, tokens and answer route), each inside its tool call's
 * card. Throws `BindElicitationError` (from `@elicit-kit/mcp`) when the client cannot be bound.
 *
 * @example
 * const client = new Client({ name: 'chat', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
 * const mcp = bindMcpTools(client, bridge, { server: { name: 'flights', title: 'Flight search' } });
 * await client.connect(new StreamableHTTPClientTransport(new URL(url)));
 * const tools = await mcp.tools({ writer, chatId, signal: request.signal });
 */
export function bindMcpTools(client: McpClient, bridge: ElicitationBridge, options: BindMcpToolsOptions): McpToolSource {
  const internals = bridgeInternals.get(bridge);
  if (internals === undefined) throw new BridgeOptionsError('bridge', 'bindMcpTools: bridge must come from createElicitationBridge');
  if (typeof (client as Partial<ListingClient>).listTools !== 'function') {
    throw new BridgeOptionsError('client', 'bindMcpTools: client must be an MCP SDK Client (it has no listTools)');
  }
  const { server } = options;
  const describe = options.describeUnanswered === undefined ? describeUnanswered : options.describeUnanswered;
  // Requests the server pushes (2025-11-25) land in the binding's queue; the SDK does not say
  // which request they belong to, so the one call in flight is named when there is exactly one.
  const pushed = createElicitationQueue();
  const binding = bindElicitation(client, pushed, { server, modes: { form: true, url: true } });
  let chat: ChatHolds | undefined;
  const inFlight = new Map<string, UnansweredStatus[]>();

  const ask = async (holds: ChatHolds, entry: PendingElicitation, signal: AbortSignal, toolCallId: string | undefined): Promise<ElicitResult> => {
    const { status, result } = await holds.hold(entry.params, { toolCallId, signal });
    if (toolCallId !== undefined && isUnanswered(status)) inFlight.get(toolCallId)?.push(status);
    return result;
  };
  pumpQueue(pushed, (entry, signal) => {
    if (chat === undefined) return Promise.resolve({ action: 'cancel' });
    const only = inFlight.size === 1 ? [...inFlight.keys()][0] : undefined;
    return ask(chat, entry, signal, only);
  });

  return {
    binding,
    async tools(chatOptions) {
      const holds = internals.openChat({ ...chatOptions, server });
      chat = holds;
      const listing = client as unknown as ListingClient;
      const listed: ListedTool[] = [];
      let cursor: string | undefined;
      do {
        const page = await listing.listTools(cursor === undefined ? undefined : { cursor });
        listed.push(...page.tools);
        cursor = page.nextCursor;
      } while (cursor !== undefined);

      const tools: ToolSet = Object.create(null) as ToolSet;
      for (const definition of listed) {
        const title = definition.title ?? definition.annotations?.title;
        // `title` is what useChat's tool parts carry (`part.title`), as with @ai-sdk/mcp's tools.
        tools[definition.name] = dynamicTool({
          ...(definition.description !== undefined && { description: definition.description }),
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- ai 7 still passes it to the UI parts
          ...(title !== undefined && { title }),
          inputSchema: jsonSchema({
            ...definition.inputSchema,
            properties: definition.inputSchema?.properties ?? {},
            additionalProperties: false,
          } as JSONSchema7),
          toModelOutput: mcpToModelOutput,
          execute: async (args, { toolCallId, abortSignal }) => {
            abortSignal?.throwIfAborted();
            const unanswered: UnansweredStatus[] = [];
            inFlight.set(toolCallId, unanswered);
            const queue: ElicitationQueue = createElicitationQueue();
            const stop = pumpQueue(queue, (entry, signal) => ask(holds, entry, signal, toolCallId));
            try {
              const result = await callWithElicitation(client, 'tools/call', { name: definition.name, arguments: args ?? {} }, queue, {
                ...(abortSignal !== undefined && { signal: abortSignal }),
                // On 2025-11-25 the call's request stays open while the person answers.
                requestOptions: { timeout: Math.min(holds.timeoutMs + 60_000, MAX_TIMEOUT_MS) },
              });
              if (unanswered.length === 0 || describe === false || result.isError === true) return result;
              return {
                ...result,
                content: [{ type: 'text', text: describe(unanswered) }],
                _meta: { ...(isRecord(result._meta) ? result._meta : {}), 'elicit-kit/server-content': result.content },
              };
            } finally {
              stop();
              inFlight.delete(toolCallId);
            }
          },
        });
      }
      return tools;
    },
  };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
