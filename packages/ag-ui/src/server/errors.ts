import { ElicitKitError, type FieldError } from '@elicit-kit/core';

/**
 * Why a run's `resume` entries cannot continue the MCP call they answer:
 * - `forged-ticket`: the ticket's signature does not match what it carries (forged or altered);
 * - `malformed-ticket`: not a ticket this agent issued (unreadable);
 * - `wrong-thread`: the ticket was issued on another thread;
 * - `expired`: the ticket's deadline has passed;
 * - `unanswered`: an interrupt of the ticket's round has no resume entry, or one with no ticket;
 * - `unknown-interrupt`: a resume entry names an interrupt its ticket does not list;
 * - `invalid-answer`: an accepted answer fails the server's schema (or its URL cannot be opened);
 * - 2025-11-25 only, where an agent process holds the MCP call open while the person answers:
 *   `call-lost` (that process restarted or went away: the answer was not sent), `call-ended` (the call ended
 *   first, e.g. the MCP server went away: nothing was sent), `already-answered` (another resume took it first:
 *   nothing sent twice), `call-failed` (the answer was sent, then the call failed; the message says how).
 */
export type AgUiResumeProblem =
  | 'forged-ticket'
  | 'malformed-ticket'
  | 'wrong-thread'
  | 'expired'
  | 'unanswered'
  | 'unknown-interrupt'
  | 'invalid-answer'
  | 'call-lost'
  | 'call-ended'
  | 'already-answered'
  | 'call-failed';

/**
 * A run's `resume` entries were refused before anything was sent to the MCP server (or, for a held 2025-11-25
 * call, could not reach it, or the call failed after the answer: `call-failed`). A kit error
 * (core's `ElicitKitError`, code `ag-ui-resume`); `problem` says which check failed.
 *
 * @example
 * try {
 *   calls = await elicitation.resumedCalls(input);
 * } catch (error) {
 *   if (error instanceof AgUiResumeError) return runError(error.problem); // end the run with RUN_ERROR
 *   throw error;
 * }
 */
export class AgUiResumeError extends ElicitKitError<'ag-ui-resume'> {
  readonly code = 'ag-ui-resume';
  override readonly name = 'AgUiResumeError';
  /** Which check failed. */
  readonly problem: AgUiResumeProblem;
  /** The interrupt at fault, when one is. */
  readonly interruptId: string | undefined;
  /** For `invalid-answer`: the fields the schema refused (empty for a URL that cannot be opened … or a request that cannot be read). */
  readonly fieldErrors: readonly FieldError[];

  constructor(problem: AgUiResumeProblem, message: string, details: { interruptId?: string; fieldErrors?: readonly FieldError[] } = {}) {
    super(message);
    this.problem = problem;
    this.interruptId = details.interruptId;
    this.fieldErrors = details.fieldErrors ?? [];
  }
}
