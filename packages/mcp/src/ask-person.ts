import { cancel, loadSchemaSupport, readElicitationRequest, readOpenableUrl, validate } from '@elicit-kit/core';
import type { ElicitationQueue, ElicitResult, ServerIdentity } from '@elicit-kit/core';
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
      async (result) => {
        await loadCheckSupport(params);
        return checkAnswer(params, result, key, request.onError);
      },
      () => cancel(),
    ),
  };
}

/**
 * Loads what checking a form's content needs beyond the form path (the pattern engine when a
 * field has a `pattern`). A host that answers without rendering the kit's form (a headless UI,
 * pure Node) has not loaded it, and `validate` would refuse every pattern field as pending.
 */
async function loadCheckSupport(params: unknown): Promise<void> {
  const reading = readElicitationRequest(params);
  if (reading.ok && reading.mode === 'form') await loadSchemaSupport(reading.model);
}

/**
 * What may be sent for `result`: decline/cancel bare; a URL accept without content, only for a
 * URL that can be opened (`readOpenableUrl`: `https:`/`http:`; not `inspectUrl`, which would pull
 * the public-suffix data into every host's bundle), since accept says the person agreed
 * to open it; a form accept only with the exact content core's `validate` builds from the
 * schema. Content that fails, a URL that cannot be opened, or a form that cannot be answered
 * is replaced by `cancel` and reported: an answer is checked against the schema before it is sent.
 */
export function checkAnswer(
  params: unknown,
  result: ElicitResult,
  key: string | undefined,
  onError: ((error: ElicitationCallError) => void) | undefined,
): ElicitResult {
  if (result.action !== 'accept') return { action: result.action };
  const reading = readElicitationRequest(params);
  if (reading.ok && reading.mode === 'url') {
    const openable = readOpenableUrl(reading.url);
    if (openable.ok) return { action: 'accept' };
    callSafely(onError, new InvalidContentError(key, [{ key: 'url', code: openable.error }]));
    return cancel();
  }
  if (reading.ok) {
    const checked = validate(reading.model, result.content ?? {});
    if (checked.ok) return { action: 'accept', content: checked.content };
    callSafely(
      onError,
      new InvalidContentError(
        key,
        checked.errors.map(({ key: field, code }) => ({ key: field, code })),
      ),
    );
    return cancel();
  }
  callSafely(onError, new InvalidContentError(key, []));
  return cancel();
}

function withTimeout(signal: AbortSignal | undefined, timeoutMs: number | undefined): AbortSignal | undefined {
  if (timeoutMs === undefined) return signal;
  // Whole milliseconds, rounded up (Node's timer refuses fractions; never earlier than asked).
  const timeout = AbortSignal.timeout(Math.ceil(timeoutMs));
  return signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
}
