import type { InputRequest, InputRequests, InputRequiredResult } from './types.js';
import { isOptionalRecord, isRecord, ownKeys, ownValue } from './untrusted.js';

/**
 * Why a result marked `input_required` is malformed:
 * - `not-input-required`: not an object, or `resultType` is not `"input_required"`;
 * - `invalid-input-requests`: `inputRequests` is not a map of `{method, params}` of the three
 *   allowed kinds (`elicitation/create`, `sampling/createMessage`, `roots/list`);
 * - `invalid-request-state`: `requestState` is present but not a string;
 * - `invalid-meta`: `_meta` is present but not an object;
 * - `nothing-to-answer`: neither a key in `inputRequests` nor a `requestState`.
 */
export type InputRequiredProblem = 'not-input-required' | 'invalid-input-requests' | 'invalid-request-state' | 'invalid-meta' | 'nothing-to-answer';

/** What {@link readInputRequiredResult} found. */
export type InputRequiredReading = { ok: true; result: InputRequiredResult } | { ok: false; problem: InputRequiredProblem };

/**
 * Whether `x` is one embedded request of an allowed kind: `elicitation/create` or
 * `sampling/createMessage` with an object `params`, or `roots/list` whose `params` is an
 * object if present. Elicitation params are deliberately not read here: an unknown mode must
 * still reach the UI (read them with `readElicitRequestParams`). Never throws.
 */
export function isInputRequest(x: unknown): x is InputRequest {
  if (!isRecord(x)) return false;
  const method = ownValue(x, 'method');
  const params = ownValue(x, 'params');
  if (method === 'roots/list') return isOptionalRecord(params);
  return (method === 'elicitation/create' || method === 'sampling/createMessage') && isRecord(params);
}

/**
 * Whether `x` is an `inputRequests` map: an object whose every own key (any string,
 * `__proto__` included) maps to an {@link isInputRequest} value. An empty map passes.
 * Never throws.
 */
export function isInputRequests(x: unknown): x is InputRequests {
  if (!isRecord(x)) return false;
  const keys = ownKeys(x);
  return keys !== undefined && keys.every((key) => isInputRequest(ownValue(x, key)));
}

/**
 * Reads an untrusted result as an `InputRequiredResult` and says what is wrong: `resultType`
 * `"input_required"`; `inputRequests`, if present, per {@link isInputRequests};
 * `requestState`, if present, a string (the empty string counts as present); `_meta` an
 * object if present; and at least one key in `inputRequests` or a `requestState` — an empty
 * map with no state leaves nothing to answer or echo. On success `result` is `x` itself.
 * Never throws.
 */
export function readInputRequiredResult(x: unknown): InputRequiredReading {
  if (!isRecord(x) || ownValue(x, 'resultType') !== 'input_required') return { ok: false, problem: 'not-input-required' };
  const inputRequests = ownValue(x, 'inputRequests');
  if (inputRequests !== undefined && !isInputRequests(inputRequests)) return { ok: false, problem: 'invalid-input-requests' };
  const requestState = ownValue(x, 'requestState');
  if (requestState !== undefined && typeof requestState !== 'string') return { ok: false, problem: 'invalid-request-state' };
  if (!isOptionalRecord(ownValue(x, '_meta'))) return { ok: false, problem: 'invalid-meta' };
  const keyCount = inputRequests === undefined ? 0 : (ownKeys(inputRequests)?.length ?? 0);
  if (keyCount === 0 && requestState === undefined) return { ok: false, problem: 'nothing-to-answer' };
  return { ok: true, result: x as unknown as InputRequiredResult };
}

/** Whether `x` is a well-formed `InputRequiredResult` (the checks of {@link readInputRequiredResult}). Never throws. */
export function isInputRequiredResult(x: unknown): x is InputRequiredResult {
  return readInputRequiredResult(x).ok;
}
