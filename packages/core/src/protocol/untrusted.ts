/**
 * Reading untrusted values without ever throwing or running their code.
 *
 * Parsed JSON is harmless, but the guards promise never to throw on *anything*, so
 * properties are read through their descriptors (a getter is never called) and every
 * reflective call is fenced, because a Proxy can throw from any trap.
 */

/** Whether `x` is a non-null, non-array object (a JSON object once parsed). */
export function isRecord(x: unknown): x is Record<string, unknown> {
  try {
    return typeof x === 'object' && x !== null && !Array.isArray(x);
  } catch {
    // Array.isArray throws on a revoked Proxy.
    return false;
  }
}

/**
 * The value of `x`'s own data property `key`; `undefined` when it is absent, an accessor,
 * or `x` throws while being read. An own `__proto__` key is read like any other.
 */
export function ownValue(x: object, key: string): unknown {
  try {
    const descriptor = Object.getOwnPropertyDescriptor(x, key);
    return descriptor !== undefined && 'value' in descriptor ? descriptor.value : undefined;
  } catch {
    return undefined;
  }
}

/** `x`'s own enumerable string keys, or `undefined` when `x` throws while being listed. */
export function ownKeys(x: object): string[] | undefined {
  try {
    return Object.keys(x);
  } catch {
    return undefined;
  }
}

/** Whether `value` is absent (`undefined`) or a non-null, non-array object. */
export function isOptionalRecord(value: unknown): boolean {
  return value === undefined || isRecord(value);
}

/** Whether `value` is absent (`undefined`) or a string. */
export function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}

/**
 * The elements of `x` when it is a dense array whose every element is an own data property,
 * read through descriptors; `undefined` for anything else. A hole or a getter would read
 * differently later (`every` skips holes, so `new Array(3)` looked like a string array yet
 * serialises as `[null,null,null]`; a getter runs code and can change its answer), and a
 * huge sparse length must not make the reader walk billions of empty indices.
 */
export function ownItems(x: unknown): unknown[] | undefined {
  try {
    if (!Array.isArray(x)) return undefined;
    const length = ownValue(x, 'length');
    // A dense array lists at least one key per index, so fewer keys means holes: refuse before walking.
    if (typeof length !== 'number' || Object.keys(x).length < length) return undefined;
    const items: unknown[] = [];
    for (let index = 0; index < length; index += 1) {
      const descriptor = Object.getOwnPropertyDescriptor(x, index);
      if (descriptor === undefined || !('value' in descriptor)) return undefined;
      items.push(descriptor.value);
    }
    return items;
  } catch {
    return undefined;
  }
}

/** Whether `x` is a dense array whose every element is an own data property holding a string (see {@link ownItems}). */
export function isStringArray(x: unknown): x is string[] {
  const items = ownItems(x);
  return items !== undefined && items.every((item) => typeof item === 'string');
}

/**
 * Whether resolving a promise with `x` would treat it as a thenable, or could: a `then` that
 * is a function, an accessor (whose answer may change between a check and the resolution),
 * or a value that throws while being inspected. Walks the prototype chain by descriptors, so
 * no getter runs. Settling a promise with such a value adopts it instead of delivering it.
 */
export function mayBeThenable(x: unknown): boolean {
  if ((typeof x !== 'object' && typeof x !== 'function') || x === null) return false;
  try {
    for (let level: object | null = x; level !== null; level = Object.getPrototypeOf(level) as object | null) {
      const descriptor = Object.getOwnPropertyDescriptor(level, 'then');
      if (descriptor !== undefined) return !('value' in descriptor) || typeof descriptor.value === 'function';
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * Defines an own, enumerable data property on `target`. Unlike `target[key] = value` this
 * never reaches a setter, so a key named `__proto__` stays data.
 */
export function defineOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
