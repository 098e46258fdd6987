/**
 * One abort listener per distinct signal, however many entries share it: a host that passes
 * one long-lived signal (a chat session's) to every request would otherwise stack a listener
 * per entry (Node warns past 10), and its abort would settle them one commit at a time —
 * a new snapshot and a listener round per entry, quadratic in the entries.
 */
interface SignalWatch {
  ids: Set<string>;
  onAbort: () => void;
}

/** The queue's entries by the signal that withdraws them. */
export interface SignalWatches {
  /**
   * Watches `signal` for entry `id`; `true` when it is already aborted (then nothing is
   * watched). A signal-like object that throws is treated as one that never aborts.
   */
  watch(this: void, id: string, signal: AbortSignal): boolean;
  /** Stops watching `signal` for entry `id`; the last entry removes the listener, so the signal keeps nothing alive. */
  unwatch(this: void, id: string, signal: AbortSignal | undefined): void;
}

/** Calls `onAbort` once per aborted signal with the ids it still held, and whether the connection was lost. */
export function createSignalWatches(onAbort: (ids: readonly string[], connectionLost: boolean) => void): SignalWatches {
  const watches = new Map<AbortSignal, SignalWatch>();

  function start(signal: AbortSignal): SignalWatch | undefined {
    const ids = new Set<string>();
    const watching: SignalWatch = {
      ids,
      onAbort: () => {
        if (watches.get(signal) !== watching) return;
        watches.delete(signal);
        onAbort([...ids], isConnectionLoss(signal));
      },
    };
    try {
      signal.addEventListener('abort', watching.onAbort, { once: true });
    } catch {
      return undefined;
    }
    watches.set(signal, watching);
    return watching;
  }

  return {
    watch(id, signal) {
      try {
        if (signal.aborted) return true;
      } catch {
        return false;
      }
      (watches.get(signal) ?? start(signal))?.ids.add(id);
      return false;
    },
    unwatch(id, signal) {
      const watching = signal === undefined ? undefined : watches.get(signal);
      if (signal === undefined || watching === undefined || !watching.ids.delete(id) || watching.ids.size > 0) return;
      watches.delete(signal);
      try {
        signal.removeEventListener('abort', watching.onAbort);
      } catch {
        // A signal-like object that throws here has nothing left to clean up.
      }
    },
  };
}

/**
 * Whether `signal` aborted because the connection to the server was lost: its reason is a kit
 * error with the code `transport` (as `@elicit-kit/mcp` aborts with when a server went away).
 * Read by shape, so a second copy of core in a bundle still counts.
 */
function isConnectionLoss(signal: AbortSignal): boolean {
  try {
    const reason: unknown = signal.reason;
    return typeof reason === 'object' && reason !== null && (reason as { code?: unknown }).code === 'transport';
  } catch {
    return false;
  }
}
