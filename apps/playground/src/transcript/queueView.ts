import type { ClosedElicitation, ElicitationQueue, ElicitationQueueSnapshot, PendingElicitation } from '@elicit-kit/core';

/**
 * The part of `queue` whose entries `shows` picks, as a queue of its own, so that an
 * `ElicitationHost` renders only those cards (the playground shows each pushed request under
 * the call that asked for it). Drafts, answers and follow-ups go to `queue` itself, so a card
 * keeps what was typed when it moves from one view to another.
 *
 * `shows` must give the same answer for an entry as long as this view is used (make a new view
 * when the rule changes). `enqueue` adds to `queue`: where the entry shows is `shows`'s to say.
 * `cancelAll` and `cancelGroup` answer `cancel` for this view's entries only (closed as
 * `responded`, since the queue cannot cancel one entry on its own).
 */
export function viewQueue(queue: ElicitationQueue, shows: (entry: PendingElicitation) => boolean): ElicitationQueue {
  let source: ElicitationQueueSnapshot | undefined;
  let view: ElicitationQueueSnapshot = EMPTY;
  const read = (): ElicitationQueueSnapshot => {
    const snapshot = queue.getSnapshot();
    if (snapshot === source) return view;
    source = snapshot;
    const pending = snapshot.pending.filter(shows);
    const closed = snapshot.closed.filter((record) => shows(record.entry));
    const shownGroups = new Set(pending.map((entry) => entry.group));
    const groups = snapshot.groups.filter((progress) => shownGroups.has(progress.group));
    // The same object while nothing shown changed (useSyncExternalStore re-renders on a new one).
    if (sameItems(pending, view.pending) && sameItems(closed, view.closed) && sameItems(groups, view.groups)) return view;
    view = Object.freeze({ pending, groups, closed });
    return view;
  };
  const pending = (id: string): PendingElicitation | undefined => {
    const entry = queue.get(id);
    return entry !== undefined && shows(entry) ? entry : undefined;
  };
  const closed = (id: string): ClosedElicitation | undefined => queue.getSnapshot().closed.find((record) => record.entry.id === id && shows(record.entry));
  const cancel = (entries: readonly PendingElicitation[]): number => entries.filter((entry) => queue.respond(entry.id, { action: 'cancel' })).length;
  return {
    subscribe: (listener) => queue.subscribe(listener),
    getSnapshot: read,
    getServerSnapshot: read,
    enqueue: (request) => queue.enqueue(request),
    respond: (id, result) => pending(id) !== undefined && queue.respond(id, result),
    get: pending,
    setDraft: (id, values) => pending(id) !== undefined && queue.setDraft(id, values),
    getDraft: (id) => (pending(id) === undefined ? undefined : queue.getDraft(id)),
    cancelGroup: (group) => cancel(read().pending.filter((entry) => entry.group === group)),
    cancelAll: () => cancel(read().pending),
    dismissClosed: (id, followUp) => closed(id) !== undefined && queue.dismissClosed(id, followUp),
    getFollowUp: (id) => queue.getFollowUp(id),
  };
}

const EMPTY: ElicitationQueueSnapshot = Object.freeze({ pending: [], groups: [], closed: [] });

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
