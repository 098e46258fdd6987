import { readInputRequiredResult } from '../protocol/read-input-required-result.js';
import type { InputRequiredProblem } from '../protocol/read-input-required-result.js';
import type { CompleteResult, InputRequiredResult } from '../protocol/types.js';
import { isRecord, ownValue } from '../protocol/untrusted.js';

/** What a result is to the retry loop; see {@link resultTypeOf}. */
export type ResultKind = 'complete' | 'input_required' | 'invalid';

/**
 * Why a result cannot be used: `not-an-object`; `unknown-result-type` (an unrecognised
 * `resultType` is invalid: one the kit does not know, e.g. an extension's `"task"` it never
 * advertised); one of the
 * {@link InputRequiredProblem}s of a malformed `input_required`; or
 * `method-cannot-require-input` when a method other than `tools/call`, `prompts/get`,
 * `resources/read` was answered with `input_required` (only those three may ask for input).
 */
export type InvalidResultReason = Exclude<InputRequiredProblem, 'not-input-required'> | 'not-an-object' | 'unknown-result-type' | 'method-cannot-require-input';

/** A result sorted by {@link classifyResult}. */
export type ClassifiedResult =
  { kind: 'complete'; result: CompleteResult } | { kind: 'input_required'; result: InputRequiredResult } | { kind: 'invalid'; reason: InvalidResultReason };

/**
 * Sorts an untrusted result and, when it is invalid, says why (see {@link resultTypeOf} for
 * the rules). Never throws.
 */
export function classifyResult(result: unknown): ClassifiedResult {
  if (!isRecord(result)) return { kind: 'invalid', reason: 'not-an-object' };
  const resultType = ownValue(result, 'resultType');
  if (resultType === undefined || resultType === 'complete') return { kind: 'complete', result };
  if (resultType !== 'input_required') return { kind: 'invalid', reason: 'unknown-result-type' };
  const reading = readInputRequiredResult(result);
  if (reading.ok) return { kind: 'input_required', result: reading.result };
  // readInputRequiredResult only says `not-input-required` for what was ruled out above.
  return { kind: 'invalid', reason: reading.problem === 'not-input-required' ? 'unknown-result-type' : reading.problem };
}

/**
 * What an untrusted result of `tools/call`, `prompts/get` or `resources/read` is:
 * - `"complete"` when `resultType` is `"complete"` or absent (as in earlier revisions; the SDK
 *   2.4.0 client rejects the latter, the kit does not);
 * - `"input_required"` when it is a well-formed `InputRequiredResult`: `inputRequests` a map of
 *   `{method, params}` of the three allowed kinds, a string `requestState` if present,
 *   and at least one key or a state (an empty one leaves nothing to answer);
 * - `"invalid"` for anything else: a non-object, an unknown `resultType`, a malformed
 *   `input_required`. Use {@link classifyResult} to learn why. Never throws.
 */
export function resultTypeOf(result: unknown): ResultKind {
  return classifyResult(result).kind;
}
