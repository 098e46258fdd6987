import type { ServerIdentity } from '@elicit-kit/core';

/** The data part's name: it travels as `type: 'data-elicitation'` in the UI message stream. */
export const ELICITATION_PART_NAME = 'elicitation';

/** The data part's `type` in `message.parts` (`data-` + {@link ELICITATION_PART_NAME}). */
export const ELICITATION_PART_TYPE = 'data-elicitation';

/**
 * Where one elicitation stands, as the server last wrote it into the chat:
 * - `pending`: waiting for the person's answer;
 * - `accepted` / `declined` / `cancelled`: the person answered and exactly that went to the MCP server;
 * - `expired`: the deadline passed first; the MCP server got `cancel`;
 * - `aborted`: the chat request was aborted (Stop, a closed tab); the MCP server got `cancel`;
 * - `stream-closed`: the chat's response stream was closed before an answer; the MCP server got `cancel`;
 * - `channel-lost`: the answer channel (e.g. Redis) was lost, so no answer could arrive; the MCP server got `cancel`;
 * - `shutdown`: the bridge was closed (the server is shutting down); the MCP server got `cancel`;
 * - `refused`: an answer reached the call that breaks the server's schema (only an answer that
 *   bypassed the answer route can); it was not forwarded, the MCP server got `cancel`.
 *
 * Every status but `pending` is final: the browser never asks again.
 */
export type ElicitationPartStatus =
  'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'aborted' | 'stream-closed' | 'channel-lost' | 'shutdown' | 'refused';

/**
 * The request's mode. `@ai-sdk/mcp` 2.x delivers form requests only (its request schema requires
 * `requestedSchema`); `bindMcpTools` (`@elicit-kit/ai-sdk/mcp`) delivers `url` too: URL
 * requests and the consent a `-32042` asks for.
 */
export type ElicitationPartMode = 'form' | 'url';

/**
 * The `data` of a `data-elicitation` part. The part's `id` is {@link ElicitationPartData.id}, so
 * every later write with that id (a status change) replaces the part in place.
 */
export interface ElicitationPartData {
  /** The elicitation's id: unguessable (128 random bits, base64url), unique across instances. */
  id: string;
  /** The chat that received the request: answers are accepted only for it. */
  chatId: string;
  /** Proof that an answer comes from this chat (an HMAC of chat id and elicitation id); absent once final. */
  token?: string;
  /** Who asks, as the host names the MCP server (never the server's self-description). */
  server: ServerIdentity;
  mode: ElicitationPartMode;
  /** The raw `elicitation/create` params, untrusted: the browser reads them with core's guards. */
  params: unknown;
  /** When the request arrived (epoch ms). */
  createdAt: number;
  /** The deadline (epoch ms): after it the MCP server gets `cancel`. */
  expiresAt: number;
  status: ElicitationPartStatus;
  /** When the status became final (epoch ms). */
  settledAt?: number;
  /**
   * The AI SDK tool call that asked (its `toolCallId`), when the kit ran the call
   * (`bindMcpTools` from `@elicit-kit/ai-sdk/mcp`): render the part inside that call's card.
   * Absent with `bridge.attach` (`@ai-sdk/mcp` does not say which call asked).
   */
  toolCallId?: string;
}

/**
 * The data part types the bridge writes, for typing `useChat`'s messages:
 * `UIMessage<unknown, ElicitationDataParts>` (merge with your own data parts).
 */
// A type alias, not an interface: it stays assignable to the AI SDK's `UIDataTypes` (a record)
// without an index signature, which would turn every data part's type into `unknown`.
export type ElicitationDataParts = {
  elicitation: ElicitationPartData;
};

/** The part as it appears in `message.parts`. */
export interface ElicitationDataPart {
  type: typeof ELICITATION_PART_TYPE;
  id?: string;
  data: ElicitationPartData;
}
