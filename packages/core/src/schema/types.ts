import type { StringFormat } from '../protocol/types.js';

/** The kinds of input a form model can ask for. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'select' | 'multiselect';

interface FieldBase<K extends FieldKind, D> {
  kind: K;
  /** The property name, exactly as in the schema (may be `__proto__`: treat as data). */
  key: string;
  /** The schema's `title`, else the key. Server text: render as plain text only. */
  label: string;
  /** The schema's `description`. Server text: render as plain text only. */
  description?: string;
  /** Listed in the schema's `required`. */
  required: boolean;
  /** Present only when the schema's default is valid for this field. */
  default?: D;
}

/** A string field (spec variant 1). */
export interface TextField extends FieldBase<'text', string> {
  format?: StringFormat;
  minLength?: number;
  maxLength?: number;
}

/** A number or integer field (spec variant 2). */
export interface NumberField extends FieldBase<'number', number> {
  integer: boolean;
  minimum?: number;
  maximum?: number;
}

/** A yes/no field (spec variant 3). */
export interface BooleanField extends FieldBase<'boolean', boolean> {}

/** One choice: the value sent on the wire and the label shown. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A single choice (spec variants 4, 5, 6). */
export interface SelectField extends FieldBase<'select', string> {
  options: SelectOption[];
}

/** Several choices (spec variants 7, 8). */
export interface MultiSelectField extends FieldBase<'multiselect', string[]> {
  options: SelectOption[];
  minItems?: number;
  maxItems?: number;
}

/** One renderable input, tagged by `kind`. */
export type FieldModel = TextField | NumberField | BooleanField | SelectField | MultiSelectField;

/** Machine-readable reason for a {@link SchemaIssue}. */
export type SchemaIssueCode =
  /** The root is not a JSON object. */
  | 'root-not-object'
  /** The root's `type` is not `"object"`. */
  | 'root-type-not-object'
  /** `properties` is missing or not an object. */
  | 'properties-missing'
  /** `$schema` names a dialect other than JSON Schema 2020-12 / draft-07 family we can read. */
  | 'unsupported-dialect'
  /** `required` is not an array of strings. */
  | 'required-invalid'
  /** `required` names a key that is not in `properties` (ignored). */
  | 'required-unknown-key'
  /** A property is not an object. */
  | 'property-not-object'
  /** A property has no `type`. */
  | 'missing-type'
  /** A property's `type` is not one the spec allows. */
  | 'unsupported-type'
  /** A property is a nested object. */
  | 'nested-object'
  /** An array whose items are not a string enum or titled options (e.g. array of objects). */
  | 'unsupported-array'
  /** Both `enum` and `oneOf` on one property (or both `enum` and `anyOf`/`oneOf` in `items`). */
  | 'enum-and-oneof'
  /** `enum` / `oneOf` / `anyOf` malformed (not an array, non-string values, option without const/title, empty). */
  | 'invalid-options'
  /** `enumNames` is not a string array as long as `enum`. */
  | 'enum-names-mismatch'
  /**
   * The same option value twice. In `enum` and `anyOf` the later copy is dropped; in a
   * `oneOf` every copy is dropped, since a value matching two branches fails `oneOf`.
   */
  | 'duplicate-option'
  /** An option value the field's own `minLength`, `maxLength` or `format` rejects (dropped). */
  | 'option-violates-constraint'
  /** Too many options or properties to render responsibly. */
  | 'too-large'
  /** A limit (`minLength`, `maximum`, …) is not a usable number, or min > max. */
  | 'invalid-constraint'
  /** A constraint keyword the spec does not allow (`pattern`, `multipleOf`, …): the server may reject data we accept. */
  | 'unsupported-constraint'
  /** A `format` other than email, uri, date, date-time (ignored). */
  | 'unsupported-format'
  /** The default does not fit the field (dropped). */
  | 'invalid-default';

/** Something in a `requestedSchema` the kit could not use as given. */
export interface SchemaIssue {
  /** The property concerned; absent for root-level issues. */
  key?: string;
  code: SchemaIssueCode;
  /** English, for developers and logs. The UI shows its own translated words. */
  message: string;
  /** `error`: that property (or the whole form) cannot be rendered. `warning`: rendered, with a caveat. */
  severity: 'error' | 'warning';
}

/** The renderable reading of a `requestedSchema`. */
export interface FormModel {
  /**
   * Renderable fields, in the schema's property order (as JavaScript lists an object's keys:
   * integer-like keys such as `"1"` come first, as `JSON.parse` already ordered them).
   */
  fields: FieldModel[];
  /** Root issues first, then each property's in property order, then unknown `required` names. */
  issues: SchemaIssue[];
  /** False when the root itself is unusable; then `fields` is empty and `acceptable` is false. */
  renderable: boolean;
  /**
   * False when no answer can ever satisfy the schema: the root is unusable, or a key listed in
   * `required` has no field (its property could not be rendered, or it is not in `properties`).
   * Then the UI offers only Decline and Cancel. Always set by `toFormModel`; optional only so
   * that hand-built models (tests, stories) stay valid, and absent counts as `renderable`.
   */
  acceptable?: boolean;
  /**
   * The `required` keys that no field renders, in property order, then names missing from
   * `properties` in `required` order. `validate` refuses each with `{ key, code: 'required' }`.
   * Always set by `toFormModel`; absent counts as empty.
   */
  unrenderedRequired?: string[];
}
