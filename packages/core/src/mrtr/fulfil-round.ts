import { isElicitResult } from '../protocol/is-elicit-result.js';
import { isInputRequest } from '../protocol/read-input-required-result.js';
import type { InputRequest, InputRequiredResult, InputResponse } from '../protocol/types.js';
import { isRecord, ownKeys, ownValue } from '../protocol/untrusted.js';
import { linkedAbort, reasonOf } from './abort.js';
import { InputFulfilmentError, RunAbortedError } from './errors.js';

/** What `fulfil` is given besides the key and the request. */
export interface FulfilContext {
  /** Aborts when the caller's signal aborts or a sibling key of the same round fails. */
  signal: AbortSignal;
}

/**
 * Answers one embedded request: an `ElicitResult` for `elicitation/create` (check the params
 * with `readElicitRequestParams` and answer `cancel()` when they cannot be rendered), a
 * `CreateMessageResult` or `ListRootsResult` for the deprecated kinds. Reject only to abandon
 * the whole call.
 */
export type FulfilInput = (key: string, request: InputRequest, context: FulfilContext) => Promise<InputResponse> | InputResponse;

/** One key of a round, read once from the interim result: later edits to that result cannot reach it. */
export interface RoundRequest {
  readonly key: string;
  /** The server's embedded request, by reference (what `fulfil` is given). */
  readonly request: InputRequest;
  /** `request.method` as it was when the round was read; the answer is checked against this. */
  readonly method: InputRequest['method'];
}

/** One interim result read once, the way its retry will use it. */
export interface RoundPlan {
  /** Every `inputRequests` key in the server's order, with its request (none for a state-only round). */
  readonly requests: readonly RoundRequest[];
  /** The `requestState` to echo, or `undefined` when the result had none. */
  readonly requestState: string | undefined;
}

/**
 * Reads an interim result exactly once into the {@link RoundPlan} its retry is built from, or
 * says why it cannot be used. The result was already checked, but it is an object others hold
 * (`onRound` gets it, a Proxy or getter can answer differently on each read): fulfilling keys
 * read at one time and echoing a state read minutes later could send what no server asked for.
 */
export function readRound(result: InputRequiredResult): RoundPlan | 'invalid-input-requests' | 'invalid-request-state' | 'nothing-to-answer' {
  const inputRequests = ownValue(result, 'inputRequests');
  const requests: RoundRequest[] = [];
  if (inputRequests !== undefined) {
    if (!isRecord(inputRequests)) return 'invalid-input-requests';
    const keys = ownKeys(inputRequests);
    if (keys === undefined) return 'invalid-input-requests';
    for (const key of keys) {
      const request = ownValue(inputRequests, key);
      if (!isInputRequest(request)) return 'invalid-input-requests';
      requests.push(Object.freeze({ key, request, method: ownValue(request, 'method') as InputRequest['method'] }));
    }
  }
  const requestState = ownValue(result, 'requestState');
  if (requestState !== undefined && typeof requestState !== 'string') return 'invalid-request-state';
  if (requests.length === 0 && requestState === undefined) return 'nothing-to-answer';
  return Object.freeze({ requests: Object.freeze(requests), requestState });
}

/**
 * Calls `fulfil` for every request of the round at once and resolves with `[key, answer]` pairs
 * in key order. The first failure (or the caller's abort) aborts the round's signal and rejects
 * straight away, so nothing partial is ever returned. Whatever happens, the promise settles.
 */
export function fulfilRound(
  requests: readonly RoundRequest[],
  fulfil: FulfilInput,
  callerSignal: AbortSignal | undefined,
): Promise<Array<[string, InputResponse]>> {
  const round = linkedAbort(callerSignal);
  return new Promise((resolve, reject) => {
    const answers = new Array<[string, InputResponse]>(requests.length);
    let pending = requests.length;
    let settled = false;
    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
      round.signal.removeEventListener('abort', onCallerAbort);
      if (error !== undefined) round.abort(error);
      round.release();
      if (error === undefined) resolve(answers);
      else reject(error);
    };
    const onCallerAbort = (): void => finish(new RunAbortedError('fulfil', reasonOf(callerSignal)));
    if (round.signal.aborted) {
      onCallerAbort();
      return;
    }
    round.signal.addEventListener('abort', onCallerAbort, { once: true });

    requests.forEach(({ key, request, method }, index) => {
      if (settled) return;
      let answer: Promise<InputResponse>;
      try {
        answer = Promise.resolve(fulfil(key, request, { signal: round.signal }));
      } catch (cause) {
        // Known to have failed already: start no further keys.
        finish(new InputFulfilmentError(key, 'rejected', cause));
        return;
      }
      answer.then(
        (value) => {
          if (settled) return;
          const problem = answerProblem(method, value);
          if (problem !== undefined) {
            finish(new InputFulfilmentError(key, problem, value));
            return;
          }
          answers[index] = [key, value];
          pending -= 1;
          if (pending === 0) finish();
        },
        (cause: unknown) => finish(new InputFulfilmentError(key, 'rejected', cause)),
      );
    });
    if (requests.length === 0) finish();
  });
}

/** Checks an answer against the method read with the round, never against the live request (which `fulfil` may have changed). */
function answerProblem(method: InputRequest['method'], value: unknown): 'not-an-object' | 'not-an-elicit-result' | undefined {
  if (!isRecord(value)) return 'not-an-object';
  if (method === 'elicitation/create' && !isElicitResult(value)) return 'not-an-elicit-result';
  return undefined;
}
