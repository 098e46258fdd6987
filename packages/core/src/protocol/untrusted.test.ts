import { describe, expect, it } from 'vitest';
import { throwingProxy } from '@elicit-kit/test-support/hostile';
import { defineOwn, isRecord, isStringArray, mayBeThenable, ownItems, ownKeys, ownValue } from './untrusted.js';
import { isElicitResult } from './is-elicit-result.js';
import { isImplementation } from './is-implementation.js';

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

  it('isStringArray refuses holes, which every() skipped although JSON turns them into nulls', () => {
    expect(isStringArray(new Array(3))).toBe(false);
    // eslint-disable-next-line no-sparse-arrays -- the hole is the input under test
    expect(isStringArray(['a', , 'b'])).toBe(false);
    expect(ownItems(new Array(3))).toBeUndefined();
    expect(isElicitResult({ action: 'accept', content: { tags: new Array(2) } })).toBe(false);
    expect(isElicitResult({ action: 'accept', content: { tags: ['a', 'b'] } })).toBe(true);
  });

  it('a huge sparse length is refused at once instead of walking every empty index', () => {
    const sparse: string[] = [];
    sparse[2 ** 32 - 2] = 'x';
    // Count the element reads instead of timing them: walking the holes would read ~4e9 of them.
    let elementReads = 0;
    const counted = new Proxy(sparse, {
      getOwnPropertyDescriptor(target, key) {
        if (typeof key === 'string' && /^\d+$/.test(key)) elementReads += 1;
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    expect(isStringArray(counted)).toBe(false);
    expect(isImplementation({ name: 'a', version: '1', icons: counted })).toBe(false);
    // Object.keys looks at the one real element once per check; the holes are never visited.
    expect(elementReads).toBeLessThanOrEqual(2);
  });

  it('array elements are read by descriptor: a getter never runs and fails the check', () => {
    let reads = 0;
    const flip = ['a'];
    Object.defineProperty(flip, 0, {
      get: () => (++reads === 1 ? 'a' : 5),
      enumerable: true,
    });
    expect(isStringArray(flip)).toBe(false);
    const icons = [{ src: 'x' }];
    Object.defineProperty(icons, 0, { get: () => (++reads, { src: 'x' }), enumerable: true });
    expect(isImplementation({ name: 'a', version: '1', icons })).toBe(false);
    expect(reads).toBe(0);
    expect(ownItems(['a', 1, null])).toStrictEqual(['a', 1, null]);
    expect(ownItems({ length: 0 })).toBeUndefined();
  });

  it('mayBeThenable spots own, inherited, accessor and hostile `then`, never a JSON string `then`', () => {
    class Thenish {
      then(): void {}
    }
    const throwing = throwingProxy();
    const accessor = Object.defineProperty({}, 'then', { get: () => undefined });
    const thenables = [{ then() {} }, new Thenish(), accessor, throwing, Promise.resolve()];
    const others = [{ then: 'x' }, JSON.parse('{"then":{}}'), {}, Object.create(null), null, 'then', 1];
    expect(thenables.map(mayBeThenable)).toStrictEqual(thenables.map(() => true));
    expect(others.map(mayBeThenable)).toStrictEqual(others.map(() => false));
  });
});
