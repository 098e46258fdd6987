import { BindElicitationError } from './errors.js';

/** `timeoutMs` as given, or a {@link BindElicitationError}: a deadline must be a positive, finite number of ms. */
export function checkTimeout(timeoutMs: unknown): number | undefined {
  if (timeoutMs === undefined) return undefined;
  if (typeof timeoutMs === 'number' && Number.isFinite(timeoutMs) && timeoutMs > 0) return timeoutMs;
  throw new BindElicitationError('invalid-timeout', `timeoutMs must be a positive, finite number of milliseconds (got ${String(timeoutMs)}).`);
}

/** `maxRounds` (default 10), or a {@link BindElicitationError}: a whole number of at least 0, or `Infinity`, as core takes it. */
export function checkMaxRounds(maxRounds: unknown): number {
  if (maxRounds === undefined) return 10;
  if (maxRounds === Number.POSITIVE_INFINITY || (Number.isInteger(maxRounds) && (maxRounds as number) >= 0)) return maxRounds as number;
  throw new BindElicitationError('invalid-option', `maxRounds must be a whole number of at least 0, or Infinity (got ${String(maxRounds)}).`);
}
