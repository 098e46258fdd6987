import type { GroupProgress } from './types.js';

interface GroupCount {
  total: number;
  settled: number;
}

/** How far each group (one MRTR round) has come, while it has waiting entries. */
export interface GroupCounts {
  /** Counts a new entry of `group`; returns its index in the group, from 0. */
  join(this: void, group: string): number;
  /** Counts an entry of `group` as settled; the group goes once all are. */
  settle(this: void, group: string): void;
  /** Every group with a waiting entry, in order of its first entry, frozen. */
  progress(this: void): GroupProgress[];
}

export function createGroupCounts(): GroupCounts {
  const groups = new Map<string, GroupCount>();
  return {
    join(group) {
      const count = groups.get(group) ?? { total: 0, settled: 0 };
      groups.set(group, count);
      return count.total++;
    },
    settle(group) {
      const count = groups.get(group);
      if (count === undefined) return;
      count.settled++;
      // A group lives while it has waiting entries; the next round starts afresh.
      if (count.settled >= count.total) groups.delete(group);
    },
    progress: () => [...groups].map(([group, count]) => Object.freeze({ group, ...count })),
  };
}
