import { BindElicitationError } from './errors.js';

/**
 * The longest deadline a timer can wait for (about 24.8 days): Node fires a longer
 * `setTimeout`/`AbortSignal.timeout` after 1 ms (a `TimeoutOverflowWarning`), and browsers do
 * the same, so a longer `timeoutMs` would cancel every card at once.
 */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** `timeoutMs` as given, or a {@link BindElicitationError}: a deadline must be a positive number of ms, at most {@link MAX_TIMEOUT_MS}. */
export function checkTimeout(timeoutMs: unknown): number | undefined {
  if (timeoutMs === undefined) return undefined;
  if (typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs <= MAX_TIMEOUT_MS) return timeoutMs;
  throw new BindElicitationError('invalid-timeout', `timeoutMs must be a positive number of milliseconds, at most ${MAX_TIMEOUT_MS} (got ${String(timeoutMs)}).`);
}

/** `maxRounds` (default 10), or a {@link BindElicitationError}: a whole number of at least 0, or `Infinity`, as core takes it. */
export function checkMaxRounds(maxRounds: unknown): number {
  if (maxRounds === undefined) return 10;
  if (maxRounds === Number.POSITIVE_INFINITY || (Number.isInteger(maxRounds) && (maxRounds as number) >= 0)) return maxRounds as number;
  throw new BindElicitationError('invalid-option', `maxRounds must be a whole number of at least 0, or Infinity (got ${String(maxRounds)}).`);
}
