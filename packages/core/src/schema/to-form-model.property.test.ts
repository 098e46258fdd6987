import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileValue as hostile, record, schemaCaseArbitrary } from './arbitraries.fixtures.js';
import { toFormModel } from './to-form-model.js';
import type { FormModel } from './types.js';

// Schema-shaped objects whose keywords hold anything: mostly plausible, often wrong.
const keyword = fc.constantFrom(
  'type',
  'enum',
  'oneOf',
  'anyOf',
  'items',
  'enumNames',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'format',
  'default',
  'title',
  'description',
  'const',
  '$ref',
  'pattern',
  'uniqueItems',
  'properties',
  'required',
  '__proto__',
);
const option = fc.oneof(fc.record({ const: fc.string({ maxLength: 3 }), title: fc.string({ maxLength: 3 }) }), fc.string({ maxLength: 3 }), hostile);
const keywordValue = fc.oneof(
  fc.constantFrom('string', 'number', 'integer', 'boolean', 'array', 'object', 'email', 'date', -1, 0, 3, 1.5),
  fc.array(option, { maxLength: 4 }),
  fc.record(
    { type: fc.constantFrom('string', 'object'), enum: fc.array(fc.string({ maxLength: 2 }), { maxLength: 3 }), anyOf: fc.array(option, { maxLength: 3 }) },
    { requiredKeys: [] },
  ),
  hostile,
);
const propertyish = fc.array(fc.tuple(keyword, keywordValue), { maxLength: 6 }).map(record);
const key = fc.oneof(fc.constantFrom('a', '__proto__', 'constructor', 'toString', '0'), fc.string({ maxLength: 4 }));
const rootish = fc
  .record(
    {
      $schema: fc.oneof({ weight: 8, arbitrary: fc.constant('http://json-schema.org/draft-07/schema#') }, hostile),
      type: fc.oneof({ weight: 5, arbitrary: fc.constant('object') }, hostile),
      properties: fc.oneof(
        { weight: 5, arbitrary: fc.array(fc.tuple(key, fc.oneof({ weight: 4, arbitrary: propertyish }, hostile)), { maxLength: 6 }).map(record) },
        hostile,
      ),
      required: fc.oneof({ weight: 5, arbitrary: fc.array(fc.oneof({ weight: 4, arbitrary: key }, hostile), { maxLength: 4 }) }, hostile),
      allOf: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, hostile),
    },
    { requiredKeys: ['type', 'properties', 'allOf'] },
  )
  .map((root) => record(Object.entries(root)));

/** Invariants every model keeps, whatever the schema. */
function expectConsistent(model: FormModel, schema: unknown): void {
  // The model is plain JSON: no functions, BigInts, cycles or shared prototypes leak in.
  expect(JSON.parse(JSON.stringify(model))).toStrictEqual(JSON.parse(JSON.stringify(model)));
  // Not acceptable: the root is unusable, a required key has no field, or its field can only be left empty.
  const onlyEmpty = model.fields.some(
    (field) => field.required && (field.kind === 'text' ? field.uncheckable : field.kind === 'list' ? field.item.uncheckable : undefined),
  );
  expect(model.acceptable).toBe(model.renderable && model.unrenderedRequired?.length === 0 && !onlyEmpty);
  if (!model.renderable) {
    expect(model.fields).toStrictEqual([]);
    expect(model.issues.filter((issue) => issue.severity === 'error' && issue.key === undefined)).toHaveLength(1);
    return;
  }
  const properties = Object.keys((schema as { properties: object }).properties);
  const keys = model.fields.map((field) => field.key);
  // Fields keep property order and never repeat.
  expect(keys).toStrictEqual(properties.filter((property) => keys.includes(property)));
  const errorKeys = new Set(model.issues.filter((issue) => issue.severity === 'error').map((issue) => issue.key));
  for (const field of model.fields) {
    expect(errorKeys.has(field.key)).toBe(false);
    expect(field.label.length > 0 || field.key === '').toBe(true);
    if (field.kind === 'select' || field.kind === 'multiselect') {
      expect(field.options.length).toBeGreaterThan(0);
      expect(new Set(field.options.map((choice) => choice.value)).size).toBe(field.options.length);
    }
  }
  for (const required of model.unrenderedRequired ?? []) expect(keys).not.toContain(required);
  for (const issue of model.issues) expect(issue.message.length).toBeGreaterThan(0);
}

describe('toFormModel properties', () => {
  it('never throws on anything', () => {
    fc.assert(
      fc.property(hostile, (schema) => {
        expectConsistent(toFormModel(schema), schema);
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (schema) => {
        expectConsistent(toFormModel(schema), schema);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on schema-shaped objects with wild keyword values, and stays consistent', () => {
    let renderable = 0;
    fc.assert(
      fc.property(rootish, (schema) => {
        const model = toFormModel(schema);
        expectConsistent(model, schema);
        if (model.renderable) renderable++;
      }),
      { numRuns: 400 },
    );
    expect(renderable).toBeGreaterThan(40);
  });

  it('renders every grammar-valid property it was given, in order', () => {
    let fields = 0;
    fc.assert(
      fc.property(schemaCaseArbitrary, ({ schema }) => {
        const model = toFormModel(schema);
        expect(model.renderable).toBe(true);
        expectConsistent(model, schema);
        fields += model.fields.length;
      }),
      { numRuns: 300 },
    );
    expect(fields).toBeGreaterThan(300);
  });

  it('gives the same model for the same schema (no hidden state)', () => {
    fc.assert(
      fc.property(schemaCaseArbitrary, ({ schema }) => {
        expect(toFormModel(schema)).toStrictEqual(toFormModel(schema));
      }),
      { numRuns: 100 },
    );
  });
});
