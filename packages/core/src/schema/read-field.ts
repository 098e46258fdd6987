import type { ElicitContentValue } from '../protocol/types.js';
import { meetsTextRules, validateField } from '../values/validate-field.js';
import { humanizeKey } from './humanize-key.js';
import { hasError, quoted, schemaError, schemaWarning } from './issue.js';
import {
  ANY_TYPE_CONSTRAINTS,
  ARRAY_CONSTRAINTS,
  ASSERTED_STRING_FORMATS,
  CHECKED_STRING_FORMATS,
  STRING_CONSTRAINTS,
  presentConstraints,
} from './keywords.js';
import { patternProblem } from './pattern-syntax.js';
import type { OptionSource, OptionValueType } from './read-options.js';
import { readOptions } from './read-options.js';
import { readRange } from './read-limits.js';
import { isRecord, ownKeys, ownValue, stringOrUndefined } from './read-untrusted.js';
import { resolveRef, unwrapNullable, type ReadContext } from './resolve-property.js';
import type { FieldModel, NumberField, SchemaIssue, SelectOption, TextFormat, TextRules } from './types.js';

/** A property's reading: its field when renderable, and what was wrong with it. */
export interface FieldReading {
  field?: FieldModel;
  issues: SchemaIssue[];
}

/** What every field shares. */
type FieldBase = Pick<FieldModel, 'key' | 'label' | 'description' | 'required'>;

/** An error `unsupported-constraint` naming `keywords`, when there are any. */
function reportConstraints(keywords: string[], key: string, issues: SchemaIssue[], where = ''): void {
  if (keywords.length === 0) return;
  issues.push(schemaError('unsupported-constraint', `${where}${quoted(keywords)} cannot be enforced by the form`, key));
}

/** Reads `pattern` into the rules; one the engine cannot run makes the field `uncheckable`. */
function readPattern(schema: object, rules: TextRules, key: string, issues: SchemaIssue[]): void {
  const pattern = ownValue(schema, 'pattern');
  if (pattern === undefined) return;
  if (typeof pattern !== 'string') {
    issues.push(schemaError('invalid-constraint', '"pattern" must be a string', key));
    return;
  }
  rules.pattern = pattern;
  const problem = patternProblem(pattern);
  if (problem === undefined) return;
  rules.uncheckable = 'pattern';
  const why =
    problem === 'invalid-pattern'
      ? 'is not a valid regular expression'
      : 'needs back-references, lookbehind or a lookahead past the start, which the linear-time engine does not run';
  issues.push(schemaWarning(problem, `"pattern" ${why}: the field is shown, but only leaving it empty is accepted`, key));
}

/** The string limits, format and pattern a text (or each list item) must meet. */
function readTextRules(schema: object, key: string, issues: SchemaIssue[]): TextRules {
  const rules: TextRules = {};
  const { min, max } = readRange(schema, ['minLength', 'maxLength'], 'count', key, issues);
  if (min !== undefined) rules.minLength = min;
  if (max !== undefined) rules.maxLength = max;
  const format = ownValue(schema, 'format');
  if (CHECKED_STRING_FORMATS.has(format)) rules.format = format as TextFormat;
  else if (ASSERTED_STRING_FORMATS.has(format)) {
    rules.uncheckable = 'format';
    issues.push(
      schemaWarning(
        'unchecked-format',
        `format "${format as string}" is asserted by validators but not checked here: the field is shown, but only leaving it empty is accepted`,
        key,
      ),
    );
  } else if (format !== undefined) {
    // An unknown format is an annotation to every validator: the field stays plain text.
    const shown = typeof format === 'string' ? `"${format.slice(0, 40)}"` : 'a non-string value';
    issues.push(schemaWarning('unsupported-format', `format ${shown} is not one the kit checks: plain text, no check`, key));
  }
  readPattern(schema, rules, key, issues);
  return rules;
}

/** The options whose value the field's own rules accept; the rest are dropped with a warning. */
function keepAllowedOptions(options: SelectOption[], probe: TextRules | NumberField, key: string, issues: SchemaIssue[]): SelectOption[] | undefined {
  const kept = options.filter((option) =>
    typeof option.value === 'string' ? meetsTextRules(probe as TextRules, option.value) : validateField(probe as NumberField, option.value).ok,
  );
  if (kept.length < options.length) {
    issues.push(schemaWarning('option-violates-constraint', `${options.length - kept.length} option(s) fail the field's own limits or format: dropped`, key));
  }
  if (kept.length > 0) return kept;
  issues.push(schemaError('invalid-options', "no option meets the field's own limits or format", key));
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

/**
 * Where a single choice's options may come from: `enum`, titled `oneOf` (the spec's), or an
 * `anyOf` of consts (zod's union of literals): for distinct constants all mean "one of these".
 */
const CHOICE_SOURCES: readonly OptionSource[] = ['enum', 'oneOf', 'anyOf'];

/** Options of a single choice, checked against the field's own rules (`probe`). */
function readChoice(
  schema: object,
  source: OptionSource,
  type: OptionValueType,
  probe: TextRules | NumberField,
  base: FieldBase,
  context: ReadContext,
  issues: SchemaIssue[],
): FieldModel | undefined {
  const options = readOptions(schema, source, base.key, issues, type, context.normalizations);
  const allowed = options && keepAllowedOptions(options, probe, base.key, issues);
  return allowed && { kind: 'select', ...base, options: allowed };
}

function readString(schema: object, base: FieldBase, context: ReadContext, issues: SchemaIssue[]): FieldModel | undefined {
  const source = optionSource(schema, CHOICE_SOURCES, base.key, issues);
  if (source === null) return undefined;
  const handled = source === undefined ? [...STRING_CONSTRAINTS] : [source];
  reportConstraints(presentConstraints(schema, [ANY_TYPE_CONSTRAINTS, STRING_CONSTRAINTS], handled), base.key, issues);
  if (source !== undefined) {
    return readChoice(schema, source, 'string', readTextRules(schema, base.key, issues), base, context, issues);
  }
  return { kind: 'text', ...base, ...readTextRules(schema, base.key, issues) };
}

const INT32 = 2 ** 31;

/** `exclusiveMinimum` / `exclusiveMaximum`: a number, or draft-04's boolean form on `minimum` / `maximum`. */
function readExclusive(schema: object, field: NumberField, context: ReadContext, issues: SchemaIssue[]): void {
  for (const [keyword, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const value = ownValue(schema, keyword);
    if (value === undefined || value === false) continue;
    if (typeof value === 'number' && Number.isFinite(value)) field[keyword] = value;
    else if (value === true && field[bound] !== undefined) {
      // Draft-04: `true` makes `minimum` / `maximum` itself exclusive.
      field[keyword] = field[bound];
      Reflect.deleteProperty(field, bound);
      context.normalizations.push({ key: field.key, kind: 'draft-04-exclusive', detail: `"${keyword}": true read as "${keyword}": ${field[keyword]}` });
    } else issues.push(schemaError('invalid-constraint', `"${keyword}" must be a finite number (or true beside "${bound}", as in draft-04)`, field.key));
  }
}

function readNumber(schema: object, base: FieldBase, integer: boolean, context: ReadContext, issues: SchemaIssue[]): FieldModel | undefined {
  const source = optionSource(schema, CHOICE_SOURCES, base.key, issues);
  if (source === null) return undefined;
  reportConstraints(presentConstraints(schema, [ANY_TYPE_CONSTRAINTS], source === undefined ? [] : [source]), base.key, issues);
  const { min, max } = readRange(schema, ['minimum', 'maximum'], 'number', base.key, issues);
  const field: NumberField = { kind: 'number', ...base, integer, ...(min !== undefined && { minimum: min }), ...(max !== undefined && { maximum: max }) };
  readExclusive(schema, field, context, issues);
  const multipleOf = ownValue(schema, 'multipleOf');
  if (multipleOf !== undefined) {
    if (typeof multipleOf === 'number' && Number.isFinite(multipleOf) && multipleOf > 0) field.multipleOf = multipleOf;
    else issues.push(schemaError('invalid-constraint', '"multipleOf" must be a number above 0', base.key));
  }
  const format = ownValue(schema, 'format');
  if (format === 'int32' || format === 'int64') {
    // ajv-formats: int64 is any integer, int32 one in [-2^31, 2^31 - 1].
    field.integer = true;
    if (format === 'int32') {
      field.minimum = Math.max(field.minimum ?? -INT32, -INT32);
      field.maximum = Math.min(field.maximum ?? INT32 - 1, INT32 - 1);
    }
    context.normalizations.push({
      key: base.key,
      kind: 'integer-format',
      detail: `format "${format}" read as an integer${format === 'int32' ? ' in 32 bits' : ''}`,
    });
  }
  if (source === undefined) return field;
  return readChoice(schema, source, 'number', { ...field, required: true }, base, context, issues);
}

/** `items` of an array, its `$ref` resolved. */
function readItems(schema: object, key: string, context: ReadContext, issues: SchemaIssue[]): object | undefined | null {
  const items = ownValue(schema, 'items');
  if (!isRecord(items)) return undefined;
  return resolveRef(items, key, context, issues) ?? null;
}

function readArray(schema: object, base: FieldBase, context: ReadContext, issues: SchemaIssue[]): FieldModel | undefined {
  const { key } = base;
  const items = readItems(schema, key, context, issues);
  if (items === null) return undefined;
  const itemType = items === undefined ? undefined : ownValue(items, 'type');
  if (items === undefined || (itemType !== undefined && itemType !== 'string')) {
    issues.push(schemaError('unsupported-array', 'only arrays of strings (free texts, or options in "enum" / "anyOf") can be rendered', key));
    return undefined;
  }
  reportConstraints(presentConstraints(schema, [ANY_TYPE_CONSTRAINTS, ARRAY_CONSTRAINTS]), key, issues);
  const uniqueItems = ownValue(schema, 'uniqueItems');
  if (uniqueItems !== undefined && typeof uniqueItems !== 'boolean') {
    issues.push(schemaError('invalid-constraint', '"uniqueItems" must be a boolean', key));
  }
  const { min, max } = readRange(schema, ['minItems', 'maxItems'], 'count', key, issues);
  const limits = { ...(min !== undefined && { minItems: min }), ...(max !== undefined && { maxItems: max }) };
  // `anyOf` is the spec's; `oneOf` (early SEP-1330 drafts) means the same for distinct values.
  const constValue = ownValue(items, 'const');
  const source = constValue === undefined ? optionSource(items, ['enum', 'anyOf', 'oneOf'], key, issues) : undefined;
  if (source === null) return undefined;
  if (source === undefined && constValue === undefined) {
    if (itemType !== 'string') {
      issues.push(schemaError('unsupported-array', '"items" has no "type", "enum", "const" or "anyOf": there is nothing to render', key));
      return undefined;
    }
    // Free texts: a list input.
    reportConstraints(presentConstraints(items, [ANY_TYPE_CONSTRAINTS]), key, issues, 'in "items": ');
    return { kind: 'list', ...base, item: readTextRules(items, key, issues), ...limits, ...(uniqueItems === true && { uniqueItems: true }) };
  }
  if (itemType === undefined && source !== 'anyOf' && source !== 'oneOf')
    context.normalizations.push({ key, kind: 'inferred-type', detail: '"items" without "type" read as string options' });
  const handled: string[] = source === undefined ? ['enum'] : [source];
  reportConstraints(presentConstraints(items, [ANY_TYPE_CONSTRAINTS, STRING_CONSTRAINTS], handled), key, issues, 'in "items": ');
  const rules = readTextRules(items, key, issues);
  let options: SelectOption[] | undefined;
  if (source === undefined) {
    if (typeof constValue !== 'string') {
      issues.push(schemaError('invalid-options', '"items" "const" must be a string', key));
      return undefined;
    }
    options = [{ value: constValue, label: constValue }];
  } else options = readOptions(items, source, key, issues, 'string', context.normalizations);
  const allowed = options && keepAllowedOptions(options, rules, key, issues);
  if (allowed === undefined) return undefined;
  return { kind: 'multiselect', ...base, options: allowed, ...limits };
}

/** The const values of `oneOf` / `anyOf` branches, when every branch has one. */
function branchConsts(schema: object): unknown[] | undefined {
  for (const keyword of ['oneOf', 'anyOf']) {
    const branches = ownValue(schema, keyword);
    if (!Array.isArray(branches)) continue;
    const values = branches.map((branch) => (isRecord(branch) ? ownValue(branch, 'const') : undefined));
    return values.includes(undefined) ? undefined : values;
  }
  return undefined;
}

/** The JSON type of an untyped `enum` / `const` / union of consts: all strings, all numbers, or none. */
function inferType(schema: object): 'string' | 'number' | undefined {
  const constValue = ownValue(schema, 'const');
  const values = constValue !== undefined ? [constValue] : (ownValue(schema, 'enum') ?? branchConsts(schema));
  if (!Array.isArray(values) || values.length === 0) return undefined;
  if (values.every((value) => typeof value === 'string')) return 'string';
  if (values.every((value) => typeof value === 'number')) return 'number';
  return undefined;
}

function readByType(schema: object, type: unknown, base: FieldBase, context: ReadContext, issues: SchemaIssue[]): FieldModel | undefined {
  const { key } = base;
  switch (type) {
    case undefined:
      issues.push(schemaError('missing-type', 'the property has no "type"', key));
      return undefined;
    case 'string':
      return readString(schema, base, context, issues);
    case 'number':
    case 'integer':
      return readNumber(schema, base, type === 'integer', context, issues);
    case 'boolean':
      reportConstraints(presentConstraints(schema, [ANY_TYPE_CONSTRAINTS]), key, issues);
      return { kind: 'boolean', ...base };
    case 'array':
      return readArray(schema, base, context, issues);
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

/** A copy of `schema` without `const` and `default`, typed after the const when it had no type. */
function withoutConst(schema: object, type: unknown): Record<string, unknown> {
  const copy = Object.create(null) as Record<string, unknown>;
  for (const keyword of ownKeys(schema) ?? []) if (keyword !== 'const' && keyword !== 'default') copy[keyword] = ownValue(schema, keyword);
  copy.type = type;
  return copy;
}

/**
 * A `const`: a fixed value, shown read-only and always sent. It must be a string, number
 * or boolean that the property's other keywords accept (else no answer can satisfy them).
 */
function readConst(schema: object, value: unknown, base: FieldBase, context: ReadContext, issues: SchemaIssue[]): FieldModel | undefined {
  const kind = typeof value;
  if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') {
    issues.push(schemaError('unsupported-type', '"const" must be a string, number or boolean', base.key));
    return undefined;
  }
  const declared = ownValue(schema, 'type');
  const type = declared ?? (kind === 'number' && Number.isInteger(value) ? 'integer' : kind);
  const probeIssues: SchemaIssue[] = [];
  const probe = readByType(withoutConst(schema, type), type, { ...base, required: true }, { ...context, normalizations: [] }, probeIssues);
  const check = probe && !hasError(probeIssues) ? validateField(probe, value) : undefined;
  if (check?.ok !== true) {
    issues.push(...probeIssues.filter((issue) => issue.severity === 'error'));
    issues.push(
      schemaError(
        'invalid-constraint',
        `"const" ${JSON.stringify(value)?.slice(0, 40)} does not meet the property's own "type" and limits: no value fits`,
        base.key,
      ),
    );
    return undefined;
  }
  context.normalizations.push({ key: base.key, kind: 'const', detail: `fixed value ${JSON.stringify(value)?.slice(0, 40)}, always sent` });
  return { kind: 'const', ...base, value: value as string | number | boolean };
}

/** The default to prefill (copies of a multi-select collapsed), or why `value` cannot be one. */
function checkDefault(field: FieldModel, value: unknown): { value: ElicitContentValue } | { problem: string } {
  if (field.kind === 'const') return value === field.value ? { value: field.value } : { problem: 'not the fixed value' };
  const expected =
    field.kind === 'select'
      ? typeof field.options[0]?.value
      : { text: 'string', number: 'number', boolean: 'boolean', multiselect: 'object', list: 'object' }[field.kind];
  if (typeof value !== expected || ((field.kind === 'multiselect' || field.kind === 'list') && !Array.isArray(value))) {
    return { problem: `not a ${field.kind} value` };
  }
  if (field.kind === 'select' && !field.options.some((option) => option.value === value)) return { problem: 'not one of the options' };
  const check = validateField(field, value);
  // A pattern is checked once its engine has loaded; `validate` checks the default again then.
  if (!check.ok && check.error.code !== 'patternPending') return { problem: `refused with "${check.error.code}"` };
  // An empty optional default ('' or []) checks as "omitted"; it is still what the schema says.
  return { value: (check.ok ? check.value : undefined) ?? (Array.isArray(value) ? [...(value as string[])] : (value as string)) };
}

/** Sets `field.default` when the schema's default is valid for it, else warns `invalid-default`. */
function applyDefault(field: FieldModel, value: unknown, context: ReadContext, issues: SchemaIssue[]): void {
  if (value === undefined) return;
  if (value === null) {
    // Optional fields (pydantic, zod) say "nothing" this way: the same as no default.
    context.normalizations.push({ key: field.key, kind: 'null-default', detail: '"default": null ignored' });
    return;
  }
  const checked = checkDefault(field, value);
  if ('problem' in checked) issues.push(schemaWarning('invalid-default', `"default" dropped: ${checked.problem}`, field.key));
  else field.default = checked.value;
}

function readKind(schema: object, base: FieldBase, context: ReadContext, issues: SchemaIssue[]): FieldModel | undefined {
  const constValue = ownValue(schema, 'const');
  if (constValue !== undefined) return readConst(schema, constValue, base, context, issues);
  let type = ownValue(schema, 'type');
  if (type === undefined) {
    const inferred = inferType(schema);
    type = inferred;
    if (inferred !== undefined) context.normalizations.push({ key: base.key, kind: 'inferred-type', detail: `no "type": read as ${inferred} from its values` });
  }
  return readByType(schema, type, base, context, issues);
}

/**
 * Reads one property of a `requestedSchema` into a field (the grammar's eight variants, told
 * apart by their keys in a fixed order, plus what real servers add: local `$ref`, nullable types, `const`, number
 * choices, lists of free texts, patterns). Any `error` issue means no field: the property
 * is left out of the form. Rewritings are recorded in `context.normalizations`.
 */
export function readField(key: string, schema: unknown, required: boolean, context: ReadContext): FieldReading {
  const issues: SchemaIssue[] = [];
  if (!isRecord(schema)) {
    issues.push(schemaError('property-not-object', 'the property schema is not an object', key));
    return { issues };
  }
  const resolved = resolveRef(schema, key, context, issues);
  const node = resolved && unwrapNullable(resolved, key, context, issues);
  if (node === undefined) return { issues };
  const title = stringOrUndefined(ownValue(node, 'title'));
  const description = stringOrUndefined(ownValue(node, 'description'));
  const base: FieldBase = { key, label: title === undefined || title === '' ? humanizeKey(key) : title, required };
  if (description !== undefined) base.description = description;
  const field = readKind(node, base, context, issues);
  if (field === undefined || hasError(issues)) return { issues };
  applyDefault(field, ownValue(node, 'default'), context, issues);
  return { field, issues };
}
