import { defineOwn, ownKeys, ownValue } from '../protocol/untrusted.js';

/** The caller's params as `[key, value]` pairs, read once so later edits cannot leak into a retry. */
export type ParamsSnapshot = ReadonlyArray<readonly [string, unknown]>;

/** The two params keys that belong to one retry only (C25). */
const RETRY_KEYS: ReadonlySet<string> = new Set(['inputResponses', 'requestState']);

/** Reads the caller's own enumerable data keys; `__proto__` and friends stay ordinary keys. */
export function snapshotParams(params: object): ParamsSnapshot {
  return (ownKeys(params) ?? []).map((key) => [key, ownValue(params, key)] as const);
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
 * the empty string included (left out when it had none, C23).
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
