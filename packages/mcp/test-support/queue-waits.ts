/**
 * Waiting on an elicitation queue the way a UI does: by subscribing, never by polling or timers,
 * so tests wait exactly as long as the protocol takes.
 */
import type { ClosedElicitation, ElicitationQueue, PendingElicitation } from '@elicit-kit/core';

/** Resolves with the first pending entry `accept` likes (now or once one is enqueued). */
export function nextPending(
  queue: ElicitationQueue,
  accept: (entry: PendingElicitation) => boolean = () => true,
): Promise<PendingElicitation> {
  return waitFor(queue, () => queue.getSnapshot().pending.find(accept));
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
