import type { ElicitContentValue, StringFormat } from '../protocol/types.js';
import { arrayItems, isRecord, ownValue, stringOrUndefined } from '../schema/read-untrusted.js';
import type { FieldModel, MultiSelectField, NumberField, SelectOption, TextField } from '../schema/types.js';
import { codePointLength } from './code-points.js';
import { isFullDate, isRfc3339DateTime } from './dates.js';
import { isEmail } from './email.js';
import { parseNumber, typedPrecision } from './parse-number.js';
import type { ErrorCode, FieldCheck } from './types.js';
import { isUri } from './uri.js';

type Refusal = { code: ErrorCode; params?: Record<string, string | number> };
type Outcome = { value: ElicitContentValue } | Refusal;

const FORMAT_CHECKS: Record<StringFormat, { test: (text: string) => boolean; code: ErrorCode }> = {
  email: { test: isEmail, code: 'invalidEmail' },
  uri: { test: isUri, code: 'invalidUri' },
  date: { test: isFullDate, code: 'invalidDate' },
  'date-time': { test: isRfc3339DateTime, code: 'invalidDateTime' },
};

/** Whether a select's options include the value `''` (tolerant of hand-built models). */
function offersEmptyOption(options: unknown): boolean {
  return Array.isArray(options) && options.some((option) => isRecord(option) && ownValue(option, 'value') === '');
}

/**
 * Values that mean "left empty": omitted when optional, `required` otherwise. `''` is
 * not empty for a select that offers `''` as an option: there it is a choice, which
 * otherwise a required select could never accept and an optional one would drop.
 */
function isEmpty(field: FieldModel, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (value === '') return !(field.kind === 'select' && offersEmptyOption(field.options));
  if (field.kind === 'number') return typeof value === 'string' && value.trim() === '';
  return field.kind === 'multiselect' && Array.isArray(value) && value.length === 0;
}

function checkText(field: TextField, value: unknown): Outcome {
  if (typeof value !== 'string') return { code: 'invalidType' };
  const length = codePointLength(value);
  if (field.minLength !== undefined && length < field.minLength) return { code: 'tooShort', params: { min: field.minLength } };
  if (field.maxLength !== undefined && length > field.maxLength) return { code: 'tooLong', params: { max: field.maxLength } };
  const format = field.format === undefined ? undefined : FORMAT_CHECKS[field.format];
  if (format !== undefined && !format.test(value)) return { code: format.code };
  return { value };
}

function checkNumber(field: NumberField, value: unknown): Outcome {
  const number = parseNumber(value);
  if (number === undefined) return { code: 'notANumber' };
  if (typeof value === 'string') {
    // A double cannot hold every decimal: never send a value other than the one typed.
    const { exact, whole } = typedPrecision(value, number);
    if (field.integer && !whole) return { code: 'notAnInteger' };
    if (!exact) return { code: 'tooPrecise' };
  }
  if (field.integer && !Number.isInteger(number)) return { code: 'notAnInteger' };
  if (field.minimum !== undefined && number < field.minimum) return { code: 'belowMinimum', params: { minimum: field.minimum } };
  if (field.maximum !== undefined && number > field.maximum) return { code: 'aboveMaximum', params: { maximum: field.maximum } };
  // JSON writes -0 as 0: content holds what the wire will carry.
  return { value: Object.is(number, -0) ? 0 : number };
}

function optionValues(options: readonly SelectOption[]): Set<string> {
  return new Set(options.map((option) => option.value));
}

function checkMultiSelect(field: MultiSelectField, value: unknown): Outcome {
  // Read through descriptors, as every other value: no element getter, no custom iterator runs.
  const items = arrayItems(value);
  if (items === undefined) return { code: 'invalidType' };
  const allowed = optionValues(field.options);
  // Duplicates collapse, first occurrence wins, so the wire array is always unique.
  const chosen = new Set<string>();
  for (const item of items) {
    if (typeof item !== 'string' || !allowed.has(item)) return { code: 'notAnOption' };
    chosen.add(item);
  }
  if (field.minItems !== undefined && chosen.size < field.minItems) return { code: 'tooFewItems', params: { min: field.minItems } };
  if (field.maxItems !== undefined && chosen.size > field.maxItems) return { code: 'tooManyItems', params: { max: field.maxItems } };
  return { value: [...chosen] };
}

function checkPresent(field: FieldModel, value: unknown): Outcome {
  switch (field.kind) {
    case 'text':
      return checkText(field, value);
    case 'number':
      return checkNumber(field, value);
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { code: 'invalidType' };
    case 'select':
      // A label is never an answer: only the exact option value is.
      return typeof value === 'string' && optionValues(field.options).has(value) ? { value } : { code: 'notAnOption' };
    case 'multiselect':
      return checkMultiSelect(field, value);
    default:
      return { code: 'invalidType' };
  }
}

/**
 * Checks one field's value and turns it into what goes on the wire: numbers as numbers
 * (numeric strings accepted, trimmed, but refused with `tooPrecise` when the double
 * sent would be another value than the one typed), multi-selects as unique option values in the order
 * given, everything else as is. Empty values (`undefined`, `null`, `''`, a blank number,
 * `[]` for a multi-select) are omitted when the field is optional and refused with
 * `required` otherwise, except `''` on a select that has an option `''` (then a choice:
 * mark "nothing chosen" with `undefined`). Lengths count code points. At most one error:
 * the first that applies.
 *
 * Useful on its own for checking a field as the person leaves it; `validate` runs it on
 * every field.
 */
export function validateField(field: FieldModel, value: unknown): FieldCheck {
  const key = isRecord(field) ? String(stringOrUndefined(ownValue(field, 'key'))) : 'undefined';
  try {
    if (isEmpty(field, value)) return field.required ? { ok: false, error: { key, code: 'required' } } : { ok: true, value: undefined };
    const outcome = checkPresent(field, value);
    if ('value' in outcome) return { ok: true, value: outcome.value };
    const { code, params } = outcome;
    return { ok: false, error: params === undefined ? { key, code } : { key, code, params } };
  } catch {
    // Only a field or value that is not what the types say (a Proxy, a getter) gets here.
    return { ok: false, error: { key, code: 'invalidType' } };
  }
}
