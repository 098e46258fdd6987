import type { ElicitAction, ElicitContentValue, ElicitResult } from './types.js';
import { isOptionalRecord, isRecord, isStringArray, ownKeys, ownValue } from './untrusted.js';

/** The three answers a person can give, in the order a UI usually offers them. */
export const ELICIT_ACTIONS: readonly ElicitAction[] = ['accept', 'decline', 'cancel'];

/** Whether `x` is one of {@link ELICIT_ACTIONS}. Never throws. */
export function isElicitAction(x: unknown): x is ElicitAction {
  return x === 'accept' || x === 'decline' || x === 'cancel';
}

/** Whether `x` is one value of accepted content: a string, a finite number, a boolean or a string array. */
export function isElicitContentValue(x: unknown): x is ElicitContentValue {
  return typeof x === 'string' || typeof x === 'boolean' || Number.isFinite(x) || isStringArray(x);
}

/**
 * Whether `x` is an `ElicitResult`: `action` one of accept/decline/cancel; `content`, if
 * present, an object whose every own value is a string, finite number, boolean or string
 * array (it is not checked against any schema: that is `validate`'s job); `_meta`, if present,
 * an object (2025-11-25). `content` is tolerated with decline/cancel, which the spec only
 * calls unusual. Extra keys are allowed. Never throws.
 */
export function isElicitResult(x: unknown): x is ElicitResult {
  if (!isRecord(x) || !isElicitAction(ownValue(x, 'action'))) return false;
  if (!isOptionalRecord(ownValue(x, '_meta'))) return false;
  const content = ownValue(x, 'content');
  if (content === undefined) return true;
  if (!isRecord(content)) return false;
  const keys = ownKeys(content);
  return keys !== undefined && keys.every((key) => isElicitContentValue(ownValue(content, key)));
}
