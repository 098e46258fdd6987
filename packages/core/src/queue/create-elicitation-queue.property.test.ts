import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElicitResult } from '../protocol/types.js';
import { createElicitationQueue } from './create-elicitation-queue.js';

type Operation =
  | { op: 'enqueue'; server: string; group: string | undefined; signal: 'none' | 'live' | 'aborted' }
  | { op: 'respond'; pick: number; result: { value: unknown; valid: boolean } }
  | { op: 'abort'; pick: number }
  | { op: 'setDraft'; pick: number }
  | { op: 'cancelGroup'; group: string }
  | { op: 'cancelAll' };

const group = fc.constantFrom<string | undefined>(undefined, 'g1', 'g2', '__proto__');
// Each answer with whether `respond` must take it.
const result = fc.oneof(
  fc
    .constantFrom<unknown>({ action: 'accept', content: { a: 'x', n: 1 } }, { action: 'decline' }, { action: 'cancel' }, { action: 'accept' })
    .map((value) => ({ value, valid: true })),
  fc.constantFrom<unknown>({ action: 'maybe' }, null, { action: 'accept', content: { a: {} } }).map((value) => ({ value, valid: false })),
);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant('enqueue' as const),
    server: fc.constantFrom('alpha', 'beta'),
    group,
    signal: fc.constantFrom('none' as const, 'live' as const, 'aborted' as const),
  }),
  fc.record({ op: fc.constant('respond' as const), pick: fc.nat(), result }),
  fc.record({ op: fc.constant('abort' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('setDraft' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('cancelGroup' as const), group: fc.constantFrom('g1', 'g2', '__proto__', 'none') }),
  fc.constant({ op: 'cancelAll' as const }),
);

interface Tracked {
  id: string;
  group: string | undefined;
  controller: AbortController | undefined;
  expected: ElicitResult | undefined;
  settledWith: unknown[];
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('createElicitationQueue properties', () => {
  it('every promise settles exactly once, as the model says; the snapshot is the pending set', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 30 }), async (operations) => {
        const queue = createElicitationQueue({ closedLimit: 1000 });
        let notifications = 0;
        queue.subscribe(() => notifications++);
        const tracked: Tracked[] = [];
        let pending: Tracked[] = [];
        let changes = 0;
        const settle = (item: Tracked, value: ElicitResult): void => {
          item.expected = value;
          pending = pending.filter((other) => other !== item);
        };

        for (const step of operations) {
          const before = queue.getSnapshot();
          const pendingBefore = pending.length;
          const trackedBefore = tracked.length;
          switch (step.op) {
            case 'enqueue': {
              const controller = step.signal === 'none' ? undefined : new AbortController();
              if (step.signal === 'aborted') controller?.abort();
              const item: Tracked = { id: '', group: step.group, controller, expected: undefined, settledWith: [] };
              const promise = queue.enqueue({ server: { name: step.server }, params: {}, group: step.group, signal: controller?.signal });
              promise.then((value) => item.settledWith.push(value));
              const last = queue.getSnapshot().closed.at(-1);
              item.id = step.signal === 'aborted' ? (last?.entry.id ?? '') : (queue.getSnapshot().pending.at(-1)?.id ?? '');
              tracked.push(item);
              if (step.signal === 'aborted') item.expected = { action: 'cancel' };
              else pending.push(item);
              break;
            }
            case 'respond': {
              const item = tracked[step.pick % (tracked.length + 1)];
              const answered = queue.respond(item?.id ?? 'unknown', step.result.value as ElicitResult);
              const expectAnswered = item !== undefined && pending.includes(item) && step.result.valid;
              expect(answered).toBe(expectAnswered);
              if (expectAnswered && item !== undefined) settle(item, step.result.value as ElicitResult);
              break;
            }
            case 'abort': {
              const item = tracked[step.pick % (tracked.length + 1)];
              item?.controller?.abort();
              if (item?.controller !== undefined && pending.includes(item)) settle(item, { action: 'cancel' });
              break;
            }
            case 'setDraft': {
              const item = tracked[step.pick % (tracked.length + 1)];
              const values = { typed: String(step.pick) };
              expect(queue.setDraft(item?.id ?? 'unknown', values)).toBe(item !== undefined && pending.includes(item));
              if (item !== undefined && pending.includes(item)) expect(queue.getDraft(item.id)).toBe(values);
              break;
            }
            case 'cancelGroup': {
              const inGroup = pending.filter((item) => item.group === step.group);
              expect(queue.cancelGroup(step.group)).toBe(inGroup.length);
              for (const item of inGroup) settle(item, { action: 'cancel' });
              break;
            }
            case 'cancelAll': {
              const all = [...pending];
              expect(queue.cancelAll()).toBe(all.length);
              for (const item of all) settle(item, { action: 'cancel' });
              break;
            }
          }
          const changed = pending.length !== pendingBefore || tracked.length !== trackedBefore;
          if (changed) changes++;
          const snapshot = queue.getSnapshot();
          expect(snapshot === before).toBe(!changed);
          expect(snapshot.pending.map((entry) => entry.id)).toEqual(pending.map((item) => item.id));
          expect(notifications).toBe(changes);
          // Groups count the entries of a round since it was last empty, and list only live rounds.
          const liveGroups = [...new Set(pending.flatMap((item) => (item.group === undefined ? [] : [item.group])))];
          expect(snapshot.groups.map((progress) => progress.group).sort()).toEqual(liveGroups.sort());
          for (const progress of snapshot.groups) {
            expect(progress.total - progress.settled).toBe(pending.filter((item) => item.group === progress.group).length);
          }
        }

        await flush();
        for (const item of tracked) {
          expect(item.settledWith).toEqual(item.expected === undefined ? [] : [item.expected]);
        }
        const closedIds = queue.getSnapshot().closed.map((record) => record.entry.id);
        expect(closedIds.sort()).toEqual(
          tracked
            .filter((item) => item.expected !== undefined)
            .map((item) => item.id)
            .sort(),
        );
        queue.cancelAll();
        await flush();
        for (const item of tracked) {
          expect(item.settledWith).toHaveLength(1);
          expect(item.settledWith[0]).toEqual(item.expected ?? { action: 'cancel' });
        }
        expect(queue.getSnapshot().pending).toEqual([]);
        expect(queue.getSnapshot().groups).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
