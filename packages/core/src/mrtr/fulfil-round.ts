import { isElicitResult } from '../protocol/is-elicit-result.js';
import type { InputRequest, InputRequiredResult, InputResponse } from '../protocol/types.js';
import { isRecord, ownKeys, ownValue } from '../protocol/untrusted.js';
import { linkedAbort } from './abort.js';
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

/** The keys of an interim result's `inputRequests`, in the server's order (none for a state-only result). */
export function roundKeys(result: InputRequiredResult): string[] {
  const requests = ownValue(result, 'inputRequests');
  return isRecord(requests) ? (ownKeys(requests) ?? []) : [];
}

/**
 * Calls `fulfil` for every key of the round at once and resolves with `[key, answer]` pairs in
 * key order. The first failure (or the caller's abort) aborts the round's signal and rejects
 * straight away, so nothing partial is ever returned.
 */
export function fulfilRound(
  result: InputRequiredResult,
  keys: readonly string[],
  fulfil: FulfilInput,
  callerSignal: AbortSignal | undefined,
): Promise<Array<[string, InputResponse]>> {
  const requests = ownValue(result, 'inputRequests') as object;
  const round = linkedAbort(callerSignal);
  return new Promise((resolve, reject) => {
    const answers = new Array<[string, InputResponse]>(keys.length);
    let pending = keys.length;
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
    const onCallerAbort = (): void => finish(new RunAbortedError('fulfil', callerSignal?.reason));
    if (round.signal.aborted) return onCallerAbort();
    round.signal.addEventListener('abort', onCallerAbort, { once: true });

    keys.forEach((key, index) => {
      if (settled) return;
      const request = ownValue(requests, key) as InputRequest;
      let answer: Promise<InputResponse>;
      try {
        answer = Promise.resolve(fulfil(key, request, { signal: round.signal }));
      } catch (cause) {
        // Known to have failed already: start no further keys.
        return finish(new InputFulfilmentError(key, 'rejected', cause));
      }
      answer.then(
        (value) => {
          if (settled) return;
          const problem = answerProblem(request, value);
          if (problem !== undefined) return finish(new InputFulfilmentError(key, problem, value));
          answers[index] = [key, value];
          pending -= 1;
          if (pending === 0) finish();
        },
        (cause: unknown) => finish(new InputFulfilmentError(key, 'rejected', cause)),
      );
    });
    if (keys.length === 0) finish();
  });
}

function answerProblem(request: InputRequest, value: unknown): 'not-an-object' | 'not-an-elicit-result' | undefined {
  if (!isRecord(value)) return 'not-an-object';
  if (request.method === 'elicitation/create' && !isElicitResult(value)) return 'not-an-elicit-result';
  return undefined;
}
