/** A child of an optional parent signal: it aborts when the parent does or when told to. */
export interface LinkedAbort {
  readonly signal: AbortSignal;
  /** Aborts the child only. */
  abort(reason: unknown): void;
  /** Stops listening to the parent, so a long-lived caller signal gathers no listeners. */
  release(): void;
}

/**
 * `signal.reason`, or `undefined` when reading it throws. A signal-like object (any object with
 * `aborted` and the listener methods is accepted) may have a throwing `reason`; read inside an
 * abort listener, that throw was swallowed by the event dispatch and the loop never settled.
 */
export function reasonOf(signal: AbortSignal | undefined): unknown {
  try {
    return signal?.reason;
  } catch {
    return undefined;
  }
}

/** Makes a {@link LinkedAbort} under `parent` (already aborted if `parent` is). */
export function linkedAbort(parent: AbortSignal | undefined): LinkedAbort {
  const controller = new AbortController();
  if (parent === undefined) {
    return { signal: controller.signal, abort: (reason) => controller.abort(reason), release: () => {} };
  }
  const follow = (): void => controller.abort(reasonOf(parent));
  if (parent.aborted) follow();
  else parent.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    abort: (reason) => controller.abort(reason),
    release: () => parent.removeEventListener('abort', follow),
  };
}

/**
 * Settles like `promise`, unless `signal` aborts first: then it rejects at once with
 * `onAbort()` and does not wait for `promise` (whose later rejection is swallowed).
 */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, onAbort: () => Error): Promise<T> {
  if (signal === undefined) return promise;
  return new Promise<T>((resolve, reject) => {
    const stop = (): void => {
      // Removed by hand as well as by `once`: a signal-like object may not honour `once`.
      signal.removeEventListener('abort', stop);
      reject(onAbort());
    };
    if (signal.aborted) {
      promise.catch(() => {});
      stop();
      return;
    }
    signal.addEventListener('abort', stop, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the promise's own rejection, passed on unchanged (a `send` failure is the caller's to read)
        reject(error);
      },
    );
  });
}

/** Waits `ms` milliseconds; rejects with `onAbort()` (and clears the timer) if `signal` aborts. */
export function abortableDelay(ms: number, signal: AbortSignal | undefined, onAbort: () => Error): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return unlessAborted(wait, signal, onAbort).finally(() => clearTimeout(timer));
}
