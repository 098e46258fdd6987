/** A bare "something happened" event: subscribe, fire. */
export interface Signal {
  subscribe(listener: () => void): () => void;
  fire(): void;
}

export function createSignal(): Signal {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire() {
      for (const listener of [...listeners]) listener();
    },
  };
}
