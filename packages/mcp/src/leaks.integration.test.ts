/**
 * Nothing of a call outlives it: queue listeners, abort listeners on the caller's signal, and
 * the binding's bookkeeping of 2025-11-25 URL completions are back where they were once every
 * call has ended, however it ended. Counted through wrappers, never through timing.
 */
import { createElicitationQueue } from '@elicit-kit/core';
import type { ElicitationQueue } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { countedSignal } from '../test-support/counted-signal.js';
import { actAsPerson } from '../test-support/sdk-client.js';
import type { BoundClient } from '../test-support/sdk-client.js';
import { closedEntry, nextPending } from '../test-support/queue-waits.js';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { bindings } from './binding-state.js';
import { callWithElicitation } from './index.js';

const sdk = useSdkServer();

let bound: BoundClient;

/** A queue whose live subscriptions are counted. */
function countedQueue(): ElicitationQueue & { listeners(): number } {
  const queue = createElicitationQueue();
  let live = 0;
  return {
    ...queue,
    subscribe(listener) {
      live += 1;
      const unsubscribe = queue.subscribe(listener);
      let done = false;
      return () => {
        if (!done) live -= 1;
        done = true;
        unsubscribe();
      };
    },
    listeners: () => live,
  };
}

describe.each(['auto', 'legacy'] as const)('after calls end (%s)', (era) => {
  it('leaves no queue subscription and no abort listener on the caller signal, whether the call completed or failed', async () => {
    const queue = countedQueue();
    bound = await sdk.connect(era, { queue });
    const baseline = queue.listeners();
    const caller = countedSignal();
    const answering = actAsPerson(queue, () => ({ action: 'accept', content: { name: 'Ada', seats: 1, confirm: true } }));
    const afterPerson = queue.listeners();

    for (const name of ['echo', 'book', 'deploy']) {
      await callWithElicitation(bound.client, 'tools/call', { name, arguments: { env: 'x' } }, queue, { signal: caller.signal }).catch(() => undefined);
    }

    expect(queue.listeners()).toBe(afterPerson);
    expect(caller.listeners()).toBe(0);
    answering.stop();
    expect(queue.listeners()).toBe(baseline);
  });

  it('leaves no abort listener on the caller signal after an abort mid-round', async () => {
    bound = await sdk.connect(era);
    const caller = countedSignal();
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, bound.queue, { signal: caller.signal }).catch(
      () => undefined,
    );
    await nextPending(bound.queue);

    caller.controller.abort();
    await call;

    expect(caller.listeners()).toBe(0);
  });
});

describe('-32042 bookkeeping (2025-11-25)', () => {
  it('forgets completed elicitationIds once their flows are over (the set does not grow with every sign-in)', async () => {
    const queue = countedQueue();
    bound = await sdk.connect('legacy', { queue });
    const caller = countedSignal();
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'signin', arguments: {} }, queue, { signal: caller.signal });
    const entry = await nextPending(queue);
    queue.respond(entry.id, { action: 'accept' });
    await closedEntry(queue, entry.id);
    await sdk.server.completeUrlElicitation(entry.key as string);
    await call;

    const state = bindings.get(bound.client);
    expect(state?.urls.sizes()).toEqual({ completed: 0, completedWhileOpen: 0, expected: 0, listeners: 0 });
    expect(state?.legacyCalls.size).toBe(0);
    expect(queue.listeners()).toBe(0);
    expect(caller.listeners()).toBe(0);
  });
});
