/**
 * The results every tool shares: the person said no (`decline`) or walked away (`cancel`), or
 * the content that came back does not pass the server's own check (never trust the client).
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import type * as z from 'zod/v4';
import { finish } from './demo-tool.js';

/** A call the person declined or cancelled; `round` says which round, for multi-round tools. */
export type Refused = { status: 'declined'; round?: number } | { status: 'cancelled'; round?: number };

/** Accepted content that failed the server's check, one issue per line (`field: problem`). */
export type Invalid = { status: 'invalid'; issues: string[] };

/** The result for a `decline` or `cancel` of `what` (e.g. "the booking"). */
export function refusedResult(action: 'decline' | 'cancel', what: string, round?: number): CallToolResult {
  const structured: Refused = { status: action === 'decline' ? 'declined' : 'cancelled', ...(round !== undefined && { round }) };
  const text = action === 'decline' ? `You declined ${what}; nothing was done.` : `You cancelled ${what}; nothing was done.`;
  return finish(text, structured);
}

/** The `isError` result for content of `what` that failed its schema (`error`) or a rule of the tool (`issues`). */
export function invalidResult(what: string, problem: z.ZodError | string[]): CallToolResult {
  const issues = Array.isArray(problem) ? problem : problem.issues.map((issue) => `${issue.path.join('.') || 'form'}: ${issue.message}`);
  return finish<Invalid>(`The ${what} came back invalid (${issues.join('; ')}).`, { status: 'invalid', issues }, true);
}
