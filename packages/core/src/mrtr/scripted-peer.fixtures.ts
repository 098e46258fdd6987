import type { SendRequest } from './run-with-input.js';

/** One call a fake `send` received. */
export interface SentCall {
  method: string;
  params: Record<string, unknown>;
  signal: AbortSignal;
}

/**
 * A fake `send` that answers with `answers` in order (a function answer is called with the
 * call, so a test can return a pending promise) and records every call. Past the script it rejects.
 */
export function scriptedSend(answers: unknown[]): { send: SendRequest; calls: SentCall[] } {
  const calls: SentCall[] = [];
  const send: SendRequest = (method, params, { signal }) => {
    const call = { method, params, signal };
    calls.push(call);
    const answer = answers[calls.length - 1];
    if (calls.length > answers.length) return Promise.reject(new Error(`unscripted send #${calls.length}`));
    return typeof answer === 'function' ? (answer as (call: SentCall) => Promise<unknown>)(call) : Promise.resolve(answer);
  };
  return { send, calls };
}

/** A promise with its settle functions, for steering timing by hand. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An `input_required` result asking `keys` for a form each, with an optional state. */
export function interim(keys: string[], requestState?: string): Record<string, unknown> {
  const inputRequests = {};
  for (const key of keys) {
    Object.defineProperty(inputRequests, key, {
      value: { method: 'elicitation/create', params: { message: `about ${key}`, requestedSchema: { type: 'object', properties: {} } } },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return {
    resultType: 'input_required',
    ...(keys.length > 0 && { inputRequests }),
    ...(requestState !== undefined && { requestState }),
  };
}

/** Lets every pending microtask and immediate timer run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
