import { describe, expect, it } from 'vitest';
import { throwingProxy } from '@elicit-kit/test-support/hostile';
import { MAX_PROPERTIES } from './limits.js';
import { toFormModel } from './to-form-model.js';
import type { SchemaIssueCode } from './types.js';

type IssueSummary = [key: string | undefined, code: SchemaIssueCode, severity: 'error' | 'warning'];
interface Expected {
  renderable: boolean;
  acceptable: boolean;
  fields: string[];
  issues: IssueSummary[];
}

const root = (properties: unknown, extra: object = {}) => ({ type: 'object', properties, ...extra });
const one = (property: unknown, extra: object = {}) => root({ p: property }, extra);
const unusable = (code: SchemaIssueCode): Expected => ({ renderable: false, acceptable: false, fields: [], issues: [[undefined, code, 'error']] });
const refused = (code: SchemaIssueCode, key = 'p'): Expected => ({ renderable: true, acceptable: true, fields: [], issues: [[key, code, 'error']] });
const warned = (code: SchemaIssueCode, key = 'p'): Expected => ({ renderable: true, acceptable: true, fields: [key], issues: [[key, code, 'warning']] });
/** Rendered without any issue (a shape real servers send, normalised). */
const fine: Expected = { renderable: true, acceptable: true, fields: ['p'], issues: [] };

/** A chain of `depth` local refs: $defs.d0 → d1 → … → a string. */
function refChain(depth: number): object {
  const defs: Record<string, unknown> = {};
  for (let index = 0; index < depth; index++) defs[`d${index}`] = { $ref: `#/$defs/d${index + 1}` };
  defs[`d${depth}`] = { type: 'string' };
  return one({ $ref: '#/$defs/d0' }, { $defs: defs });
}

function cyclic(): object {
  const property: Record<string, unknown> = { type: 'array' };
  property.items = property;
  const schema: Record<string, unknown> = root({ loop: property, fine: { type: 'string' } });
  schema.self = schema;
  return schema;
}

function withGetter(target: object, key: string, value: unknown): object {
  return Object.defineProperty(target, key, {
    enumerable: true,
    get() {
      throw new Error(`getter ${key} must never run (value ${String(value)})`);
    },
  });
}

const manyProperties = Object.fromEntries(Array.from({ length: MAX_PROPERTIES + 3 }, (_, index) => [`k${index}`, { type: 'boolean' }]));

const TABLE: [string, unknown, Expected][] = [
  // The root.
  ['null', null, unusable('root-not-object')],
  ['a string', '{"type":"object"}', unusable('root-not-object')],
  ['an array', [{ type: 'object', properties: {} }], unusable('root-not-object')],
  ['a function', () => ({ type: 'object' }), unusable('root-not-object')],
  ['a Symbol', Symbol('schema'), unusable('root-not-object')],
  ['a BigInt', 10n, unusable('root-not-object')],
  ['root type array', { type: 'array', properties: {} }, unusable('root-type-not-object')],
  ['root without type', { properties: { a: { type: 'string' } } }, unusable('root-type-not-object')],
  ['root type as a getter (never run)', withGetter({ properties: {} }, 'type', 'object'), unusable('root-type-not-object')],
  ['a Proxy whose traps throw', throwingProxy(), unusable('root-type-not-object')],
  ['properties missing', { type: 'object' }, unusable('properties-missing')],
  ['properties an array', { type: 'object', properties: [{ type: 'string' }] }, unusable('properties-missing')],
  ['draft-03 dialect', one({ type: 'string' }, { $schema: 'http://json-schema.org/draft-03/schema#' }), unusable('unsupported-dialect')],
  ['root allOf', one({ type: 'string' }, { allOf: [{ required: ['p'] }] }), unusable('unsupported-constraint')],
  ['root $ref (never dereferenced)', one({ type: 'string' }, { $ref: 'https://evil.example/schema.json' }), unusable('unsupported-constraint')],
  ['root dependentRequired', one({ type: 'string' }, { dependentRequired: { p: ['q'] } }), unusable('unsupported-constraint')],
  ['root minProperties', one({ type: 'string' }, { minProperties: 2 }), unusable('unsupported-constraint')],
  ['required not an array', one({ type: 'string' }, { required: 'p' }), unusable('required-invalid')],
  // One property.
  ['property null', one(null), refused('property-not-object')],
  ['property a type name', one('string'), refused('property-not-object')],
  ['property a function', one(() => 'string'), refused('property-not-object')],
  ['no type', one({ title: 'Name' }), refused('missing-type')],
  ['type as a getter (never run)', one(withGetter({}, 'type', 'string')), refused('missing-type')],
  ['type list of two real types', one({ type: ['string', 'number'] }), refused('unsupported-type')],
  ['type list with null (nullable)', one({ type: ['string', 'null'] }), fine],
  ['anyOf of a type and null', one({ anyOf: [{ type: 'integer' }, { type: 'null' }], default: null }), fine],
  ['anyOf of three branches with null', one({ anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }] }), refused('missing-type')],
  ['type null', one({ type: 'null' }), refused('unsupported-type')],
  ['nested object', one({ type: 'object', properties: { a: { type: 'string' } } }), refused('nested-object')],
  ['array of objects', one({ type: 'array', items: { type: 'object', properties: {} } }), refused('unsupported-array')],
  ['array without items', one({ type: 'array' }), refused('unsupported-array')],
  ['array of free strings (a list)', one({ type: 'array', items: { type: 'string' } }), fine],
  ['array of numbers', one({ type: 'array', items: { type: 'number' } }), refused('unsupported-array')],
  ['array of number options', one({ type: 'array', items: { enum: [1, 2] } }), refused('invalid-options')],
  ['enum and oneOf', one({ type: 'string', enum: ['a'], oneOf: [{ const: 'a', title: 'A' }] }), refused('enum-and-oneof')],
  ['items with enum and anyOf', one({ type: 'array', items: { enum: ['a'], anyOf: [{ const: 'a', title: 'A' }] } }), refused('enum-and-oneof')],
  ['enumNames too short', one({ type: 'string', enum: ['a', 'b'], enumNames: ['A'] }), refused('enum-names-mismatch')],
  ['enumNames not strings', one({ type: 'string', enum: ['a'], enumNames: [1] }), refused('enum-names-mismatch')],
  ['option without title (labelled with its value)', one({ type: 'string', oneOf: [{ const: 'a' }] }), fine],
  ['option title not a string', one({ type: 'string', oneOf: [{ const: 'a', title: 5 }] }), refused('invalid-options')],
  ['option without const', one({ type: 'array', items: { anyOf: [{ title: 'Anything' }] } }), refused('invalid-options')],
  ['option with a pattern', one({ type: 'string', oneOf: [{ const: 'a', title: 'A', pattern: 'b' }] }), refused('invalid-options')],
  ['non-string enum values', one({ type: 'string', enum: ['a', 1, null] }), refused('invalid-options')],
  // A hole reads as undefined, not a string.
  // eslint-disable-next-line no-sparse-arrays -- the hole is the input under test
  ['sparse enum', one({ type: 'string', enum: ['a', , 'c'] }), refused('invalid-options')],
  ['empty enum', one({ type: 'string', enum: [] }), refused('invalid-options')],
  ['enum not an array', one({ type: 'string', enum: 'a' }), refused('invalid-options')],
  ['enum on a number (numeric select)', one({ type: 'number', enum: [1, 2] }), fine],
  ['strings in a number enum', one({ type: 'number', enum: ['1'] }), refused('invalid-options')],
  ['const on a boolean (fixed value)', one({ type: 'boolean', const: true }), fine],
  ['const its own type refuses', one({ type: 'boolean', const: 'yes' }), refused('invalid-constraint')],
  ['const its own limits refuse', one({ type: 'string', const: 'abc', maxLength: 2 }), refused('invalid-constraint')],
  ['const null', one({ const: null }), refused('unsupported-type')],
  ['const object', one({ const: { a: 1 } }), refused('unsupported-type')],
  ['enum of whole arrays', one({ type: 'array', items: { enum: ['a'] }, enum: [['a']] }), refused('unsupported-constraint')],
  ['remote $ref (never fetched)', one({ type: 'string', $ref: 'https://evil.example/s.json' }), refused('unresolved-ref')],
  ['$ref to nothing in items', one({ type: 'array', items: { $ref: '#/$defs/x', enum: ['a'] } }), refused('unresolved-ref')],
  ['$ref cycle', one({ $ref: '#/$defs/a' }, { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } } }), refused('unresolved-ref')],
  ['$ref to itself', one({ $ref: '#/$defs/a' }, { $defs: { a: { $ref: '#/$defs/a' } } }), refused('unresolved-ref')],
  ['$ref chain of 16', refChain(15), fine],
  ['$ref chain of 40', refChain(40), refused('unresolved-ref')],
  ['$ref to the root', one({ $ref: '#' }), refused('nested-object')],
  ['$ref with a bad escape', one({ $ref: '#/$defs/%E0%A4%A' }, { $defs: {} }), refused('unresolved-ref')],
  [
    '$ref whose target disagrees with its siblings',
    one({ $ref: '#/$defs/s', type: 'number' }, { $defs: { s: { type: 'string' } } }),
    refused('conflicting-keywords'),
  ],
  ['$ref with a title beside it', one({ $ref: '#/$defs/s', title: 'Mine' }, { $defs: { s: { type: 'string', title: 'Theirs' } } }), fine],
  ['pattern', one({ type: 'string', pattern: '^[a-z]+$' }), fine],
  ['ReDoS-shaped pattern (linear engine)', one({ type: 'string', pattern: '(a+)+$' }), fine],
  ['pattern with a back-reference', one({ type: 'string', pattern: '(a)\\1' }), warned('unsupported-pattern')],
  ['pattern with lookbehind', one({ type: 'string', pattern: '(?<=a)b' }), warned('unsupported-pattern')],
  ['pattern with a lookahead past the start', one({ type: 'string', pattern: 'a(?=b)' }), warned('unsupported-pattern')],
  ['invalid pattern', one({ type: 'string', pattern: '([a-z' }), warned('invalid-pattern')],
  [
    'required invalid pattern (only empty fits: not acceptable)',
    one({ type: 'string', pattern: '(' }, { required: ['p'] }),
    { ...warned('invalid-pattern'), acceptable: false },
  ],
  ['pattern not a string', one({ type: 'string', pattern: 5 }), refused('invalid-constraint')],
  ['multipleOf', one({ type: 'integer', multipleOf: 5 }), fine],
  ['multipleOf zero', one({ type: 'number', multipleOf: 0 }), refused('invalid-constraint')],
  ['exclusiveMinimum', one({ type: 'number', exclusiveMinimum: 0 }), fine],
  ['exclusiveMinimum a string', one({ type: 'number', exclusiveMinimum: '0' }), refused('invalid-constraint')],
  ['draft-04 exclusiveMaximum true', one({ type: 'number', maximum: 5, exclusiveMaximum: true }), fine],
  ['draft-04 exclusiveMaximum true without maximum', one({ type: 'number', exclusiveMaximum: true }), refused('invalid-constraint')],
  ['property-level anyOf of formats', one({ type: 'string', anyOf: [{ format: 'email' }, { format: 'uri' }] }), refused('invalid-options')],
  [
    'anyOf of consts (a union of literals)',
    one({
      anyOf: [
        { type: 'number', const: 1 },
        { type: 'number', const: 2 },
      ],
    }),
    fine,
  ],
  ['allOf', one({ type: 'string', allOf: [{ minLength: 1 }] }), refused('unsupported-constraint')],
  ['not', one({ type: 'string', not: { const: '' } }), refused('unsupported-constraint')],
  ['if/then/else', one({ type: 'string', if: { minLength: 1 }, then: { format: 'email' }, else: {} }), refused('unsupported-constraint')],
  ['contains', one({ type: 'array', items: { enum: ['a', 'b'] }, contains: { const: 'a' } }), refused('unsupported-constraint')],
  ['uniqueItems not a boolean', one({ type: 'array', items: { enum: ['a'] }, uniqueItems: 'yes' }), refused('invalid-constraint')],
  ['minLength above maxLength', one({ type: 'string', minLength: 5, maxLength: 3 }), refused('invalid-constraint')],
  ['minimum above maximum', one({ type: 'number', minimum: 10, maximum: 1 }), refused('invalid-constraint')],
  ['minItems above maxItems', one({ type: 'array', items: { enum: ['a', 'b'] }, minItems: 2, maxItems: 1 }), refused('invalid-constraint')],
  ['negative minLength', one({ type: 'string', minLength: -1 }), refused('invalid-constraint')],
  ['fractional maxItems', one({ type: 'array', items: { enum: ['a'] }, maxItems: 1.5 }), refused('invalid-constraint')],
  ['minLength as a string', one({ type: 'string', minLength: '3' }), refused('invalid-constraint')],
  ['NaN minimum', one({ type: 'number', minimum: Number.NaN }), refused('invalid-constraint')],
  ['infinite maximum', one({ type: 'number', maximum: Number.POSITIVE_INFINITY }), refused('invalid-constraint')],
  ['BigInt maximum', one({ type: 'integer', maximum: 10n }), refused('invalid-constraint')],
  ['an enum of 20,000', one({ type: 'string', enum: Array.from({ length: 20_000 }, (_, i) => `v${i}`) }), refused('too-large')],
  ['an enum of 2,000', one({ type: 'string', enum: Array.from({ length: 2_000 }, (_, i) => `v${i}`) }), warned('too-large')],
  ['an unknown format', one({ type: 'string', format: 'phone' }), warned('unsupported-format')],
  ['a standard format the form cannot check', one({ type: 'string', format: 'uri-template' }), warned('unchecked-format')],
  ['a checked format beyond the four', one({ type: 'string', format: 'uuid' }), fine],
  [
    'a format on options that fail it',
    one({ type: 'string', enum: ['10:00'], format: 'time' }),
    {
      renderable: true,
      acceptable: true,
      fields: [],
      issues: [
        ['p', 'option-violates-constraint', 'warning'],
        ['p', 'invalid-options', 'error'],
      ],
    },
  ],
  ['an asserted number format', one({ type: 'number', format: 'int64' }), fine],
  ['a number format that asserts nothing', one({ type: 'number', format: 'double' }), { renderable: true, acceptable: true, fields: ['p'], issues: [] }],
  ['a non-string format', one({ type: 'string', format: 7 }), warned('unsupported-format')],
  ['a function as default', one({ type: 'string', default: () => 'x' }), warned('invalid-default')],
  ['a default not among the options', one({ type: 'string', enum: ['a', 'b'], default: 'c' }), warned('invalid-default')],
  [
    'only duplicates in oneOf',
    one({
      type: 'string',
      oneOf: [
        { const: 'a', title: 'A' },
        { const: 'a', title: 'B' },
      ],
    }),
    {
      renderable: true,
      acceptable: true,
      fields: [],
      issues: [
        ['p', 'duplicate-option', 'warning'],
        ['p', 'invalid-options', 'error'],
      ],
    },
  ],
  // Keys and shapes that trip naive code.
  ['a bad __proto__ property', JSON.parse('{"type":"object","properties":{"__proto__":{"type":"object"}}}'), refused('nested-object', '__proto__')],
  [
    'a required constructor that is nested',
    root({ constructor: { type: 'object' }, toString: { type: 'string' } }, { required: ['constructor'] }),
    {
      renderable: true,
      acceptable: false,
      fields: ['toString'],
      issues: [['constructor', 'nested-object', 'error']],
    },
  ],
  [
    'a required name missing from properties',
    one({ type: 'string' }, { required: ['p', 'q'] }),
    {
      renderable: true,
      acceptable: false,
      fields: ['p'],
      issues: [['q', 'required-unknown-key', 'error']],
    },
  ],
  ['cyclic objects', cyclic(), { renderable: true, acceptable: true, fields: ['fine'], issues: [['loop', 'unsupported-array', 'error']] }],
  [
    'Symbols, BigInts and functions as annotations',
    one({ type: 'string', title: Symbol('t'), description: 1n, examples: [() => 1] }),
    {
      renderable: true,
      acceptable: true,
      fields: ['p'],
      issues: [],
    },
  ],
  [
    `${MAX_PROPERTIES + 3} properties`,
    root(manyProperties, { required: [`k${MAX_PROPERTIES + 1}`] }),
    {
      renderable: true,
      acceptable: false,
      fields: Object.keys(manyProperties).slice(0, MAX_PROPERTIES),
      issues: Object.keys(manyProperties)
        .slice(MAX_PROPERTIES)
        .map((key): IssueSummary => [key, 'too-large', 'error']),
    },
  ],
];

describe('toFormModel on hostile schemas', () => {
  it(`has a table of ${TABLE.length} cases`, () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(25);
  });

  it.each(TABLE)('%s', (_name, schema, expected) => {
    const model = toFormModel(schema);
    expect({
      renderable: model.renderable,
      acceptable: model.acceptable,
      fields: model.fields.map((field) => field.key),
      issues: model.issues.map((issue): IssueSummary => [issue.key, issue.code, issue.severity]),
    }).toStrictEqual(expected);
    for (const issue of model.issues) expect(issue.message.length).toBeGreaterThan(0);
  });

  // Linear: a quadratic pass over these would take hours and hit the test's timeout. How long
  // they take is `pnpm bench:core`'s "hostile input" table, not a timed assertion.
  it('keeps a huge enum and a huge property count linear', () => {
    const hugeEnum = toFormModel(one({ type: 'string', enum: Array.from({ length: 1_000_000 }, () => 'same') }));
    const hugeProperties = toFormModel(root(Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, { type: 'string' }]))));
    const duplicates = toFormModel(one({ type: 'string', enum: Array.from({ length: 10_000 }, () => 'same') }));
    expect(hugeEnum.issues.map((issue) => issue.code)).toStrictEqual(['too-large']);
    expect(hugeProperties.fields).toHaveLength(MAX_PROPERTIES);
    expect(hugeProperties.issues).toHaveLength(100_000 - MAX_PROPERTIES);
    expect(duplicates.fields[0]).toMatchObject({ options: [{ value: 'same', label: 'same' }] });
  });

  it('never touches Object.prototype', () => {
    toFormModel(
      JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string","default":"x"},"polluted":{"type":"boolean"}},"required":["__proto__"]}'),
    );
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('kind');
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});
