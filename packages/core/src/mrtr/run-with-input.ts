import { readInputRequiredResult } from '../protocol/read-input-required-result.js';
import { INPUT_REQUIRED_METHODS } from '../protocol/types.js';
import type { CompleteResult, InputRequiredResult } from '../protocol/types.js';
import { isRecord } from '../protocol/untrusted.js';
import { abortableDelay, linkedAbort, reasonOf, unlessAborted } from './abort.js';
import { InvalidOptionsError, InvalidResultError, RoundLimitError, RunAbortedError } from './errors.js';
import { fulfilRound, readRound } from './fulfil-round.js';
import type { FulfilInput } from './fulfil-round.js';
import { classifyResult } from './result-type.js';
import { firstParams, retryParams, snapshotParams } from './retry-params.js';
import type { ParamsSnapshot } from './retry-params.js';

/**
 * Sends one request and resolves with the raw `result` of its JSON-RPC response (a JSON-RPC
 * error should reject). Each call must be a new JSON-RPC request with a new id (never the
 * original's or a pending one's) carrying a complete `_meta` envelope: put `requestMeta(…)`
 * in the params or add it here. `signal`
 * aborts when the caller's does: close the leg (HTTP) or send `notifications/cancelled` (stdio).
 */
export type SendRequest = (method: string, params: Record<string, unknown>, context: { signal: AbortSignal }) => Promise<unknown>;

/** One round, as reported to `onRound` before its keys are fulfilled. */
export interface InputRound {
  /** 1 for the first `input_required` answer of this call. */
  round: number;
  /** This round's `inputRequests` keys, in the server's order; empty for a state-only round. */
  keys: string[];
  /** The interim result itself. */
  result: InputRequiredResult;
}

/** Options of {@link runWithInput}. */
export interface RunWithInputOptions {
  /** Sends one leg; see {@link SendRequest}. A rejection is passed on unchanged. */
  send: SendRequest;
  /** `tools/call`, `prompts/get` or `resources/read` (other methods may not ask for input). */
  method: string;
  /**
   * The original params (tool `name` + `arguments`, …). Never mutated; read once, at the start,
   * as JSON would read them: through their `toJSON` if any, then every own enumerable key
   * (getters run once, then). Reading them must not throw.
   */
  params?: Readonly<Record<string, unknown>>;
  /** Answers one key; called for every key of a round at once. See {@link FulfilInput}. */
  fulfil: FulfilInput;
  /** Rounds to fulfil before rejecting with {@link RoundLimitError}; default 10, `Infinity` allowed. */
  maxRounds?: number;
  /** Stops the loop at once with {@link RunAbortedError}, wherever it is. */
  signal?: AbortSignal;
  /** Start by fulfilling this interim result (a {@link RoundLimitError}'s `lastResult`) instead of sending. */
  resumeFrom?: InputRequiredResult;
  /** Pause before retrying a round with no `inputRequests` (state only, e.g. load shedding); default 0. */
  stateOnlyDelayMs?: number;
  /** Progress: called once per round before fulfilling it. What it throws is ignored. */
  onRound?: (round: InputRound) => void;
}

interface CheckedOptions {
  send: SendRequest;
  method: string;
  snapshot: ParamsSnapshot;
  fulfil: FulfilInput;
  maxRounds: number;
  signal: AbortSignal | undefined;
  resumeFrom: InputRequiredResult | undefined;
  stateOnlyDelayMs: number;
  onRound: ((round: InputRound) => void) | undefined;
}

/**
 * Runs one multi round-trip request to its end: sends `method` with `params`; while the answer
 * is `input_required`, calls `fulfil` for every key of that round in parallel (all are
 * answered before the retry), then resends the same request with `inputResponses` holding exactly that round's keys (left out
 * when it had none) and `requestState` echoed byte for byte, the empty string included, or left
 * out when that answer had none — whatever an earlier round or the caller's params carried
 * (the state is echoed, never read or changed, and neither key goes on any other request).
 * Resolves with the complete result (a missing `resultType` is complete).
 *
 * Every loop keeps its state to itself, so concurrent calls never mix keys or state. Rejects
 * with {@link RoundLimitError}, {@link InvalidResultError}, {@link InputFulfilmentError},
 * {@link RunAbortedError} or {@link InvalidOptionsError}; a `send` rejection passes unchanged.
 * Never throws synchronously.
 */
export async function runWithInput(options: RunWithInputOptions): Promise<CompleteResult> {
  const { send, method, snapshot, fulfil, maxRounds, signal, resumeFrom, stateOnlyDelayMs, onRound } = checkOptions(options);
  let interim = resumeFrom;
  let nextParams = firstParams(snapshot);
  for (let round = 1; ; round += 1) {
    if (interim === undefined) {
      const answer = await sendLeg(send, method, nextParams, signal);
      const sorted = classifyResult(answer);
      if (sorted.kind === 'complete') return sorted.result;
      if (sorted.kind === 'invalid') throw new InvalidResultError(answer, sorted.reason);
      interim = sorted.result;
    }
    if (!(INPUT_REQUIRED_METHODS as readonly string[]).includes(method)) {
      throw new InvalidResultError(interim, 'method-cannot-require-input');
    }
    if (round > maxRounds) throw new RoundLimitError(maxRounds, interim);

    // Read the round once: the keys fulfilled, the keys sent and the state echoed all come from this one reading.
    const plan = readRound(interim);
    if (typeof plan === 'string') throw new InvalidResultError(interim, plan);
    const keys = plan.requests.map((request) => request.key);
    // onRound gets its own copy of the keys, so sorting or emptying it changes nothing that is answered.
    report(onRound, { round, keys: [...keys], result: interim });
    const answers = await fulfilRound(plan.requests, fulfil, signal);
    if (keys.length === 0 && stateOnlyDelayMs > 0) {
      await abortableDelay(stateOnlyDelayMs, signal, () => new RunAbortedError('delay', reasonOf(signal)));
    }
    nextParams = retryParams(snapshot, answers, plan.requestState);
    interim = undefined;
  }
}

/** One wire leg: refuses to start once aborted, and stops waiting the moment the caller aborts. */
async function sendLeg(send: SendRequest, method: string, params: Record<string, unknown>, signal: AbortSignal | undefined): Promise<unknown> {
  if (signal?.aborted) throw new RunAbortedError('before-send', reasonOf(signal));
  const leg = linkedAbort(signal);
  try {
    // A synchronous throw from `send` rejects like an asynchronous one and passes unchanged.
    const pending = new Promise<unknown>((resolve) => resolve(send(method, params, { signal: leg.signal })));
    return await unlessAborted(pending, signal, () => new RunAbortedError('send', reasonOf(signal)));
  } finally {
    leg.release();
  }
}

function report(onRound: ((round: InputRound) => void) | undefined, round: InputRound): void {
  try {
    onRound?.(round);
  } catch {
    // Progress reporting must not break the call it reports on.
  }
}

function checkOptions(options: RunWithInputOptions): CheckedOptions {
  if (!isRecord(options)) throw new InvalidOptionsError('options', 'an object');
  const { send, method, params = {}, fulfil, maxRounds = 10, signal, resumeFrom, stateOnlyDelayMs = 0, onRound } = options;
  if (typeof send !== 'function') throw new InvalidOptionsError('send', 'a function');
  if (typeof method !== 'string') throw new InvalidOptionsError('method', 'a string');
  if (!isRecord(params)) throw new InvalidOptionsError('params', 'an object');
  if (typeof fulfil !== 'function') throw new InvalidOptionsError('fulfil', 'a function');
  if (!(Number.isInteger(maxRounds) && maxRounds >= 0) && maxRounds !== Number.POSITIVE_INFINITY) {
    throw new InvalidOptionsError('maxRounds', 'a whole number of at least 0, or Infinity');
  }
  if (signal !== undefined && !isAbortSignal(signal)) throw new InvalidOptionsError('signal', 'an AbortSignal');
  if (!(Number.isFinite(stateOnlyDelayMs) && stateOnlyDelayMs >= 0)) {
    throw new InvalidOptionsError('stateOnlyDelayMs', 'a finite number of at least 0');
  }
  if (onRound !== undefined && typeof onRound !== 'function') throw new InvalidOptionsError('onRound', 'a function');
  if (resumeFrom !== undefined) {
    const reading = readInputRequiredResult(resumeFrom);
    if (!reading.ok) {
      throw new InvalidResultError(resumeFrom, reading.problem === 'not-input-required' ? 'unknown-result-type' : reading.problem);
    }
  }
  const snapshot = snapshotParams(params);
  if (snapshot === undefined) throw new InvalidOptionsError('params', 'an object that can be read (and whose toJSON, if any, gives an object)');
  return { send, method, snapshot, fulfil, maxRounds, signal, resumeFrom, stateOnlyDelayMs, onRound };
}

function isAbortSignal(x: unknown): x is AbortSignal {
  return isRecord(x) && typeof x.aborted === 'boolean' && typeof x.addEventListener === 'function' && typeof x.removeEventListener === 'function';
}
