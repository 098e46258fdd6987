import { schemaError, schemaWarning } from './issue.js';
import { ANY_TYPE_CONSTRAINTS, STRING_CONSTRAINTS, presentConstraints } from './keywords.js';
import { LARGE_OPTION_COUNT, MAX_OPTIONS } from './limits.js';
import { arrayItems, arrayLength, isRecord, ownValue } from './read-untrusted.js';
import type { Normalization, SchemaIssue, SelectOption } from './types.js';

/** The JSON type option values must have: strings, or numbers for an `integer` / `number` field. */
export type OptionValueType = 'string' | 'number';

const isValueOf = (value: unknown, type: OptionValueType): value is string | number =>
  type === 'string' ? typeof value === 'string' : typeof value === 'number' && Number.isFinite(value);

/** Where a choice's options come from: `enum` (+ `enumNames`) or titled `oneOf` / `anyOf`. */
export type OptionSource = 'enum' | 'oneOf' | 'anyOf';

/** Keywords inside a titled option that could reject its `const`. */
const OPTION_CONSTRAINTS = [...ANY_TYPE_CONSTRAINTS, ...STRING_CONSTRAINTS, 'minLength', 'maxLength', 'format'];

/** The elements of an option list, or `undefined` after an `error` issue (not an array, empty, too many). */
function readList(list: unknown, keyword: string, key: string, issues: SchemaIssue[]): unknown[] | undefined {
  const length = arrayLength(list);
  if (length === undefined) {
    issues.push(schemaError('invalid-options', `"${keyword}" must be an array`, key));
    return undefined;
  }
  if (length === 0) {
    issues.push(schemaError('invalid-options', `"${keyword}" is empty: nothing can be chosen`, key));
    return undefined;
  }
  if (length > MAX_OPTIONS) {
    issues.push(schemaError('too-large', `"${keyword}" has ${length} options (more than ${MAX_OPTIONS})`, key));
    return undefined;
  }
  if (length > LARGE_OPTION_COUNT) {
    issues.push(schemaWarning('too-large', `"${keyword}" has ${length} options (more than ${LARGE_OPTION_COUNT})`, key));
  }
  return arrayItems(list);
}

/** A label to show: the given text when it is a non-empty string, else the value itself. */
function labelOf(text: unknown, value: string | number): string {
  return typeof text === 'string' && text !== '' ? text : String(value);
}

function readEnum(list: unknown, enumNames: unknown, type: OptionValueType, key: string, issues: SchemaIssue[]): SelectOption[] | undefined {
  const values = readList(list, 'enum', key, issues);
  if (values === undefined) return undefined;
  if (!values.every((value) => isValueOf(value, type))) {
    issues.push(schemaError('invalid-options', `"enum" of a ${type} field must hold only ${type}s`, key));
    return undefined;
  }
  let names: unknown[] | undefined;
  if (enumNames !== undefined) {
    names = arrayItems(enumNames, values.length);
    if (names?.length !== values.length || !names.every((name) => typeof name === 'string')) {
      issues.push(schemaError('enum-names-mismatch', '"enumNames" must be an array of strings as long as "enum"', key));
      return undefined;
    }
  }
  return values.map((value, index) => ({ value, label: labelOf(names?.[index], value) }));
}

function readTitled(
  list: unknown,
  keyword: 'oneOf' | 'anyOf',
  valueType: OptionValueType,
  key: string,
  issues: SchemaIssue[],
  normalizations: Normalization[],
): SelectOption[] | undefined {
  const items = readList(list, keyword, key, issues);
  if (items === undefined) return undefined;
  const options: SelectOption[] = [];
  let untitled = 0;
  for (const [index, item] of items.entries()) {
    const value = isRecord(item) ? ownValue(item, 'const') : undefined;
    const title = isRecord(item) ? ownValue(item, 'title') : undefined;
    if (!isValueOf(value, valueType) || (title !== undefined && typeof title !== 'string')) {
      issues.push(schemaError('invalid-options', `"${keyword}"[${index}] needs a ${valueType} "const" (and a string "title", if any)`, key));
      return undefined;
    }
    if (title === undefined) untitled++;
    const type = ownValue(item as object, 'type');
    const extra = presentConstraints(item as object, [OPTION_CONSTRAINTS], ['const']);
    const typeFits = type === undefined || type === valueType || (valueType === 'number' && type === 'integer' && Number.isInteger(value));
    if (!typeFits || extra.length > 0) {
      issues.push(schemaError('invalid-options', `"${keyword}"[${index}] may hold only "const", "title" and annotations`, key));
      return undefined;
    }
    options.push({ value, label: labelOf(title, value) });
  }
  if (untitled > 0)
    normalizations.push({ key, kind: 'untitled-options', detail: `${untitled} "${keyword}" option(s) without "title" labelled with their value` });
  return options;
}

/**
 * Removes repeated values with a `warning` `duplicate-option`. In `enum` and `anyOf` the
 * first copy stays. In `oneOf` every copy goes: a value matching two branches fails
 * `oneOf`, so the server would reject it.
 */
function dropDuplicates(options: SelectOption[], source: OptionSource, key: string, issues: SchemaIssue[]): SelectOption[] {
  const counts = new Map<string | number, number>();
  for (const option of options) counts.set(option.value, (counts.get(option.value) ?? 0) + 1);
  if (counts.size === options.length) return options;
  const repeated = [...counts].filter(([, count]) => count > 1).map(([value]) => JSON.stringify(value));
  const seen = new Set<string | number>();
  const kept = options.filter((option) => {
    if (source === 'oneOf') return counts.get(option.value) === 1;
    if (seen.has(option.value)) return false;
    seen.add(option.value);
    return true;
  });
  const fate = source === 'oneOf' ? 'every copy dropped (a value matching two "oneOf" branches is invalid)' : 'later copies dropped';
  issues.push(schemaWarning('duplicate-option', `repeated option value(s) ${repeated.slice(0, 5).join(', ')}: ${fate}`, key));
  return kept;
}

/**
 * The options of a choice, labelled from `oneOf`/`anyOf` titles or `enumNames` (else the
 * value itself), duplicates removed. Values are strings, or numbers when `valueType` is
 * `'number'`. `undefined` after an `error` issue: not an array, empty, over
 * {@link MAX_OPTIONS}, a value of another type, an option without `const`, `enumNames` of
 * the wrong shape, or every option a duplicate.
 */
export function readOptions(
  schema: object,
  source: OptionSource,
  key: string,
  issues: SchemaIssue[],
  valueType: OptionValueType = 'string',
  normalizations: Normalization[] = [],
): SelectOption[] | undefined {
  const list = ownValue(schema, source);
  const options =
    source === 'enum'
      ? readEnum(list, ownValue(schema, 'enumNames'), valueType, key, issues)
      : readTitled(list, source, valueType, key, issues, normalizations);
  if (options === undefined) return undefined;
  const kept = dropDuplicates(options, source, key, issues);
  if (kept.length === 0) {
    issues.push(schemaError('invalid-options', 'no option is left to choose', key));
    return undefined;
  }
  return kept;
}
