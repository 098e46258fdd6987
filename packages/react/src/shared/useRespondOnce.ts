import { useMemo, useRef } from 'react';

/**
 * A once-only version of `onRespond`: the first call goes through, later calls are dropped.
 * The latest `onRespond` is called (a host may pass a new function on every render).
 *
 * With `generation` (the form's request counter), "once" is per request: a new generation
 * may answer again, and a call made through the function of an older generation (a late
 * async Accept of the previous request) is dropped.
 */
export function useRespondOnce<A extends unknown[]>(onRespond: (...args: A) => void, generation = 0): (...args: A) => void {
  const done = useRef(-1);
  const current = useRef(generation);
  current.current = generation;
  const latest = useRef(onRespond);
  latest.current = onRespond;
  return useMemo(
    () =>
      (...args: A) => {
        if (generation !== current.current || done.current === generation) return;
        done.current = generation;
        latest.current(...args);
      },
    [generation],
  );
}
