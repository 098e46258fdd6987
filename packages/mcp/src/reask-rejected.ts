import type { CompleteResult, ElicitResult, FormValues, InputRequiredResult, InputResponse, InputRound } from '@elicit-kit/core';
import { shown } from './check-options.js';
import { BindElicitationError, ServerError } from './errors.js';
import { toElicitationCallError } from './to-elicitation-call-error.js';

/**
 * A request asked again because the server refused the answer to it: the answer to prefill the
 * form with (`draft`) and the server's reason (`rejection`), both for `queue.enqueue`.
 */
export interface Reask {
  readonly draft: FormValues;
  readonly rejection: string;
}

/** Shown when a server refuses without a word (an `isError` result with no text). */
export const NO_REASON_GIVEN = 'The server gave no reason.';

/**
 * Why the server refused the answers just sent, or `undefined` when `outcome` is no refusal:
 * a complete result with `isError: true` (its text blocks), or a JSON-RPC error (its message,
 * without the SDK's "MCP error -32602: " prefix). Transport failures, aborts and the kit's own
 * errors are not refusals: nothing says the server judged the answers.
 */
export function refusalOf(outcome: { result: CompleteResult } | { error: unknown }, signal: AbortSignal | undefined): string | undefined {
  if ('result' in outcome) {
    if (outcome.result.isError !== true) return undefined;
    const content = outcome.result.content;
    const texts = Array.isArray(content)
      ? content.flatMap((block: unknown) => {
          const text =
            typeof block === 'object' && block !== null && (block as { type?: unknown }).type === 'text' ? (block as { text?: unknown }).text : undefined;
          return typeof text === 'string' && text.trim() !== '' ? [text] : [];
        })
      : [];
    return texts.length > 0 ? texts.join('\n') : NO_REASON_GIVEN;
  }
  if (signal?.aborted) return undefined;
  const error = toElicitationCallError(outcome.error, signal === undefined ? {} : { signal });
  if (!(error instanceof ServerError)) return undefined;
  return error.message.replace(/^MCP error -?\d+: /, '').trim() || NO_REASON_GIVEN;
}

/** The accepted form content of an answer, if it is one (URL accepts carry none). */
export function acceptedContent(answer: ElicitResult | InputResponse | undefined): FormValues | undefined {
  if (typeof answer !== 'object' || answer === null || (answer as ElicitResult).action !== 'accept') return undefined;
  const content = (answer as ElicitResult).content;
  return typeof content === 'object' && content !== null && Object.keys(content).length > 0 ? content : undefined;
}

/** One round as it was answered: enough to send it again. */
export interface AnsweredRound {
  /** The interim result (resumed from, so the same `requestState` goes back). */
  readonly interim: InputRequiredResult;
  /** Every key's answer, in the server's key order. */
  readonly answers: ReadonlyMap<string, InputResponse>;
}

/**
 * Follows one `runWithInput` run: its current round and what each key of it was answered.
 * A refusal right after a fully answered round is a refusal of those answers.
 */
export class RoundRecorder {
  private current: { round: number; result: InputRequiredResult; keys: readonly string[] } | undefined;
  private answers = new Map<string, InputResponse>();

  /** `onRound`: a new round starts; the previous one's answers are forgotten. */
  onRound(round: InputRound): void {
    this.current = { round: round.round, result: round.result, keys: round.keys };
    this.answers = new Map();
  }

  /** The number of the round being answered (1 for the first, or the resumed one). */
  get round(): number | undefined {
    return this.current?.round;
  }

  /** Records `key`'s answer once it is given, and passes it on unchanged. */
  record(key: string, answer: Promise<InputResponse>): Promise<InputResponse> {
    const answers = this.answers;
    return answer.then((value) => {
      answers.set(key, value);
      return value;
    });
  }

  /** The last round, when every key of it was answered and at least one form was accepted with content. */
  answered(): AnsweredRound | undefined {
    const current = this.current;
    if (current === undefined || current.keys.length === 0) return undefined;
    const answers = new Map<string, InputResponse>();
    for (const key of current.keys) {
      const answer = this.answers.get(key);
      if (answer === undefined) return undefined;
      answers.set(key, answer);
    }
    if (![...answers.values()].some((answer) => acceptedContent(answer) !== undefined)) return undefined;
    return { interim: current.result, answers };
  }
}

/** What a resent round does with each key: ask the person again (prefilled) or send the same answer. */
export interface ResentRound {
  /** Keys whose accepted form content the server refused: asked again. */
  readonly reasks: ReadonlyMap<string, Reask>;
  /** The other keys' answers (a URL opened, a decline), sent again unchanged. */
  readonly same: ReadonlyMap<string, InputResponse>;
}

/** How `round` is sent again after the server refused it with `reason`. */
export function resendPlan(round: AnsweredRound, reason: string): ResentRound {
  const reasks = new Map<string, Reask>();
  const same = new Map<string, InputResponse>();
  for (const [key, answer] of round.answers) {
    const draft = acceptedContent(answer);
    if (draft === undefined) same.set(key, answer);
    else reasks.set(key, { draft, rejection: reason });
  }
  return { reasks, same };
}

/** `reaskOnRejection` (default 0), or a {@link BindElicitationError}: a whole number of at least 0. */
export function checkReasks(value: unknown): number {
  if (value === undefined) return 0;
  if (Number.isInteger(value) && (value as number) >= 0) return value as number;
  throw new BindElicitationError('invalid-option', `reaskOnRejection must be a whole number of at least 0 (got ${shown(value)}).`);
}
