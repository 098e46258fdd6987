/**
 * Reading a `requestedSchema` (or form values) that may be anything: parsed JSON, but also
 * objects with getters, Proxies, functions, Symbols or cycles when a caller passes them in.
 * Array elements are read through their descriptors, so no getter ever runs, and every
 * reflective call is fenced, because a Proxy can throw from any trap.
 */

import { ownValue } from '../protocol/untrusted.js';

// The shared readers live with the protocol guards; schema and values use them from here.
export { defineOwn, isRecord, ownKeys, ownValue } from '../protocol/untrusted.js';

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
