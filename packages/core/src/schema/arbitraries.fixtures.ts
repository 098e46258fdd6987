/**
 * fast-check arbitraries for property tests: `requestedSchema`s in (and slightly outside)
 * the spec's grammar, and form values derived from them so that many validate.
 * Test support only (excluded from the build by its `.fixtures.ts` name).
 */
import fc from 'fast-check';

/** How one property was generated, so that values can be derived from it. */
export type PropertySpec =
  | { kind: 'text'; format?: string | undefined; minLength?: number | undefined; maxLength?: number | undefined }
  | { kind: 'number'; integer: boolean; minimum?: number | undefined; maximum?: number | undefined }
  | { kind: 'boolean' }
  | { kind: 'select'; values: string[]; source: 'enum' | 'oneOf'; names?: string[] | undefined }
  | { kind: 'multiselect'; values: string[]; source: 'enum' | 'anyOf'; minItems?: number | undefined; maxItems?: number | undefined; unique?: boolean | undefined };

/** A generated schema with the specs of its properties, in order. */
export interface SchemaCase {
  schema: Record<string, unknown>;
  specs: [key: string, spec: PropertySpec][];
}

/** Builds an object without ever touching a prototype, so `__proto__` is an ordinary key. */
export function record(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });
const count = optional(fc.integer({ min: 0, max: 4 }));
const optionValue = fc.oneof(
  fc.constantFrom('a', 'b', 'c', 'A', '__proto__', 'toString', '', ' ', '2024-02-29', 'ada@example.com', 'https://example.com', '😀'),
  fc.string({ maxLength: 4 }),
);
const optionValues = fc.array(optionValue, { minLength: 1, maxLength: 6 });

const specArbitrary: fc.Arbitrary<PropertySpec> = fc.oneof(
  fc.record(
    { kind: fc.constant('text' as const), format: optional(fc.constantFrom('email', 'uri', 'date', 'date-time', 'uuid', 'phone')), minLength: count, maxLength: optional(fc.integer({ min: 0, max: 30 })) },
    { requiredKeys: ['kind'] },
  ),
  fc.record(
    {
      kind: fc.constant('number' as const),
      integer: fc.boolean(),
      minimum: optional(fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double({ min: -20, max: 20, noNaN: true }))),
      maximum: optional(fc.oneof(fc.integer({ min: -20, max: 40 }), fc.double({ min: -20, max: 40, noNaN: true }))),
    },
    { requiredKeys: ['kind', 'integer'] },
  ),
  fc.constant({ kind: 'boolean' as const }),
  optionValues.chain((values) =>
    fc.record(
      {
        kind: fc.constant('select' as const),
        values: fc.constant(values),
        source: fc.constantFrom('enum' as const, 'oneOf' as const),
        names: fc.array(fc.string({ maxLength: 5 }), { minLength: values.length, maxLength: values.length }),
      },
      { requiredKeys: ['kind', 'values', 'source'] },
    ),
  ),
  fc.record(
    {
      kind: fc.constant('multiselect' as const),
      values: optionValues,
      source: fc.constantFrom('enum' as const, 'anyOf' as const),
      minItems: count,
      maxItems: count,
      unique: fc.boolean(),
    },
    { requiredKeys: ['kind', 'values', 'source'] },
  ),
);

/** The JSON Schema of one spec, without annotations. */
function schemaOfSpec(spec: PropertySpec): Record<string, unknown> {
  switch (spec.kind) {
    case 'text':
      return { type: 'string', ...spec, kind: undefined };
    case 'number':
      return { type: spec.integer ? 'integer' : 'number', minimum: spec.minimum, maximum: spec.maximum };
    case 'boolean':
      return { type: 'boolean' };
    case 'select':
      return spec.source === 'enum'
        ? { type: 'string', enum: spec.values, enumNames: spec.names }
        : { type: 'string', oneOf: spec.values.map((value, index) => ({ const: value, title: `T${index}` })) };
    case 'multiselect':
      return {
        type: 'array',
        minItems: spec.minItems,
        maxItems: spec.maxItems,
        uniqueItems: spec.unique,
        items: spec.source === 'enum' ? { type: 'string', enum: spec.values } : { anyOf: spec.values.map((value) => ({ const: value, title: value })) },
      };
  }
}

/** Drops `undefined` members, as JSON would. */
function compact(value: Record<string, unknown>): Record<string, unknown> {
  return record(Object.entries(value).filter(([, member]) => member !== undefined));
}

/** A value for a spec: usually one that fits, sometimes one that does not. */
export function valueFor(spec: PropertySpec): fc.Arbitrary<unknown> {
  const empty = fc.constantFrom(undefined, '', null);
  switch (spec.kind) {
    case 'text': {
      const samples: Record<string, fc.Arbitrary<string>> = {
        email: fc.constantFrom('ada@example.com', 'a.b+c@sub.example.io', 'x@y.co', 'bad@', 'no at'),
        uri: fc.constantFrom('https://example.com/a?b#c', 'mailto:ada@example.com', 'urn:x:y', 'no scheme', 'http://[::1]/'),
        date: fc.oneof(fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString().slice(0, 10)), fc.constant('2023-02-29')),
        'date-time': fc.oneof(
          fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString()),
          fc.constantFrom('2026-07-28T09:30:00+02:00', '2026-07-28T09:30:00', '2026-07-28T09:30'),
        ),
      };
      const sample = spec.format === undefined ? undefined : samples[spec.format];
      return fc.oneof(
        { weight: 4, arbitrary: sample ?? fc.string({ minLength: spec.minLength ?? 0, maxLength: Math.max(spec.minLength ?? 0, spec.maxLength ?? 8) }) },
        fc.string({ unit: 'grapheme', maxLength: 6 }),
        fc.constantFrom('\uD83D', '😀😀😀', ' '),
        empty,
      );
    }
    case 'number': {
      const low = Math.ceil(spec.minimum ?? -30);
      const high = Math.max(low, Math.floor(spec.maximum ?? 30));
      const inRange = fc.integer({ min: low, max: high });
      return fc.oneof(
        { weight: 4, arbitrary: inRange },
        inRange.map((n) => ` ${n} `),
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.constantFrom('1.5', '1e2', 'abc', '0x10', 'Infinity', true),
        empty,
      );
    }
    case 'boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, fc.constantFrom('true', 0), empty);
    case 'select':
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...spec.values) }, fc.string({ maxLength: 3 }), empty);
    case 'multiselect':
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(fc.constantFrom(...spec.values), { maxLength: 5 }) },
        fc.array(optionValue, { maxLength: 3 }),
        fc.constantFrom([], 'a', null, undefined),
      );
  }
}

const keyArbitrary = fc.oneof(fc.constantFrom('a', 'b', 'name', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '0', '10'), fc.string({ maxLength: 5 }));

/** A third of the time an extra keyword: an annotation, or a constraint the form refuses. */
const extraKeywords = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  fc.constantFrom<[string, unknown]>(
    ['examples', ['x']],
    ['$comment', 'c'],
    ['x-widget', 'slider'],
    ['deprecated', true],
    ['pattern', '^a'],
    ['multipleOf', 2],
    ['const', 'a'],
    ['not', { const: 'a' }],
    ['format', 'email'],
    ['minLength', 2],
    ['uniqueItems', true],
    ['exclusiveMinimum', 1],
  ),
);

/** One property: its spec, its schema with title, description, an extra keyword and a default. */
const propertyArbitrary = specArbitrary.chain((spec) =>
  fc
    .record({
      title: optional(fc.string({ maxLength: 6 })),
      description: optional(fc.string({ maxLength: 6 })),
      extra: extraKeywords,
      default: fc.option(fc.oneof(valueFor(spec), fc.jsonValue({ maxDepth: 1 })), { nil: undefined, freq: 2 }),
    })
    .map(({ title, description, extra, default: defaultValue }) => {
      const schema = compact({ ...schemaOfSpec(spec), title, description, default: defaultValue });
      if (extra !== undefined) Object.defineProperty(schema, extra[0], { value: extra[1], enumerable: true });
      return { spec, schema };
    }),
);

/** A `requestedSchema` of the spec's grammar (plus occasional extras), with the specs behind it. */
export const schemaCaseArbitrary: fc.Arbitrary<SchemaCase> = fc
  .tuple(
    fc.uniqueArray(fc.tuple(keyArbitrary, propertyArbitrary), { selector: ([key]) => key, maxLength: 6 }),
    fc.constantFrom(undefined, 'http://json-schema.org/draft-07/schema#', 'https://json-schema.org/draft/2020-12/schema'),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.boolean(),
  )
  .map(([properties, $schema, requiredShare, ghost]) => {
    const keys = properties.map(([key]) => key);
    const required = keys.filter((_, index) => (index + 1) / keys.length <= requiredShare);
    if (ghost && requiredShare > 0.9) required.push('ghost-key-not-in-properties');
    const schema = compact({
      $schema,
      type: 'object',
      properties: record(properties.map(([key, { schema: property }]) => [key, property])),
      required,
    });
    return { schema, specs: properties.map(([key, { spec }]): [string, PropertySpec] => [key, spec]) };
  });

/** Values for a case: derived from each property's spec, held in a null-prototype object. */
export function valuesFor(schemaCase: SchemaCase): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(...schemaCase.specs.map(([key, spec]) => valueFor(spec).map((value): [string, unknown] => [key, value])))
    .map((entries) => {
      const values = Object.create(null) as Record<string, unknown>;
      for (const [key, value] of entries) if (value !== undefined) Object.defineProperty(values, key, { value, enumerable: true });
      return values;
    });
}
