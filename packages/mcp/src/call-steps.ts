import { RunAbortedError } from '@elicit-kit/core';
import type { CompleteResult } from '@elicit-kit/core';
import type { CallSession, EraCall } from './call-session.js';
import { refusalOf } from './reask-rejected.js';
import { consentToUrls, urlConsentRequired } from './url-consent-retry.js';
import type { UrlElicitation } from './url-consent-retry.js';

/** How an attempt ended: its result or its error. */
type Outcome = { result: CompleteResult } | { error: unknown };

/**
 * The states of one call. `send`: one attempt at the request (on 2026-07-28 its rounds, each leg
 * sent again when the person says "I've finished", see `resend-on-finish`). `url-consent`: the
 * server answered `-32042`; once the person has opened every link and it is complete, `send`
 * again. `re-ask`: the server refused what was answered; the refused questions are asked again
 * prefilled, then `send` again. `done`: the outcome stands.
 */
type CallState =
  | { readonly step: 'send' }
  | { readonly step: 'url-consent'; readonly elicitations: UrlElicitation[]; readonly cause: unknown }
  | { readonly step: 're-ask'; readonly reason: string; readonly outcome: Outcome }
  | { readonly step: 'done'; readonly outcome: Outcome };

/**
 * Runs the call through its states until `done`. At most `reasks` re-asks; `-32042` rounds count
 * towards `maxRounds` per attempt at the answers (a re-ask starts the count again).
 */
export async function runCall(session: CallSession, era: EraCall, reasks: number): Promise<CompleteResult> {
  let state: CallState = { step: 'send' };
  let reasked = 0;
  let urlRounds = 0;
  for (;;) {
    switch (state.step) {
      case 'send':
        state = await sendStep(session, era, reasked < reasks);
        break;
      case 'url-consent':
        await consentToUrls(session, state.elicitations, urlRounds++, state.cause);
        state = { step: 'send' };
        break;
      case 're-ask':
        reasked += 1;
        urlRounds = 0;
        state = era.prepareReask(state.reason) ? { step: 'send' } : { step: 'done', outcome: state.outcome };
        break;
      case 'done':
        if ('error' in state.outcome) throw state.outcome.error;
        return state.outcome.result;
    }
  }
}

/** One attempt, and which state its outcome leads to. */
async function sendStep(session: CallSession, era: EraCall, mayReask: boolean): Promise<CallState> {
  const { signal } = session;
  if (signal.aborted) throw new RunAbortedError(undefined, signal.reason);
  const outcome: Outcome = await era.attempt(signal).then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  if ('error' in outcome) {
    const elicitations = urlConsentRequired(outcome.error);
    if (elicitations !== undefined) return { step: 'url-consent', elicitations, cause: outcome.error };
  }
  const reason = mayReask ? refusalOf(outcome, signal) : undefined;
  return reason === undefined ? { step: 'done', outcome } : { step: 're-ask', reason, outcome };
}
