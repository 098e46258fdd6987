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
  throw new BindElicitationError(
    'invalid-timeout',
    `timeoutMs must be a positive number of milliseconds, at most ${MAX_TIMEOUT_MS} (got ${shown(timeoutMs)}).`,
  );
}

/** `maxRounds` (default 10), or a {@link BindElicitationError}: a whole number of at least 0, or `Infinity`, as core takes it. */
export function checkMaxRounds(maxRounds: unknown): number {
  if (maxRounds === undefined) return 10;
  if (maxRounds === Number.POSITIVE_INFINITY || (Number.isInteger(maxRounds) && (maxRounds as number) >= 0)) return maxRounds as number;
  throw new BindElicitationError('invalid-option', `maxRounds must be a whole number of at least 0, or Infinity (got ${shown(maxRounds)}).`);
}

/**
 * The call's params read once, deeply, as they will go on the wire (through `JSON.stringify`),
 * without `inputResponses` and `requestState`, or a {@link BindElicitationError} when they are
 * not a JSON object. Why a deep copy: every leg must carry the original params, but
 * core keeps the caller's nested objects by reference and the legacy path resends them as they
 * are, so a caller editing `arguments` while the person answers changed what the retry did (a
 * deploy confirmed for `prod` ran on `dev`). Why without the retry keys: they belong to one
 * retry only (no other request may carry them), and core sends the caller's on the first
 * leg, so a stale `requestState` from an earlier call went out (resuming is `resumeFrom`'s job).
 */
export function checkParams(params: unknown): Record<string, unknown> {
  let copy: unknown;
  try {
    copy = JSON.parse(JSON.stringify(params) ?? 'null');
  } catch {
    copy = undefined;
  }
  if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) {
    throw new BindElicitationError('invalid-option', 'params must be a JSON object (what JSON.stringify can write, without cycles or BigInts).');
  }
  const { inputResponses: _responses, requestState: _state, ...original } = copy as Record<string, unknown>;
  return original;
}

/** A wrong option value as an error message shows it: a primitive as itself, anything else by its kind. */
export function shown(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'symbol':
      return value.toString();
    case 'function':
      return 'a function';
    default:
      return value === null ? 'null' : Array.isArray(value) ? 'an array' : 'an object';
  }
}
