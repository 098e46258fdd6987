import type { ElicitResult } from '@elicit-kit/core';
import type { LegOptions } from '../leg-options.js';
import type { WireTransport } from './wire-transport.js';

/** What the SDK tells the kit about one `elicitation/create` it hands over. */
export interface ElicitationRequestInfo {
  /** The server's JSON-RPC id (2025-11-25) or the `inputRequests` key (2026-07-28, auto mode). */
  id: string | number;
  /** Aborts when the SDK gives the request up (the server cancelled it, the round failed, the connection closed). */
  signal: AbortSignal;
}

/**
 * An official MCP client as the binding and `callWithElicitation` use it, whichever SDK it
 * comes from: `@modelcontextprotocol/client` 2.x (`v2`) or `@modelcontextprotocol/sdk` 1.x
 * (`v1`). Each method is one thing the kit needs; the adapters say how each SDK does it.
 */
export interface SdkClient {
  /** Which SDK the client is from. */
  readonly sdk: 'v1' | 'v2';
  /** The connected transport, or `undefined` before `connect` and after `close`. */
  transport(): WireTransport | undefined;
  /** The connection's protocol era; SDK 1.x speaks 2025-11-25 only (`legacy`). `undefined` when not connected. */
  era(): 'modern' | 'legacy' | undefined;
  /** The `elicitation` capability the client declares (constructor plus registered), as it will be sent. */
  declaredElicitation(): unknown;
  /** Whether an `elicitation/create` request handler or an elicitation completion handler is already registered. */
  handlesElicitation(): boolean;
  /** Declares `capability` as the client's `elicitation` capability (before connect); returns a function that undoes it. */
  declareElicitation(capability: object): () => void;
  /** Registers the `elicitation/create` handler; it gets the params exactly as the server sent them. */
  onElicitation(handler: (params: unknown, request: ElicitationRequestInfo) => Promise<ElicitResult>): void;
  /** Registers the `notifications/elicitation/complete` handler; it gets the notification as sent (untrusted). */
  onElicitationComplete(handler: (notification: unknown) => void): void;
  /** Removes both handlers. */
  removeHandlers(): void;
  /**
   * Sends one request leg and resolves with its result as sent, for core's `classifyResult`
   * (on 2026-07-28 in manual MRTR mode, a fresh id and `_meta` envelope per leg).
   */
  send(method: string, params: Record<string, unknown>, options: LegOptions & { signal: AbortSignal }): Promise<unknown>;
}
