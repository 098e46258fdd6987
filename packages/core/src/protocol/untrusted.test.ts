import { describe, expect, it } from 'vitest';
import { defineOwn, isRecord, isStringArray, ownKeys, ownValue } from './untrusted.js';

describe('untrusted readers', () => {
  it('isRecord takes only non-null, non-array objects', () => {
    expect([{}, Object.create(null), [], null, 'x', 1, undefined].map(isRecord)).toStrictEqual([true, true, false, false, false, false, false]);
  });

  it('ownValue reads own data properties only', () => {
    const parsed = JSON.parse('{"__proto__": 1, "a": 2}') as object;
    expect(ownValue(parsed, '__proto__')).toBe(1);
    expect(ownValue(parsed, 'a')).toBe(2);
    expect(ownValue({}, 'toString')).toBeUndefined();
    expect(ownValue(Object.defineProperty({}, 'g', { get: () => 3 }), 'g')).toBeUndefined();
  });

  it('ownKeys and isStringArray report a throwing proxy instead of throwing', () => {
    const hostile = new Proxy([], {
      ownKeys() {
        throw new Error('no');
      },
      get() {
        throw new Error('no');
      },
    });
    expect(ownKeys(hostile)).toBeUndefined();
    expect(isStringArray(hostile)).toBe(false);
    expect(isStringArray(['a', ''])).toBe(true);
  });

  it('defineOwn keeps a __proto__ key as data', () => {
    const target = {};
    defineOwn(target, '__proto__', { polluted: true });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.keys(target)).toStrictEqual(['__proto__']);
    expect(JSON.stringify(target)).toBe('{"__proto__":{"polluted":true}}');
  });
});
