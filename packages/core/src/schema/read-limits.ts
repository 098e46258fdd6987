import { schemaError } from './issue.js';
import { ownValue } from './read-untrusted.js';
import type { SchemaIssue } from './types.js';

/** `count`: a length or item count, a whole number ≥ 0. `number`: any finite number. */
export type LimitKind = 'count' | 'number';

function isUsable(value: unknown, kind: LimitKind): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  return kind === 'number' || (Number.isInteger(value) && value >= 0);
}

/**
 * Reads a lower and an upper limit (`minLength`/`maxLength`, `minimum`/`maximum`,
 * `minItems`/`maxItems`). An unusable one (not a number, negative or fractional count…)
 * or a lower limit above the upper one adds an `error` issue `invalid-constraint`: the
 * server's own validator would fail or reject everything, so the field is not rendered.
 */
export function readRange(
  schema: object,
  [minKeyword, maxKeyword]: readonly [string, string],
  kind: LimitKind,
  key: string,
  issues: SchemaIssue[],
): { min?: number; max?: number } {
  const range: { min?: number; max?: number } = {};
  for (const [keyword, bound] of [
    [minKeyword, 'min'],
    [maxKeyword, 'max'],
  ] as const) {
    const value = ownValue(schema, keyword);
    if (value === undefined) continue;
    if (isUsable(value, kind)) range[bound] = value;
    else {
      const expected = kind === 'count' ? 'a whole number ≥ 0' : 'a finite number';
      issues.push(schemaError('invalid-constraint', `"${keyword}" must be ${expected}`, key));
    }
  }
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
    issues.push(schemaError('invalid-constraint', `"${minKeyword}" (${range.min}) is above "${maxKeyword}" (${range.max}): no value fits`, key));
  }
  return range;
}
