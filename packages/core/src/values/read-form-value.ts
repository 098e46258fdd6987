import { isRecord, ownValue } from '../schema/read-untrusted.js';
import type { FormValues } from './types.js';

/**
 * The value held for `key` in form values (or a draft): a `Map` entry, or an own data
 * property of a plain or null-prototype object (never an inherited one, never a getter).
 * `undefined` for anything else. Never throws.
 */
export function readFormValue(values: FormValues | undefined, key: string): unknown {
  try {
    if (values instanceof Map) return (values as ReadonlyMap<string, unknown>).get(key);
    return isRecord(values) ? ownValue(values, key) : undefined;
  } catch {
    return undefined;
  }
}
