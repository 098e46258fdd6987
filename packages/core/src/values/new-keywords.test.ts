import { beforeAll, describe, expect, it } from 'vitest';
import { toFormModel } from '../schema/to-form-model.js';
import { isDuration, isHostname, isTime, isUuid } from './more-formats.js';
import { isMultipleOf } from './multiple-of.js';
import { loadPatternEngine } from './pattern-support.js';
import { isFormUri } from './uri.js';
import { validate } from './validate.js';

const check = (property: object, value: unknown, required = true) =>
  validate(toFormModel({ type: 'object', properties: { f: property }, required: required ? ['f'] : [] }), { f: value });
const sent = (value: unknown) => ({ ok: true, content: { f: value } });
const refused = (code: string, params?: object) => ({ ok: false, errors: [params === undefined ? { key: 'f', code } : { key: 'f', code, params }] });

beforeAll(() => loadPatternEngine());

describe('validate: keywords real servers send', () => {
  it('checks pattern with a match anywhere, as JSON Schema does', () => {
    expect(check({ type: 'string', pattern: '^[A-Z]{2}\\d+$' }, 'AB12')).toStrictEqual(sent('AB12'));
    expect(check({ type: 'string', pattern: '^[A-Z]{2}\\d+$' }, 'ab12')).toStrictEqual(refused('patternMismatch'));
    expect(check({ type: 'string', pattern: 'x' }, 'axb')).toStrictEqual(sent('axb'));
    // An unrunnable pattern: only empty fits (optional), never "anything goes".
    expect(check({ type: 'string', pattern: '(a)\\1' }, 'aa', false)).toStrictEqual(refused('uncheckable'));
    expect(check({ type: 'string', pattern: '(a)\\1' }, '', false)).toStrictEqual({ ok: true, content: {} });
  });

  it('runs ReDoS patterns against long input without freezing', () => {
    const long = 'a'.repeat(9_000);
    // Booleans, not the results: a failure must not print 9,000 characters.
    expect(check({ type: 'string', pattern: '(a+)+$' }, `${long}!`).ok).toBe(false);
    expect(check({ type: 'string', pattern: '^(a+)+$' }, long).ok).toBe(true);
    expect(check({ type: 'string', pattern: '^(a|aa)+$' }, `${long}!`).ok).toBe(false);
    expect(check({ type: 'string', pattern: '^a' }, 'a'.repeat(10_001))).toStrictEqual(refused('tooLong', { max: 10_000 }));
  });

  it('checks exclusive bounds and multipleOf exactly', () => {
    expect(check({ type: 'integer', exclusiveMinimum: 0 }, '0')).toStrictEqual(refused('notAboveMinimum', { minimum: 0 }));
    expect(check({ type: 'integer', exclusiveMinimum: 0 }, '1')).toStrictEqual(sent(1));
    expect(check({ type: 'number', exclusiveMaximum: 1 }, '1')).toStrictEqual(refused('notBelowMaximum', { maximum: 1 }));
    expect(check({ type: 'number', minimum: 0, exclusiveMinimum: true }, 0)).toStrictEqual(refused('notAboveMinimum', { minimum: 0 }));
    expect(check({ type: 'number', multipleOf: 0.1 }, '0.2')).toStrictEqual(sent(0.2));
    // 19.99 / 0.01 is 1998.9999999999998 in floating point: an Ajv server refuses it, so the form does.
    expect(check({ type: 'number', multipleOf: 0.01 }, '19.99')).toStrictEqual(refused('notAMultiple', { multipleOf: 0.01 }));
    expect(check({ type: 'number', multipleOf: 0.01 }, '19.5')).toStrictEqual(sent(19.5));
    expect(check({ type: 'number', multipleOf: 0.5 }, '1.25')).toStrictEqual(refused('notAMultiple', { multipleOf: 0.5 }));
  });

  it('isMultipleOf accepts only what exact decimals and floating-point division both accept', () => {
    expect(isMultipleOf(0.2, 0.1)).toBe(true);
    expect(isMultipleOf(10, 2.5)).toBe(true);
    // 0.3 / 0.1 is 2.9999999999999996: Ajv and Python's jsonschema refuse it, so do we.
    expect(isMultipleOf(0.3, 0.1)).toBe(false);
    // A double near 0.3 that divides evenly in floating point but is not a decimal multiple.
    expect(isMultipleOf(0.30000000000000004, 0.1)).toBe(false);
    expect(isMultipleOf(1e21, 1)).toBe(false);
    expect(isMultipleOf(-4, 2)).toBe(true);
  });

  it('checks the formats real servers emit; unknown formats are plain text', () => {
    expect([isUuid('123e4567-e89b-12d3-a456-426614174000'), isUuid('urn:uuid:123e4567-e89b-12d3-a456-426614174000')]).toStrictEqual([true, false]);
    expect([isTime('14:30:00Z'), isTime('14:30:00+02:00'), isTime('14:30'), isTime('24:00:00Z')]).toStrictEqual([true, true, false, false]);
    expect([isHostname('example.com'), isHostname('localhost'), isHostname('-a.com'), isHostname('a..b')]).toStrictEqual([true, true, false, false]);
    expect([isDuration('P3D'), isDuration('PT1H'), isDuration('P'), isDuration('PT')]).toStrictEqual([true, true, false, false]);
    expect(check({ type: 'string', format: 'uuid' }, 'nope')).toStrictEqual(refused('invalidFormat', { format: 'uuid' }));
    expect(check({ type: 'string', format: 'ipv4' }, '10.0.0.1')).toStrictEqual(sent('10.0.0.1'));
    expect(check({ type: 'string', format: 'phone' }, 'anything')).toStrictEqual(sent('anything'));
    expect(check({ type: 'string', format: 'uri-template' }, 'x', false)).toStrictEqual(refused('uncheckable'));
  });

  it('asks a uri field for an address with a host, never a script or inline document', () => {
    expect(['https://example.com/a', 'mailto:ada@example.com', 'urn:isbn:123', 'http://[::1]:8080/'].map(isFormUri)).toStrictEqual([true, true, true, true]);
    expect(
      ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'https:example.com', 'https:///path', 'http://:80/'].map(isFormUri),
    ).toStrictEqual([false, false, false, false, false, false, false]);
    expect(check({ type: 'string', format: 'uri' }, 'javascript:alert(1)')).toStrictEqual(refused('invalidUri'));
  });

  it('sends numbers for numeric choices, the fixed value for const', () => {
    expect(check({ type: 'integer', enum: [1, 2] }, 2)).toStrictEqual(sent(2));
    expect(check({ type: 'integer', enum: [1, 2] }, '2')).toStrictEqual(refused('notAnOption'));
    expect(check({ const: 'v1' }, undefined)).toStrictEqual(sent('v1'));
    expect(check({ const: 'v1' }, 'other', false)).toStrictEqual(sent('v1'));
  });

  it('checks lists: blanks dropped, items checked with their position, count and uniqueness', () => {
    const property = { type: 'array', items: { type: 'string', minLength: 2 }, minItems: 1, maxItems: 2, uniqueItems: true };
    expect(check(property, ['ab', ' ', 'cd'])).toStrictEqual(sent(['ab', 'cd']));
    expect(check(property, ['ab', 'c'])).toStrictEqual(refused('tooShort', { min: 2, item: 2 }));
    expect(check(property, ['ab', 'ab'])).toStrictEqual(refused('duplicateItem', { item: 2 }));
    expect(check(property, ['ab', 'cd', 'ef'])).toStrictEqual(refused('tooManyItems', { max: 2 }));
    expect(check(property, ['', ' '])).toStrictEqual(refused('required'));
    expect(check(property, [], false)).toStrictEqual({ ok: true, content: {} });
    expect(check({ type: 'array', items: { type: 'string', pattern: '^\\d+$' } }, ['12', 'x'])).toStrictEqual(refused('patternMismatch', { item: 2 }));
  });

  it('omits an Optional (nullable) field left empty; Ajv agrees (the key is not required)', () => {
    expect(check({ anyOf: [{ type: 'string' }, { type: 'null' }], default: null }, '', false)).toStrictEqual({ ok: true, content: {} });
    expect(check({ type: ['number', 'null'] }, '', true)).toStrictEqual(refused('required'));
  });
});
