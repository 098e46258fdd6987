import { BindElicitationError } from './errors.js';

/** `timeoutMs` as given, or a {@link BindElicitationError}: a deadline must be a positive, finite number of ms. */
export function checkTimeout(timeoutMs: unknown): number | undefined {
  if (timeoutMs === undefined) return undefined;
  if (typeof timeoutMs === 'number' && Number.isFinite(timeoutMs) && timeoutMs > 0) return timeoutMs;
  throw new BindElicitationError('invalid-timeout', `timeoutMs must be a positive, finite number of milliseconds (got ${String(timeoutMs)}).`);
}
