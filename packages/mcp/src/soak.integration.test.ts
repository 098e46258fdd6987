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
  it('leaves no pending card, nothing in the binding, no extra timer and no listener warning', async () => {
    const figures = await soak(server.url, client, COUNT, { warmUp: 5 });

    expect(figures.pendingLeft).toBe(0);
    expect(figures.warnings).toEqual([]);
    expect(Object.values(figures.bindingLeft)).toEqual(Object.values(figures.bindingLeft).map(() => 0));
    expect(figures.resourcesAfter.Timeout ?? 0).toBeLessThanOrEqual(figures.resourcesBefore.Timeout ?? 0);
  });
});
