/**
 * A tool that asks the 2026-07-28 way, as the v2 SDK's docs write it (and `mcp-use`, which
 * re-exports the same helpers from its own copy of the SDK): return `inputRequired(...)` until the
 * retry carries the answer under `key`, then report what arrived. Typed structurally so that
 * both copies of the SDK fit.
 */
import { received } from '../forms.js';

/** What a retried request carries for one key, as the SDK's `inputResponse` reads it. */
interface ResponseView {
  kind: string;
  action?: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

/** The helpers a tool needs from `@modelcontextprotocol/server` (2.0 or 2.4). */
export interface MrtrHelpers<Request> {
  inputRequired(spec: { inputRequests: Record<string, Request> }): unknown;
  inputResponse(responses: never, key: string): ResponseView;
}

/** A tool's result: what it received, or its refusal of accepted content that `check` rejects. */
export type ToolResult = { content: Array<{ type: 'text'; text: string }>; isError?: boolean };

/**
 * Asks with `request()` under `key` unless `responses` already answer it. `check` is the server's
 * own validation of accepted content (the SDK's `acceptedContent(responses, key, schema)`).
 */
export function askOnce<Request>(
  sdk: MrtrHelpers<Request>,
  responses: unknown,
  key: string,
  request: () => Request,
  check: () => boolean = () => true,
): ToolResult | unknown {
  const view = sdk.inputResponse(responses as never, key);
  if (view.kind === 'missing') return sdk.inputRequired({ inputRequests: { [key]: request() } });
  if (view.kind !== 'elicit' || view.action === undefined) return refuse(`not an elicitation answer: ${JSON.stringify(view)}`);
  if (view.action === 'accept' && !check()) return refuse(`the server's schema rejects ${JSON.stringify(view.content)}`);
  return { content: [{ type: 'text', text: received({ action: view.action, content: view.content }) }] };
}

function refuse(reason: string): ToolResult {
  return { isError: true, content: [{ type: 'text', text: `rejected: ${reason}` }] };
}
