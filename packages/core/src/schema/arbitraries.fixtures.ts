/**
 * fast-check arbitraries for property tests: `requestedSchema`s in (and slightly outside)
 * the spec's grammar, and form values derived from them so that many validate.
 * Test support only (excluded from the build by its `.fixtures.ts` name).
 */
import fc from 'fast-check';

/** Any value at all, the exotic kinds included (BigInt, Map, Set, null prototypes, boxed values, holes): what a hostile server can send. */
export const hostileValue = fc.anything({
  withBigInt: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withBoxedValues: true,
  withSparseArray: true,
  maxDepth: 3,
});

/** How one property was generated, so that values can be derived from it. */
export type PropertySpec =
  | { kind: 'text'; format?: string | undefined; minLength?: number | undefined; maxLength?: number | undefined; pattern?: string | undefined }
  | {
      kind: 'number';
      integer: boolean;
      minimum?: number | undefined;
      maximum?: number | undefined;
      exclusiveMinimum?: number | boolean | undefined;
      exclusiveMaximum?: number | boolean | undefined;
      multipleOf?: number | undefined;
    }
  | { kind: 'boolean' }
  | { kind: 'select'; values: string[]; source: 'enum' | 'oneOf'; names?: string[] | undefined }
  | { kind: 'numberSelect'; values: number[]; integer: boolean; source: 'enum' | 'oneOf' }
  | {
      kind: 'multiselect';
      values: string[];
      source: 'enum' | 'anyOf';
      minItems?: number | undefined;
      maxItems?: number | undefined;
      unique?: boolean | undefined;
      untyped?: boolean | undefined;
    }
  | {
      kind: 'list';
      minLength?: number | undefined;
      maxLength?: number | undefined;
      pattern?: string | undefined;
      format?: string | undefined;
      minItems?: number | undefined;
      maxItems?: number | undefined;
      unique?: boolean | undefined;
    }
  | { kind: 'const'; value: string | number | boolean };

/** How a property is wrapped, as real servers do: Optional (nullable), or moved into `$defs` behind a `$ref`. */
export type Wrapping = 'none' | 'nullable-type' | 'nullable-anyOf' | 'ref';

/** A generated schema with the specs of its properties, in order. */
export interface SchemaCase {
  schema: Record<string, unknown>;
  /** The dialect Ajv must use as the oracle: the schema's own `$schema` (draft-07 or 2020-12, the default). */
  draft: 'draft-07' | '2020-12';
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

/**
 * Patterns real servers send (zod's e-mail, pydantic `Field(pattern=…)`), ReDoS shapes the
 * engine must run in linear time, Unicode classes, anchors, word boundaries, alternation,
 * bounded repeats and leading lookaheads.
 */
export const PATTERNS = [
  '^a',
  '^[a-z]+$',
  '^\\d{3}-\\d{4}$',
  '(a+)+$',
  '^(a|aa)+$',
  "^(?!\\.)(?!.*\\.\\.)([A-Za-z0-9_'+\\-\\.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
  '^\\p{Lu}',
  '\\bab',
  '[^\\s]',
  '^.{2,4}$',
  'b|^$',
  '^(?=.*\\d)\\w+$',
  '\\u00e9|😀',
  '^[\\w.-]*$',
] as const;
const pattern = optional(fc.constantFrom(...PATTERNS));
const listText = fc.oneof(fc.constantFrom('a', 'aa', 'ab', 'b', 'abc', ' ', '', 'a.b@ex.io', 'É', '😀', '123-4567', 'a a'), fc.string({ maxLength: 5 }));

const specArbitrary: fc.Arbitrary<PropertySpec> = fc.oneof(
  fc.record(
    {
      kind: fc.constant('text' as const),
      format: optional(fc.constantFrom('email', 'uri', 'date', 'date-time', 'uuid', 'time', 'hostname', 'ipv4', 'ipv6', 'duration', 'phone', 'uri-template')),
      minLength: count,
      maxLength: optional(fc.integer({ min: 0, max: 30 })),
      pattern,
    },
    { requiredKeys: ['kind'] },
  ),
  fc.record(
    {
      kind: fc.constant('number' as const),
      integer: fc.boolean(),
      minimum: optional(fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double({ min: -20, max: 20, noNaN: true }))),
      maximum: optional(fc.oneof(fc.integer({ min: -20, max: 40 }), fc.double({ min: -20, max: 40, noNaN: true }))),
      exclusiveMinimum: optional(fc.oneof(fc.integer({ min: -20, max: 20 }), fc.constantFrom(0, 0.5, true, false))),
      exclusiveMaximum: optional(fc.oneof(fc.integer({ min: -20, max: 40 }), fc.constantFrom(9007199254740991, 1.5, true))),
      multipleOf: optional(fc.constantFrom(0.1, 0.01, 0.5, 2, 3, 0.25, 1e-7, 7.3)),
    },
    { requiredKeys: ['kind', 'integer'] },
  ),
  fc.record({
    kind: fc.constant('numberSelect' as const),
    values: fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(0.5, 1.25, -0, 1e21)), { minLength: 1, maxLength: 5 }),
    integer: fc.boolean(),
    source: fc.constantFrom('enum' as const, 'oneOf' as const),
  }),
  fc.record(
    {
      kind: fc.constant('list' as const),
      minLength: count,
      maxLength: optional(fc.integer({ min: 0, max: 6 })),
      pattern,
      format: optional(fc.constantFrom('email', 'hostname', 'phone')),
      minItems: count,
      maxItems: count,
      unique: fc.boolean(),
    },
    { requiredKeys: ['kind'] },
  ),
  fc.record({
    kind: fc.constant('const' as const),
    value: fc.oneof(fc.constantFrom('fixed', '', 'x y'), fc.integer({ min: -3, max: 3 }), fc.constant(2.5), fc.boolean()),
  }),
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
      untyped: fc.boolean(),
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
      return {
        type: spec.integer ? 'integer' : 'number',
        minimum: spec.minimum,
        maximum: spec.maximum,
        exclusiveMinimum: spec.exclusiveMinimum,
        exclusiveMaximum: spec.exclusiveMaximum,
        multipleOf: spec.multipleOf,
      };
    case 'numberSelect':
      return spec.source === 'enum'
        ? { type: spec.integer ? 'integer' : 'number', enum: spec.values }
        : { type: spec.integer ? 'integer' : 'number', oneOf: spec.values.map((value, index) => ({ const: value, title: `N${index}` })) };
    case 'list':
      return {
        type: 'array',
        minItems: spec.minItems,
        maxItems: spec.maxItems,
        uniqueItems: spec.unique,
        items: compact({ type: 'string', minLength: spec.minLength, maxLength: spec.maxLength, pattern: spec.pattern, format: spec.format }),
      };
    case 'const':
      return { const: spec.value, ...(typeof spec.value === 'string' && { type: 'string' }) };
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
        items:
          spec.source === 'enum'
            ? { type: spec.untyped ? undefined : 'string', enum: spec.values }
            : { anyOf: spec.values.map((value) => (spec.untyped ? { const: value } : { const: value, title: value })) },
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
        date: fc.oneof(
          fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString().slice(0, 10)),
          fc.constant('2023-02-29'),
        ),
        'date-time': fc.oneof(
          fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString()),
          fc.constantFrom('2026-07-28T09:30:00+02:00', '2026-07-28T09:30:00', '2026-07-28T09:30'),
        ),
        uuid: fc.oneof(
          fc.uuid(),
          fc.constantFrom('123E4567-E89B-12D3-A456-426614174000', 'urn:uuid:123e4567-e89b-12d3-a456-426614174000', '123e4567e89b12d3a456426614174000'),
        ),
        time: fc.constantFrom('14:30:00Z', '09:05:00.5+02:00', '23:59:60Z', '24:00:00Z', '14:30', '14:30:00', '14:30:00+0200', '14:30:00z'),
        hostname: fc.oneof(fc.domain(), fc.constantFrom('localhost', 'a-.com', '-a.com', 'example.com.', 'ex_ample.com', 'a'.repeat(64) + '.com')),
        ipv4: fc.oneof(fc.ipV4(), fc.constantFrom('256.1.1.1', '01.2.3.4', '1.2.3')),
        ipv6: fc.oneof(fc.ipV6(), fc.constantFrom('::', '::1', '1::', 'fe80::1%eth0', '::ffff:1.2.3.4', '1:2:3:4:5:6:7:8:9', '1::2::3')),
        duration: fc.constantFrom('P3D', 'PT1H30M', 'P2W', 'P', 'PT', 'P1Y2M3DT4H5M6S', 'P1W2D', 'P1.5D'),
      };
      // For patterns: texts that match some of PATTERNS, and near misses.
      const patterned = fc.constantFrom(
        'a',
        'abc',
        'ABC',
        '123-4567',
        '1234-567',
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaab',
        'ada@example.com',
        '.ada@example.com',
        'a..b@example.com',
        'É',
        'é',
        'x ab',
        'xab',
        'a1',
        '😀',
        'b',
        '',
        'a.b-c',
        'aa\n',
      );
      const sample = spec.format === undefined ? undefined : samples[spec.format];
      return fc.oneof(
        { weight: 4, arbitrary: sample ?? fc.string({ minLength: spec.minLength ?? 0, maxLength: Math.max(spec.minLength ?? 0, spec.maxLength ?? 8) }) },
        { weight: spec.pattern === undefined ? 0 : 3, arbitrary: patterned },
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
        fc.integer({ min: -200, max: 200 }).map((n) => String(n / 10)),
        fc.integer({ min: -40, max: 40 }).map((n) => (spec.multipleOf ?? 1) * n),
        fc.constantFrom('0.3', '0.7', '1.1', '0.35', '0.0000003', '21.9', '9007199254740991', '1e21'),
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.constantFrom('1.5', '1e2', 'abc', '0x10', 'Infinity', true),
        empty,
      );
    }
    case 'boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, fc.constantFrom('true', 0), empty);
    case 'select':
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...spec.values) }, fc.string({ maxLength: 3 }), empty);
    case 'numberSelect':
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...spec.values) }, fc.constantFrom('1', 1.5, 'a'), empty);
    case 'multiselect':
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(fc.constantFrom(...spec.values), { maxLength: 5 }) },
        fc.array(optionValue, { maxLength: 3 }),
        fc.constantFrom([], 'a', null, undefined),
      );
    case 'list':
      return fc.oneof({ weight: 4, arbitrary: fc.array(listText, { maxLength: 5 }) }, fc.constantFrom([], 'a', [1], null, undefined, ['a', 'a']));
    case 'const':
      return fc.oneof(fc.constant(spec.value), fc.constantFrom(undefined, 'other', 0));
  }
}

const keyArbitrary = fc.oneof(
  fc.constantFrom('a', 'b', 'name', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '0', '10'),
  fc.string({ maxLength: 5 }),
);

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

/** One property: its spec, its schema with title, description, an extra keyword, a default and a wrapping. */
const propertyArbitrary = specArbitrary.chain((spec) =>
  fc
    .record({
      title: optional(fc.string({ maxLength: 6 })),
      description: optional(fc.string({ maxLength: 6 })),
      extra: extraKeywords,
      default: fc.option(fc.oneof(valueFor(spec), fc.jsonValue({ maxDepth: 1 }), fc.constant(null)), { nil: undefined, freq: 2 }),
      wrapping: fc.constantFrom<Wrapping>('none', 'none', 'nullable-type', 'nullable-anyOf', 'ref'),
    })
    .map(({ title, description, extra, default: defaultValue, wrapping }) => {
      const schema = compact({ ...schemaOfSpec(spec), title, description, default: defaultValue });
      if (extra !== undefined) Object.defineProperty(schema, extra[0], { value: extra[1], enumerable: true });
      return { spec, schema, wrapping };
    }),
);

/** The property as the server sends it, and what goes into `$defs` for a `ref` wrapping. */
function wrap(key: string, index: number, schema: Record<string, unknown>, wrapping: Wrapping): { property: Record<string, unknown>; def?: [string, unknown] } {
  const type = schema.type;
  if (wrapping === 'nullable-type' && typeof type === 'string') return { property: record([...Object.entries(schema), ['type', [type, 'null']]]) };
  if (wrapping === 'nullable-anyOf') {
    const { title, description, default: defaultValue, ...rest } = schema;
    return { property: compact({ anyOf: [rest, { type: 'null' }], title, description, default: defaultValue }) };
  }
  if (wrapping === 'ref') {
    const name = `D${index}`;
    const { title, default: defaultValue, ...rest } = schema;
    return { property: compact({ $ref: `#/$defs/${name}`, title, default: defaultValue }), def: [name, rest] };
  }
  return { property: schema };
}

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
    const wrapped = properties.map(([key, { schema: property, wrapping }], index) => ({ key, ...wrap(key, index, property, wrapping) }));
    const defs = wrapped.flatMap(({ def }) => (def === undefined ? [] : [def]));
    const schema = compact({
      $schema,
      type: 'object',
      properties: record(wrapped.map(({ key, property }) => [key, property])),
      required,
      $defs: defs.length > 0 ? record(defs) : undefined,
    });
    const draft = $schema?.includes('draft-07') ? ('draft-07' as const) : ('2020-12' as const);
    return { schema, draft, specs: properties.map(([key, { spec }]): [string, PropertySpec] => [key, spec]) };
  });

/** Values for a case: derived from each property's spec, held in a null-prototype object. */
export function valuesFor(schemaCase: SchemaCase): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(...schemaCase.specs.map(([key, spec]) => valueFor(spec).map((value): [string, unknown] => [key, value]))).map((entries) => {
    const values = Object.create(null) as Record<string, unknown>;
    for (const [key, value] of entries) if (value !== undefined) Object.defineProperty(values, key, { value, enumerable: true });
    return values;
  });
}
