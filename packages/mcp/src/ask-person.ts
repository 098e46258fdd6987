import { cancel, checkAnswer, readElicitationRequest } from '@elicit-kit/core';
import type { AnswerCheck, ElicitationQueue, ElicitResult, ServerIdentity } from '@elicit-kit/core';
import { callSafely } from './call-safely.js';
import { InvalidContentError } from './errors.js';
import type { ElicitationCallError } from './errors.js';
import type { Reask } from './reask-rejected.js';

/** One elicitation to put before the person. */
export interface AskRequest {
  queue: ElicitationQueue;
  server: ServerIdentity;
  /** The raw `elicitation/create` params (untrusted). */
  params: unknown;
  key: string | undefined;
  group: string | undefined;
  /** Aborting it closes the entry; nothing is sent. */
  signal: AbortSignal | undefined;
  /** Optional deadline: shown as `expiresAt`, and the entry is cancelled when it passes. */
  timeoutMs: number | undefined;
  onError: ((error: ElicitationCallError) => void) | undefined;
  /** Asked again after the server refused the answer: prefill and the server's reason (see `reask-rejected`). */
  reask?: Reask | undefined;
  /**
   * The caller dismisses an accepted URL card itself once the server has answered, so "I've
   * finished" keeps it as "checking with the server" until then (core's `waitsForServer`).
   */
  waitsForServer?: boolean | undefined;
}

/** An entry in the queue and the answer that will go to the server. */
export interface AskedElicitation {
  /** The queue entry's id (`undefined` only when the queue threw). */
  entryId: string | undefined;
  /** Whether the params are URL mode (its accepted entry stays as a "waiting" card). */
  url: boolean;
  /** The checked answer: never content that fails the schema. */
  answer: Promise<ElicitResult>;
}

/**
 * Enqueues one elicitation (both eras, auto and manual mode share this) and checks the
 * person's answer before it is sent. Never throws: a queue or report failure becomes `cancel`.
 */
export function askPerson(request: AskRequest): AskedElicitation {
  const { queue, server, params, key, group, timeoutMs, reask } = request;
  const signal = withTimeout(request.signal, timeoutMs);
  const expiresAt = timeoutMs === undefined ? undefined : Date.now() + timeoutMs;
  let answer: Promise<ElicitResult>;
  let entryId: string | undefined;
  // Read once here; the queue's entry and the answer check share this reading (core keeps it per params object).
  const reading = readElicitationRequest(params);
  const url = reading.ok && reading.mode === 'url';
  try {
    const enqueued = queue.enqueue({
      server,
      params,
      ...(key !== undefined && { key }),
      ...(group !== undefined && { group }),
      ...(signal !== undefined && { signal }),
      ...(expiresAt !== undefined && { expiresAt }),
      ...(reask !== undefined && { draft: reask.draft, rejection: reask.rejection }),
      ...(url && request.waitsForServer === true && { waitsForServer: true }),
    });
    answer = enqueued;
    // From the answer itself, not from `pending`: a listener may already have answered it.
    entryId = typeof enqueued.id === 'string' ? enqueued.id : undefined;
  } catch {
    answer = Promise.resolve(cancel());
  }
  return {
    entryId,
    url,
    answer: answer.then(
      async (result) => sendable(await checkAnswer(params, result), key, request.onError),
      () => cancel(),
    ),
  };
}

/**
 * What goes to the server after core's `checkAnswer` (the one answer check: decline/cancel bare, a URL
 * accept only for a URL that can be opened, a form accept only with `validate`'s exact content): its
 * result, or `cancel` with the refusal reported as {@link InvalidContentError} (a URL's field error
 * carries `readOpenableUrl`'s reason). Never throws, whatever `onError` does.
 */
export function sendable(check: AnswerCheck, key: string | undefined, onError: ((error: ElicitationCallError) => void) | undefined): ElicitResult {
  if (check.ok) return check.result;
  const fieldErrors =
    check.urlError === undefined ? check.errors.map(({ key: field, code }) => ({ key: field, code })) : [{ key: 'url', code: check.urlError }];
  callSafely(onError, new InvalidContentError(key, fieldErrors));
  return cancel();
}

function withTimeout(signal: AbortSignal | undefined, timeoutMs: number | undefined): AbortSignal | undefined {
  if (timeoutMs === undefined) return signal;
  // Whole milliseconds, rounded up (Node's timer refuses fractions; never earlier than asked).
  const timeout = AbortSignal.timeout(Math.ceil(timeoutMs));
  return signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
}
