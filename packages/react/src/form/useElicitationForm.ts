// The form's hook: a thin subscription over its control (control/createFormControl.ts), wired to
// react-hook-form (which holds the uncontrolled inputs' values) and to the page (formDom.ts).
import { loadSchemaSupport } from '@elicit-kit/core/values';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useStableObject } from '../shared/useStableObject.js';
import { checkOneField } from './checkAnswer.js';
import { createFormControl, type FormControl, type FormControlHost } from './control/createFormControl.js';
import { createViewReader, type FormView, type SensitivePolicy } from './control/formView.js';
import { controlHost, unreadable } from './controlHost.js';
import type { ElicitationFormController, UseElicitationFormOptions } from './controllerTypes.js';
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
  return useFormController(params, options).controller;
}

/**
 * What a form's parts read besides the state they subscribe to: the controller's members that
 * keep their identity for the request (actions, prop getters, model, fields, message), the
 * control and its view reader.
 */
export interface FormStable extends Omit<ElicitationFormController, keyof FormView | 'secretKeys'> {
  control: FormControl;
  view: () => FormView;
  /** The secret policy the view is read under. */
  policy: SensitivePolicy;
}

/** {@link useElicitationForm}, and what its parts subscribe to (parts/FormRoot.tsx). */
export function useFormController(params: unknown, options: UseElicitationFormOptions): { controller: ElicitationFormController; stable: FormStable } {
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

  // What views show, derived once per shown state; the getters read it at each call, so they
  // keep their identity and the parts subscribe to their own slices of it (parts/context.ts).
  const view = useMemo(() => createViewReader(control.getSnapshot, model, () => opts.current.sensitiveFields), [control, model]);
  const shown = view(state);

  const actions = useMemo(() => formActions(control, form, fields, pristine, model, schema), [control, form, fields, pristine, model, schema]);
  const getters = useMemo(
    () =>
      createFormPropGetters({
        ...{ dom, idPrefix, view, fields, errors, form, ...actions },
        busy: () => control.getState().submitting || control.getState().status === 'responded',
        accept: () => void actions.accept(),
        acknowledge: control.acknowledge,
      }),
    [dom, idPrefix, view, fields, errors, form, control, actions],
  );
  const { sensitive } = shown;
  const secretKeys = useMemo<ReadonlySet<string>>(() => (sensitive ? new Set(sensitive.fields.map((f) => f.key)) : EMPTY_KEYS), [sensitive]);

  // One object while nothing in it changed: react-hook-form re-renders the form once after
  // mount (its own ready state), and a new controller would re-render every part that reads
  // it (FormRoot's context), for nothing.
  const controller = useStableObject<ElicitationFormController>({
    ...{ model, fields, message, ...(problem && { problem }), ...shown },
    ...{ secretKeys, form, errors, fieldError: errors.get },
    ...actions,
    ...getters,
  });
  // A new policy changes what the parts' slices read (`view`), so it makes a new `stable` too.
  const policy = options.sensitiveFields;
  const stable = useMemo<FormStable>(
    () => ({ model, fields, message, ...(problem && { problem }), form, errors, fieldError: errors.get, ...actions, ...getters, control, view, policy }),
    [model, fields, message, problem, form, errors, actions, getters, control, view, policy],
  );
  return { controller, stable };
}
