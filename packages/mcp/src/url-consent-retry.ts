import type { CompleteResult, ElicitationQueue, InputRequiredResult, InputRound, JSONObject, ServerIdentity } from '@elicit-kit/core';
import { RoundLimitError } from '@elicit-kit/core';
import type { AskedElicitation } from './ask-person.js';
import { callSafely } from './call-safely.js';
import type { BindingState } from './binding-state.js';
import { CallAbortedError, CapabilityMissingError, InvalidServerResultError, UrlElicitationRefusedError } from './errors.js';
import { linkedSignal } from './linked-signal.js';
import { roundGroup } from './round-group.js';
import { urlElicitationsRequired } from './sdk-errors.js';

/** One `-32042` URL elicitation: the 2025-11-25 `ElicitRequestURLParams`. */
interface UrlElicitation {
  mode: 'url';
  url: string;
  message: string;
  elicitationId: string;
  [key: string]: unknown;
}

/** What `callWithElicitation`'s `-32042` handling needs. */
export interface UrlConsentCall {
  /** One whole attempt at the request (on 2026-07-28 with its MRTR rounds); a `-32042` rejects it. */
  attempt: (signal: AbortSignal) => Promise<CompleteResult>;
  ask: (params: unknown, key: string, signal: AbortSignal, group: string) => AskedElicitation;
  binding: BindingState | undefined;
  queue: ElicitationQueue;
  server: ServerIdentity;
  signal: AbortSignal | undefined;
  maxRounds: number;
  /** Whether the client declared URL mode: without it no URL card is shown (the host said its UI renders none). */
  urlDeclared: boolean;
  /** Called once per `-32042`, with its URLs as an interim result keyed by `elicitationId`. */
  onRound: ((round: InputRound) => void) | undefined;
}

/**
 * Runs `call.attempt` until it completes. When the server answers `-32042` (URL elicitation required) to a
 * client that declared URL mode (else {@link CapabilityMissingError}: a server must not ask for
 * it), each URL is put to the person; any refusal ends the call with
 * {@link UrlElicitationRefusedError}; once all are accepted and completed, the request is sent
 * again from the start (a new id), counting towards `maxRounds`. On 2025-11-25 this is the
 * protocol; on 2026-07-28 a server must not send `-32042`, but the Python SDK still does,
 * and treating it as a plain error would fail a call the person could finish: it is handled
 * the same way (completion is then learnt from the person, as no notification can arrive).
 */
export async function callWithUrlConsent(call: UrlConsentCall): Promise<CompleteResult> {
  const signal = call.signal ?? new AbortController().signal;
  for (let round = 0; ; round += 1) {
    if (signal.aborted) throw new CallAbortedError(signal.reason);
    try {
      return await call.attempt(signal);
    } catch (error) {
      const required = urlElicitationsRequired(error);
      if (required === undefined) throw error;
      const elicitations = readUrlElicitations(required.elicitations);
      if (!call.urlDeclared) {
        throw new CapabilityMissingError(
          'The server requires URL elicitation (-32042), which this client did not declare',
          { method: 'elicitation/create' },
          { cause: error },
        );
      }
      const interim = asInputRequired(elicitations);
      if (round >= call.maxRounds) throw new RoundLimitError(call.maxRounds, interim, { cause: error });
      callSafely(call.onRound, { round: round + 1, keys: elicitations.map((elicitation) => elicitation.elicitationId), result: interim });
      await consentAndWait(call, elicitations, signal);
    }
  }
}

async function consentAndWait(call: UrlConsentCall, elicitations: UrlElicitation[], callSignal: AbortSignal): Promise<void> {
  const refusal = new AbortController();
  const linked = linkedSignal([callSignal, refusal.signal]);
  const { signal } = linked;
  const group = roundGroup(signal);
  const ids = elicitations.map((elicitation) => elicitation.elicitationId);
  for (const id of ids) call.binding?.expected.set(id, (call.binding.expected.get(id) ?? 0) + 1);
  try {
    const questions = elicitations.map((elicitation) => call.ask(elicitation, elicitation.elicitationId, signal, group));
    await Promise.all(
      questions.map(async (question, index) => {
        const { action } = await question.answer;
        if (action === 'accept') return;
        // One refusal settles the round: close the sibling cards, nothing is retried.
        refusal.abort();
        throw new UrlElicitationRefusedError(ids[index] as string, action);
      }),
    );
    await waitUntilComplete(call, ids, questions, callSignal);
  } finally {
    linked.release();
    const expected = call.binding?.expected;
    for (const id of ids) {
      const waiting = (expected?.get(id) ?? 1) - 1;
      if (waiting > 0) expected?.set(id, waiting);
      else {
        // The last flow waiting for this id: its completion need not be remembered any longer.
        expected?.delete(id);
        call.binding?.completed.delete(id);
      }
    }
  }
}

/**
 * Resolves once every URL is done: the server sent `notifications/elicitation/complete`
 * (seen by the binding), or the person said "I've finished" (its card then stays as "checking"
 * until the retry is answered), or its card was dismissed other than by abandoning it. Rejects
 * when the call's signal aborts (which an abandoned link does).
 */
function waitUntilComplete(call: UrlConsentCall, ids: string[], questions: AskedElicitation[], signal: AbortSignal): Promise<void> {
  const done = (): boolean =>
    ids.every((id, index) => {
      if (call.binding?.completed.has(id)) return true;
      const entryId = questions[index]?.entryId;
      // A card dismissed as abandoned is not done: the call is being stopped (see watchAbandonedLinks).
      const followUp = entryId === undefined ? undefined : call.queue.getFollowUp(entryId);
      if (followUp === 'abandoned') return false;
      return followUp === 'finished' || !call.queue.getSnapshot().closed.some((record) => record.entry.id === entryId);
    });
  return new Promise<void>((resolve, reject) => {
    const listener = (): void => {
      if (signal.aborted) finish(new CallAbortedError(signal.reason));
      else if (done()) finish();
    };
    const unsubscribe = call.queue.subscribe(listener);
    call.binding?.completionListeners.add(listener);
    signal.addEventListener('abort', listener);
    function finish(error?: Error): void {
      unsubscribe();
      call.binding?.completionListeners.delete(listener);
      signal.removeEventListener('abort', listener);
      if (error === undefined) resolve();
      else reject(error);
    }
    listener();
  });
}

/**
 * The `-32042` URL elicitations, or {@link InvalidServerResultError} when there is none, one
 * is not URL mode (a form must never be shown as a URL to open), lacks a string `url` or
 * `elicitationId`, or an `elicitationId` repeats (ids are unique per server; two cards under
 * one id could not be told apart by `notifications/elicitation/complete`).
 */
function readUrlElicitations(x: unknown): UrlElicitation[] {
  const list: unknown[] = Array.isArray(x) ? x : [];
  const usable = (item: unknown): item is UrlElicitation =>
    typeof item === 'object' &&
    item !== null &&
    ((item as { mode?: unknown }).mode ?? 'url') === 'url' &&
    typeof (item as UrlElicitation).elicitationId === 'string' &&
    typeof (item as UrlElicitation).url === 'string';
  const valid = list.every(usable) && new Set(list.map((item) => item.elicitationId)).size === list.length;
  if (list.length === 0 || !valid)
    throw new InvalidServerResultError('invalid-url-elicitations', x, 'The server answered -32042 without usable URL elicitations.');
  return list.map((item) => ({ ...item, mode: 'url' }));
}

/** The URLs of a `-32042` as an interim result, so a round-limit error shows what was asked. */
function asInputRequired(elicitations: UrlElicitation[]): InputRequiredResult {
  return {
    resultType: 'input_required',
    inputRequests: Object.fromEntries(elicitations.map((params) => [params.elicitationId, { method: 'elicitation/create', params: params as JSONObject }])),
  };
}
