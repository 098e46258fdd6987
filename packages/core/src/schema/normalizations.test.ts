import { describe, expect, it } from 'vitest';
import { humanizeKey } from './humanize-key.js';
import { toFormModel } from './to-form-model.js';

const one = (property: unknown, extra: object = {}) => toFormModel({ type: 'object', properties: { p: property }, ...extra });

describe('toFormModel: shapes real servers send, normalised and recorded', () => {
  it('reads Optional fields (anyOf with null, type with null) as optional fields of their type', () => {
    const model = one({ anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }], default: null, title: 'Nickname' });
    expect(model.fields).toStrictEqual([{ kind: 'text', key: 'p', label: 'Nickname', required: false, maxLength: 5 }]);
    expect(model.normalizations?.map((n) => n.kind)).toStrictEqual(['nullable', 'null-default']);
    expect(one({ type: ['integer', 'null'], minimum: 1 }).fields).toStrictEqual([
      { kind: 'number', key: 'p', label: 'P', required: false, integer: true, minimum: 1 },
    ]);
    expect(one({ oneOf: [{ type: 'null' }, { type: 'boolean' }] }).fields[0]).toMatchObject({ kind: 'boolean' });
  });

  it('resolves local $ref into $defs and definitions, siblings winning on annotations', () => {
    const defs = { Color: { type: 'string', enum: ['red', 'green'], title: 'Color' } };
    const model = toFormModel({ type: 'object', $defs: defs, properties: { color: { $ref: '#/$defs/Color', default: 'green' } }, required: ['color'] });
    expect(model.fields).toStrictEqual([
      {
        kind: 'select',
        key: 'color',
        label: 'Color',
        required: true,
        options: [
          { value: 'red', label: 'red' },
          { value: 'green', label: 'green' },
        ],
        default: 'green',
      },
    ]);
    expect(model.normalizations).toStrictEqual([{ key: 'color', kind: 'ref', detail: '"$ref" "#/$defs/Color" resolved' }]);
    const draft07 = toFormModel({
      type: 'object',
      definitions: { N: { type: 'integer' } },
      properties: { n: { anyOf: [{ $ref: '#/definitions/N' }, { type: 'null' }] } },
    });
    expect(draft07.fields[0]).toMatchObject({ kind: 'number', integer: true, required: false });
    const list = toFormModel({ type: 'object', $defs: defs, properties: { colors: { type: 'array', items: { $ref: '#/$defs/Color' } } } });
    expect(list.fields[0]).toMatchObject({ kind: 'multiselect', options: [{ value: 'red' }, { value: 'green' }] });
    const escaped = toFormModel({ type: 'object', $defs: { 'a/b~c': { type: 'string' } }, properties: { x: { $ref: '#/$defs/a~1b~0c' } } });
    expect(escaped.fields[0]).toMatchObject({ kind: 'text' });
  });

  it('renders const as a fixed value, typed or not', () => {
    expect(one({ const: 'v1', title: 'Version' }).fields).toStrictEqual([{ kind: 'const', key: 'p', label: 'Version', required: false, value: 'v1' }]);
    expect(one({ type: 'integer', const: 3 }).fields[0]).toMatchObject({ kind: 'const', value: 3 });
    expect(one({ type: 'boolean', const: true }, { required: ['p'] })).toMatchObject({
      acceptable: true,
      fields: [{ kind: 'const', value: true, required: true }],
    });
    expect(one({ type: 'integer', const: 1.5 }).fields).toStrictEqual([]);
  });

  it('turns integer and number enums and titled number oneOf into choices that send numbers', () => {
    expect(one({ type: 'integer', enum: [1, 2, 3] }).fields[0]).toMatchObject({
      kind: 'select',
      options: [{ value: 1, label: '1' }, { value: 2 }, { value: 3 }],
    });
    const titled = one({
      type: 'number',
      oneOf: [
        { const: 0.5, title: 'Half' },
        { const: 1, title: 'One' },
      ],
      default: 1,
    });
    expect(titled.fields[0]).toMatchObject({
      kind: 'select',
      options: [
        { value: 0.5, label: 'Half' },
        { value: 1, label: 'One' },
      ],
      default: 1,
    });
    // An integer field drops a fractional option; limits drop options outside them.
    const limited = one({ type: 'integer', enum: [0, 1.5, 2, 10], maximum: 5 });
    expect(limited.fields[0]).toMatchObject({ options: [{ value: 0 }, { value: 2 }] });
    expect(limited.issues.map((issue) => issue.code)).toStrictEqual(['option-violates-constraint']);
    // An enum without type: the values say.
    expect(one({ enum: [1, 2] }).fields[0]).toMatchObject({ kind: 'select', options: [{ value: 1 }, { value: 2 }] });
    expect(one({ enum: ['a', 'b'] }).normalizations).toStrictEqual([{ key: 'p', kind: 'inferred-type', detail: 'no "type": read as string from its values' }]);
  });

  it('reads items with enum but no type (the [["a","b"]] shorthand) and untitled anyOf as multi-selects', () => {
    expect(one({ type: 'array', items: { enum: ['a', 'b'] } }).fields[0]).toMatchObject({ kind: 'multiselect', options: [{ value: 'a' }, { value: 'b' }] });
    expect(one({ type: 'array', items: { anyOf: [{ const: 'x' }, { const: 'y' }] } }).fields[0]).toMatchObject({
      kind: 'multiselect',
      options: [{ value: 'x', label: 'x' }, { value: 'y' }],
    });
    expect(one({ type: 'array', items: { const: 'only' } }).fields[0]).toMatchObject({ kind: 'multiselect', options: [{ value: 'only' }] });
  });

  it('reads an array of free strings as a list, with item rules', () => {
    const model = one({
      type: 'array',
      items: { type: 'string', minLength: 2, pattern: '^[a-z]+$', format: 'hostname' },
      minItems: 1,
      maxItems: 3,
      uniqueItems: true,
      default: ['ab'],
    });
    expect(model.fields).toStrictEqual([
      {
        kind: 'list',
        key: 'p',
        label: 'P',
        required: false,
        item: { minLength: 2, format: 'hostname', pattern: '^[a-z]+$' },
        minItems: 1,
        maxItems: 3,
        uniqueItems: true,
        default: ['ab'],
      },
    ]);
  });

  it('reads number bounds: exclusive (both forms), multipleOf, int32', () => {
    expect(one({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10, multipleOf: 0.5 }).fields[0]).toMatchObject({
      exclusiveMinimum: 0,
      exclusiveMaximum: 10,
      multipleOf: 0.5,
    });
    const draft04 = one({ type: 'number', minimum: 0, exclusiveMinimum: true });
    expect(draft04.fields[0]).toStrictEqual({ kind: 'number', key: 'p', label: 'P', required: false, integer: false, exclusiveMinimum: 0 });
    expect(draft04.normalizations?.[0]?.kind).toBe('draft-04-exclusive');
    expect(one({ type: 'number', format: 'int32' }).fields[0]).toMatchObject({ integer: true, minimum: -(2 ** 31), maximum: 2 ** 31 - 1 });
  });

  it('keeps the root extras real frameworks add acceptable', () => {
    const model = toFormModel({
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: 'Booking',
      description: 'd',
      additionalProperties: false,
      type: 'object',
      properties: { n: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991, default: 2 }, s: { type: 'string', default: 'x' } },
      required: ['n', 's'],
    });
    expect(model).toMatchObject({ renderable: true, acceptable: true, issues: [] });
    expect(model.fields.map((f) => f.default)).toStrictEqual([2, 'x']);
  });
});

describe('humanizeKey', () => {
  it.each([
    ['check_in_date', 'Check in date'],
    ['checkInDate', 'Check in date'],
    ['check-in-date', 'Check in date'],
    ['userID', 'User ID'],
    ['HTTPPort', 'HTTP port'],
    ['email', 'Email'],
    ['address2', 'Address 2'],
    ['Straße', 'Straße'],
    ['a b', 'a b'],
    ['__proto__', '__proto__'],
  ])('%s → %s', (key, label) => {
    expect(humanizeKey(key)).toBe(label);
  });
});
