import type { ElicitContent } from '../protocol/types.js';
import { arrayItems, defineOwn, isRecord, ownValue } from '../schema/read-untrusted.js';
import type { FieldModel, FormModel } from '../schema/types.js';
import { readFormValue } from './read-form-value.js';
import type { FieldError, FormValues, ValidationResult } from './types.js';
import { validateField } from './validate-field.js';

/** A fresh refusal without field errors: the form as a whole cannot be answered. */
function unanswerable(): ValidationResult {
  return { ok: false, errors: [] };
}

/**
 * Checks a whole form and builds the exact `content` of an `accept`, so no answer that fails the schema is sent: only the
 * schema's keys, empty optional values left out, numbers as numbers, multi-selects as
 * unique option values; see `validateField` for each field. `content` is a plain object
 * (`Object.prototype`, so it survives `structuredClone`, `postMessage` and React server
 * functions) whose keys are the field keys, each defined as an own property: a key named
 * `__proto__` is data, never the object's prototype (`JSON.stringify` writes it as is).
 *
 * On failure every field's error is listed, one per field, in field order, followed by a
 * `required` error for each key the schema requires but no field renders
 * (`model.unrenderedRequired`). An empty `errors` means the form cannot be answered at all
 * (`model.renderable` or `model.acceptable` is false). Never throws.
 */
export function validate(model: FormModel, values: FormValues): ValidationResult {
  try {
    if (!isRecord(model) || ownValue(model, 'renderable') !== true) return unanswerable();
    const fields = arrayItems(ownValue(model, 'fields'));
    if (fields === undefined) return unanswerable();
    const errors: FieldError[] = [];
    const content: ElicitContent = {};
    for (const field of fields) {
      if (!isRecord(field) || typeof ownValue(field, 'key') !== 'string') return unanswerable();
      const check = validateField(field as unknown as FieldModel, readFormValue(values, field.key as string));
      if (!check.ok) errors.push(check.error);
      else if (check.value !== undefined) defineOwn(content, field.key as string, check.value);
    }
    for (const key of arrayItems(ownValue(model, 'unrenderedRequired')) ?? []) {
      if (typeof key === 'string') errors.push({ key, code: 'required' });
    }
    if (errors.length > 0) return { ok: false, errors };
    return ownValue(model, 'acceptable') === false ? unanswerable() : { ok: true, content };
  } catch {
    return unanswerable();
  }
}
