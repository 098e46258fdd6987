import { ownValue } from './read-untrusted.js';

/**
 * JSON Schema keywords (all drafts from 04 to 2020-12) that can make a validator reject a
 * value, grouped by the instance type they apply to. A keyword that does not apply to a
 * field's type (say `pattern` on a number) cannot reject its value and is ignored, as are
 * annotations (`examples`, `$comment`, `readOnly`, `deprecated`, `x-…`) and unknown keys.
 * The ones a field handles itself (`minLength`, `enum`, `items`…) are not listed here.
 */

/**
 * Constraints on any instance. `const` is read before these are checked, and a local
 * `$ref` is resolved before (`resolve-property.ts`): one still here is reported.
 */
export const ANY_TYPE_CONSTRAINTS = ['enum', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', '$ref', '$dynamicRef', '$recursiveRef'] as const;

/** The string formats a text field checks itself (`TextFormat`). */
export const CHECKED_STRING_FORMATS: ReadonlySet<unknown> = new Set([
  'email',
  'uri',
  'date',
  'date-time',
  'uuid',
  'time',
  'hostname',
  'ipv4',
  'ipv6',
  'duration',
]);

/**
 * String formats that JSON Schema defines or ajv-formats asserts, beyond the checked ones:
 * a server validating with formats on would reject text that breaks them, so a field
 * carrying one is rendered but `uncheckable` (only empty is accepted). Any other format
 * name (`phone`, `password`, `textarea`…) asserts nothing anywhere and is only a warning.
 */
export const ASSERTED_STRING_FORMATS: ReadonlySet<unknown> = new Set([
  'iso-time',
  'iso-date-time',
  'duration',
  'uri-reference',
  'uri-template',
  'url',
  'iri',
  'iri-reference',
  'idn-email',
  'idn-hostname',
  'regex',
  'json-pointer',
  'json-pointer-uri-fragment',
  'relative-json-pointer',
  'byte',
]);

/** String constraints a choice (`enum` / `oneOf`) does not support; a text field reads `pattern` itself. */
export const STRING_CONSTRAINTS = ['pattern'] as const;

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
