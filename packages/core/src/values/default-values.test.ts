import { describe, expect, it } from 'vitest';
import { toFormModel } from '../schema/to-form-model.js';
import type { FormModel } from '../schema/types.js';
import { readFixture } from '@elicit-kit/test-support/fixtures';
import { throwingProxy } from '@elicit-kit/test-support/hostile';
import { defaultValues } from './default-values.js';

describe('defaultValues', () => {
  it('prefills server-everything’s form with exactly its defaults (C8)', () => {
    const fixture = readFixture('trigger-elicitation-request.json') as { params: { requestedSchema: unknown } };
    const values = defaultValues(toFormModel(fixture.params.requestedSchema));
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(JSON.stringify(values)).toBe(
      '{"firstLine":"It was a dark and stormy night.","integer":42,"number":3.14,"untitledSingleSelectEnum":"Monica",' +
        '"untitledMultipleSelectEnum":["Guitar"],"titledSingleSelectEnum":"hero-1","titledMultipleSelectEnum":["fish-1"],"legacyTitledEnum":"pet-1"}',
    );
  });

  it('copies arrays, so editing the values leaves the model alone', () => {
    const model = toFormModel({ type: 'object', properties: { m: { type: 'array', items: { enum: ['a', 'b'] }, default: ['a'] } } });
    const values = defaultValues(model);
    (values.m as string[]).push('b');
    expect(model.fields[0]?.default).toStrictEqual(['a']);
  });

  it('keeps a __proto__ default as an own entry', () => {
    const values = defaultValues(toFormModel(JSON.parse('{"type":"object","properties":{"__proto__":{"type":"boolean","default":true}}}')));
    expect(Object.keys(values)).toStrictEqual(['__proto__']);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(JSON.stringify(values)).toBe('{"__proto__":true}');
    expect(JSON.stringify(structuredClone(values))).toBe('{"__proto__":true}');
  });

  it('leaves out dropped defaults and fields without one', () => {
    const model = toFormModel({
      type: 'object',
      properties: { a: { type: 'integer', default: 'x' }, b: { type: 'string' }, c: { type: 'string', default: 'c' } },
    });
    expect(JSON.stringify(defaultValues(model))).toBe('{"c":"c"}');
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a number', 7],
    ['fields not an array', { fields: {} }],
    ['fields of junk', { fields: [null, 1, { key: 5, default: 1 }, { default: 'no key' }] }],
    ['a Proxy whose traps throw', throwingProxy()],
  ])('returns an empty object for %s', (_name, model) => {
    const values = defaultValues(model as FormModel);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.keys(values)).toStrictEqual([]);
  });
});
