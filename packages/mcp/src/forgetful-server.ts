import type { CompleteResult, ElicitationModes } from '@elicit-kit/core';
import { ForgetfulServerError } from './errors.js';
import { readRpcError } from './sdk-errors.js';

/**
 * What a server says when it has forgotten the client's `elicitation` capability: both SDK
 * servers' `elicitInput` ("Client does not support form elicitation.", "… url elicitation.",
 * "Client does not support elicitation (required for elicitation/create)"), and the v2 server's
 * stateless 2025-11-25 fallback for an `input_required` result ("Cannot request input 'k'
 * (elicitation/create): … (no client capabilities are available on this connection — …)"). A
 * server that serves 2025-11-25 without sessions (xmcp, mcp-handler) says so to every client.
 */
const DOES_NOT_SUPPORT = /client does not support (form |url )?elicitation/i;
const NO_CAPABILITIES = /no client capabilities are available on this connection/i;

/**
 * Whether `text` says the client lacks a mode this client declared (`declared`), so the server
 * forgot it: a server that rightly refuses an undeclared mode (URL, when only form is rendered)
 * keeps its own error.
 */
function saysForgotten(text: string, declared: ElicitationModes): boolean {
  if (NO_CAPABILITIES.test(text)) return true;
  const match = DOES_NOT_SUPPORT.exec(text);
  if (match === null) return false;
  const mode = match[1]?.trim().toLowerCase();
  return mode === 'url' ? declared.url : mode === 'form' ? declared.form : declared.form || declared.url;
}

/** A {@link ForgetfulServerError} for a JSON-RPC error (a prompt's, say) that says the server forgot the capability, else `undefined`. */
export function forgetfulError(error: unknown, declared: ElicitationModes): ForgetfulServerError | undefined {
  const rpc = readRpcError(error);
  if (rpc === undefined || !saysForgotten(rpc.message, declared)) return undefined;
  return new ForgetfulServerError({ rpcCode: rpc.code, serverMessage: rpc.message.slice(0, 300) }, { cause: error });
}

/**
 * A {@link ForgetfulServerError} for a tool error (`isError: true`) that says the server forgot
 * the capability, else `undefined`. Only for calls on 2025-11-25 connections: on 2026-07-28 the
 * capability goes with every request, so no server can forget it.
 */
export function forgetfulResult(result: CompleteResult, declared: ElicitationModes): ForgetfulServerError | undefined {
  if ((result as { isError?: unknown }).isError !== true) return undefined;
  const content = (result as { content?: unknown }).content;
  if (!Array.isArray(content)) return undefined;
  for (const block of content) {
    const text = typeof block === 'object' && block !== null ? (block as { text?: unknown }).text : undefined;
    if (typeof text === 'string' && saysForgotten(text, declared)) return new ForgetfulServerError({ result, serverMessage: text.slice(0, 300) });
  }
  return undefined;
}
