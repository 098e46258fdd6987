// The form's control (react-hook-form's createFormControl shape): the lifecycle state and its
// transitions (formState.ts), the one answer, Escape's question, the secret gate and the
// drafts that wait for the secret check, with no React in it. useElicitationForm only
// subscribes to it and wires it to the DOM and to react-hook-form.
import type { ElicitContent, ElicitResult } from '@elicit-kit/core';
import { accept as acceptResult, cancel as cancelResult } from '@elicit-kit/core/respond';
import type { RawValues } from '../values.js';
import { findingsOf, initialFormState, reduceForm, secretGate, type FormEvent, type FormState, type SecretCheck, type SensitiveFindings } from './formState.js';

/** What the control asks of the form around it (read afresh on every use: the latest props). */
export interface FormControlHost {
  /** Told exactly once, with the answer. */
  onRespond: (result: ElicitResult) => void;
  /** A draft may leave: the raw values, and the keys of secret-looking fields whose values must not. */
  onDraft: (values: RawValues, secretKeys: ReadonlySet<string>) => void;
  /** `block` refuses to accept a form the secret check flagged (or could not check). */
  sensitiveFields: 'warn' | 'block' | undefined;
  /** Loads what checking this form needs (the pattern engine) before Submit's check. */
  prepare: () => Promise<void> | undefined;
  /** Checks the whole answer with core and shows its errors: the content to send, `undefined` when invalid. */
  checkAnswer: () => ElicitContent | undefined;
  /** Moves focus to the secret gate's tick. */
  focusAcknowledge: () => void;
}

/** What {@link createFormControl} returns. */
export interface FormControl {
  /** The whole current state (`submitting` included). */
  getState: () => FormState;
  /**
   * The state as last shown: replaced only when something a view renders changes, so Submit's
   * in-flight flag and an ordinary form's secret check (nothing flagged) re-render nothing.
   */
  getSnapshot: () => FormState;
  subscribe: (listener: () => void) => () => void;
  /** Sends `result` if nothing was sent yet. */
  respond: (result: ElicitResult) => void;
  /** Escape: closes an open question; else asks first when `hasEdits()`; else cancels. */
  escape: (hasEdits: () => boolean) => void;
  keepEditing: () => void;
  acknowledge: (value: boolean) => void;
  /** Submit: one at a time; checks, passes the secret gate, and sends `accept` with core's content. */
  accept: () => Promise<void>;
  /** The values changed: the draft leaves now, or once the secret check has told which fields are secret. */
  draft: (values: RawValues) => void;
  /** Runs a secret check (its result, or a rejection for "could not check"); the returned function drops it. */
  checkSecrets: (findings: Promise<SensitiveFindings | undefined>) => () => void;
}

const NO_KEYS: ReadonlySet<string> = new Set();

/** What a view renders differs (everything but `submitting`, and the check only through its findings). */
function shownChanged(a: FormState, b: FormState): boolean {
  return (
    a.status !== b.status ||
    a.confirmingCancel !== b.confirmingCancel ||
    a.acknowledged !== b.acknowledged ||
    a.tickMissing !== b.tickMissing ||
    findingsOf(a.check) !== findingsOf(b.check)
  );
}

/** The keys whose values a draft must not carry; `undefined` until the check has told. */
function secretKeysOf(check: SecretCheck): ReadonlySet<string> | undefined {
  if (check === 'idle' || check === 'pending') return undefined;
  const findings = findingsOf(check);
  return findings ? new Set(findings.fields.map((f) => f.key)) : NO_KEYS;
}

/** The state and its subscribers: `dispatch` says whether the reducer accepted the event, and tells views only what they show. */
function createFormStore(usable: boolean) {
  let state = initialFormState(usable);
  let shown = state;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    shown: () => shown,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch: (event: FormEvent): boolean => {
      const next = reduceForm(state, event);
      if (next === state) return false;
      state = next;
      if (shownChanged(shown, next)) {
        shown = next;
        listeners.forEach((listener) => listener());
      }
      return true;
    },
  };
}

/** A form's control: `usable` is false when the params are not a usable form request. */
export function createFormControl(usable: boolean, host: () => FormControlHost): FormControl {
  const store = createFormStore(usable);
  const { dispatch } = store;
  let pending: Promise<SecretCheck> = Promise.resolve('idle');
  let secretKeys: ReadonlySet<string> | undefined;
  let heldDraft: RawValues | undefined;

  const respond = (result: ElicitResult) => {
    if (dispatch({ type: 'respond', action: result.action })) host().onRespond(result);
  };

  const draft = (values: RawValues) => {
    if (secretKeys === undefined) heldDraft = values;
    else host().onDraft(values, secretKeys);
  };

  return {
    getState: store.get,
    getSnapshot: store.shown,
    subscribe: store.subscribe,
    respond,
    escape(hasEdits) {
      // Escape without typed work answers `cancel`: the reducer decides, the answer leaves here.
      const now = store.get();
      if (dispatch({ type: 'escape', edits: !now.confirmingCancel && now.status !== 'responded' && hasEdits() }) && store.get().status === 'responded')
        host().onRespond(cancelResult());
    },
    keepEditing: () => void dispatch({ type: 'keepEditing' }),
    acknowledge: (value) => void dispatch({ type: 'acknowledge', value }),
    draft,
    async accept() {
      // One Submit at a time (a double click, Enter then a click): one check, one focus move.
      if (!dispatch({ type: 'submit' })) return;
      try {
        const loading = host().prepare();
        if (loading) await loading;
        if (store.get().status === 'responded') return;
        const content = host().checkAnswer();
        if (content === undefined) return;
        const check = store.get().check === 'pending' ? await pending : store.get().check;
        const gate = secretGate(check, host().sensitiveFields, store.get().acknowledged);
        if (gate === 'refuse') return;
        if (gate === 'tick') {
          dispatch({ type: 'tickMissing' });
          host().focusAcknowledge();
          return;
        }
        respond(acceptResult(content));
      } finally {
        dispatch({ type: 'submitted' });
      }
    },
    checkSecrets(findings) {
      let live = true;
      secretKeys = undefined;
      dispatch({ type: 'check', check: 'pending' });
      pending = findings.then(
        (found): SecretCheck => found ?? 'clear',
        (): SecretCheck => 'failed',
      );
      void pending.then((check) => {
        if (!live) return;
        dispatch({ type: 'check', check });
        secretKeys = secretKeysOf(check);
        const held = heldDraft;
        heldDraft = undefined;
        if (held) draft(held);
      });
      return () => {
        live = false;
      };
    },
  };
}
