import type { BooleanField, ConstField, FieldError, FieldModel, ListField, MultiSelectField, NumberField, SelectField, TextField } from '@elicit-kit/core';
import type { ComponentType, ReactNode } from 'react';
import type { FormMessages } from '../messages.js';
import type { FieldRegistration, FormValuesAccess } from '../propGetters.js';

/**
 * What every field component receives. A replacement (through the `components` prop) must
 * spread `registration` on its control(s) (uncontrolled inputs: react-hook-form reads the
 * DOM), give its first control the `id`, and render `help` after its controls: it holds the
 * description, hints, the secret warning and the error message, with the ids `describedBy`
 * lists.
 */
export interface FieldProps<F extends FieldModel = FieldModel> {
  /** Core's model of the field (label and description are server text: render as plain text). */
  field: F;
  /** The safe react-hook-form name (`f0`, `f1`, …), never the schema key. */
  name: string;
  /** DOM id of the first control. */
  id: string;
  /** The control's registration: spread it on each control. */
  registration: FieldRegistration;
  /** The form's raw values (`getValues`, `setValue`) for controls that need them. */
  form: FormValuesAccess;
  /** The label content: the field's title plus the required words. */
  label: ReactNode;
  /** Ids of the help texts and error, for `aria-describedby`. */
  describedBy: string | undefined;
  /** Whether the field currently has an error (for `aria-invalid`). */
  invalid: boolean;
  /** The field's current error (core's, with `params.item` for an item of a list), if any. */
  error?: FieldError;
  /** Description, hints, warning and error, ready to render after the controls. */
  help: ReactNode;
  /** The form's strings, after the provider's and the form's overrides. */
  messages: FormMessages;
  /** The BCP 47 locale numbers are read and written in (`undefined`: the browser's). */
  locale: string | undefined;
  /** Class name helper (`ek-<part>`, or nothing when unstyled). */
  part: (name: string, extra?: string) => string | undefined;
}

/** Replaceable field components, one per field kind. */
export interface FieldComponents {
  /** Strings and their formats (email, uri, date, date-time). */
  text: ComponentType<FieldProps<TextField>>;
  /** Integers and decimals, typed as text and parsed with the locale. */
  number: ComponentType<FieldProps<NumberField>>;
  /** A yes/no checkbox. */
  boolean: ComponentType<FieldProps<BooleanField>>;
  /** One choice of an enum (titled or not). */
  select: ComponentType<FieldProps<SelectField>>;
  /** Several choices of an enum array. */
  multiselect: ComponentType<FieldProps<MultiSelectField>>;
  /** A plain text field that looks like it asks for a secret: masked, with a show/hide toggle (default: `SecretInput`). */
  secret?: ComponentType<FieldProps<TextField>>;
  /** A list of free texts (add, remove, reorder). */
  list: ComponentType<FieldProps<ListField>>;
  /** A fixed value (`const`), shown read-only. */
  const: ComponentType<FieldProps<ConstField>>;
}
