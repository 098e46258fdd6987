import type { ElicitContentValue } from '../protocol/types.js';
import { defineOwn, isRecord, ownValue } from '../schema/read-untrusted.js';
import type { FormModel } from '../schema/types.js';

/**
 * The values a form starts with, prefilled from the schema: each field's `default`, for the fields that have one
 * (`toFormModel` keeps only valid defaults). A plain object whose entries are defined as
 * own properties, so a key such as `__proto__` is an ordinary entry; arrays are copies. Never throws: whatever `model`
 * really is, what cannot be read is skipped.
 */
export function defaultValues(model: FormModel): Record<string, ElicitContentValue> {
  const values: Record<string, ElicitContentValue> = {};
  try {
    const fields: unknown = isRecord(model) ? ownValue(model, 'fields') : undefined;
    if (!Array.isArray(fields)) return values;
    for (const field of fields as unknown[]) {
      if (!isRecord(field)) continue;
      const key = ownValue(field, 'key');
      const value = ownValue(field, 'default');
      if (typeof key !== 'string' || value === undefined) continue;
      defineOwn(values, key, Array.isArray(value) ? [...(value as unknown[])] : value);
    }
  } catch {
    // A hostile model (a Proxy whose traps throw) yields what was read so far.
  }
  return values;
}
