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

/** Whether `x` is an array whose every element is a string. */
export function isStringArray(x: unknown): x is string[] {
  try {
    return Array.isArray(x) && x.every((item) => typeof item === 'string');
  } catch {
    return false;
  }
}

/**
 * Defines an own, enumerable data property on `target`. Unlike `target[key] = value` this
 * never reaches a setter, so a key named `__proto__` stays data.
 */
export function defineOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
