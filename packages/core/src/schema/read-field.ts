import type { ElicitContentValue, StringFormat } from '../protocol/types.js';
import { validateField } from '../values/validate-field.js';
import { hasError, quoted, schemaError, schemaWarning } from './issue.js';
import {
  ANY_TYPE_CONSTRAINTS,
  ARRAY_CONSTRAINTS,
  ASSERTED_NUMBER_FORMATS,
  ASSERTED_STRING_FORMATS,
  NUMBER_CONSTRAINTS,
  STRING_CONSTRAINTS,
  presentConstraints,
} from './keywords.js';
import type { OptionSource } from './read-options.js';
import { readOptions } from './read-options.js';
import { readRange } from './read-limits.js';
import { isRecord, ownValue, stringOrUndefined } from './read-untrusted.js';
import type { FieldModel, SchemaIssue, SelectOption, TextField } from './types.js';

/** A property's reading: its field when renderable, and what was wrong with it. */
export interface FieldReading {
  field?: FieldModel;
  issues: SchemaIssue[];
}

/** What every field shares. */
type FieldBase = Pick<FieldModel, 'key' | 'label' | 'description' | 'required'>;

const FORMATS: ReadonlySet<unknown> = new Set<StringFormat>(['email', 'uri', 'date', 'date-time']);

/** An error `unsupported-constraint` naming `keywords`, when there are any. */
function reportConstraints(keywords: string[], key: string, issues: SchemaIssue[], where = ''): void {
  if (keywords.length === 0) return;
  issues.push(schemaError('unsupported-constraint', `${where}${quoted(keywords)} cannot be enforced by the form`, key));
}

/** The string limits and format a text field or a choice's values must meet. */
function readStringRules(schema: object, key: string, issues: SchemaIssue[]): Pick<TextField, 'format' | 'minLength' | 'maxLength'> {
  const rules: Pick<TextField, 'format' | 'minLength' | 'maxLength'> = {};
  const { min, max } = readRange(schema, ['minLength', 'maxLength'], 'count', key, issues);
  if (min !== undefined) rules.minLength = min;
  if (max !== undefined) rules.maxLength = max;
  const format = ownValue(schema, 'format');
  if (FORMATS.has(format)) rules.format = format as StringFormat;
  else if (ASSERTED_STRING_FORMATS.has(format)) reportConstraints([format as string], key, issues, 'format ');
  else if (format !== undefined) {
    // An unknown format is an annotation to every validator: the field stays plain text.
    const shown = typeof format === 'string' ? `"${format}"` : 'a non-string value';
    issues.push(schemaWarning('unsupported-format', `format ${shown} is not one of email, uri, date, date-time: ignored`, key));
  }
  return rules;
}

/** The options whose value meets the string rules; the rest are dropped with a warning. */
function keepAllowedOptions(
  options: SelectOption[],
  rules: Pick<TextField, 'format' | 'minLength' | 'maxLength'>,
  key: string,
  issues: SchemaIssue[],
): SelectOption[] | undefined {
  if (rules.format === undefined && rules.minLength === undefined && rules.maxLength === undefined) return options;
  const probe: TextField = { kind: 'text', key, label: key, required: true, ...rules };
  const kept = options.filter((option) => validateField(probe, option.value).ok);
  if (kept.length < options.length) {
    issues.push(schemaWarning('option-violates-constraint', `${options.length - kept.length} option(s) fail the field's own length or format: dropped`, key));
  }
  if (kept.length > 0) return kept;
  issues.push(schemaError('invalid-options', 'no option meets the field\'s own length or format', key));
  return undefined;
}

/** Which of `keywords` holds the options, or an error when several or none are given. */
function optionSource(schema: object, keywords: readonly OptionSource[], key: string, issues: SchemaIssue[]): OptionSource | undefined | null {
  const present = keywords.filter((keyword) => ownValue(schema, keyword) !== undefined);
  if (present.length > 1) {
    issues.push(schemaError('enum-and-oneof', `${quoted(present, ' and ')} together: which options apply is ambiguous`, key));
    return null;
  }
  return present[0];
}

function readString(schema: object, base: FieldBase, issues: SchemaIssue[]): FieldModel | undefined {
  const source = optionSource(schema, ['enum', 'oneOf'], base.key, issues);
  if (source === null) return undefined;
  reportConstraints(presentConstraints(schema, [ANY_TYPE_CONSTRAINTS, STRING_CONSTRAINTS], source === undefined ? [] : [source]), base.key, issues);
  const rules = readStringRules(schema, base.key, issues);
  if (source === undefined) return { kind: 'text', ...base, ...rules };
  const options = readOptions(schema, source, base.key, issues);
  const allowed = options && keepAllowedOptions(options, rules, base.key, issues);
  return allowed && { kind: 'select', ...base, options: allowed };
}

function readNumber(schema: object, base: FieldBase, integer: boolean, issues: SchemaIssue[]): FieldModel {
  reportConstraints(presentConstraints(schema, [ANY_TYPE_CONSTRAINTS, NUMBER_CONSTRAINTS]), base.key, issues);
  const format = ownValue(schema, 'format');
  if (ASSERTED_NUMBER_FORMATS.has(format)) reportConstraints([format as string], base.key, issues, 'format ');
  const { min, max } = readRange(schema, ['minimum', 'maximum'], 'number', base.key, issues);
  return { kind: 'number', ...base, integer, ...(min !== undefined && { minimum: min }), ...(max !== undefined && { maximum: max }) };
}

function readArray(schema: object, base: FieldBase, issues: SchemaIssue[]): FieldModel | undefined {
  const { key } = base;
  const items = ownValue(schema, 'items');
  const itemType = isRecord(items) ? ownValue(items, 'type') : undefined;
  if (!isRecord(items) || (itemType !== undefined && itemType !== 'string')) {
    issues.push(schemaError('unsupported-array', 'only arrays of string options ("items" with "enum" or "anyOf") can be rendered', key));
    return undefined;
  }
  // `anyOf` is the spec's; `oneOf` (early SEP-1330 drafts) means the same for distinct values.
  const source = optionSource(items, ['enum', 'anyOf', 'oneOf'], key, issues);
  if (source === null) return undefined;
  if (source === undefined) {
    issues.push(schemaError('unsupported-array', '"items" has neither "enum" nor "anyOf": there is nothing to choose from', key));
    return undefined;
  }
  reportConstraints(presentConstraints(schema, [ANY_TYPE_CONSTRAINTS, ARRAY_CONSTRAINTS]), key, issues);
  reportConstraints(presentConstraints(items, [ANY_TYPE_CONSTRAINTS, STRING_CONSTRAINTS], [source]), key, issues, 'in "items": ');
  const uniqueItems = ownValue(schema, 'uniqueItems');
  // Answers are always unique, so `uniqueItems` (either value) is met.
  if (uniqueItems !== undefined && typeof uniqueItems !== 'boolean') {
    issues.push(schemaError('invalid-constraint', '"uniqueItems" must be a boolean', key));
  }
  const { min, max } = readRange(schema, ['minItems', 'maxItems'], 'count', key, issues);
  const rules = readStringRules(items, key, issues);
  const options = readOptions(items, source, key, issues);
  const allowed = options && keepAllowedOptions(options, rules, key, issues);
  if (allowed === undefined) return undefined;
  return { kind: 'multiselect', ...base, options: allowed, ...(min !== undefined && { minItems: min }), ...(max !== undefined && { maxItems: max }) };
}

function readByType(schema: object, type: unknown, base: FieldBase, issues: SchemaIssue[]): FieldModel | undefined {
  const { key } = base;
  switch (type) {
    case undefined:
      issues.push(schemaError('missing-type', 'the property has no "type"', key));
      return undefined;
    case 'string':
      return readString(schema, base, issues);
    case 'number':
    case 'integer':
      return readNumber(schema, base, type === 'integer', issues);
    case 'boolean':
      reportConstraints(presentConstraints(schema, [ANY_TYPE_CONSTRAINTS]), key, issues);
      return { kind: 'boolean', ...base };
    case 'array':
      return readArray(schema, base, issues);
    case 'object':
      issues.push(schemaError('nested-object', 'nested objects cannot be rendered: the form is flat', key));
      return undefined;
    default: {
      const shown = typeof type === 'string' ? `"${type}"` : 'not a single type name';
      issues.push(schemaError('unsupported-type', `"type" ${shown} is not string, number, integer, boolean or array`, key));
      return undefined;
    }
  }
}

/** The default to prefill (copies of a multi-select collapsed), or why `value` cannot be one. */
function checkDefault(field: FieldModel, value: unknown): { value: ElicitContentValue } | { problem: string } {
  const expected = { text: 'string', select: 'string', number: 'number', boolean: 'boolean', multiselect: 'object' }[field.kind];
  if (typeof value !== expected || (field.kind === 'multiselect' && !Array.isArray(value))) {
    return { problem: `not a ${field.kind} value` };
  }
  if (field.kind === 'select' && !field.options.some((option) => option.value === value)) return { problem: 'not one of the options' };
  const check = validateField(field, value);
  if (!check.ok) return { problem: `refused with "${check.error.code}"` };
  // An empty optional default ('' or []) checks as "omitted"; it is still what the schema says.
  return { value: check.value ?? (Array.isArray(value) ? [] : (value as string)) };
}

/** Sets `field.default` when the schema's default is valid for it, else warns `invalid-default`. */
function applyDefault(field: FieldModel, value: unknown, issues: SchemaIssue[]): void {
  if (value === undefined) return;
  const checked = checkDefault(field, value);
  if ('problem' in checked) issues.push(schemaWarning('invalid-default', `"default" dropped: ${checked.problem}`, field.key));
  else field.default = checked.value;
}

/**
 * Reads one property of a `requestedSchema` into a field (spec §4.2 variants, told apart
 * as §4.3 says). Any `error` issue means no field: the property is left out of the form.
 */
export function readField(key: string, schema: unknown, required: boolean): FieldReading {
  const issues: SchemaIssue[] = [];
  if (!isRecord(schema)) {
    issues.push(schemaError('property-not-object', 'the property schema is not an object', key));
    return { issues };
  }
  const title = stringOrUndefined(ownValue(schema, 'title'));
  const description = stringOrUndefined(ownValue(schema, 'description'));
  const base: FieldBase = { key, label: title === undefined || title === '' ? key : title, required };
  if (description !== undefined) base.description = description;
  const field = readByType(schema, ownValue(schema, 'type'), base, issues);
  if (field === undefined || hasError(issues)) return { issues };
  applyDefault(field, ownValue(schema, 'default'), issues);
  return { field, issues };
}
