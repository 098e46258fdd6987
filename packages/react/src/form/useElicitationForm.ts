// The form's hook: a thin subscription over its control (control/createFormControl.ts), wired to
// react-hook-form (which holds the uncontrolled inputs' values) and to the page (formDom.ts).
import { loadSchemaSupport } from '@elicit-kit/core/values';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useStableObject } from '../shared/useStableObject.js';
import { checkOneField } from './checkAnswer.js';
import { createFormControl, type FormControlHost } from './control/createFormControl.js';
import { findingsOf } from './control/formState.js';
import { controlHost, unreadable } from './controlHost.js';
import type { ElicitationFormController, SecretGate, UseElicitationFormOptions } from './controllerTypes.js';
import { FieldErrorStore } from './fieldErrors.js';
import { formActions } from './formActions.js';
import { createFormDom } from './formDom.js';
import { createFormPropGetters, type FormValuesAccess } from './propGetters.js';
import { fieldEntries, readFormRequest } from './readRequest.js';
import { findSensitive } from './sensitiveCheck.js';
import { rawValues, type RawValues } from './values.js';

export type { ElicitationFormStatus, SensitiveFindings } from './control/formState.js';
export type { AcknowledgeProps, ElicitationFormController, FormFieldEntry, SecretGate, UseElicitationFormOptions } from './controllerTypes.js';
export { loadSensitiveCheck } from './sensitiveCheck.js';

const EMPTY_KEYS: ReadonlySet<string> = new Set();

/**
 * The headless behaviour of {@link ElicitationForm}: reads untrusted params with core
 * (`readElicitationRequest`: the queue entry's reading when given its params), sets up react-hook-form under safe field names,
 * validates with core only, and answers exactly once. Nothing is sent without an explicit
 * `accept()`, and `decline()` / `cancel()` always work, at any time.
 *
 * Give each elicitation its own React `key`: params and draft are read at mount.
 */
export function useElicitationForm(params: unknown, options: UseElicitationFormOptions): ElicitationFormController {
  const opts = useRef(options);
  opts.current = options;
  const { idPrefix = 'ek' } = options;
  const { model, message, problem, schema } = useMemo(() => readFormRequest(params), [params]);
  const fields = useMemo(() => fieldEntries(model?.fields, idPrefix), [model, idPrefix]);
  // One error store per model (a new request starts without errors); what the fields show with
  // the schema's defaults alone, and with the draft over them, read once per model (later draft
  // or locale changes must not reset what was typed; without a draft, one object, not two).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one store per model: a new request starts without errors
  const errors = useMemo(() => new FieldErrorStore(), [fields]);
  const pristine = useMemo(() => rawValues(fields, model, undefined, opts.current.locale), [fields, model]);
  const initial = useMemo(
    () => (opts.current.draft === undefined ? pristine : rawValues(fields, model, opts.current.draft, opts.current.locale)),
    [pristine, fields, model],
  );

  // react-hook-form registers the (uncontrolled) inputs and holds their values; it validates
  // nothing (no rules): core does, once per submit, then per edited field.
  const rhf = useForm<RawValues>({ defaultValues: initial, shouldFocusError: false });
  const form = useMemo<FormValuesAccess>(
    () => ({ getValues: rhf.getValues, setValue: (name, value) => rhf.setValue(name, value, { shouldDirty: true }), register: (name) => rhf.register(name) }),
    [rhf],
  );

  // The control reads the latest props, model and values through this, never a stale closure.
  const [dom] = useState(createFormDom);
  const host = useRef<FormControlHost>(undefined!);
  host.current = controlHost({ options, model, fields, form, errors, dom, idPrefix });
  const [control] = useState(() => createFormControl(!problem, () => host.current));
  const state = useSyncExternalStore(control.subscribe, control.getSnapshot, control.getSnapshot);

  // Drafts leave through a subscription, never through a re-render (a draft is never sent).
  // After a failed submit, the same subscription re-validates the edited field alone, so its
  // error clears (or changes) as the person types, and no other field re-renders.
  useEffect(() => {
    if (!model) return undefined;
    return rhf.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        if (opts.current.onDraftChange) control.draft(values);
        const entry = errors.submitted && name !== undefined ? fields.find((f) => f.name === name) : undefined;
        if (entry) errors.set(entry.name, checkOneField(entry, values[entry.name], opts.current.locale, unreadable));
      },
    });
  }, [rhf, model, fields, errors, control]);
  // The secret-field check (secrets the spec forbids in form mode), and what checking this form
  // needs beyond the form path (the pattern engine), load at mount; until then a pattern field
  // is refused, never accepted unchecked.
  useEffect(() => (model ? control.checkSecrets(findSensitive(model, message)) : undefined), [model, message, control]);
  useEffect(() => void (model && loadSchemaSupport(model)), [model]);

  const sensitive = findingsOf(state.check);
  const blocked = options.sensitiveFields === 'block' && sensitive !== undefined;
  const canAccept = !!model && model.renderable && model.acceptable !== false && !blocked;
  const secretGate: SecretGate = sensitive !== undefined && !blocked ? 'acknowledge' : 'none';
  const acknowledgeMissing = state.tickMissing && secretGate === 'acknowledge' && !state.acknowledged;
  const { status, acknowledged, confirmingCancel } = state;

  const actions = useMemo(() => formActions(control, form, fields, pristine, model, schema), [control, form, fields, pristine, model, schema]);
  const getters = useMemo(
    () =>
      createFormPropGetters({
        ...{ dom, idPrefix, status, canAccept, acknowledged, acknowledgeMissing, fields, errors, form },
        sensitive: sensitive && (blocked ? 'blocked' : 'warn'),
        busy: () => control.getState().submitting || control.getState().status === 'responded',
        answered: () => control.getState().status === 'responded',
        ...actions,
        accept: () => void actions.accept(),
        acknowledge: control.acknowledge,
      }),
    [dom, idPrefix, status, canAccept, acknowledged, acknowledgeMissing, fields, errors, form, sensitive, blocked, control, actions],
  );
  const secretKeys = useMemo<ReadonlySet<string>>(() => (sensitive ? new Set(sensitive.fields.map((f) => f.key)) : EMPTY_KEYS), [sensitive]);

  // One object while nothing in it changed: react-hook-form re-renders the form once after
  // mount (its own ready state), and a new controller would re-render every part that reads
  // it (FormRoot's context), for nothing.
  return useStableObject<ElicitationFormController>({
    ...{ model, fields, message, ...(problem && { problem }), canAccept, blocked, secretGate, acknowledged, acknowledgeMissing },
    canSubmit: canAccept && status === 'ready' && (secretGate === 'none' || acknowledged),
    ...{ secretKeys, sensitive, status, form, errors, fieldError: errors.get, confirmingCancel },
    ...actions,
    ...getters,
  });
}
