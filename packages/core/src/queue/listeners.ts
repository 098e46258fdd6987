/** A list of change listeners that survives listeners that throw, unsubscribe or notify again. */
export interface Listeners {
  add(listener: () => void): () => void;
  notify(): void;
}

interface Subscription {
  listener: () => void;
  active: boolean;
}

/**
 * Each `add` is its own subscription (the same function added twice is called twice,
 * and each unsubscribe removes only its own). A listener removed during a round is
 * not called later in that round; one added during a round waits for the next. A
 * change made by a listener does not recurse: the round runs again once it ends.
 */
export function createListeners(onError: (error: unknown) => void): Listeners {
  let subscriptions: Subscription[] = [];
  let notifying = false;
  let again = false;

  return {
    add(listener) {
      const subscription: Subscription = { listener, active: true };
      subscriptions = [...subscriptions, subscription];
      return () => {
        if (!subscription.active) return;
        subscription.active = false;
        subscriptions = subscriptions.filter((other) => other !== subscription);
      };
    },
    notify() {
      if (notifying) {
        again = true;
        return;
      }
      notifying = true;
      try {
        do {
          again = false;
          for (const subscription of subscriptions) {
            if (!subscription.active) continue;
            try {
              subscription.listener();
            } catch (error) {
              reportSafely(onError, error);
            }
          }
        } while (again);
      } finally {
        notifying = false;
      }
    },
  };
}

/** Calls the host's error handler, which must not break the store either. */
function reportSafely(onError: (error: unknown) => void, error: unknown): void {
  try {
    onError(error);
  } catch {
    // Nothing sensible is left to do with an error about an error.
  }
}
