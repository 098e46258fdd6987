/**
 * The short form of `pnpm bench:soak`: a run of elicitations through `callWithElicitation` on one
 * connection per client must leave nothing behind: no pending card, nothing in the binding, no
 * timer more than before, and no listener warning. (Heap and the figures for 10,000 come from the
 * benchmark, not from a test.)
 */
import { startSdkServer, type RunningSdkServer } from '@elicit-kit/test-support/sdk-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soak, type SoakClient } from '../test-support/soak.js';

const COUNT = 30;

let server: RunningSdkServer;
beforeAll(async () => {
  server = await startSdkServer();
});
afterAll(() => server.close());

describe.each<SoakClient>(['v2-auto', 'v2-legacy', 'v1'])('%s: a run of elicitations through callWithElicitation', (client) => {
  it('leaves no pending card, nothing in the binding or on the connection signal, no extra timer and no listener warning', async () => {
    const figures = await soak(server.url, client, COUNT, { warmUp: 5 });

    expect(figures.pendingLeft).toBe(0);
    expect(figures.warnings).toEqual([]);
    expect(Object.values(figures.bindingLeft)).toEqual(Object.values(figures.bindingLeft).map(() => 0));
    // One more at most: the in-process test server's SSE keep-alive interval, armed when a client (v1) opens its GET
    // stream during the run. A timer left per call would show as COUNT more.
    expect(figures.resourcesAfter.Timeout ?? 0).toBeLessThanOrEqual((figures.resourcesBefore.Timeout ?? 0) + 1);
    // Counts, not heap bytes: nothing of the calls still hangs on the connection's long-lived signal.
    expect(figures.closedSignal).toEqual({ followers: 0, dependantsAdded: 0 });
  });
});
