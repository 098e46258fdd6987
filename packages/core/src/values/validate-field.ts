import type { ElicitContentValue } from '../protocol/types.js';
import { arrayItems, isRecord, ownValue, stringOrUndefined } from '../schema/read-untrusted.js';
import type { FieldModel, ListField, MultiSelectField, NumberField, SelectOption, TextFormat, TextRules } from '../schema/types.js';
import { codePointLength } from './code-points.js';
import { isFullDate, isRfc3339DateTime } from './dates.js';
import { isEmail } from './email.js';
import { isDuration, isHostname, isIpv4, isTime, isUuid } from './more-formats.js';
import { isMultipleOf } from './multiple-of.js';
import { parseNumber, typedPrecision } from './parse-number.js';
import { testPattern } from './pattern-support.js';
import type { ErrorCode, FieldCheck } from './types.js';
import { isFormUri, isIpv6 } from './uri.js';

type Refusal = { code: ErrorCode; params?: Record<string, string | number> };
type Outcome = { value: ElicitContentValue } | Refusal;

const FORMAT_CHECKS: Record<TextFormat, { test: (text: string) => boolean; code: ErrorCode }> = {
  email: { test: isEmail, code: 'invalidEmail' },
  uri: { test: isFormUri, code: 'invalidUri' },
  date: { test: isFullDate, code: 'invalidDate' },
  'date-time': { test: isRfc3339DateTime, code: 'invalidDateTime' },
  uuid: { test: isUuid, code: 'invalidFormat' },
  time: { test: isTime, code: 'invalidFormat' },
  hostname: { test: isHostname, code: 'invalidFormat' },
  ipv4: { test: isIpv4, code: 'invalidFormat' },
  ipv6: { test: isIpv6, code: 'invalidFormat' },
  duration: { test: isDuration, code: 'invalidFormat' },
};

/** A pattern checked on at most this many characters (the engine's work grows with the text). */
export const MAX_PATTERN_INPUT = 10_000;

/** Text that is empty or only white space: no answer. */
const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

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
  if (field.kind === 'const') return false;
  if (value === undefined || value === null) return true;
  if (value === '') return !(field.kind === 'select' && offersEmptyOption(field.options));
  // White space alone is no answer (a required text needs words, a list item too).
  if (field.kind === 'number' || field.kind === 'text') return isBlank(value);
  if (field.kind === 'list') return Array.isArray(value) && value.every(isBlank);
  return field.kind === 'multiselect' && Array.isArray(value) && value.length === 0;
}

/** Whether `text` has a lone surrogate: JSON cannot carry it faithfully, and engines disagree on it. */
const hasLoneSurrogate = (text: string) => /\p{Surrogate}/u.test(text);

function checkPattern(pattern: string, value: string): Refusal | undefined {
  if (codePointLength(value) > MAX_PATTERN_INPUT) return { code: 'tooLong', params: { max: MAX_PATTERN_INPUT } };
  if (hasLoneSurrogate(value)) return { code: 'patternMismatch' };
  const outcome = testPattern(pattern, value);
  if (outcome === true) return undefined;
  return { code: outcome === 'pending' ? 'patternPending' : outcome === 'unsupported' ? 'uncheckable' : 'patternMismatch' };
}

function checkText(rules: TextRules, value: unknown): Outcome {
  if (typeof value !== 'string') return { code: 'invalidType' };
  if (rules.uncheckable !== undefined) return { code: 'uncheckable' };
  const length = codePointLength(value);
  if (rules.minLength !== undefined && length < rules.minLength) return { code: 'tooShort', params: { min: rules.minLength } };
  if (rules.maxLength !== undefined && length > rules.maxLength) return { code: 'tooLong', params: { max: rules.maxLength } };
  const format = rules.format === undefined ? undefined : FORMAT_CHECKS[rules.format];
  if (format !== undefined && !format.test(value))
    return format.code === 'invalidFormat' ? { code: format.code, params: { format: rules.format! } } : { code: format.code };
  const mismatch = rules.pattern === undefined ? undefined : checkPattern(rules.pattern, value);
  return mismatch ?? { value };
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
  if (field.exclusiveMinimum !== undefined && !(number > field.exclusiveMinimum))
    return { code: 'notAboveMinimum', params: { minimum: field.exclusiveMinimum } };
  if (field.exclusiveMaximum !== undefined && !(number < field.exclusiveMaximum))
    return { code: 'notBelowMaximum', params: { maximum: field.exclusiveMaximum } };
  if (field.multipleOf !== undefined && !isMultipleOf(number, field.multipleOf)) return { code: 'notAMultiple', params: { multipleOf: field.multipleOf } };
  // JSON writes -0 as 0: content holds what the wire will carry.
  return { value: Object.is(number, -0) ? 0 : number };
}

function optionValues(options: readonly SelectOption[]): Set<string | number> {
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
  return checkCount(field, chosen.size) ?? { value: [...chosen] };
}

/** `tooFewItems` / `tooManyItems` for `count` items, or nothing. */
function checkCount(field: MultiSelectField | ListField, count: number): Refusal | undefined {
  if (field.minItems !== undefined && count < field.minItems) return { code: 'tooFewItems', params: { min: field.minItems } };
  if (field.maxItems !== undefined && count > field.maxItems) return { code: 'tooManyItems', params: { max: field.maxItems } };
  return undefined;
}

/**
 * A list of free texts: blank items dropped, each other item checked as a text (its error
 * carries `params.item`, 1-based, of the item as given), then the count and uniqueness.
 */
function checkList(field: ListField, value: unknown): Outcome {
  const items = arrayItems(value);
  if (items === undefined) return { code: 'invalidType' };
  const kept: string[] = [];
  for (const [index, item] of items.entries()) {
    if (isBlank(item)) continue;
    const check = checkText(field.item, item);
    if (!('value' in check)) return { code: check.code, params: { ...check.params, item: index + 1 } };
    if (field.uniqueItems && kept.includes(item as string)) return { code: 'duplicateItem', params: { item: index + 1 } };
    kept.push(item as string);
  }
  return checkCount(field, kept.length) ?? { value: kept };
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
      return (typeof value === 'string' || typeof value === 'number') && optionValues(field.options).has(value) ? { value } : { code: 'notAnOption' };
    case 'multiselect':
      return checkMultiSelect(field, value);
    case 'list':
      return checkList(field, value);
    case 'const':
      // Always the fixed value, whatever a draft holds: it is the only answer the schema allows.
      return { value: field.value };
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

/** Whether a present `text` meets `rules` (length, format, pattern), blank or not: how a choice's own values are checked. */
export function meetsTextRules(rules: TextRules, text: string): boolean {
  return 'value' in checkText(rules, text);
}
