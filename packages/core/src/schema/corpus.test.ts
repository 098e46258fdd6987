import Ajv07 from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCorpus } from '@elicit-kit/test-support/corpus';
import { defaultValues } from '../values/default-values.js';
import { loadSchemaSupport } from '../values/pattern-support.js';
import { validate } from '../values/validate.js';
import { validateField } from '../values/validate-field.js';
import { toFormModel } from './to-form-model.js';
import type { FieldModel } from './types.js';

const options = { strict: false, validateSchema: false, logger: false } as const;
const ajvs = { draft07: new Ajv07(options), modern: new Ajv2020(options) };
for (const ajv of Object.values(ajvs)) addFormats(ajv);

/** The server's own check: Ajv in the schema's dialect, on the content as the wire carries it. */
function serverAccepts(schema: Record<string, unknown>, content: unknown): boolean {
  const ajv = String(schema.$schema ?? '').includes('draft-07') ? ajvs.draft07 : ajvs.modern;
  const wire = JSON.parse(JSON.stringify(content)) as Record<string, unknown>;
  const data = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(wire)) Object.defineProperty(data, key, { value, enumerable: true });
  return ajv.validate(schema, data) as boolean;
}

/** Texts a person might type, covering every format and the corpus' patterns. */
const TEXTS = [
  'Ada',
  'ada@example.com',
  'a..b@example.com',
  '12345',
  '12345-6789',
  'US',
  'us',
  'x',
  ' ',
  '2024-02-29',
  '2023-02-29',
  '2026-07-28T09:30:00Z',
  '2026-07-28T09:30:00+02:00',
  '14:30:00Z',
  '14:30',
  '123e4567-e89b-42d3-a456-426614174000',
  'not-a-uuid',
  'https://example.com/a',
  'javascript:alert(1)',
  '10.0.0.1',
  '::1',
  'example.com',
  '-bad-.com',
  'P3D',
  'PT',
  '😀',
  '',
  'ABC-123',
  'abc-123',
];
const NUMBERS = ['0', '1', '2', '3', '-1', '0.5', '0.25', '0.3', '1.5', '23.75', '24', '100', '200', '65535', '9007199254740993', 'abc', ''];

/** A value for one field: random, from the person's side (strings as inputs give them). */
function valueFor(field: FieldModel): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'text':
      return fc.oneof(fc.constantFrom(...TEXTS), fc.string({ maxLength: 6 }));
    case 'number':
      return fc.oneof(fc.constantFrom(...NUMBERS), fc.integer({ min: -5, max: 300 }));
    case 'boolean':
      return fc.boolean();
    case 'select':
      return fc.oneof(fc.constantFrom(...field.options.map((option) => option.value)), fc.constantFrom(undefined, 'other', 99));
    case 'multiselect':
      return fc.subarray(field.options.map((option) => option.value));
    case 'list':
      return fc.array(fc.constantFrom(...TEXTS), { maxLength: 4 });
    case 'const':
      return fc.constantFrom(field.value, undefined, 'other');
  }
}

/** A good answer for a field when one is among the candidates (to show the form can be accepted). */
function goodValue(field: FieldModel): unknown {
  const candidates: unknown[] =
    field.kind === 'text'
      ? TEXTS
      : field.kind === 'number'
        ? NUMBERS
        : field.kind === 'select'
          ? field.options.map((option) => option.value)
          : field.kind === 'multiselect'
            ? [field.options.slice(0, Math.max(1, field.minItems ?? 1)).map((option) => option.value)]
            : field.kind === 'list'
              ? TEXTS.map((text) => [text])
              : field.kind === 'boolean'
                ? [true]
                : [field.value];
  return candidates.find((candidate) => {
    const check = validateField(field, candidate);
    return check.ok && check.value !== undefined;
  });
}

const corpus = readCorpus(new URL('../test-support/corpus/', import.meta.url));

describe('the corpus of real server schemas, through core', () => {
  beforeAll(async () => {
    for (const { entry } of corpus) await loadSchemaSupport(toFormModel(entry.params.requestedSchema));
  });

  it('has entries', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(15);
  });

  describe.each(corpus.map(({ file, index, entry }) => [`${file}#${index} ${entry.source}`, entry] as const))('%s', (_name, entry) => {
    const schema = entry.params.requestedSchema;
    const model = toFormModel(schema);

    it('renders every property and stays acceptable', () => {
      expect(model.renderable).toBe(true);
      expect(model.acceptable).toBe(true);
      expect(model.issues.filter((issue) => issue.severity === 'error')).toStrictEqual([]);
      expect(model.fields.map((field) => field.key)).toStrictEqual(Object.keys(schema.properties as object));
    });

    it('accepts a filled answer, which the server accepts too', () => {
      const values = Object.create(null) as Record<string, unknown>;
      for (const field of model.fields) values[field.key] = goodValue(field);
      const result = validate(model, values);
      expect(result).toMatchObject({ ok: true });
      if (result.ok) expect(serverAccepts(schema, result.content)).toBe(true);
      const defaults = validate(model, defaultValues(model));
      if (defaults.ok) expect(serverAccepts(schema, defaults.content)).toBe(true);
    });

    it('never accepts what the server rejects (random and edge values)', () => {
      let accepted = 0;
      fc.assert(
        fc.property(fc.tuple(...model.fields.map((field) => fc.oneof({ weight: 3, arbitrary: fc.constant(goodValue(field)) }, valueFor(field)))), (picked) => {
          const values = Object.create(null) as Record<string, unknown>;
          model.fields.forEach((field, index) => (values[field.key] = picked[index]));
          const result = validate(model, values);
          if (!result.ok) return;
          accepted++;
          expect(serverAccepts(schema, result.content)).toBe(true);
        }),
        { numRuns: 150 },
      );
      // Empty forms are trivially accepted; the others must be exercised.
      expect(accepted).toBeGreaterThan(0);
    });
  });
});
