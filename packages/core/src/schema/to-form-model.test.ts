import { describe, expect, it } from 'vitest';
import { readRequestedSchema as schemaOf } from '@elicit-kit/test-support/fixtures';
import { toFormModel } from './to-form-model.js';
import type { FieldModel, FormModel } from './types.js';

/** A root holding one property `field`. */
function single(property: unknown, required: string[] = []): unknown {
  return { type: 'object', properties: { field: property }, required };
}

const options = (...pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));
/** The titled choices both titled variants offer (`oneOf` for one, `items.anyOf` for several). */
const RED_GREEN = [
  { const: '#FF0000', title: 'Red' },
  { const: '#00FF00', title: 'Green' },
];

describe('toFormModel: the eight variants of spec §4.2', () => {
  const cases: [string, unknown, FieldModel][] = [
    [
      '1 string',
      { type: 'string', title: 'Email', minLength: 3, maxLength: 50, format: 'email', default: 'user@example.com' },
      { kind: 'text', key: 'field', label: 'Email', required: false, minLength: 3, maxLength: 50, format: 'email', default: 'user@example.com' },
    ],
    [
      '2 number',
      { type: 'integer', title: 'Age', minimum: 0, maximum: 120, default: 30 },
      { kind: 'number', key: 'field', label: 'Age', required: false, integer: true, minimum: 0, maximum: 120, default: 30 },
    ],
    [
      '3 boolean',
      { type: 'boolean', title: 'Subscribe', default: false },
      { kind: 'boolean', key: 'field', label: 'Subscribe', required: false, default: false },
    ],
    [
      '4 untitled single select',
      { type: 'string', enum: ['Red', 'Green', 'Blue'], default: 'Red' },
      { kind: 'select', key: 'field', label: 'Field', required: false, options: options(['Red', 'Red'], ['Green', 'Green'], ['Blue', 'Blue']), default: 'Red' },
    ],
    [
      '5 titled single select',
      { type: 'string', oneOf: RED_GREEN, default: '#FF0000' },
      { kind: 'select', key: 'field', label: 'Field', required: false, options: options(['#FF0000', 'Red'], ['#00FF00', 'Green']), default: '#FF0000' },
    ],
    [
      '6 legacy titled enum',
      { type: 'string', enum: ['pet-1', 'pet-2'], enumNames: ['Cats', 'Dogs'], default: 'pet-1' },
      { kind: 'select', key: 'field', label: 'Field', required: false, options: options(['pet-1', 'Cats'], ['pet-2', 'Dogs']), default: 'pet-1' },
    ],
    [
      '7 untitled multi-select',
      { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['Red', 'Green', 'Blue'] }, default: ['Red'] },
      {
        kind: 'multiselect',
        key: 'field',
        label: 'Field',
        required: false,
        options: options(['Red', 'Red'], ['Green', 'Green'], ['Blue', 'Blue']),
        minItems: 1,
        maxItems: 2,
        default: ['Red'],
      },
    ],
    [
      '8 titled multi-select',
      { type: 'array', minItems: 1, items: { anyOf: RED_GREEN }, default: ['#FF0000'] },
      {
        kind: 'multiselect',
        key: 'field',
        label: 'Field',
        required: false,
        options: options(['#FF0000', 'Red'], ['#00FF00', 'Green']),
        minItems: 1,
        default: ['#FF0000'],
      },
    ],
  ];
  it.each(cases)('variant %s', (_name, property, field) => {
    expect(toFormModel(single(property))).toStrictEqual({
      fields: [field],
      issues: [],
      renderable: true,
      acceptable: true,
      unrenderedRequired: [],
      normalizations: [],
    });
  });
});

describe('toFormModel: real captures', () => {
  it('reads server-everything’s 13-property form exactly', () => {
    const model = toFormModel(schemaOf('trigger-elicitation-request.json'));
    const text = (key: string, label: string, description: string, extra: object = {}): FieldModel => ({
      kind: 'text',
      key,
      label,
      required: key === 'name',
      description,
      ...extra,
    });
    expect(model).toStrictEqual({
      fields: [
        text('name', 'String', 'Your full, legal name'),
        { kind: 'boolean', key: 'check', label: 'Boolean', required: false, description: 'Agree to the terms and conditions' },
        text('firstLine', 'String with default', 'Favorite first line of a story', { default: 'It was a dark and stormy night.' }),
        text('email', 'String with email format', 'Your email address (will be verified, and never shared with anyone else)', { format: 'email' }),
        text('homepage', 'String with uri format', 'Portfolio / personal website', { format: 'uri' }),
        text('birthdate', 'String with date format', 'Your date of birth', { format: 'date' }),
        {
          kind: 'number',
          key: 'integer',
          label: 'Integer',
          required: false,
          description: 'Your favorite integer (do not give us your phone number, pin, or other sensitive info)',
          integer: true,
          minimum: 1,
          maximum: 100,
          default: 42,
        },
        {
          kind: 'number',
          key: 'number',
          label: 'Number in range 1-1000',
          required: false,
          description: 'Favorite number (there are no wrong answers)',
          integer: false,
          minimum: 0,
          maximum: 1000,
          default: 3.14,
        },
        {
          kind: 'select',
          key: 'untitledSingleSelectEnum',
          label: 'Untitled Single Select Enum',
          required: false,
          description: 'Choose your favorite friend',
          options: options(['Monica', 'Monica'], ['Rachel', 'Rachel'], ['Joey', 'Joey'], ['Chandler', 'Chandler'], ['Ross', 'Ross'], ['Phoebe', 'Phoebe']),
          default: 'Monica',
        },
        {
          kind: 'multiselect',
          key: 'untitledMultipleSelectEnum',
          label: 'Untitled Multiple Select Enum',
          required: false,
          description: 'Choose your favorite instruments',
          options: options(['Guitar', 'Guitar'], ['Piano', 'Piano'], ['Violin', 'Violin'], ['Drums', 'Drums'], ['Bass', 'Bass']),
          minItems: 1,
          maxItems: 3,
          default: ['Guitar'],
        },
        {
          kind: 'select',
          key: 'titledSingleSelectEnum',
          label: 'Titled Single Select Enum',
          required: false,
          description: 'Choose your favorite hero',
          options: options(['hero-1', 'Superman'], ['hero-2', 'Green Lantern'], ['hero-3', 'Wonder Woman']),
          default: 'hero-1',
        },
        {
          kind: 'multiselect',
          key: 'titledMultipleSelectEnum',
          label: 'Titled Multiple Select Enum',
          required: false,
          description: 'Choose your favorite types of fish',
          options: options(['fish-1', 'Tuna'], ['fish-2', 'Salmon'], ['fish-3', 'Trout']),
          minItems: 1,
          maxItems: 3,
          default: ['fish-1'],
        },
        {
          kind: 'select',
          key: 'legacyTitledEnum',
          label: 'Legacy Titled Single Select Enum',
          required: false,
          description: 'Choose your favorite type of pet',
          options: options(['pet-1', 'Cats'], ['pet-2', 'Dogs'], ['pet-3', 'Birds'], ['pet-4', 'Fish'], ['pet-5', 'Reptiles']),
          default: 'pet-1',
        },
      ],
      issues: [],
      renderable: true,
      acceptable: true,
      unrenderedRequired: [],
      normalizations: [],
    } satisfies FormModel);
  });

  it('reads the SDK 2.4.0 MRTR form', () => {
    expect(toFormModel(schemaOf('mrtr-sdk-2.4.0/book.1.input_required.response.json', 'details'))).toStrictEqual({
      fields: [
        { kind: 'text', key: 'name', label: 'Your name', required: true, minLength: 1, default: 'Ada' },
        { kind: 'text', key: 'email', label: 'E-mail', required: false, format: 'email' },
        { kind: 'number', key: 'seats', label: 'Seats', required: true, integer: true, minimum: 1, maximum: 9, default: 2 },
        { kind: 'boolean', key: 'vip', label: 'VIP?', required: false, default: false },
        { kind: 'select', key: 'tier', label: 'Tier', required: false, options: options(['basic', 'basic'], ['pro', 'pro']), default: 'basic' },
        { kind: 'select', key: 'color', label: 'Colour', required: false, options: options(['r', 'Red'], ['g', 'Green']) },
        { kind: 'multiselect', key: 'extras', label: 'Extras', required: false, options: options(['wifi', 'wifi'], ['meal', 'meal']), default: ['wifi'] },
      ],
      issues: [],
      renderable: true,
      acceptable: true,
      unrenderedRequired: [],
      normalizations: [],
    });
  });

  it('reads the tmcp 1.20.0 form, which declares draft-07 and no titles', () => {
    expect(toFormModel(schemaOf('tmcp-1.20.0/book.1.response.json', 'details'))).toStrictEqual({
      fields: [
        { kind: 'text', key: 'name', label: 'Name', description: 'Your name', required: true, minLength: 1, default: 'Ada' },
        { kind: 'text', key: 'email', label: 'Email', description: 'E-mail', required: true, format: 'email' },
        { kind: 'number', key: 'seats', label: 'Seats', required: true, integer: true, minimum: 1, maximum: 9, default: 2 },
        { kind: 'boolean', key: 'vip', label: 'Vip', required: true, default: false },
        { kind: 'select', key: 'tier', label: 'Tier', required: true, options: options(['basic', 'basic'], ['pro', 'pro']), default: 'basic' },
      ],
      issues: [],
      renderable: true,
      acceptable: true,
      unrenderedRequired: [],
      normalizations: [],
    });
  });

  it('reads server-everything’s research-query form (a required titled select)', () => {
    const model = toFormModel(schemaOf('simulate-research-query.json'));
    expect(model.fields).toStrictEqual([
      {
        kind: 'select',
        key: 'interpretation',
        label: 'Clarification',
        description: 'Which interpretation of the topic do you mean?',
        required: true,
        options: options(['programming', 'Python programming language'], ['snake', 'Python snake species'], ['comedy', 'Monty Python comedy group']),
      },
    ]);
    expect(model.issues).toStrictEqual([]);
  });
});

describe('toFormModel: labels, order and keys', () => {
  it('keeps property order and uses the key in words when the title is missing, empty or not a string', () => {
    const model = toFormModel({
      type: 'object',
      properties: { b: { type: 'string', title: '' }, a: { type: 'string', title: 7 }, c: { type: 'string', title: 'See', description: 5 } },
    });
    expect(model.fields.map((field) => [field.key, field.label, field.description])).toStrictEqual([
      ['b', 'B', undefined],
      ['a', 'A', undefined],
      ['c', 'See', undefined],
    ]);
  });

  it('treats __proto__, constructor and toString as ordinary keys', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string","title":"Proto"},"constructor":{"type":"number"},"toString":{"type":"boolean"}},"required":["__proto__","toString"]}',
    );
    const model = toFormModel(schema);
    expect(model.fields.map((field) => [field.key, field.kind, field.required])).toStrictEqual([
      ['__proto__', 'text', true],
      ['constructor', 'number', false],
      ['toString', 'boolean', true],
    ]);
    expect(model.acceptable).toBe(true);
    expect(({} as Record<string, unknown>).kind).toBeUndefined();
  });

  it('accepts an empty form: nothing to fill in, still acceptable', () => {
    expect(toFormModel({ type: 'object', properties: {} })).toStrictEqual({
      fields: [],
      issues: [],
      renderable: true,
      acceptable: true,
      unrenderedRequired: [],
      normalizations: [],
    });
  });

  it('ignores annotations and keywords that cannot apply to the field’s type', () => {
    const model = toFormModel(
      single({ type: 'number', examples: [1], $comment: 'c', readOnly: false, deprecated: true, 'x-ui': { widget: 'slider' }, pattern: '^a', minLength: 2 }),
    );
    expect(model.fields).toStrictEqual([{ kind: 'number', key: 'field', label: 'Field', required: false, integer: false }]);
    expect(model.issues).toStrictEqual([]);
  });

  it('allows root additionalProperties and draft-04’s "exclusiveMinimum": false, which content always meets', () => {
    const model = toFormModel({
      type: 'object',
      additionalProperties: false,
      title: 'Booking',
      $defs: { unused: {} },
      properties: { n: { type: 'integer', minimum: 1, exclusiveMinimum: false }, tags: { type: 'array', uniqueItems: true, items: { enum: ['a', 'b'] } } },
    });
    expect(model.fields).toStrictEqual([
      { kind: 'number', key: 'n', label: 'N', required: false, integer: true, minimum: 1 },
      { kind: 'multiselect', key: 'tags', label: 'Tags', required: false, options: options(['a', 'a'], ['b', 'b']) },
    ]);
    expect(model.issues).toStrictEqual([]);
  });
});

describe('toFormModel: defaults', () => {
  const defaultOf = (property: object) => {
    const model = toFormModel(single(property));
    return { default: model.fields[0]?.default, codes: model.issues.map((issue) => [issue.code, issue.severity]) };
  };
  const dropped = { default: undefined, codes: [['invalid-default', 'warning']] };

  it.each<[string, object, unknown]>([
    ['a number as a string', { type: 'number', default: '3' }, dropped],
    ['a fraction for an integer', { type: 'integer', default: 1.5 }, dropped],
    ['a number below minimum', { type: 'number', minimum: 2, default: 1 }, dropped],
    ['a too long string (code points)', { type: 'string', maxLength: 2, default: '😀😀😀' }, dropped],
    ['a bad email', { type: 'string', format: 'email', default: 'nope' }, dropped],
    ['an impossible date', { type: 'string', format: 'date', default: '2023-02-29' }, dropped],
    ['a date-time without offset', { type: 'string', format: 'date-time', default: '2026-07-28T10:00:00' }, dropped],
    ['an option label instead of its value', { type: 'string', oneOf: [{ const: 'r', title: 'Red' }], default: 'Red' }, dropped],
    ['an empty string for a select', { type: 'string', enum: ['a'], default: '' }, dropped],
    ['a string for a boolean', { type: 'boolean', default: 'true' }, dropped],
    ['a non-option in a multi-select', { type: 'array', items: { enum: ['a'] }, default: ['b'] }, dropped],
    ['a string for a multi-select', { type: 'array', items: { enum: ['a'] }, default: 'a' }, dropped],
    ['too many items', { type: 'array', maxItems: 1, items: { enum: ['a', 'b'] }, default: ['a', 'b'] }, dropped],
    ['a BigInt', { type: 'integer', default: 10n }, dropped],
  ])('drops %s with a warning', (_name, property, expected) => {
    expect(defaultOf(property)).toStrictEqual(expected);
  });

  it.each<[string, object, unknown]>([
    ['a repeated multi-select value, collapsed', { type: 'array', items: { enum: ['a', 'b'] }, default: ['b', 'a', 'b'] }, ['b', 'a']],
    ['an empty optional string', { type: 'string', default: '' }, ''],
    ['an empty optional multi-select', { type: 'array', items: { enum: ['a'] }, default: [] }, []],
    ['a date-time with offset', { type: 'string', format: 'date-time', default: '2026-07-28T10:00:00+02:00' }, '2026-07-28T10:00:00+02:00'],
    ['a whole number written 2.0 for an integer', { type: 'integer', default: 2.0 }, 2],
  ])('keeps %s', (_name, property, expected) => {
    expect(defaultOf(property)).toStrictEqual({ default: expected, codes: [] });
  });

  it('drops an empty default of a required field', () => {
    const model = toFormModel(single({ type: 'string', default: '' }, ['field']));
    expect(model.fields[0]?.default).toBeUndefined();
    expect(model.issues.map((issue) => issue.code)).toStrictEqual(['invalid-default']);
  });
});

describe('toFormModel: options', () => {
  it('drops a repeated enum value after the first, and its enumNames label', () => {
    const model = toFormModel(single({ type: 'string', enum: ['a', 'b', 'a'], enumNames: ['A', 'B', 'A again'] }));
    expect(model.fields[0]).toMatchObject({ options: options(['a', 'A'], ['b', 'B']) });
    expect(model.issues.map((issue) => [issue.code, issue.severity])).toStrictEqual([['duplicate-option', 'warning']]);
  });

  it('drops every copy of a value repeated in oneOf, since it can never match exactly one branch', () => {
    const model = toFormModel(
      single({
        type: 'string',
        oneOf: [
          { const: 'a', title: 'A' },
          { const: 'b', title: 'B' },
          { const: 'a', title: 'A2' },
        ],
      }),
    );
    expect(model.fields[0]).toMatchObject({ options: options(['b', 'B']) });
    expect(model.issues.map((issue) => issue.code)).toStrictEqual(['duplicate-option']);
  });

  it('drops options that fail the field’s own format or length, and refuses when none is left', () => {
    const model = toFormModel({
      type: 'object',
      properties: {
        day: { type: 'string', format: 'date', enum: ['2026-07-28', 'tomorrow'] },
        short: { type: 'array', items: { type: 'string', maxLength: 2, enum: ['ab', 'abc'] } },
        none: { type: 'string', minLength: 5, enum: ['a'] },
      },
    });
    expect(model.fields.map((field) => [field.key, 'options' in field ? field.options.map((option) => option.value) : []])).toStrictEqual([
      ['day', ['2026-07-28']],
      ['short', ['ab']],
    ]);
    expect(model.issues.map((issue) => [issue.key, issue.code, issue.severity])).toStrictEqual([
      ['day', 'option-violates-constraint', 'warning'],
      ['short', 'option-violates-constraint', 'warning'],
      ['none', 'option-violates-constraint', 'warning'],
      ['none', 'invalid-options', 'error'],
    ]);
  });

  it('uses the value as label when an enumNames entry or a title is empty', () => {
    const model = toFormModel(single({ type: 'string', enum: ['a', 'b'], enumNames: ['', 'Bee'] }));
    expect(model.fields[0]).toMatchObject({ options: options(['a', 'a'], ['b', 'Bee']) });
  });

  it('accepts titled multi-select options under items.oneOf (early SEP-1330 drafts)', () => {
    const model = toFormModel(single({ type: 'array', items: { oneOf: [{ const: 'x', title: 'X' }] } }));
    expect(model.fields[0]).toStrictEqual({ kind: 'multiselect', key: 'field', label: 'Field', required: false, options: options(['x', 'X']) });
  });
});

describe('toFormModel: required and acceptable', () => {
  it('is not acceptable when a required property cannot be rendered, and names it', () => {
    const model = toFormModel({
      type: 'object',
      properties: { ok: { type: 'string' }, nested: { type: 'object' }, other: { type: 'object' } },
      required: ['ok', 'ghost', 'nested', 'ghost', 7],
    });
    expect(model.fields.map((field) => field.key)).toStrictEqual(['ok']);
    expect(model.renderable).toBe(true);
    expect(model.acceptable).toBe(false);
    // 7 is read as "7", as Ajv reads it: a key no property has.
    expect(model.unrenderedRequired).toStrictEqual(['nested', 'ghost', '7']);
    expect(model.issues.map((issue) => [issue.key, issue.code, issue.severity])).toStrictEqual([
      [undefined, 'required-invalid', 'warning'],
      ['nested', 'nested-object', 'error'],
      ['other', 'nested-object', 'error'],
      ['ghost', 'required-unknown-key', 'error'],
      ['7', 'required-unknown-key', 'error'],
    ]);
  });

  it('reads a number, boolean or null in required as its text, since Ajv then demands that key', () => {
    // Before: `5` was ignored, so leaving "5" empty was accepted and Ajv refused the content.
    const model = toFormModel({
      type: 'object',
      properties: { '5': { type: 'string' }, true: { type: 'boolean' }, null: { type: 'string' }, free: { type: 'string' } },
      required: [5, true, null],
    });
    expect(model.fields.map((field) => [field.key, field.required])).toStrictEqual([
      ['5', true],
      ['true', true],
      ['null', true],
      ['free', false],
    ]);
    expect(model.acceptable).toBe(true);
    expect(model.issues).toStrictEqual([
      { code: 'required-invalid', message: '"required" holds non-strings: each is read as its text, as Ajv does', severity: 'warning' },
    ]);
  });

  it('is unusable when required holds an object or an array, whose demanded key differs between validators', () => {
    for (const entry of [{}, ['p'], { toString: 'p' }]) {
      const model = toFormModel({ type: 'object', properties: { p: { type: 'string' } }, required: ['p', entry] });
      expect(model).toStrictEqual({
        fields: [],
        issues: [{ code: 'required-invalid', message: '"required" holds an object, an array or a hole: which keys it demands is unclear', severity: 'error' }],
        renderable: false,
        acceptable: false,
        unrenderedRequired: [],
        normalizations: [],
      });
    }
  });

  it('stays acceptable when only optional properties cannot be rendered', () => {
    const model = toFormModel({ type: 'object', properties: { a: { type: 'string', not: { const: 'x' } }, b: { type: 'boolean' } }, required: ['b'] });
    expect(model.fields.map((field) => field.key)).toStrictEqual(['b']);
    expect(model.acceptable).toBe(true);
    expect(model.issues).toStrictEqual([{ key: 'a', code: 'unsupported-constraint', message: '"not" cannot be enforced by the form', severity: 'error' }]);
  });
});

describe('toFormModel: $schema dialects (C30)', () => {
  it.each([
    'https://json-schema.org/draft/2020-12/schema',
    'https://json-schema.org/draft/2020-12/schema#',
    'http://json-schema.org/draft/2020-12/schema',
    'https://json-schema.org/draft/2019-09/schema',
    'http://json-schema.org/draft-07/schema#',
    'https://json-schema.org/draft-07/schema',
    'http://json-schema.org/draft-06/schema#',
    'http://json-schema.org/draft-04/schema#',
  ])('reads %s', ($schema) => {
    expect(toFormModel({ $schema, type: 'object', properties: { a: { type: 'string' } } }).renderable).toBe(true);
  });

  it.each([
    'http://json-schema.org/draft-03/schema#',
    'https://json-schema.org/draft/2021-01/schema',
    'https://example.com/my-dialect',
    'http://json-schema.org/draft-07/schema##',
    'json-schema.org/draft-07/schema',
    '',
    42,
    null,
  ])('refuses %s', ($schema) => {
    expect(toFormModel({ $schema, type: 'object', properties: { a: { type: 'string' } } })).toStrictEqual({
      fields: [],
      issues: [
        { code: 'unsupported-dialect', message: '"$schema" names a dialect other than JSON Schema 2020-12, 2019-09 or draft-07/06/04', severity: 'error' },
      ],
      renderable: false,
      acceptable: false,
      unrenderedRequired: [],
      normalizations: [],
    });
  });
});
