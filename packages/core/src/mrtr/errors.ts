import { ElicitKitError } from '../errors/elicit-kit-error.js';
import type { InputRequiredResult } from '../protocol/types.js';
import type { InvalidResultReason } from './result-type.js';

/** The `code` of every {@link RunWithInputError}, for a host to map to its own words. */
export type RunWithInputErrorCode = 'round-limit' | 'invalid-result' | 'input-fulfilment' | 'aborted' | 'invalid-options';

/**
 * Base of the typed errors `runWithInput` rejects with (a `send` rejection is passed on
 * unchanged and is not one of these). Switch on `code`. Every one is an {@link ElicitKitError}.
 * `@elicit-kit/mcp` rejects with the same classes when a call ends so outside this loop.
 */
export abstract class RunWithInputError extends ElicitKitError<RunWithInputErrorCode> {}

/**
 * The server still answered `input_required` after `maxRounds` rounds. The spec sets no
 * limit, so this is the kit's guard against a loop; pass `lastResult` as `resumeFrom` to a
 * new `runWithInput` (or `callWithElicitation` in `@elicit-kit/mcp`, which rejects with this same
 * class) to carry on where this one stopped.
 */
export class RoundLimitError extends RunWithInputError {
  readonly code = 'round-limit';
  override readonly name = 'RoundLimitError';
  /** How many rounds were fulfilled and retried before giving up (the `maxRounds` in force). */
  readonly rounds: number;
  /** The interim result that was not fulfilled: everything needed to resume. */
  readonly lastResult: InputRequiredResult;

  constructor(rounds: number, lastResult: InputRequiredResult, options?: ErrorOptions) {
    super(`The server still asked for input after ${rounds} round(s); pass lastResult as resumeFrom to continue.`, options);
    this.rounds = rounds;
    this.lastResult = lastResult;
  }
}

/**
 * The server (or `resumeFrom`) gave a result the kit cannot use; `reason` says why.
 *
 * `R` is core's {@link InvalidResultReason} when `runWithInput` rejects with it; `@elicit-kit/mcp`
 * rejects with this same class, whose `reason` may then also be the SDK's violation or error code
 * or the binding's own (`input-required-on-2025-11-25`, `invalid-url-elicitations`,
 * `unfulfillable-input`), and whose `result` may be unknown.
 */
export class InvalidResultError<R extends string = InvalidResultReason> extends RunWithInputError {
  readonly code = 'invalid-result';
  override readonly name = 'InvalidResultError';
  /** The result as received, when known (untrusted). */
  readonly result: unknown;
  /** Why it is unusable. */
  readonly reason: R;

  constructor(result: unknown, reason: R, message?: string, options?: ErrorOptions) {
    super(message ?? `Invalid result: ${reason}.`, options);
    this.result = result;
    this.reason = reason;
  }
}

/**
 * Why a key could not be answered: the `fulfil` callback threw or rejected (`rejected`),
 * returned something that is not an object (`not-an-object`), or returned for an
 * `elicitation/create` key something that is not an `ElicitResult` (`not-an-elicit-result`).
 */
export type InputFulfilmentReason = 'rejected' | 'not-an-object' | 'not-an-elicit-result';

/**
 * One key of a round could not be answered, so nothing was sent: the other keys' signal was
 * aborted and no partial `inputResponses` go out. A UI should rarely cause this: a person
 * saying no, or a request it cannot render (unknown mode, bad schema), is answered with
 * `decline()` or `cancel()` and the retry still goes out (every key of a round must be
 * answered, and there is no per-key error). Throw only to
 * abandon the whole call. `cause` is the rejection reason or the value returned.
 */
export class InputFulfilmentError extends RunWithInputError {
  readonly code = 'input-fulfilment';
  override readonly name = 'InputFulfilmentError';
  /** The `inputRequests` key that failed. */
  readonly key: string;
  /** How it failed. */
  readonly reason: InputFulfilmentReason;

  constructor(key: string, reason: InputFulfilmentReason, cause: unknown) {
    super(`Could not fulfil input request '${key}': ${reason}.`, { cause });
    this.key = key;
    this.reason = reason;
  }
}

/**
 * Where the loop was when its signal aborted: `before-send` (nothing of this leg went out),
 * `send` (a request was on the wire; its answer is ignored), `fulfil` (answers were being
 * gathered; none were sent), `delay` (waiting before a state-only retry).
 */
export type AbortStage = 'before-send' | 'send' | 'fulfil' | 'delay';

/**
 * The caller's signal aborted: `runWithInput`'s, or an `@elicit-kit/mcp` call's (same class). `name`
 * is `"AbortError"` so the usual `error.name === 'AbortError'` checks work; `reason` is the
 * signal's reason. Nothing the person answered after that was sent.
 */
export class RunAbortedError extends RunWithInputError {
  readonly code = 'aborted';
  override readonly name = 'AbortError';
  /** Where the loop was; `undefined` when the call aborted outside it (an mcp call's URL consent, an SDK leg). */
  readonly stage: AbortStage | undefined;
  /** `signal.reason`. */
  readonly reason: unknown;

  /** `options.cause` defaults to `reason`. */
  constructor(stage: AbortStage | undefined, reason: unknown, options: ErrorOptions = { cause: reason }) {
    super(stage === undefined ? 'The call was aborted.' : `Aborted during ${stage}.`, options);
    this.stage = stage;
    this.reason = reason;
  }
}

/** An option of `runWithInput` has the wrong type or range; `option` names it. */
export class InvalidOptionsError extends RunWithInputError {
  readonly code = 'invalid-options';
  override readonly name = 'InvalidOptionsError';
  /** The option at fault, e.g. `"maxRounds"`. */
  readonly option: string;

  constructor(option: string, expected: string) {
    super(`runWithInput: ${option} must be ${expected}.`);
    this.option = option;
  }
}
