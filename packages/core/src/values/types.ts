/** Why a value was refused. No English in core: the UI translates the code. */
export type ErrorCode =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'notANumber'
  | 'notAnInteger'
  | 'invalidEmail'
  | 'invalidUri'
  | 'invalidDate'
  | 'invalidDateTime'
  | 'notAnOption'
  | 'tooFewItems'
  | 'tooManyItems'
  /** The value has the wrong JS type for its field (e.g. an object for a text field). */
  | 'invalidType';

/** One refused field value. */
export interface FieldError {
  key: string;
  code: ErrorCode;
  /** Numbers and strings to put in the message, e.g. `{ min: 3 }`. */
  params?: Record<string, string | number>;
}

/**
 * What a form holds before validation: values keyed by field key.
 * Strings from inputs, numbers or numeric strings, booleans, string arrays.
 * A `Map` is accepted too, so that keys such as `__proto__` stay ordinary.
 */
export type FormValues = Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown>;
