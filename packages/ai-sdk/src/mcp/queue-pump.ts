import type { ElicitationQueue, ElicitResult, PendingElicitation } from '@elicit-kit/core';

/**
 * Hands every entry that appears in `queue` to `ask` (the chat) and answers the entry with what
 * `ask` resolves to. An entry that leaves the queue unanswered (the call was aborted, a sibling
 * of its round failed, the connection closed) aborts its `signal`, so the chat's card closes too.
 * Returns the unsubscribe function.
 */
export function pumpQueue(queue: ElicitationQueue, ask: (entry: PendingElicitation, signal: AbortSignal) => Promise<ElicitResult>): () => void {
  const active = new Map<string, AbortController>();
  const check = (): void => {
    const pending = queue.getSnapshot().pending;
    const waiting = new Set(pending.map((entry) => entry.id));
    for (const [id, controller] of active) {
      if (waiting.has(id)) continue;
      active.delete(id);
      controller.abort();
    }
    for (const entry of pending) {
      if (active.has(entry.id)) continue;
      const controller = new AbortController();
      active.set(entry.id, controller);
      const settle = (result: ElicitResult): void => {
        if (active.get(entry.id) !== controller) return;
        active.delete(entry.id);
        // An answer the queue refuses must not leave the entry waiting for nobody.
        if (!queue.respond(entry.id, result)) queue.respond(entry.id, { action: 'cancel' });
      };
      ask(entry, controller.signal).then(settle, () => settle({ action: 'cancel' }));
    }
  };
  const unsubscribe = queue.subscribe(check);
  check();
  return () => {
    unsubscribe();
    for (const controller of active.values()) controller.abort();
    active.clear();
  };
}
