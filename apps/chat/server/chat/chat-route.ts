/**
 * `POST /api/chat` and `GET /api/chats/:id`: the AI SDK chat over the demo MCP server.
 *
 * Each reply gets its own MCP client (the SDK's, with the kit's `bindMcpTools`: pushed
 * 2025-11-25 requests do not say which call asked, so one client per reply keeps a request tied
 * to the chat that caused it), `streamText` runs the scripted model with the server's tools, and
 * the UI message stream goes back to `useChat`. The finished conversation is saved even when the
 * browser left half-way (a reload), so the next load shows how it ended.
 */
import type { ServerIdentity } from '@elicit-kit/core';
import { bindMcpTools, type McpToolSource } from '@elicit-kit/ai-sdk/mcp';
import type { ElicitationBridge } from '@elicit-kit/ai-sdk/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { LanguageModel } from 'ai';
import { consumeStream, convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, stepCountIs, streamText, toUIMessageStream } from 'ai';
import { BodyError, json, problem, readJsonBody } from '../http/responses.js';
import { MAX_CHAT_BODY_BYTES, chatIdSchema, chatRequestSchema } from './chat-request.js';
import type { ChatMessage } from '../../shared/chat-message.js';
import type { ChatStore } from './chat-store.js';
import type { McpProtocol } from '../config.js';

/** Options of {@link createChatRoutes}. */
export interface ChatRoutesOptions {
  /** The MCP server's Streamable HTTP endpoint. */
  mcpUrl: string;
  /** Who asks, as this app names the MCP server. */
  server: ServerIdentity;
  /** The client's protocol negotiation (default `auto`: 2026-07-28 where the server speaks it). */
  mcpProtocol?: McpProtocol;
  model: LanguageModel;
  store: ChatStore;
  /** Carries the MCP server's elicitations to the chat and the answers back. */
  bridge: ElicitationBridge;
  /** Tool-loop steps per reply (a tool call and the answer that sums it up are two). */
  maxSteps?: number;
  /** Hears a line per failure the browser is told about only in general terms. */
  log?: (line: string) => void;
}

/** The chat's two routes as Fetch handlers. */
export interface ChatRoutes {
  /** `POST /api/chat`: `{ id, message }` → a UI message stream. */
  chat(request: Request): Promise<Response>;
  /**
   * `GET /api/chats/:id`: the saved messages (`[]` for a new chat). While a reply of that chat is
   * still being written here (the browser reloaded mid-reply), it answers once the reply ended.
   */
  history(request: Request, chatId: string): Promise<Response>;
  /** Resolves once every reply in progress has ended (for a clean shutdown). */
  drain(): Promise<void>;
}

export function createChatRoutes({ mcpUrl, server, mcpProtocol = 'auto', model, store, bridge, maxSteps = 4, log = () => {} }: ChatRoutesOptions): ChatRoutes {
  /** The replies being written, by chat id: one at a time per chat. */
  const running = new Map<string, Promise<void>>();

  async function chat(request: Request): Promise<Response> {
    let body: unknown;
    try {
      body = await readJsonBody(request, MAX_CHAT_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyError) return problem(error.status, error.message);
      throw error;
    }
    const parsed = chatRequestSchema.safeParse(body);
    if (!parsed.success)
      return problem(400, `Not a chat request: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')}`);
    const { id: chatId, message } = parsed.data;
    if (running.has(chatId)) return problem(409, 'A reply in this chat is still being written; wait for it or reload.');
    // Taken before the first await, so two requests at once cannot both start a reply.
    let ended!: () => void;
    running.set(chatId, new Promise<void>((resolve) => (ended = resolve)));
    const release = () => {
      running.delete(chatId);
      ended();
    };

    let history: ChatMessage[];
    let client: Client | undefined;
    let mcp: McpToolSource;
    try {
      history = (await store.load(chatId)) ?? [];
      if (history.some((earlier) => earlier.id === message.id)) {
        release();
        return problem(409, 'This message was already sent.');
      }
      client = new Client({ name: 'elicit-kit-chat', version: '0.0.0' }, { versionNegotiation: { mode: mcpProtocol } });
      mcp = bindMcpTools(client, bridge, { server });
      await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
    } catch (error) {
      await client?.close().catch(() => {});
      release();
      log(`chat ${chatId}: cannot start the reply: ${errorText(error)}`);
      return problem(502, 'The tool server or the chat store is not reachable right now. Try again in a moment.');
    }
    const messages: ChatMessage[] = [...history, message];

    let finished = false;
    const finish = async (saved?: ChatMessage[]) => {
      if (finished) return;
      finished = true;
      try {
        if (saved) await store.save(chatId, saved);
      } catch (error) {
        log(`chat ${chatId}: could not save the conversation: ${errorText(error)}`);
      } finally {
        await client.close().catch(() => {});
        release();
      }
    };

    const stream = createUIMessageStream<ChatMessage>({
      originalMessages: messages,
      execute: async ({ writer }) => {
        // Every elicitation of a tool call becomes a `data-elicitation` part carrying its
        // `toolCallId`; the call waits for the answer (or the deadline, or the browser leaving:
        // `request.signal`), and the part's later writes say how it ended.
        const tools = await mcp.tools({ writer, chatId, signal: request.signal });
        const result = streamText({
          model,
          tools,
          messages: await convertToModelMessages(messages),
          stopWhen: stepCountIs(maxSteps),
        });
        writer.merge(toUIMessageStream({ stream: result.stream, tools }));
      },
      onError: (error) => {
        log(`chat ${chatId}: ${errorText(error)}`);
        return 'Something went wrong while writing the reply.';
      },
      onEnd: ({ messages: ended }) => finish(ended),
    });
    // The reply runs to its end even if the browser goes away (its copy of the stream is
    // cancelled, this one is not), so the saved conversation says how it ended.
    return createUIMessageStreamResponse({
      stream,
      consumeSseStream: ({ stream: copy }) => void consumeStream({ stream: copy, onError: () => void finish() }),
    });
  }

  async function history(_request: Request, chatId: string): Promise<Response> {
    if (!chatIdSchema.safeParse(chatId).success) return problem(400, 'Not a chat id.');
    await running.get(chatId);
    return json({ messages: (await store.load(chatId)) ?? [] });
  }

  return {
    chat,
    history,
    drain: async () => {
      await Promise.all(running.values());
    },
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
