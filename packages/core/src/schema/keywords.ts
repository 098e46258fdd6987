import { ownValue } from './read-untrusted.js';

/**
 * JSON Schema keywords (all drafts from 04 to 2020-12) that can make a validator reject a
 * value, grouped by the instance type they apply to. A keyword that does not apply to a
 * field's type (say `pattern` on a number) cannot reject its value and is ignored, as are
 * annotations (`examples`, `$comment`, `readOnly`, `deprecated`, `x-…`) and unknown keys.
 * The ones a field handles itself (`minLength`, `enum`, `items`…) are not listed here.
 */

/** Constraints on any instance. `$ref` is here so that it is reported, never dereferenced (C29). */
export const ANY_TYPE_CONSTRAINTS = [
  'enum',
  'const',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
] as const;

/**
 * String formats other than the spec's four that JSON Schema defines or ajv-formats
 * asserts: a server validating with formats on would reject text that breaks them, so a
 * field carrying one is refused (`unsupported-constraint`). Any other format name
 * (`phone`, `password`, `textarea`…) asserts nothing anywhere and is only a warning.
 */
export const ASSERTED_STRING_FORMATS: ReadonlySet<unknown> = new Set([
  'time',
  'iso-time',
  'iso-date-time',
  'duration',
  'uri-reference',
  'uri-template',
  'url',
  'iri',
  'iri-reference',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uuid',
  'regex',
  'json-pointer',
  'json-pointer-uri-fragment',
  'relative-json-pointer',
  'byte',
]);

/** Number formats that ajv-formats asserts (`int64` demands an integer, `int32` a range). */
export const ASSERTED_NUMBER_FORMATS: ReadonlySet<unknown> = new Set(['int32', 'int64']);

/** String constraints no field supports. */
export const STRING_CONSTRAINTS = ['pattern'] as const;

/** Number constraints no field supports. `exclusiveMinimum: false` (draft-04) is allowed: it constrains nothing. */
export const NUMBER_CONSTRAINTS = ['multipleOf', 'exclusiveMinimum', 'exclusiveMaximum'] as const;

/** Array constraints no field supports. */
export const ARRAY_CONSTRAINTS = ['contains', 'minContains', 'maxContains', 'prefixItems', 'additionalItems', 'unevaluatedItems'] as const;

/**
 * Object constraints on the root that could reject content made only of the schema's own
 * keys (`required` is read by the root itself). `additionalProperties` and `unevaluatedProperties` are absent on purpose: content
 * never carries a key outside `properties`, so they cannot reject it.
 */
export const ROOT_OBJECT_CONSTRAINTS = [
  'patternProperties',
  'propertyNames',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'minProperties',
  'maxProperties',
] as const;

/**
 * The keywords of `lists` present on `schema`, except those in `handled`, in list order.
 * `false` for `exclusiveMinimum`/`exclusiveMaximum` is draft-04's "not exclusive" and counts as absent.
 */
export function presentConstraints(schema: object, lists: readonly (readonly string[])[], handled: readonly string[] = []): string[] {
  const present: string[] = [];
  for (const list of lists) {
    for (const keyword of list) {
      if (handled.includes(keyword)) continue;
      const value = ownValue(schema, keyword);
      if (value === undefined) continue;
      if (value === false && (keyword === 'exclusiveMinimum' || keyword === 'exclusiveMaximum')) continue;
      present.push(keyword);
    }
  }
  return present;
}
