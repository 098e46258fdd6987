import type { ElicitAction } from '../protocol/types.js';
import type { FormValues } from '../values/types.js';
import type { ClosedElicitation, CloseReason, FollowUp, PendingElicitation } from './types.js';

/** The queue's recently closed entries and how the person followed up on them. */
export interface ClosedLog {
  /** Records that `entry` left the queue; `lost` when its connection was lost (with what was typed). */
  add(this: void, entry: PendingElicitation, reason: CloseReason, action: ElicitAction, lost?: { draft: FormValues | undefined }): void;
  /** The newest `closedLimit` records, oldest first (the array is the log's own: copy it to keep it). */
  recent(this: void): ClosedElicitation[];
  /**
   * `ElicitationQueue.dismissClosed` without the commit: `not-closed` when `id` is not among the
   * closed, `unchanged` when a record kept as finished is finished again, `changed` otherwise.
   */
  dismiss(this: void, id: string, followUp: FollowUp | undefined): 'not-closed' | 'unchanged' | 'changed';
  getFollowUp(this: void, id: string): FollowUp | undefined;
}

/** A closed log that keeps the newest `limit` records (none for 0), stamped with `now()`. */
export function createClosedLog(limit: number, now: () => number): ClosedLog {
  // Appended to in place and trimmed to the newest `limit` only when twice that long:
  // copying it on every close made closing n entries cost n × limit. Snapshots and
  // dismiss see the trimmed list.
  let closed: ClosedElicitation[] = [];
  const followUps = new Map<string, FollowUp>();

  function recent(): ClosedElicitation[] {
    if (closed.length > limit) closed = closed.slice(-limit);
    return closed;
  }

  function remember(id: string, followUp: FollowUp): void {
    followUps.set(id, followUp);
    // Bounded like the closed list: the oldest answers go first (a Map keeps insertion order).
    for (const oldest of followUps.keys()) {
      if (followUps.size <= Math.max(limit, 1)) break;
      followUps.delete(oldest);
    }
  }

  return {
    add(entry, reason, action, lost) {
      if (limit === 0) return;
      const record: ClosedElicitation = Object.freeze({
        entry,
        reason,
        action,
        closedAt: now(),
        ...(lost !== undefined && { connectionLost: true as const }),
        ...(lost?.draft !== undefined && { draft: lost.draft }),
      });
      closed.push(record);
      if (closed.length >= 2 * limit) recent();
    },
    recent,
    dismiss(id, followUp) {
      const at = recent().findIndex((record) => record.entry.id === id);
      const record = closed[at];
      if (record === undefined) return 'not-closed';
      if (followUp === 'finished' && record.entry.waitsForServer === true) {
        // Kept until the runtime has the server's answer: the host shows "checking" meanwhile.
        if (record.followUp === 'finished') return 'unchanged';
        closed[at] = Object.freeze({ ...record, followUp: 'finished' as const });
      } else closed = closed.filter((_, index) => index !== at);
      if (followUp === 'finished' || followUp === 'abandoned') remember(id, followUp);
      return 'changed';
    },
    getFollowUp: (id) => followUps.get(id),
  };
}
