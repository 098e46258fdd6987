/**
 * Why this exists: `AbortSignal.any` over a long-lived signal (the connection's `closed` signal,
 * the binding's, a host's app-wide one) leaks on Node 20: each call adds a `WeakRef` to the
 * source's dependants that Node 20 never removes, so every call and card grew the heap for as
 * long as the connection lived (`pnpm bench:soak`). Plain listeners would fix that but add one
 * listener per call to the source (a `MaxListenersExceededWarning` past ten calls in flight).
 * So each source gets one listener, shared by every linked signal that follows it, and a linked
 * signal stops following its sources when it is released.
 */

/** A signal that aborts when the first of its sources does, until {@link LinkedSignal.release}. */
export interface LinkedSignal {
  readonly signal: AbortSignal;
  /** Stops following the sources (idempotent); call it once the work under `signal` has ended. */
  release(): void;
}

interface Followers {
  readonly callbacks: Set<() => void>;
  readonly dispatch: () => void;
}

const followed = new WeakMap<AbortSignal, Followers>();

/**
 * Aborts with the reason of the first source to abort (at once with the first one already aborted,
 * in order), as `AbortSignal.any` does; `undefined` sources are skipped.
 */
export function linkedSignal(sources: ReadonlyArray<AbortSignal | undefined>): LinkedSignal {
  const controller = new AbortController();
  const present = sources.filter((source): source is AbortSignal => source !== undefined);
  const already = present.find((source) => source.aborted);
  if (already !== undefined) {
    controller.abort(already.reason);
    return { signal: controller.signal, release: () => undefined };
  }
  const stops = present.map((source) => follow(source, () => controller.abort(source.reason)));
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    for (const stop of stops) stop();
  };
  // Once aborted it has nothing more to follow.
  controller.signal.addEventListener('abort', release, { once: true });
  return { signal: controller.signal, release };
}

/** How many linked signals follow `source` now (for the soak's check that none is left behind). */
export function followerCount(source: AbortSignal): number {
  return followed.get(source)?.callbacks.size ?? 0;
}

/** Runs `callback` when `source` aborts, through the one listener kept on it; returns the unsubscribe. */
function follow(source: AbortSignal, callback: () => void): () => void {
  let followers = followed.get(source);
  if (followers === undefined) {
    const callbacks = new Set<() => void>();
    const dispatch = (): void => {
      // Removed by hand as well as by `once`: a signal-like object may not honour `once`.
      source.removeEventListener('abort', dispatch);
      followed.delete(source);
      for (const each of [...callbacks]) each();
    };
    followers = { callbacks, dispatch };
    followed.set(source, followers);
    source.addEventListener('abort', dispatch, { once: true });
  }
  const { callbacks, dispatch } = followers;
  callbacks.add(callback);
  return () => {
    callbacks.delete(callback);
    if (callbacks.size > 0 || followed.get(source) !== followers) return;
    followed.delete(source);
    source.removeEventListener('abort', dispatch);
  };
}
