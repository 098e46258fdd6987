import { isSupportedDialect } from './dialect.js';
import { quoted, schemaError } from './issue.js';
import { ANY_TYPE_CONSTRAINTS, ROOT_OBJECT_CONSTRAINTS, presentConstraints } from './keywords.js';
import { MAX_PROPERTIES } from './limits.js';
import { readField } from './read-field.js';
import { arrayItems, isRecord, ownKeys, ownValue } from './read-untrusted.js';
import type { ReadContext } from './resolve-property.js';
import type { FieldModel, FormModel, SchemaIssue, SchemaIssueCode } from './types.js';

/**
 * Whether some non-empty value of `field` can be accepted: not when a rule of the server's
 * cannot be checked here (`uncheckable`), since then only leaving it empty is safe.
 */
function canHoldAnswer(field: FieldModel): boolean {
  if (field.kind === 'text') return field.uncheckable === undefined;
  if (field.kind === 'list') return field.item.uncheckable === undefined;
  return true;
}

/** A model with nothing to render: the UI can only decline or cancel. */
function unusable(code: SchemaIssueCode, message: string): FormModel {
  return { fields: [], issues: [schemaError(code, message)], renderable: false, acceptable: false, unrenderedRequired: [], normalizations: [] };
}

/**
 * The names in `required`, or a reason the whole form is unusable. A number, boolean or
 * `null` entry is read as its text (`5` → `"5"`): Ajv requires a property of that name,
 * so treating it as ignorable would let through content a server rejects; other
 * validators reject every answer, so requiring the name is never the lenient side.
 * An object or array entry leaves no reading that every validator shares: unusable.
 */
function readRequired(root: object, issues: SchemaIssue[]): string[] | FormModel {
  const value = ownValue(root, 'required');
  if (value === undefined) return [];
  const items = arrayItems(value);
  // Without a readable list nobody knows which answers the server insists on.
  if (items === undefined) return unusable('required-invalid', '"required" is not an array');
  const names: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') names.push(item);
    else if (typeof item === 'number' || typeof item === 'boolean' || item === null) names.push(String(item));
    else return unusable('required-invalid', '"required" holds an object, an array or a hole: which keys it demands is unclear');
  }
  if (items.some((item) => typeof item !== 'string')) {
    issues.push({ code: 'required-invalid', message: '"required" holds non-strings: each is read as its text, as Ajv does', severity: 'warning' });
  }
  return names;
}

function readRoot(root: unknown): FormModel {
  if (!isRecord(root)) return unusable('root-not-object', 'the requestedSchema is not a JSON object');
  if (!isSupportedDialect(ownValue(root, '$schema'))) {
    return unusable('unsupported-dialect', '"$schema" names a dialect other than JSON Schema 2020-12, 2019-09 or draft-07/06/04');
  }
  if (ownValue(root, 'type') !== 'object') return unusable('root-type-not-object', 'the root "type" is not "object"');
  const properties = ownValue(root, 'properties');
  const keys = isRecord(properties) ? ownKeys(properties) : undefined;
  if (keys === undefined) return unusable('properties-missing', '"properties" is missing or not an object');
  const constraints = presentConstraints(root, [ANY_TYPE_CONSTRAINTS, ROOT_OBJECT_CONSTRAINTS]);
  if (constraints.length > 0) {
    return unusable('unsupported-constraint', `root ${quoted(constraints)} cannot be enforced by the form`);
  }
  const issues: SchemaIssue[] = [];
  const required = readRequired(root, issues);
  if (!Array.isArray(required)) return required;
  const requiredSet = new Set(required);

  const fields: FieldModel[] = [];
  const unrenderedRequired: string[] = [];
  const context: ReadContext = { root, normalizations: [] };
  let answerable = true;
  for (const [index, key] of keys.entries()) {
    const isRequired = requiredSet.has(key);
    if (index >= MAX_PROPERTIES) {
      issues.push(schemaError('too-large', `more than ${MAX_PROPERTIES} properties: this one is not rendered`, key));
      if (isRequired) unrenderedRequired.push(key);
      continue;
    }
    const reading = readField(key, ownValue(properties as object, key), isRequired, context);
    issues.push(...reading.issues);
    if (reading.field !== undefined) {
      fields.push(reading.field);
      if (isRequired && !canHoldAnswer(reading.field)) answerable = false;
    } else if (isRequired) unrenderedRequired.push(key);
  }
  const known = new Set(keys);
  const reported = new Set<string>();
  for (const name of required) {
    if (known.has(name) || reported.has(name)) continue;
    reported.add(name);
    issues.push(schemaError('required-unknown-key', '"required" names a key that is not in "properties": no answer can include it', name));
    unrenderedRequired.push(name);
  }
  return {
    fields,
    issues,
    renderable: true,
    acceptable: answerable && unrenderedRequired.length === 0,
    unrenderedRequired,
    normalizations: context.normalizations,
  };
}

/**
 * Reads an elicitation's `requestedSchema` into the fields a form renders (flat, primitive fields only), in
 * property order, with labels (`title`, else the key) and only valid defaults.
 *
 * Reads the superset real servers send, normalised into the form model and recorded in
 * `normalizations`: local `$ref` / `$defs` / `definitions` (depth-limited; remote refs are
 * never fetched), `type: [T, "null"]` and `anyOf` / `oneOf` of T and null (optional T),
 * `const` (a fixed value), number `enum` / titled `oneOf` (numeric choices), `items`
 * without `type` (options), arrays of free strings (a list), `pattern` (checked by a
 * linear-time engine, see `loadSchemaSupport`), exclusive bounds (draft-04 form too),
 * `multipleOf`, more formats, `default: null`; labels from the key when there is no title.
 *
 * Never throws, whatever it is given. A property it cannot render (nested object, array
 * of objects, a constraint the form cannot enforce such as `not`, malformed options…)
 * gets an `error` issue with its `key` and is left out; the others still render. A root it
 * cannot use (not an object, `type` not `"object"`, `properties` missing, an unsupported
 * `$schema` dialect, a root constraint such as `allOf`) gives `renderable: false`. When a
 * `required` key has no field, or its field can only be left empty (`uncheckable`),
 * `acceptable` is false. Caps: `MAX_PROPERTIES`, `LARGE_OPTION_COUNT`, `MAX_OPTIONS`,
 * `MAX_REF_DEPTH`.
 *
 * @example
 * toFormModel({ type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] })
 * // → { fields: [{ kind: 'text', key: 'name', label: 'Name', required: true }], issues: [],
 * //     renderable: true, acceptable: true, unrenderedRequired: [], normalizations: [] }
 */
export function toFormModel(requestedSchema: unknown): FormModel {
  try {
    return readRoot(requestedSchema);
  } catch {
    // Only a hostile object (a Proxy whose traps throw mid-way) can get here.
    return unusable('root-not-object', 'the requestedSchema could not be read');
  }
}
