import type { CompleteResult } from '@elicit-kit/core';
import { PushOnlyServerError } from './errors.js';
import { readRpcError } from './sdk-errors.js';

/**
 * What servers say when their elicitation needs a pushed request on a 2026-07-28 connection:
 * the Python SDK answers `-32600` about the missing back-channel; Python FastMCP raises a tool
 * error "elicitation via server-initiated requests is unavailable on 2026-07-28 connections".
 * Matched narrowly (these words, about elicitation or server-sent requests), so an unrelated
 * failure is never turned into advice to change the protocol.
 */
const BACK_CHANNEL = /back[- ]?channel/i;
const ELICITATION_UNAVAILABLE = /(?:elicitation|server[- ]initiated requests?)[^\n]*(?:unavailable|not available|not supported)[^\n]*2026-07-28/i;

/** JSON-RPC codes a server uses for "this request cannot be served so": invalid request, method not found, internal error. */
const PUSH_ONLY_CODES = new Set([-32600, -32601, -32603]);

/** A {@link PushOnlyServerError} for a JSON-RPC error that says the server can only elicit by push, else `undefined`. */
export function pushOnlyError(error: unknown): PushOnlyServerError | undefined {
  const rpc = readRpcError(error);
  if (rpc === undefined || !PUSH_ONLY_CODES.has(rpc.code)) return undefined;
  if (!BACK_CHANNEL.test(rpc.message) && !ELICITATION_UNAVAILABLE.test(rpc.message)) return undefined;
  return new PushOnlyServerError({ rpcCode: rpc.code, serverMessage: rpc.message }, { cause: error });
}

/**
 * A {@link PushOnlyServerError} for a complete result that is a tool error saying so (FastMCP
 * reports its refusal as `isError: true` with that text), else `undefined`. Only for calls on
 * 2026-07-28 connections: on 2025-11-25 the same words would mean something else.
 */
export function pushOnlyResult(result: CompleteResult): PushOnlyServerError | undefined {
  if ((result as { isError?: unknown }).isError !== true) return undefined;
  const content = (result as { content?: unknown }).content;
  if (!Array.isArray(content)) return undefined;
  for (const block of content) {
    const text = typeof block === 'object' && block !== null ? (block as { text?: unknown }).text : undefined;
    if (typeof text === 'string' && (ELICITATION_UNAVAILABLE.test(text) || (BACK_CHANNEL.test(text) && /elicit/i.test(text)))) {
      return new PushOnlyServerError({ result, serverMessage: text.slice(0, 300) });
    }
  }
  return undefined;
}
