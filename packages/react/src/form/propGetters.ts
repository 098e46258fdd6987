// The props the form's prop getters return (React Aria's manner): spread them on plain
// elements and the element behaves as the kit's own does, protections included. The kit's
// own types, so no react-hook-form type is part of the public API.
import type { AllHTMLAttributes, KeyboardEvent, MouseEvent, Ref, RefCallback, SyntheticEvent } from 'react';
import { isEscapeForUs } from '../shared/imeEscape.js';
import { mergeProps } from '../shared/mergeProps.js';
import type { FormView } from './control/formView.js';
import type { AcknowledgeProps, ElicitationFormController, FormFieldEntry } from './controllerTypes.js';
import type { FieldErrorStore } from './fieldErrors.js';
import type { FormDom } from './formDom.js';

/**
 * Your own props for an element a getter prepares (`getRootProps({ onKeyDown, className })`):
 * pass them to the getter rather than after the spread, which would replace the kit's. The kit's
 * guard runs first (a held Enter's repeat, a second Submit are swallowed before your handler),
 * then yours, then the kit's action, unless your handler called `preventDefault`: you can stop
 * an action, never a protection. Class names and `aria-describedby` join; your `ref` is set too;
 * the kit's `id`, `type` and state attributes stay (it finds elements by those ids).
 */
export type CallerProps<E extends HTMLElement = HTMLElement> = AllHTMLAttributes<E> & { ref?: Ref<E> };

/**
 * What a control spreads on itself to take part in the form: the inputs are uncontrolled and
 * the form reads their values from the DOM. Give every control of a field the same
 * registration (radio groups and checkbox lists share one name).
 */
export interface FieldRegistration {
  /** The safe name (`f0`, `f1`, …), never the schema key. */
  name: string;
  ref: RefCallback<HTMLElement>;
  onChange: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur: (event: { target: unknown; type?: unknown }) => unknown;
}

/** The form's values, for controls that hold more than one DOM element shows (a list of texts). */
export interface FormValuesAccess {
  /** The raw value under a safe name, or all raw values. */
  getValues: {
    (): Record<string, unknown>;
    (name: string): unknown;
  };
  /** Sets a raw value (counts as an edit: the draft and, after a failed Submit, the field's check follow). */
  setValue: (name: string, value: unknown) => void;
  /** The registration of a safe name (see {@link FieldRegistration}). */
  register: (name: string) => FieldRegistration;
}

/**
 * Props of the element around the whole request (`getRootProps()`): the keyboard protections
 * (a held Enter's repeats do nothing; Escape, outside an IME composition, cancels or asks
 * first) and the form's state as `data-*` attributes.
 */
export interface FormRootElementProps {
  ref: RefCallback<HTMLElement>;
  onKeyDown: (event: KeyboardEvent) => void;
  'data-status': 'invalid' | 'ready' | 'responded';
  'data-sensitive'?: 'blocked' | 'warn';
  'data-acceptable'?: 'false';
}

/**
 * Props of the `<form>` (`getFormProps()`): submitting validates with core and sends at most
 * once; before hydration the browser submits nowhere (`method="dialog"`); the same keyboard
 * protections as {@link FormRootElementProps} (harmless when both are used).
 */
export interface FormElementProps {
  ref: RefCallback<HTMLElement>;
  noValidate: true;
  method: 'dialog';
  onSubmit: (event: SyntheticEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  'aria-describedby'?: string;
}

/** Props of an answer button (`getSubmitButtonProps()`, `getDeclineButtonProps()`, `getCancelButtonProps()`, …). */
export interface ActionButtonProps {
  type: 'button' | 'submit';
  /**
   * Set once an answer was sent: every action is then a no-op. Not `disabled`: a disabled
   * button under the pointer would drop focus to `<body>` on the second click of a double
   * click; this one keeps focus where the answer put it (the status line).
   */
  'aria-disabled'?: true;
  onClick: (event: MouseEvent) => void;
  onMouseDown?: (event: MouseEvent) => void;
  'data-action': 'accept' | 'decline' | 'cancel' | 'keep-editing' | 'discard';
  'aria-describedby'?: string;
  ref?: RefCallback<HTMLElement>;
}

/** Props of one field's first control (`getFieldProps(key)`): its registration, id and ARIA state. */
export interface FieldControlProps extends FieldRegistration {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * Props of the line that says the answer was sent (`getStatusProps()`): after Submit, focus
 * moves there (it has a name, so a screen reader says what happened), never to an empty
 * container or to `<body>`.
 */
export interface FormStatusProps {
  ref: RefCallback<HTMLElement>;
  id: string;
  role: 'status';
  tabIndex: -1;
  'aria-labelledby': string;
}

/**
 * What the getters read: the form's DOM wiring, its actions, and its state as shown now, read
 * at each call (`view`), so the getters keep their identity for the life of the request and a
 * part that calls one re-renders only for the slice of the state it subscribed to.
 */
export interface FormGetterInputs {
  dom: FormDom;
  idPrefix: string;
  /** The form as shown now (status, `canAccept`, the secret gate, …). */
  view: () => FormView;
  fields: readonly FormFieldEntry[];
  errors: FieldErrorStore;
  form: FormValuesAccess;
  /** Whether a Submit is being checked or the answer was sent: a press on Submit then does nothing. */
  busy: () => boolean;
  accept: () => void;
  decline: () => void;
  cancel: () => void;
  escape: () => void;
  keepEditing: () => void;
  acknowledge: (value: boolean) => void;
}

type Getters = Pick<
  ElicitationFormController,
  | 'getAcknowledgeProps'
  | 'getRootProps'
  | 'getFormProps'
  | 'getSubmitButtonProps'
  | 'getDeclineButtonProps'
  | 'getCancelButtonProps'
  | 'getKeepEditingButtonProps'
  | 'getDiscardButtonProps'
  | 'getFieldProps'
  | 'getStatusProps'
>;

/** The getters of the inputs: a field's first control, and the secret gate's tick. */
function inputPropGetters(inputs: FormGetterInputs): Pick<Getters, 'getAcknowledgeProps' | 'getFieldProps'> {
  const { fields, errors, form } = inputs;
  const ackId = `${inputs.idPrefix}-ack`;
  return {
    getAcknowledgeProps: (own) =>
      mergeProps<AcknowledgeProps>(
        {
          id: ackId,
          type: 'checkbox',
          checked: inputs.view().acknowledged,
          onChange: (event) => inputs.acknowledge(event.currentTarget.checked),
          ...(inputs.view().acknowledgeMissing && { 'aria-invalid': true as const, 'aria-describedby': `${ackId}-err` }),
        },
        own,
      ),
    getFieldProps: (key, own) => {
      const entry = fields.find((f) => f.field.key === key);
      if (!entry) return undefined;
      const error = errors.get(entry.name);
      return mergeProps<FieldControlProps>(
        { ...form.register(entry.name), id: entry.id, ...(error && { 'aria-invalid': true as const, 'aria-describedby': `${entry.id}-err` }) },
        own,
      );
    },
  };
}

/**
 * Submit's press (Enter in a field presses it too: implicit submission) submits its form with
 * the same `submit` event, which the form's `onSubmit` (and a host's, which can veto it)
 * handles, but without the browser's own form submission around it: that work, done before
 * the event and thrown away once it is cancelled, cost more than the rest of a valid Submit
 * in Chromium (`node bench/react/profile.mjs --what=submit`). Outside a form: nothing, as before.
 */
function submitWithoutNavigation(event: MouseEvent) {
  const button = event.currentTarget as HTMLButtonElement;
  const form = button.form;
  if (!form) return;
  event.preventDefault();
  const init = { bubbles: true, cancelable: true };
  form.dispatchEvent(typeof SubmitEvent === 'function' ? new SubmitEvent('submit', { ...init, submitter: button }) : new Event('submit', init));
}

/** The form's prop getters: the protections live here, so a UI built on the hook alone keeps them. */
export function createFormPropGetters(inputs: FormGetterInputs): Getters {
  const { dom, view } = inputs;
  const statusId = `${inputs.idPrefix}-status`;
  // Escape means "not now": cancel, never decline; with typed work it asks first. Once handled
  // it is default-prevented, so the root does not handle the <form>'s Escape again, and a
  // caller's handler that prevents it keeps it.
  const onEscape = (event: KeyboardEvent) => {
    if (view().status !== 'responded' && isEscapeForUs(event)) {
      event.preventDefault();
      inputs.escape();
    }
  };
  // Answered: the buttons stay focusable but inert (aria-disabled), and a press on one does not
  // take focus from the status line (see ActionButtonProps).
  const inert = { 'aria-disabled': true as const, onMouseDown: (event: MouseEvent) => event.preventDefault() };
  const answered = () => (view().status === 'responded' ? inert : undefined);
  const button = (
    action: ActionButtonProps['data-action'],
    own: CallerProps<HTMLButtonElement> | undefined,
    onClick?: () => void,
    extra?: Partial<ActionButtonProps>,
  ) => mergeProps<ActionButtonProps>({ type: 'button', 'data-action': action, ...extra }, own, onClick && { onClick });
  const rootState = () => {
    const { status, canAccept, sensitive, blocked } = view();
    return {
      'data-status': status,
      ...(sensitive && { 'data-sensitive': blocked ? ('blocked' as const) : ('warn' as const) }),
      ...(!canAccept && { 'data-acceptable': 'false' as const }),
    };
  };
  return {
    ...inputPropGetters(inputs),
    getRootProps: (own) => mergeProps<FormRootElementProps>({ ref: dom.rootRef, onKeyDown: dom.keyGuard, ...rootState() }, own, { onKeyDown: onEscape }),
    getFormProps: (own) =>
      mergeProps<FormElementProps>(
        // Server-rendered, before hydration, Enter would otherwise make the browser submit the
        // form itself: a GET with what was typed (secrets too) in the page's query string. A
        // "dialog" submission outside a <dialog> does nothing; once hydrated, onSubmit decides.
        { ref: dom.formRef, noValidate: true, method: 'dialog', onKeyDown: dom.keyGuard },
        own,
        {
          onSubmit: (event) => {
            event.preventDefault();
            if (view().canAccept) inputs.accept();
          },
          onKeyDown: onEscape,
        },
      ),
    // A second press while the first is being checked, or after the answer, submits nothing
    // (and is swallowed: the caller's handler does not see it either).
    getSubmitButtonProps: (own) =>
      mergeProps<ActionButtonProps>(
        {
          type: 'submit',
          'data-action': 'accept',
          onClick: (event) => {
            if (!inputs.busy()) return false;
            event.preventDefault();
            return true;
          },
          ...answered(),
        },
        own,
        { onClick: submitWithoutNavigation },
      ),
    getDeclineButtonProps: (own) => button('decline', own, inputs.decline, answered()),
    getCancelButtonProps: (own) => button('cancel', own, inputs.cancel, answered()),
    getKeepEditingButtonProps: (own) => button('keep-editing', own, inputs.keepEditing, { ref: dom.keepRef }),
    getDiscardButtonProps: (own) => button('discard', own, inputs.cancel, { ref: dom.discardRef, ...answered() }),
    getStatusProps: (own) => mergeProps<FormStatusProps>({ ref: dom.statusRef, id: statusId, role: 'status', tabIndex: -1, 'aria-labelledby': statusId }, own),
  };
}
