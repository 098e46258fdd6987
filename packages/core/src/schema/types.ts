import type { StringFormat } from '../protocol/types.js';

/** The kinds of input a form model can ask for. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'select' | 'multiselect' | 'list' | 'const';

/**
 * The string formats a text field checks: the spec's four, plus the ones real servers
 * emit (zod, pydantic) that ajv-formats asserts. An unknown format is an annotation (plain
 * text, a warning issue); a known but unchecked one makes the field `uncheckable`.
 */
export type TextFormat = StringFormat | 'uuid' | 'time' | 'hostname' | 'ipv4' | 'ipv6' | 'duration';

interface FieldBase<K extends FieldKind, D> {
  kind: K;
  /** The property name, exactly as in the schema (may be `__proto__`: treat as data). */
  key: string;
  /**
   * The schema's `title`, else the key in words (`check_in_date` and `checkInDate` → "Check in date").
   * Server text: render as plain text only.
   */
  label: string;
  /** The schema's `description`. Server text: render as plain text only. */
  description?: string;
  /** Listed in the schema's `required`. */
  required: boolean;
  /** Present only when the schema's default is valid for this field. */
  default?: D;
}

/** What a string must meet: a text field's value, or each item of a list. */
export interface TextRules {
  format?: TextFormat;
  minLength?: number;
  maxLength?: number;
  /**
   * An ECMAScript regular expression (`u` flag) the text must contain a match of, as JSON
   * Schema's `pattern`. Checked by a linear-time engine that loads on demand
   * (`loadSchemaSupport`); until it has loaded, `validate` refuses the text with
   * `patternPending`.
   */
  pattern?: string;
  /**
   * Set when the schema has a rule the kit cannot check (`'pattern'`: invalid, or beyond the
   * engine, e.g. a back-reference; `'format'`: an asserted format without a check here).
   * The field still renders, but only leaving it empty is accepted (`validate` refuses any
   * other value with `uncheckable`), so a required one makes the form not `acceptable`.
   */
  uncheckable?: 'pattern' | 'format';
}

/** A string field (spec variant 1). Required text that is only white space counts as empty. */
export interface TextField extends FieldBase<'text', string>, TextRules {}

/** A number or integer field (spec variant 2). */
export interface NumberField extends FieldBase<'number', number> {
  integer: boolean;
  minimum?: number;
  maximum?: number;
  /** The value must be greater (draft-04's boolean form is read into this number). */
  exclusiveMinimum?: number;
  /** The value must be smaller. */
  exclusiveMaximum?: number;
  /**
   * The value must be a multiple, exactly in decimal and also in floating point as Ajv and
   * Python's jsonschema divide (0.3 / 0.1 is 2.9999999999999996 there: refused), so that no
   * such server rejects it.
   */
  multipleOf?: number;
}

/** A yes/no field (spec variant 3). */
export interface BooleanField extends FieldBase<'boolean', boolean> {}

/** One choice: the value sent on the wire and the label shown. */
export interface SelectOption {
  /** A string, or a number for an `integer` / `number` enum (sent as a number). Multi-select values are strings. */
  value: string | number;
  label: string;
}

/** A single choice (spec variants 4, 5, 6; also integer and number enums and titled `oneOf`). */
export interface SelectField extends FieldBase<'select', string | number> {
  options: SelectOption[];
}

/** Several choices (spec variants 7, 8). */
export interface MultiSelectField extends FieldBase<'multiselect', string[]> {
  options: SelectOption[];
  minItems?: number;
  maxItems?: number;
}

/**
 * A list of free texts (`type: "array"`, `items: { type: "string" }` with optional length,
 * format and pattern): the person adds, removes and reorders items. Blank items (empty or
 * white space only) are dropped before checking.
 */
export interface ListField extends FieldBase<'list', string[]> {
  item: TextRules;
  minItems?: number;
  maxItems?: number;
  /** Items must differ (`uniqueItems: true`). */
  uniqueItems?: boolean;
}

/** A fixed value (`const`, or a one-value Literal): shown read-only and always sent. */
export interface ConstField extends FieldBase<'const', string | number | boolean> {
  value: string | number | boolean;
}

/** One renderable input, tagged by `kind`. */
export type FieldModel = TextField | NumberField | BooleanField | SelectField | MultiSelectField | ListField | ConstField;

/** What kind of rewriting a {@link Normalization} records. */
export type NormalizationKind =
  /** A local `$ref` (`#/$defs/…`, `#/definitions/…`) was replaced by its target, siblings kept. */
  | 'ref'
  /** `type: [T, "null"]` or `anyOf` / `oneOf` of T and `{ type: "null" }` read as T (left empty: the key is omitted). */
  | 'nullable'
  /** `default: null` ignored. */
  | 'null-default'
  /** `const` rendered as a fixed value. */
  | 'const'
  /** No `type`: inferred from `enum` / `const` values. */
  | 'inferred-type'
  /** Draft-04's boolean `exclusiveMinimum` / `exclusiveMaximum` read as a number bound. */
  | 'draft-04-exclusive'
  /** `format` `int32` / `int64` read as an integer range. */
  | 'integer-format'
  /** Options without `title` labelled with their value. */
  | 'untitled-options';

/** One rewriting `toFormModel` did to fit a real server's schema into the form model. */
export interface Normalization {
  key: string;
  kind: NormalizationKind;
  /** English, for developers and logs. */
  detail: string;
}

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
  /** A constraint keyword the form cannot enforce (`not`, `if`, `contains`, …): the server may reject data we accept. */
  | 'unsupported-constraint'
  /** A `format` no validator asserts (`phone`, `password`…): plain text, no check. */
  | 'unsupported-format'
  /** A `format` that validators assert but the kit cannot check: rendered, only empty is accepted. */
  | 'unchecked-format'
  /** A `pattern` that is not a valid regular expression: rendered, only empty is accepted. */
  | 'invalid-pattern'
  /** A valid `pattern` beyond the linear-time engine (back-reference, lookbehind…): rendered, only empty is accepted. */
  | 'unsupported-pattern'
  /** A `$ref` that is remote, missing, cyclic or chained too deep: not followed. */
  | 'unresolved-ref'
  /** A `$ref` target or nullable branch and its siblings set one keyword to different values. */
  | 'conflicting-keywords'
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
  /**
   * What was rewritten to fit the form model (resolved `$ref`s, nullable types, `const`…),
   * in property order. Always set by `toFormModel`; absent counts as empty.
   */
  normalizations?: Normalization[];
}
