import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaCaseArbitrary, valuesFor } from '../schema/arbitraries.fixtures.js';
import { toFormModel } from '../schema/to-form-model.js';
import type { FormModel } from '../schema/types.js';
import { defaultValues } from './default-values.js';
import { validate } from './validate.js';
import { validateField } from './validate-field.js';

// The validator a careful server would run: JSON Schema 2020-12 with the standard formats,
// no `$schema` meta-validation (draft-07 schemas mean the same for this grammar), no remote refs.
const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: false, logger: false });
addFormats(ajv);

/** Whether ajv accepts `content` as it arrives on the wire, or `undefined` when ajv cannot compile the schema. */
function ajvAccepts(schema: object, content: unknown): boolean | undefined {
  let check;
  try {
    check = ajv.compile(schema);
  } catch {
    return undefined;
  }
  // The wire JSON, re-read into a null-prototype object: ajv's generated code tests an
  // optional property with `data.key !== undefined`, which on a plain object finds the
  // inherited `toString` or `constructor` and then rejects it (a false alarm of ajv's).
  const wire = JSON.parse(JSON.stringify(content)) as Record<string, unknown>;
  const data = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(wire)) Object.defineProperty(data, key, { value, enumerable: true });
  return check(data);
}

const hostile = fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true, withBoxedValues: true, withSparseArray: true, maxDepth: 3 });

describe('validate and defaultValues: properties', () => {
  it('never accept content that ajv rejects on the original schema', () => {
    let ok = 0;
    let withContent = 0;
    let runs = 0;
    fc.assert(
      fc.property(schemaCaseArbitrary.chain((schemaCase) => fc.tuple(fc.constant(schemaCase), valuesFor(schemaCase))), ([schemaCase, values]) => {
        runs++;
        const model = toFormModel(schemaCase.schema);
        const result = validate(model, values);
        if (!result.ok) return;
        ok++;
        if (Object.keys(result.content).length > 0) withContent++;
        expect(ajvAccepts(schemaCase.schema, result.content)).not.toBe(false);
        // Only the fields' keys, in field order.
        const keys = model.fields.map((field) => field.key);
        expect(Object.keys(result.content)).toStrictEqual(keys.filter((key) => Object.hasOwn(result.content, key)));
      }),
      { numRuns: 400 },
    );
    // The property is exercised: a good share of the runs is accepted and checked by ajv.
    expect(ok / runs).toBeGreaterThan(0.35);
    expect(withContent / runs).toBeGreaterThan(0.25);
  });

  it('accept every default that survives toFormModel, unchanged', () => {
    let withDefault = 0;
    fc.assert(
      fc.property(schemaCaseArbitrary, (schemaCase) => {
        const model = toFormModel(schemaCase.schema);
        const defaults = defaultValues(model);
        const result = validate(model, defaults);
        for (const field of model.fields) {
          if (field.default === undefined) continue;
          withDefault++;
          const check = validateField(field, field.default);
          expect(check.ok).toBe(true);
          if (check.ok && check.value !== undefined) expect(check.value).toStrictEqual(field.default);
          if (!result.ok) expect(result.errors.map((error) => error.key)).not.toContain(field.key);
        }
        if (result.ok) expect(ajvAccepts(schemaCase.schema, result.content)).not.toBe(false);
      }),
      { numRuns: 300 },
    );
    expect(withDefault).toBeGreaterThan(50);
  });

  it('never throw, whatever the model and the values', () => {
    fc.assert(
      fc.property(hostile, hostile, (model, values) => {
        const result = validate(model as FormModel, values as Record<string, unknown>);
        expect(typeof result.ok).toBe('boolean');
        expect(Object.getPrototypeOf(defaultValues(model as FormModel))).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('never throw on real models with arbitrary values, and refuse or accept consistently', () => {
    fc.assert(
      fc.property(schemaCaseArbitrary, fc.dictionary(fc.constantFrom('a', 'b', 'name', '__proto__', 'constructor', 'toString'), hostile), (schemaCase, values) => {
        const model = toFormModel(schemaCase.schema);
        const result = validate(model, values);
        if (result.ok) expect(ajvAccepts(schemaCase.schema, result.content)).not.toBe(false);
        else if (model.acceptable) expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
