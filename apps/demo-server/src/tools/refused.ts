/**
 * The results every tool gives when the person says no (`decline`) or walks away (`cancel`).
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import { finish } from './demo-tool.js';

/** A call the person declined or cancelled; `round` says which round, for multi-round tools. */
export type Refused = { status: 'declined'; round?: number } | { status: 'cancelled'; round?: number };

/** The result for a `decline` or `cancel` of `what` (e.g. "the booking"). */
export function refusedResult<Result extends { status: string }>(action: 'decline' | 'cancel', what: string, round?: number): CallToolResult {
  const structured: Refused = { status: action === 'decline' ? 'declined' : 'cancelled', ...(round !== undefined && { round }) };
  const text = action === 'decline' ? `You declined ${what}; nothing was done.` : `You cancelled ${what}; nothing was done.`;
  return finish<Result | Refused>(text, structured);
}
