import { useRef } from 'react';

/** Same keys, each with the same value (`Object.is`). */
function sameMembers(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && Object.is(left[key], right[key]));
}

/**
 * `next`, or the object returned last time when every member is the same: a hook's result
 * object, made fresh on each render, keeps its identity while nothing in it changed, so what
 * is memoised on it (a context value) does not re-render its readers for nothing.
 */
export function useStableObject<T extends object>(next: T): T {
  const kept = useRef(next);
  if (kept.current !== next && !sameMembers(kept.current, next)) kept.current = next;
  return kept.current;
}
