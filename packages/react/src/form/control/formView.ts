// What a view of the form shows, derived from the control's shown state, the model and the
// secret policy: one pure function, and a reader that keeps one object per state, so a part
// can subscribe to its own slice of it (`useSyncExternalStore` with a selector) and re-render
// only when that slice changes.
import type { FormModel } from '@elicit-kit/core';
import { findingsOf, type ElicitationFormStatus, type FormState, type SensitiveFindings } from './formState.js';

/** The secret policy of the form's options. */
export type SensitivePolicy = 'warn' | 'block' | undefined;

/** The form as a view shows it (the controller's reactive members). */
export interface FormView {
  status: ElicitationFormStatus;
  /** The model is renderable and acceptable, and the secret policy does not block it. */
  canAccept: boolean;
  blocked: boolean;
  secretGate: 'none' | 'acknowledge';
  acknowledged: boolean;
  acknowledgeMissing: boolean;
  confirmingCancel: boolean;
  sensitive: SensitiveFindings | undefined;
  canSubmit: boolean;
}

/** The view of `state` for `model` under `policy`. */
export function formView(state: FormState, model: FormModel | undefined, policy: SensitivePolicy): FormView {
  const sensitive = findingsOf(state.check);
  const blocked = policy === 'block' && sensitive !== undefined;
  const canAccept = !!model && model.renderable && model.acceptable !== false && !blocked;
  const secretGate = sensitive !== undefined && !blocked ? 'acknowledge' : 'none';
  const { status, acknowledged, confirmingCancel } = state;
  return {
    ...{ status, canAccept, blocked, secretGate, acknowledged, confirmingCancel, sensitive },
    acknowledgeMissing: state.tickMissing && secretGate === 'acknowledge' && !acknowledged,
    canSubmit: canAccept && status === 'ready' && (secretGate === 'none' || acknowledged),
  };
}

/**
 * The view of the current state (or of `state`, the one a render subscribed to), one object
 * per (state, policy): a selector may hand it back whole and `useSyncExternalStore` sees the
 * same snapshot until something shown changed.
 */
export function createViewReader(current: () => FormState, model: FormModel | undefined, policy: () => SensitivePolicy): (state?: FormState) => FormView {
  let last: { state: FormState; policy: SensitivePolicy; view: FormView } | undefined;
  return (state) => {
    const now = state ?? current();
    const mode = policy();
    if (last?.state !== now || last.policy !== mode) last = { state: now, policy: mode, view: formView(now, model, mode) };
    return last.view;
  };
}
