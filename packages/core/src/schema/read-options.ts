import { schemaError, schemaWarning } from './issue.js';
import { ANY_TYPE_CONSTRAINTS, STRING_CONSTRAINTS, presentConstraints } from './keywords.js';
import { LARGE_OPTION_COUNT, MAX_OPTIONS } from './limits.js';
import { arrayItems, arrayLength, isRecord, ownValue } from './read-untrusted.js';
import type { SchemaIssue, SelectOption } from './types.js';

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
function labelOf(text: unknown, value: string): string {
  return typeof text === 'string' && text !== '' ? text : value;
}

function readEnum(list: unknown, enumNames: unknown, key: string, issues: SchemaIssue[]): SelectOption[] | undefined {
  const values = readList(list, 'enum', key, issues);
  if (values === undefined) return undefined;
  if (!values.every((value) => typeof value === 'string')) {
    issues.push(schemaError('invalid-options', '"enum" of a string field must hold only strings', key));
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
  return (values as string[]).map((value, index) => ({ value, label: labelOf(names?.[index], value) }));
}

function readTitled(list: unknown, keyword: 'oneOf' | 'anyOf', key: string, issues: SchemaIssue[]): SelectOption[] | undefined {
  const items = readList(list, keyword, key, issues);
  if (items === undefined) return undefined;
  const options: SelectOption[] = [];
  for (const [index, item] of items.entries()) {
    const value = isRecord(item) ? ownValue(item, 'const') : undefined;
    const title = isRecord(item) ? ownValue(item, 'title') : undefined;
    if (typeof value !== 'string' || typeof title !== 'string') {
      issues.push(schemaError('invalid-options', `"${keyword}"[${index}] needs a string "const" and a string "title"`, key));
      return undefined;
    }
    const type = ownValue(item as object, 'type');
    const extra = presentConstraints(item as object, [OPTION_CONSTRAINTS], ['const']);
    if ((type !== undefined && type !== 'string') || extra.length > 0) {
      issues.push(schemaError('invalid-options', `"${keyword}"[${index}] may hold only "const", "title" and annotations`, key));
      return undefined;
    }
    options.push({ value, label: labelOf(title, value) });
  }
  return options;
}

/**
 * Removes repeated values with a `warning` `duplicate-option`. In `enum` and `anyOf` the
 * first copy stays. In `oneOf` every copy goes: a value matching two branches fails
 * `oneOf`, so the server would reject it.
 */
function dropDuplicates(options: SelectOption[], source: OptionSource, key: string, issues: SchemaIssue[]): SelectOption[] {
  const counts = new Map<string, number>();
  for (const option of options) counts.set(option.value, (counts.get(option.value) ?? 0) + 1);
  if (counts.size === options.length) return options;
  const repeated = [...counts].filter(([, count]) => count > 1).map(([value]) => JSON.stringify(value));
  const seen = new Set<string>();
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
 * value itself), duplicates removed. `undefined` after an `error` issue: not an array,
 * empty, over {@link MAX_OPTIONS}, a non-string value, an option without `const`/`title`,
 * `enumNames` of the wrong shape, or every option a duplicate.
 */
export function readOptions(
  schema: object,
  source: OptionSource,
  key: string,
  issues: SchemaIssue[],
): SelectOption[] | undefined {
  const list = ownValue(schema, source);
  const options =
    source === 'enum' ? readEnum(list, ownValue(schema, 'enumNames'), key, issues) : readTitled(list, source, key, issues);
  if (options === undefined) return undefined;
  const kept = dropDuplicates(options, source, key, issues);
  if (kept.length === 0) {
    issues.push(schemaError('invalid-options', 'no option is left to choose', key));
    return undefined;
  }
  return kept;
}
