/**
 * A careless host closes the client while a person still looks at a card: every card must
 * close as aborted (no form nobody waits for), and the call must reject with a typed
 * `TransportError` (`closed`), in both eras and at every place a call can wait.
 */
import { describe, expect, it } from 'vitest';
import type { BoundClient } from '../test-support/sdk-client.js';
import { closedEntry, nextPending } from '../test-support/queue-waits.js';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { TransportError, callWithElicitation, toElicitationCallError } from './index.js';

const sdk = useSdkServer();

let bound: BoundClient;

describe.each(['auto', 'legacy'] as const)('client.close() during a call (%s)', (era) => {
  it('closes the open card as aborted and rejects callWithElicitation with TransportError (closed)', async () => {
    bound = await sdk.connect(era);
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, bound.queue);
    const entry = await nextPending(bound.queue);

    await bound.client.close();

    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ code: 'transport', failure: 'closed' });
    expect((await closedEntry(bound.queue, entry.id)).reason).toBe('aborted');
  });

  it('closes the card of a plain client.callTool (the binding) as aborted', async () => {
    bound = await sdk.connect(era);
    const call = bound.client.callTool({ name: 'echo', arguments: {} });
    const entry = await nextPending(bound.queue);

    await bound.client.close();

    expect(toElicitationCallError(await call.catch((caught: unknown) => caught))).toMatchObject({ code: 'transport' });
    expect((await closedEntry(bound.queue, entry.id)).reason).toBe('aborted');
  });
});

describe('client.close() during a -32042 flow (2025-11-25)', () => {
  it('while the URL consent card is open: the card closes as aborted, the call rejects with TransportError (closed)', async () => {
    bound = await sdk.connect('legacy');
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'signin', arguments: {} }, bound.queue);
    const entry = await nextPending(bound.queue);
    // Watched from now on: the call dismisses its URL cards when it ends.
    const closed = closedEntry(bound.queue, entry.id);

    await bound.client.close();

    await expect(call).rejects.toMatchObject({ code: 'transport', failure: 'closed' });
    expect((await closed).reason).toBe('aborted');
  });

  it('while waiting for the URL to complete: the call rejects with TransportError (closed) and leaves no waiting card', async () => {
    bound = await sdk.connect('legacy');
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'signin', arguments: {} }, bound.queue);
    const entry = await nextPending(bound.queue);
    bound.queue.respond(entry.id, { action: 'accept' });
    await closedEntry(bound.queue, entry.id);

    await bound.client.close();

    await expect(call).rejects.toMatchObject({ code: 'transport', failure: 'closed' });
    expect(bound.queue.getSnapshot().closed).toEqual([]);
  });
});
