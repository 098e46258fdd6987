import type { ElicitContent, ElicitContentValue } from '../protocol/types.js';

/** Why a value was refused. No English in core: the UI translates the code. */
export type ErrorCode =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'belowMinimum'
  | 'aboveMaximum'
  /** Not above `exclusiveMinimum` (`params.minimum`). */
  | 'notAboveMinimum'
  /** Not below `exclusiveMaximum` (`params.maximum`). */
  | 'notBelowMaximum'
  /** Not a multiple of `params.multipleOf` (exactly, and as Ajv's floating-point division sees it). */
  | 'notAMultiple'
  | 'notANumber'
  | 'notAnInteger'
  | 'invalidEmail'
  | 'invalidUri'
  | 'invalidDate'
  | 'invalidDateTime'
  /** Not a valid `params.format` (`uuid`, `time`, `hostname`, `ipv4`, `ipv6`, `duration`). */
  | 'invalidFormat'
  /** No match of the field's `pattern`. */
  | 'patternMismatch'
  /**
   * The field has a `pattern` and its engine has not loaded yet (`loadSchemaSupport`):
   * refused until it can be checked, never accepted unchecked.
   */
  | 'patternPending'
  /** The server's rule cannot be checked here (`uncheckable`): only leaving the field empty is accepted. */
  | 'uncheckable'
  /** The same text twice in a list whose items must differ (`params.item`: the repeat, 1-based). */
  | 'duplicateItem'
  | 'notAnOption'
  | 'tooFewItems'
  | 'tooManyItems'
  /** The value has the wrong JS type for its field (e.g. an object for a text field). */
  | 'invalidType'
  /**
   * A typed number has more significant digits than a JSON number (a double) keeps, so
   * sending it would send another value (`"9007199254740993"` would go as 9007199254740992).
   */
  | 'tooPrecise';

/** One refused field value. */
export interface FieldError {
  key: string;
  code: ErrorCode;
  /**
   * Numbers and strings to put in the message, e.g. `{ min: 3 }`. In a list, `item` is the
   * 1-based position of the item concerned (as given, blanks counted).
   */
  params?: Record<string, string | number>;
}

/**
 * What a form holds before validation: values keyed by field key.
 * Strings from inputs, numbers or numeric strings, booleans, string arrays.
 * A `Map` is accepted too, so that keys such as `__proto__` stay ordinary.
 */
export type FormValues = Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown>;

/**
 * The outcome of `validate`: the exact `content` to send with `accept`, checked against the schema, or every
 * field's error in field order. An empty `errors` means the form as a whole cannot be
 * answered (the model is not renderable, not a `FormModel`, or not `acceptable`).
 */
export type ValidationResult = { ok: true; content: ElicitContent } | { ok: false; errors: FieldError[] };

/**
 * The outcome of checking one field's value: the value to put on the wire (`undefined`
 * when an optional field is left empty and must be omitted), or its one error.
 */
export type FieldCheck = { ok: true; value: ElicitContentValue | undefined } | { ok: false; error: FieldError };
