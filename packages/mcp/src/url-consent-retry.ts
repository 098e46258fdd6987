import type { InputRequiredResult, InputRound, JSONObject } from '@elicit-kit/core';
import { InvalidResultError, RoundLimitError, RunAbortedError } from '@elicit-kit/core';
import type { AskedElicitation } from './ask-person.js';
import type { CallSession } from './call-session.js';
import { callSafely } from './call-safely.js';
import { CapabilityMissingError, UrlElicitationRefusedError } from './errors.js';
import { linkedSignal } from './linked-signal.js';
import { roundGroup } from './round-group.js';
import { urlElicitationsRequired } from './sdk-errors.js';

/** One `-32042` URL elicitation: the 2025-11-25 `ElicitRequestURLParams`. */
export interface UrlElicitation {
  mode: 'url';
  url: string;
  message: string;
  elicitationId: string;
  [key: string]: unknown;
}

/** What the `-32042` step needs of the call (a {@link CallSession} has it). */
export type UrlConsentCall = Pick<CallSession, 'ask' | 'binding' | 'queue' | 'signal' | 'maxRounds' | 'urlDeclared' | 'onRound'>;

/**
 * The URL elicitations of a `-32042` (URL elicitation required) in `error`, or `undefined` when
 * it is no `-32042`; {@link InvalidResultError} when the server sent none usable.
 */
export function urlConsentRequired(error: unknown): UrlElicitation[] | undefined {
  const required = urlElicitationsRequired(error);
  return required === undefined ? undefined : readUrlElicitations(required.elicitations);
}

/**
 * The `-32042` step, the `round`th of the attempt (from 0): each URL is put to the person, and
 * this resolves once all are accepted and completed, when the request is to be sent again from
 * the start (a new id), counting towards `maxRounds`. A client that did not declare URL mode gets
 * {@link CapabilityMissingError} (a server must not ask for it); any refusal ends the call with
 * {@link UrlElicitationRefusedError}. On 2025-11-25 this is the protocol; on 2026-07-28 a server
 * must not send `-32042`, but the Python SDK still does, and treating it as a plain error would
 * fail a call the person could finish: it is handled the same way (completion is then learnt
 * from the person, as no notification can arrive).
 */
export async function consentToUrls(call: UrlConsentCall, elicitations: UrlElicitation[], round: number, cause: unknown): Promise<void> {
  if (!call.urlDeclared) {
    throw new CapabilityMissingError(
      'The server requires URL elicitation (-32042), which this client did not declare',
      { method: 'elicitation/create' },
      { cause },
    );
  }
  const interim = asInputRequired(elicitations);
  if (round >= call.maxRounds) throw new RoundLimitError(call.maxRounds, interim, { cause });
  callSafely((each: InputRound) => call.onRound(each), {
    round: round + 1,
    keys: elicitations.map((elicitation) => elicitation.elicitationId),
    result: interim,
  });
  await consentAndWait(call, elicitations, call.signal);
}

async function consentAndWait(call: UrlConsentCall, elicitations: UrlElicitation[], callSignal: AbortSignal): Promise<void> {
  const refusal = new AbortController();
  const linked = linkedSignal([callSignal, refusal.signal]);
  const { signal } = linked;
  const group = roundGroup(signal);
  const ids = elicitations.map((elicitation) => elicitation.elicitationId);
  call.binding?.urls.expect(ids);
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
    call.binding?.urls.release(ids);
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
      if (call.binding?.urls.isComplete(id)) return true;
      const entryId = questions[index]?.entryId;
      // A card dismissed as abandoned is not done: the call is being stopped (see watchAbandonedLinks).
      const followUp = entryId === undefined ? undefined : call.queue.getFollowUp(entryId);
      if (followUp === 'abandoned') return false;
      return followUp === 'finished' || !call.queue.getSnapshot().closed.some((record) => record.entry.id === entryId);
    });
  return new Promise<void>((resolve, reject) => {
    const listener = (): void => {
      if (signal.aborted) finish(new RunAbortedError(undefined, signal.reason));
      else if (done()) finish();
    };
    const unsubscribe = call.queue.subscribe(listener);
    const stopListening = call.binding?.urls.onComplete(listener);
    signal.addEventListener('abort', listener);
    function finish(error?: Error): void {
      unsubscribe();
      stopListening?.();
      signal.removeEventListener('abort', listener);
      if (error === undefined) resolve();
      else reject(error);
    }
    listener();
  });
}

/**
 * The `-32042` URL elicitations, or {@link InvalidResultError} when there is none, one
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
  if (list.length === 0 || !valid) throw new InvalidResultError(x, 'invalid-url-elicitations', 'The server answered -32042 without usable URL elicitations.');
  return list.map((item) => ({ ...item, mode: 'url' }));
}

/** The URLs of a `-32042` as an interim result, so a round-limit error shows what was asked. */
function asInputRequired(elicitations: UrlElicitation[]): InputRequiredResult {
  return {
    resultType: 'input_required',
    inputRequests: Object.fromEntries(elicitations.map((params) => [params.elicitationId, { method: 'elicitation/create', params: params as JSONObject }])),
  };
}
