import { describe, expect, it } from 'vitest';
import { toFormModel } from '../schema/to-form-model.js';
import type { FieldModel, FormModel } from '../schema/types.js';
import { readRequestedSchema as schemaOf } from '@elicit-kit/test-support/fixtures';
import { throwingProxy } from '@elicit-kit/test-support/hostile';
import { defaultValues } from './default-values.js';
import type { FieldError } from './types.js';
import { validate } from './validate.js';

/** A model of one property `f`. */
function modelOf(property: object, required = false): FormModel {
  return toFormModel({ type: 'object', properties: { f: property }, required: required ? ['f'] : [] });
}

describe('validate: real captures', () => {
  it('sends server-everything’s defaults plus a name, exactly', () => {
    const model = toFormModel(schemaOf('trigger-elicitation-request.json'));
    const values = { ...defaultValues(model), name: 'Ada Lovelace' };
    const result = validate(model, values);
    // The wire text, key order included; strict equality with its parse also refuses a key left undefined.
    const sent =
      '{"name":"Ada Lovelace","firstLine":"It was a dark and stormy night.","integer":42,"number":3.14,' +
      '"untitledSingleSelectEnum":"Monica","untitledMultipleSelectEnum":["Guitar"],"titledSingleSelectEnum":"hero-1",' +
      '"titledMultipleSelectEnum":["fish-1"],"legacyTitledEnum":"pet-1"}';
    expect(result).toStrictEqual({ ok: true, content: JSON.parse(sent) });
    expect(JSON.stringify(result.ok && result.content)).toBe(sent);
  });

  it('refuses server-everything’s defaults alone: the name is required', () => {
    const model = toFormModel(schemaOf('trigger-elicitation-request.json'));
    expect(validate(model, defaultValues(model))).toStrictEqual({ ok: false, errors: [{ key: 'name', code: 'required' }] });
  });

  it('reports every field’s error in field order, one per field', () => {
    const model = toFormModel(schemaOf('trigger-elicitation-request.json'));
    const result = validate(model, {
      name: '',
      check: 'yes',
      email: 'ada@',
      homepage: 'example.com',
      birthdate: '2023-02-29',
      integer: '4.5',
      number: '2000',
      untitledSingleSelectEnum: 'monica',
      untitledMultipleSelectEnum: ['Guitar', 'Piano', 'Drums', 'Bass'],
      titledSingleSelectEnum: 'Superman',
      titledMultipleSelectEnum: [],
      legacyTitledEnum: 'Cats',
      notInSchema: 'ignored',
    });
    expect(result).toStrictEqual({
      ok: false,
      errors: [
        { key: 'name', code: 'required' },
        { key: 'check', code: 'invalidType' },
        { key: 'email', code: 'invalidEmail' },
        { key: 'homepage', code: 'invalidUri' },
        { key: 'birthdate', code: 'invalidDate' },
        { key: 'integer', code: 'notAnInteger' },
        { key: 'number', code: 'aboveMaximum', params: { maximum: 1000 } },
        { key: 'untitledSingleSelectEnum', code: 'notAnOption' },
        { key: 'untitledMultipleSelectEnum', code: 'tooManyItems', params: { max: 3 } },
        { key: 'titledSingleSelectEnum', code: 'notAnOption' },
        { key: 'legacyTitledEnum', code: 'notAnOption' },
      ] satisfies FieldError[],
    });
  });

  it('sends the SDK 2.4.0 form with its defaults', () => {
    const model = toFormModel(schemaOf('mrtr-sdk-2.4.0/book.1.input_required.response.json', 'details'));
    const result = validate(model, { ...defaultValues(model), email: 'ada@example.com', color: 'g' });
    expect(JSON.stringify(result)).toBe(
      '{"ok":true,"content":{"name":"Ada","email":"ada@example.com","seats":2,"vip":false,"tier":"basic","color":"g","extras":["wifi"]}}',
    );
  });

  it('sends the tmcp form (draft-07, everything required) once the e-mail is given', () => {
    const model = toFormModel(schemaOf('tmcp-1.20.0/book.1.response.json', 'details'));
    expect(validate(model, defaultValues(model))).toStrictEqual({ ok: false, errors: [{ key: 'email', code: 'required' }] });
    const result = validate(model, { ...defaultValues(model), email: 'ada@example.com', seats: ' 3 ' });
    expect(JSON.stringify(result)).toBe('{"ok":true,"content":{"name":"Ada","email":"ada@example.com","seats":3,"vip":false,"tier":"basic"}}');
  });
});

describe('validate: one field at a time', () => {
  const cases: [string, object, unknown, FieldError | unknown][] = [
    // [name, property schema, value, error (with key "f") or the content value]
    ['text', { type: 'string' }, '  spaced  ', '  spaced  '],
    ['text too short', { type: 'string', minLength: 3 }, 'ab', { code: 'tooShort', params: { min: 3 } }],
    ['text too long', { type: 'string', maxLength: 2 }, 'abc', { code: 'tooLong', params: { max: 2 } }],
    ['emoji count as one code point', { type: 'string', maxLength: 2 }, '😀😀', '😀😀'],
    ['text as a number', { type: 'string' }, 42, { code: 'invalidType' }],
    ['email', { type: 'string', format: 'email' }, 'ada@example.com', 'ada@example.com'],
    ['uri', { type: 'string', format: 'uri' }, 'https://example.com/x', 'https://example.com/x'],
    ['date', { type: 'string', format: 'date' }, '2024-02-29', '2024-02-29'],
    ['date-time', { type: 'string', format: 'date-time' }, '2026-07-28T09:30:00-05:00', '2026-07-28T09:30:00-05:00'],
    ['date-time without offset', { type: 'string', format: 'date-time' }, '2026-07-28T09:30:00', { code: 'invalidDateTime' }],
    ['date-time-local value', { type: 'string', format: 'date-time' }, '2026-07-28T09:30', { code: 'invalidDateTime' }],
    ['number string', { type: 'number' }, ' 2.5 ', 2.5],
    ['number', { type: 'number' }, -0.5, -0.5],
    ['not a number', { type: 'number' }, '12abc', { code: 'notANumber' }],
    ['hex is not a number', { type: 'number' }, '0x10', { code: 'notANumber' }],
    ['a boolean is not a number', { type: 'number' }, true, { code: 'notANumber' }],
    ['integer string', { type: 'integer' }, '1e2', 100],
    ['not an integer', { type: 'integer' }, 2.5, { code: 'notAnInteger' }],
    // A typed number is sent only when the double JSON writes is the very value typed.
    ['integer typed with a tiny fraction (its double is 1)', { type: 'integer' }, '1.0000000000000001', { code: 'notAnInteger' }],
    ['integer typed with a fraction lost below the smallest double', { type: 'integer' }, '5e-400', { code: 'notAnInteger' }],
    ['integer past 2^53 that a double cannot hold', { type: 'integer' }, '9007199254740993', { code: 'tooPrecise' }],
    ['integer past 2^53 that a double holds', { type: 'integer' }, '9007199254740992', 9007199254740992],
    ['integer 1e21, exact as a double', { type: 'integer' }, '1e21', 1e21],
    ['integer written with zeros and a whole fraction', { type: 'integer' }, '+0012.500e1', 125],
    ['number with more digits than a double keeps', { type: 'number' }, '0.10000000000000001', { code: 'tooPrecise' }],
    ['number 20 digits long', { type: 'number' }, '12345678901234567891', { code: 'tooPrecise' }],
    ['number -0 goes as 0, the same value', { type: 'number' }, '-0', 0],
    ['number 0e99999999999999999999', { type: 'number' }, '0e99999999999999999999', 0],
    ['number 1e-7, exact as a double', { type: 'number' }, '1e-7', 1e-7],
    ['below minimum', { type: 'integer', minimum: 1 }, 0, { code: 'belowMinimum', params: { minimum: 1 } }],
    ['above maximum', { type: 'number', maximum: 1.5 }, '1.6', { code: 'aboveMaximum', params: { maximum: 1.5 } }],
    ['boolean false', { type: 'boolean' }, false, false],
    ['boolean as a string', { type: 'boolean' }, 'true', { code: 'invalidType' }],
    ['select value', { type: 'string', oneOf: [{ const: 'r', title: 'Red' }] }, 'r', 'r'],
    ['select label', { type: 'string', oneOf: [{ const: 'r', title: 'Red' }] }, 'Red', { code: 'notAnOption' }],
    ['select value with spaces', { type: 'string', enum: ['a'] }, ' a', { code: 'notAnOption' }],
    ['select non-string', { type: 'string', enum: ['1'] }, 1, { code: 'notAnOption' }],
    ['multiselect keeps order and collapses repeats', { type: 'array', items: { enum: ['a', 'b', 'c'] } }, ['c', 'a', 'c'], ['c', 'a']],
    ['multiselect label', { type: 'array', items: { anyOf: [{ const: 'a', title: 'A' }] } }, ['A'], { code: 'notAnOption' }],
    ['multiselect not an array', { type: 'array', items: { enum: ['a'] } }, 'a', { code: 'invalidType' }],
    ['too few items (after collapsing)', { type: 'array', minItems: 2, items: { enum: ['a', 'b'] } }, ['a', 'a'], { code: 'tooFewItems', params: { min: 2 } }],
    ['too many items', { type: 'array', maxItems: 1, items: { enum: ['a', 'b'] } }, ['a', 'b'], { code: 'tooManyItems', params: { max: 1 } }],
  ];
  it.each(cases)('%s', (_name, property, value, expected) => {
    const result = validate(modelOf(property), { f: value });
    if (typeof expected === 'object' && expected !== null && 'code' in expected) {
      expect(result).toStrictEqual({ ok: false, errors: [{ key: 'f', ...expected }] });
    } else {
      expect(result).toStrictEqual({ ok: true, content: { f: expected } });
    }
  });

  const empties: [string, object, unknown][] = [
    ['undefined text', { type: 'string' }, undefined],
    ['null text', { type: 'string' }, null],
    ['empty text', { type: 'string', minLength: 3 }, ''],
    ['blank number', { type: 'number' }, '   '],
    ['no boolean', { type: 'boolean' }, undefined],
    ['empty select', { type: 'string', enum: ['a'] }, ''],
    ['empty multiselect', { type: 'array', minItems: 1, items: { enum: ['a'] } }, []],
  ];
  it.each(empties)('omits %s when optional and refuses it when required', (_name, property, value) => {
    expect(validate(modelOf(property), { f: value })).toStrictEqual({ ok: true, content: {} });
    expect(validate(modelOf(property, true), { f: value })).toStrictEqual({ ok: false, errors: [{ key: 'f', code: 'required' }] });
  });

  it('sends an option whose value is the empty string: on a select offering it, "" is a choice', () => {
    // Before: "" counted as left empty, so a required select could never take its "" option.
    const property = { type: 'string', enum: ['', 'x'] };
    const chosen = { f: '' };
    expect(validate(modelOf(property, true), { f: '' })).toStrictEqual({ ok: true, content: chosen });
    expect(validate(modelOf(property), { f: '' })).toStrictEqual({ ok: true, content: chosen });
    // Nothing chosen is `undefined`.
    expect(validate(modelOf(property, true), {})).toStrictEqual({ ok: false, errors: [{ key: 'f', code: 'required' }] });
    expect(validate(modelOf(property), {})).toStrictEqual({ ok: true, content: {} });
    // The default "" of a required select offering it is kept, and prefilled.
    const model = modelOf({ ...property, default: '' }, true);
    expect(model.issues).toStrictEqual([]);
    expect(defaultValues(model)).toStrictEqual(chosen);
  });

  it('counts whitespace-only text as empty: refused when required, omitted when optional', () => {
    expect(validate(modelOf({ type: 'string' }), { f: ' \t' })).toStrictEqual({ ok: true, content: {} });
    expect(validate(modelOf({ type: 'string' }, true), { f: ' ' })).toStrictEqual({ ok: false, errors: [{ key: 'f', code: 'required' }] });
  });
});

describe('validate: keys and containers', () => {
  const schema = JSON.parse(
    '{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"integer"},"toString":{"type":"boolean"}},"required":["__proto__"]}',
  );

  it('writes a __proto__ key as data, read from a null-prototype object', () => {
    const values = Object.create(null) as Record<string, unknown>;
    Object.defineProperty(values, '__proto__', { value: 'proto', enumerable: true });
    values['constructor'] = '7';
    values['toString'] = true;
    const result = validate(toFormModel(schema), values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Plain data: the ordinary prototype (React server functions refuse null-prototype objects),
    // the hostile keys as own data, nothing reaching Object.prototype.
    expect(Object.getPrototypeOf(result.content)).toBe(Object.prototype);
    expect(Object.keys(result.content)).toStrictEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.prototype).not.toHaveProperty('proto');
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
    expect(JSON.stringify(result.content)).toBe('{"__proto__":"proto","constructor":7,"toString":true}');
    expect(JSON.parse(JSON.stringify(result.content))).toStrictEqual(JSON.parse('{"__proto__":"proto","constructor":7,"toString":true}'));
    const cloned = structuredClone(result.content);
    expect(Object.getPrototypeOf(cloned)).toBe(Object.prototype);
    expect(JSON.stringify(cloned)).toBe('{"__proto__":"proto","constructor":7,"toString":true}');
  });

  it('answers __proto__, constructor and prototype fields as own data that survives structuredClone and JSON', () => {
    const hostile = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"string"},"prototype":{"type":"string"}},"required":["__proto__","constructor","prototype"]}',
    );
    const values = JSON.parse('{"__proto__":{"polluted":true},"constructor":"c","prototype":"p"}');
    expect(validate(toFormModel(hostile), values)).toStrictEqual({ ok: false, errors: [{ key: '__proto__', code: 'invalidType' }] });
    const result = validate(toFormModel(hostile), JSON.parse('{"__proto__":"x","constructor":"c","prototype":"p"}'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const wire = '{"__proto__":"x","constructor":"c","prototype":"p"}';
    for (const copy of [result.content, structuredClone(result.content), JSON.parse(JSON.stringify(result.content)) as object]) {
      expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
      expect(Object.keys(copy)).toStrictEqual(['__proto__', 'constructor', 'prototype']);
      expect(JSON.stringify(copy)).toBe(wire);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['prototype']).toBeUndefined();
  });

  it('reads values from a Map', () => {
    const result = validate(
      toFormModel(schema),
      new Map<string, unknown>([
        ['__proto__', 'p'],
        ['toString', false],
      ]),
    );
    expect(JSON.stringify(result)).toBe('{"ok":true,"content":{"__proto__":"p","toString":false}}');
  });

  it('reads own values only, never inherited ones', () => {
    const inherited = Object.create({ constructor: '7', toString: true, __proto__: 'x' }) as Record<string, unknown>;
    expect(validate(toFormModel(schema), inherited)).toStrictEqual({ ok: false, errors: [{ key: '__proto__', code: 'required' }] });
    // A literal `__proto__: 'x'` sets no property at all; JSON.parse makes an own one.
    expect(validate(toFormModel(schema), { __proto__: 'x' })).toStrictEqual({ ok: false, errors: [{ key: '__proto__', code: 'required' }] });
    const result = validate(toFormModel(schema), JSON.parse('{"__proto__":"own"}'));
    expect(JSON.stringify(result)).toBe('{"ok":true,"content":{"__proto__":"own"}}');
  });

  it('never runs a getter on the values', () => {
    const values = Object.defineProperty({}, '__proto__', {
      enumerable: true,
      get: () => {
        throw new Error('ran');
      },
    });
    expect(validate(toFormModel(schema), values)).toStrictEqual({ ok: false, errors: [{ key: '__proto__', code: 'required' }] });
  });

  it('never runs a getter or a custom iterator of a multi-select array', () => {
    const model = toFormModel({ type: 'object', properties: { m: { type: 'array', items: { enum: ['a', 'b'] } } } });
    // Before: `for…of` ran the element getter, and took the iterator's items over the array's.
    const withGetter = Object.defineProperty(['a'], 1, {
      enumerable: true,
      get: () => {
        throw new Error('ran');
      },
    });
    expect(validate(model, { m: withGetter })).toStrictEqual({ ok: false, errors: [{ key: 'm', code: 'notAnOption' }] });
    const lying = Object.assign(['a'], {
      [Symbol.iterator]: function* () {
        yield 'b';
      },
    });
    expect(validate(model, { m: lying })).toStrictEqual({ ok: true, content: { m: ['a'] } });
  });
});

describe('validate: forms that cannot be answered', () => {
  it('refuses each required key that has no field, after the fields’ errors', () => {
    const model = toFormModel({
      type: 'object',
      properties: { a: { type: 'string', minLength: 2 }, nested: { type: 'object' } },
      required: ['nested', 'ghost'],
    });
    expect(validate(model, { a: 'x', nested: { anything: 1 } })).toStrictEqual({
      ok: false,
      errors: [
        { key: 'a', code: 'tooShort', params: { min: 2 } },
        { key: 'nested', code: 'required' },
        { key: 'ghost', code: 'required' },
      ],
    });
  });

  it('refuses a model that is not renderable, or not acceptable, with no field errors', () => {
    expect(validate(toFormModel({ type: 'array' }), {})).toStrictEqual({ ok: false, errors: [] });
    const model: FormModel = { fields: [], issues: [], renderable: true, acceptable: false, unrenderedRequired: [] };
    expect(validate(model, {})).toStrictEqual({ ok: false, errors: [] });
  });

  it('accepts a hand-built model without the optional acceptable / unrenderedRequired', () => {
    const field: FieldModel = { kind: 'text', key: 'a', label: 'A', required: true };
    expect(JSON.stringify(validate({ fields: [field], issues: [], renderable: true }, { a: 'x' }))).toBe('{"ok":true,"content":{"a":"x"}}');
  });

  it.each<[string, unknown, unknown]>([
    ['null model', null, {}],
    ['a string model', 'model', {}],
    ['fields not an array', { renderable: true, fields: 'x' }, {}],
    ['a field without a key', { renderable: true, fields: [{ kind: 'text' }] }, {}],
    ['a Proxy whose traps throw', throwingProxy(), {}],
  ])('refuses %s without throwing', (_name, model, values) => {
    expect(validate(model as FormModel, values as Record<string, unknown>)).toStrictEqual({ ok: false, errors: [] });
  });

  it('treats values that are not an object as empty', () => {
    const model = toFormModel({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] });
    expect(validate(model, 'a' as unknown as Record<string, unknown>)).toStrictEqual({ ok: false, errors: [{ key: 'a', code: 'required' }] });
    expect(validate(toFormModel({ type: 'object', properties: { a: { type: 'string' } } }), null as unknown as Record<string, unknown>)).toStrictEqual({
      ok: true,
      content: {},
    });
  });
});
