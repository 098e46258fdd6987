/**
 * Reading a `requestedSchema` (or form values) that may be anything: parsed JSON, but also
 * objects with getters, Proxies, functions, Symbols or cycles when a caller passes them in.
 * Properties are read through their descriptors, so no getter ever runs, and every
 * reflective call is fenced, because a Proxy can throw from any trap.
 */

/** Whether `x` is a non-null, non-array object. */
export function isRecord(x: unknown): x is Record<string, unknown> {
  try {
    return typeof x === 'object' && x !== null && !Array.isArray(x);
  } catch {
    // Array.isArray throws on a revoked Proxy.
    return false;
  }
}

/**
 * `x`'s own data property `key` (an own `__proto__` is read like any other key);
 * `undefined` when absent, an accessor, or unreadable.
 */
export function ownValue(x: object, key: string): unknown {
  try {
    const descriptor = Object.getOwnPropertyDescriptor(x, key);
    return descriptor !== undefined && 'value' in descriptor ? descriptor.value : undefined;
  } catch {
    return undefined;
  }
}

/** `x`'s own enumerable string keys in JavaScript's order, or `undefined` when unreadable. */
export function ownKeys(x: object): string[] | undefined {
  try {
    return Object.keys(x);
  } catch {
    return undefined;
  }
}

/** The length of `x` when it is a readable array, else `undefined`. */
export function arrayLength(x: unknown): number | undefined {
  try {
    if (!Array.isArray(x)) return undefined;
    const length = ownValue(x, 'length');
    return typeof length === 'number' ? length : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The elements of `x` when it is a readable array of at most `max` elements (holes and
 * accessors read as `undefined`), else `undefined`.
 */
export function arrayItems(x: unknown, max = Number.MAX_SAFE_INTEGER): unknown[] | undefined {
  const length = arrayLength(x);
  if (length === undefined || length > max) return undefined;
  const items: unknown[] = [];
  for (let index = 0; index < length; index++) items.push(ownValue(x as object, String(index)));
  return items;
}

/** A string value as is, else `undefined`. */
export function stringOrUndefined(x: unknown): string | undefined {
  return typeof x === 'string' ? x : undefined;
}

/**
 * Defines an own, enumerable data property. Unlike `target[key] = value` it never reaches a
 * setter, so a key named `__proto__` stays data.
 */
export function defineOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
