import { defineOwn, isRecord } from '../protocol/untrusted.js';

/** The caller's params as `[key, value]` pairs, read once so later edits cannot leak into a retry. */
export type ParamsSnapshot = ReadonlyArray<readonly [string, unknown]>;

/** The two params keys that belong to one retry only: no other request may carry them. */
const RETRY_KEYS: ReadonlySet<string> = new Set(['inputResponses', 'requestState']);

/**
 * Reads the caller's params once, the way `JSON.stringify` would put them on the wire: through
 * their `toJSON` if they have one (called with the key `"params"`), then every own enumerable
 * key, getters included (run once here, never again). `__proto__` and friends stay ordinary
 * keys. `undefined` when that reading throws or `toJSON` gives no object.
 *
 * Why not by descriptor, as for untrusted data: params are the caller's own object, and a
 * getter (a class, an observable store) is how it holds `name` or `arguments`; skipping it
 * sent a tool call without them. And a `toJSON` copied onto the retry would replace the whole
 * retry when serialised, `inputResponses` and `requestState` included.
 */
export function snapshotParams(params: object): ParamsSnapshot | undefined {
  try {
    const toJSON: unknown = Reflect.get(params, 'toJSON');
    const source: unknown = typeof toJSON === 'function' ? Reflect.apply(toJSON, params, ['params']) : params;
    if (!isRecord(source)) return undefined;
    const pairs: Array<readonly [string, unknown]> = [];
    for (const key of Object.keys(source)) {
      const value: unknown = Reflect.get(source, key);
      if (key === 'toJSON' && typeof value === 'function') continue;
      pairs.push([key, value]);
    }
    return pairs;
  } catch {
    return undefined;
  }
}

/** A fresh params object with every key of `snapshot`, for the first send. */
export function firstParams(snapshot: ParamsSnapshot): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of snapshot) defineOwn(params, key, value);
  return params;
}

/**
 * A fresh params object for a retry: the caller's keys minus any `inputResponses` /
 * `requestState` of theirs, then `inputResponses` with exactly this round's answers (left out
 * when the round had none) and `requestState` exactly as the last interim result carried it,
 * the empty string included (left out when it had none: the state is echoed, never read or
 * changed).
 */
export function retryParams(
  snapshot: ParamsSnapshot,
  answers: ReadonlyArray<readonly [string, unknown]>,
  requestState: string | undefined,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of snapshot) if (!RETRY_KEYS.has(key)) defineOwn(params, key, value);
  if (answers.length > 0) {
    const inputResponses = {};
    for (const [key, value] of answers) defineOwn(inputResponses, key, value);
    defineOwn(params, 'inputResponses', inputResponses);
  }
  if (requestState !== undefined) defineOwn(params, 'requestState', requestState);
  return params;
}
