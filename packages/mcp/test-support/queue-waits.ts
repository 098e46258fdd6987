/**
 * Waiting on an elicitation queue the way a UI does: by subscribing, never by polling or timers,
 * so tests wait exactly as long as the protocol takes.
 */
import type { ClosedElicitation, ElicitationQueue, PendingElicitation } from '@elicit-kit/core';

/** Resolves with the first pending entry `accept` likes (now or once one is enqueued). */
export function nextPending(queue: ElicitationQueue, accept: (entry: PendingElicitation) => boolean = () => true): Promise<PendingElicitation> {
  return waitFor(queue, () => queue.getSnapshot().pending.find(accept));
}

/**
 * {@link nextPending} while `call` runs: rejects if the call settles first, so a call that fails
 * (or never asks) shows its outcome instead of leaving the test waiting.
 */
export function nextPendingDuring(
  queue: ElicitationQueue,
  call: Promise<unknown>,
  accept?: (entry: PendingElicitation) => boolean,
): Promise<PendingElicitation> {
  const settledFirst = call.then(
    (result) => Promise.reject(new Error(`the call completed without asking: ${JSON.stringify(result)}`)),
    (error: unknown) => Promise.reject(error),
  );
  // Handled here too: once an entry has come, the call's later outcome is the test's business.
  settledFirst.catch(() => undefined);
  return Promise.race([nextPending(queue, accept), settledFirst]);
}

/** Resolves once entry `id` has left the queue, with how it closed. */
export function closedEntry(queue: ElicitationQueue, id: string): Promise<ClosedElicitation> {
  return waitFor(queue, () => queue.getSnapshot().closed.find((closed) => closed.entry.id === id));
}

function waitFor<T>(queue: ElicitationQueue, find: () => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const found = find();
    if (found !== undefined) return resolve(found);
    const unsubscribe = queue.subscribe(() => {
      const match = find();
      if (match === undefined) return;
      unsubscribe();
      resolve(match);
    });
  });
}
