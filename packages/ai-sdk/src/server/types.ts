import type { MCPClient } from '@ai-sdk/mcp';
import type { ServerIdentity } from '@elicit-kit/core';
import type { ElicitationDataPart } from '../part/types.js';
import type { AnswerChannel } from './channel.js';

/** The one method of an `@ai-sdk/mcp` client (`createMCPClient(...)`) the bridge uses. */
export type ElicitationCapableClient = Pick<MCPClient, 'onElicitationRequest'>;

/**
 * The part of the AI SDK's `UIMessageStreamWriter` the bridge uses (`createUIMessageStream({
 * execute: ({ writer }) => … })` passes it). `merge` lets the bridge notice a closed stream.
 */
export interface ElicitationPartWriter {
  write(part: ElicitationDataPart & { id: string }): void;
  merge(stream: ReadableStream<ElicitationDataPart & { id: string }>): void;
}

/** Options of {@link createElicitationBridge}. */
export interface ElicitationBridgeOptions {
  /**
   * Who asks, as **your** app names the MCP server (shown in the chat; never the server's
   * self-description). `attach` can name a different server per client.
   */
  server: ServerIdentity;
  /**
   * Where answers travel from the answer route to the waiting call. Default: in memory (one
   * process). Use `createRedisAnswerChannel` from `@elicit-kit/ai-sdk/redis` when more than
   * one instance serves the chat.
   */
  channel?: AnswerChannel | undefined;
  /**
   * The key that binds answer tokens to chats (HMAC-SHA-256), at least 32 bytes. Required with a
   * shared channel (every instance must use the same one); otherwise a random key per bridge.
   */
  secret?: string | Uint8Array | undefined;
  /** How long the person has to answer (default 10 minutes); then the MCP server gets `cancel`. */
  timeoutMs?: number | undefined;
  /** The largest answer body the route reads (default 65,536 bytes); larger gets 413. */
  maxBodyBytes?: number | undefined;
  /**
   * Decides whether `request` may answer for `chatId` (e.g. the chat belongs to the signed-in
   * user). `false` gets 403. Default: the token alone decides.
   */
  authorize?: ((request: Request, chatId: string) => boolean | Promise<boolean>) | undefined;
  /** The clock (default `Date.now`). */
  now?: (() => number) | undefined;
}

/** Options of {@link ElicitationBridge.attach}: the chat request this client serves. */
export interface AttachOptions {
  /** The UI message stream's writer (`createUIMessageStream({ execute: ({ writer }) => … })`). */
  writer: ElicitationPartWriter;
  /** The chat's id (`useChat`'s `id`, sent in the request body): answers are bound to it. */
  chatId: string;
  /** The chat request's signal (`request.signal`): aborting it cancels the pending elicitation. */
  signal?: AbortSignal | undefined;
  /** Who asks, for this client (default: the bridge's `server`). */
  server?: ServerIdentity | undefined;
  /** This client's deadline (default: the bridge's `timeoutMs`). */
  timeoutMs?: number | undefined;
}

/** What {@link ElicitationBridge.attach} returns. */
export interface ElicitationAttachment {
  /** How many of this client's elicitations wait for an answer now. */
  readonly pending: number;
  /** Cancels this client's pending elicitations (status `aborted`) and stops taking new ones (they get `cancel`). */
  detach(): void;
}

/**
 * Connects server-side MCP clients to the people in the chat. Create one per process (module
 * scope), attach each chat request's client, and serve {@link ElicitationBridge.handleAnswer}
 * as a route.
 */
export interface ElicitationBridge {
  /**
   * Wires `client.onElicitationRequest` to the chat: each request becomes a `data-elicitation`
   * part written to `writer`, and the handler waits for the answer (or the deadline, an aborted
   * request, a closed stream, a lost channel: then `cancel`, and the part says why).
   */
  attach(client: ElicitationCapableClient, options: AttachOptions): ElicitationAttachment;
  /**
   * The answer route: `(request: Request) => Promise<Response>`, for a Next.js route handler
   * (`export const POST = bridge.handleAnswer`), Hono (`c => bridge.handleAnswer(c.req.raw)`)
   * or Node / Express through {@link toNodeHandler}. Bound: pass it around freely.
   */
  readonly handleAnswer: (request: Request) => Promise<Response>;
  /** Resolves when the channel is open (a Redis channel: connected and subscribed); rejects with the startup error. */
  readonly ready: Promise<void>;
  /** How many elicitations this instance holds now (all chats). */
  readonly pending: number;
  /**
   * Ends now, as their deadline would, the elicitations this instance holds for `chatId` (every chat's when left
   * out): status `expired`, the MCP server gets `cancel`, a late answer is refused. For a server that knows nobody
   * is left to answer (the chat was deleted) and need not wait for the deadline. One whose answer was already
   * claimed keeps it. Resolves once they have ended (their results handed to the MCP client), with how many there were.
   */
  expirePending(chatId?: string): Promise<number>;
  /** Cancels every pending elicitation (status `shutdown`) and closes the channel. */
  close(): Promise<void>;
}
