import type { ElicitationQueue, ElicitationQueueSnapshot } from '@elicit-kit/core';
import { useSyncExternalStore } from 'react';

/**
 * The current snapshot of core's elicitation queue; the component re-renders when it changes.
 * Server rendering uses the queue's server snapshot, so hydration matches.
 *
 * @example
 * const { pending } = useElicitationQueue(queue);
 */
export function useElicitationQueue(queue: ElicitationQueue): ElicitationQueueSnapshot {
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getServerSnapshot);
}
