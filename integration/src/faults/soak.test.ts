/**
 * The soak's short form (./soak.ts; the full 10,000 is `pnpm bench:soak`): after 300
 * elicitations, the open handles, timers and abort listeners are what they were at the start.
 * Counts, not time: a leak of one per elicitation shows as 300 here.
 */
import { describe, expect, it } from 'vitest';
import { soakBridge, soakCallWithElicitation, type SoakResult } from './soak.js';

function expectFlat({ before, after }: SoakResult): void {
  expect({ handles: after.handles, timers: after.timers, abortListeners: after.abortListeners }).toEqual({
    handles: before.handles,
    timers: before.timers,
    abortListeners: before.abortListeners,
  });
}

describe('the soak, short form', () => {
  it('300 elicitations through callWithElicitation against the demo server: handles, timers and abort listeners flat', async () => {
    expectFlat(await soakCallWithElicitation(300));
  });

  it('300 elicitations through the AI SDK bridge with Redis, 100 pending at once: handles, timers and abort listeners flat', async () => {
    expectFlat(await soakBridge(300, 100));
  });
});
