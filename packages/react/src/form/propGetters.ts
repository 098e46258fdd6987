// The props the form's prop getters return (React Aria's manner): spread them on plain
// elements and the element behaves as the kit's own does, protections included. The kit's
// own types, so no react-hook-form type is part of the public API.
import type { AllHTMLAttributes, KeyboardEvent, MouseEvent, Ref, RefCallback, SyntheticEvent } from 'react';

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
