// The form's lifecycle as a pure reducer: no React, no DOM, no clock (the URL consent's shape,
// url-consent/machine/urlConsentMachine.ts). createFormControl feeds it events and runs the
// effects (the answer, a draft, focus) only when it accepted the transition, so a guard that
// holds here holds for every UI.
import type { SensitiveField, SensitiveTextMatch } from '@elicit-kit/core';

/** What a secret-field check found (secrets the spec forbids in form mode); `undefined` while loading or when nothing is flagged. */
export interface SensitiveFindings {
  /** Flagged fields, in field order. */
  fields: SensitiveField[];
  /** Set when the server's `message` itself mentions a secret. */
  message?: SensitiveTextMatch;
}

/**
 * Where the form stands:
 * - `invalid`: the params are not a usable form request (only Decline/Cancel);
 * - `ready`: waiting for the person;
 * - `responded`: an answer was sent; every action is now a no-op.
 */
export type ElicitationFormStatus = 'invalid' | 'ready' | 'responded';

/**
 * The secret-field check: `idle` before it starts (drafts wait, Submit does not), `pending`
 * while its chunk loads (drafts and Submit wait), then `clear`, `failed`, or the findings.
 */
export type SecretCheck = 'idle' | 'pending' | 'clear' | 'failed' | SensitiveFindings;

/** The form's whole lifecycle state (one object, replaced on every accepted transition). */
export interface FormState {
  status: ElicitationFormStatus;
  /** The answer sent, once `status` is `responded`. */
  answered?: 'accept' | 'decline' | 'cancel';
  /** From Submit until it is sent or refused: a second Submit meanwhile is ignored. */
  submitting: boolean;
  /** Escape's question "discard what you typed and cancel?" is open. */
  confirmingCancel: boolean;
  /** The person ticked "I understand" for this check's findings. */
  acknowledged: boolean;
  /** Submit was pressed without the tick the secret gate needs, and it is still unticked. */
  tickMissing: boolean;
  check: SecretCheck;
}

export type FormEvent =
  | { type: 'submit' }
  | { type: 'submitted' }
  | { type: 'respond'; action: 'accept' | 'decline' | 'cancel' }
  /** `edits`: the person typed something (asked only when no question is open). */
  | { type: 'escape'; edits: boolean }
  | { type: 'keepEditing' }
  | { type: 'acknowledge'; value: boolean }
  | { type: 'tickMissing' }
  | { type: 'check'; check: SecretCheck };

/** The state of a form that just mounted: `invalid` when its params are unusable. */
export function initialFormState(usable: boolean): FormState {
  return { status: usable ? 'ready' : 'invalid', submitting: false, confirmingCancel: false, acknowledged: false, tickMissing: false, check: 'idle' };
}

/** The findings, when the check flagged something. */
export function findingsOf(check: SecretCheck): SensitiveFindings | undefined {
  return typeof check === 'object' ? check : undefined;
}

/**
 * What the secret check's outcome lets a valid Submit do: `send`; `refuse` (block mode: flagged,
 * or the check could not run); or `tick` (warn mode: a secret-looking form waits for the
 * explicit "I understand", even when Submit came before the check loaded).
 */
export function secretGate(check: SecretCheck, mode: 'warn' | 'block' | undefined, acknowledged: boolean): 'send' | 'refuse' | 'tick' {
  const findings = findingsOf(check);
  if (mode === 'block') return findings || check === 'failed' ? 'refuse' : 'send';
  return findings && !acknowledged ? 'tick' : 'send';
}

/** The next state, or `state` itself when the event changes nothing (an answer after the answer, a second Submit). */
export function reduceForm(state: FormState, event: FormEvent): FormState {
  const answered = state.status === 'responded';
  switch (event.type) {
    case 'submit':
      return state.submitting || answered ? state : { ...state, submitting: true };
    case 'submitted':
      return state.submitting ? { ...state, submitting: false } : state;
    case 'respond':
      // Exactly one answer: whatever comes after it changes nothing.
      return answered ? state : { ...state, status: 'responded', answered: event.action, confirmingCancel: false };
    case 'escape':
      // Escape backs out of a question, never confirms one; with typed work it asks first.
      if (answered) return state;
      if (state.confirmingCancel) return { ...state, confirmingCancel: false };
      return event.edits ? { ...state, confirmingCancel: true } : { ...state, status: 'responded', answered: 'cancel' };
    case 'keepEditing':
      return state.confirmingCancel ? { ...state, confirmingCancel: false } : state;
    case 'acknowledge':
      // The tick holds for the findings it was given for only.
      if (!findingsOf(state.check)) return state.tickMissing ? { ...state, tickMissing: false } : state;
      return state.acknowledged === event.value && !state.tickMissing ? state : { ...state, acknowledged: event.value, tickMissing: false };
    case 'tickMissing':
      return state.tickMissing ? state : { ...state, tickMissing: true };
    case 'check':
      // New findings start unticked (a tick never carries over to something not yet seen).
      return { ...state, check: event.check, acknowledged: false, tickMissing: false };
  }
}
