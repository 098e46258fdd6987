/**
 * Many pushed cards in one `callWithElicitation` (2025-11-25): each card must not add an abort
 * listener to the call in flight (Node warns past 10 on one signal, and they pile up until the
 * call ends). 200 cards through the v2 client in legacy mode and the v1 client; the test fails
 * on the warning.
 */
import type { ElicitationQueue } from '@elicit-kit/core';
import { RELAY_TOOL } from '@elicit-kit/test-support/sdk-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextPending } from '../test-support/queue-waits.js';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { connectV1Bound } from '../test-support/v1-client.js';
import { callWithElicitation, type McpClient } from './index.js';

const sdk = useSdkServer();
const CARDS = 200;

let warnings: Error[] = [];
const onWarning = (warning: Error): void => void warnings.push(warning);
beforeEach(() => {
  warnings = [];
  process.on('warning', onWarning);
});
afterEach(() => {
  process.off('warning', onWarning);
});

const CLIENTS: Array<[string, () => Promise<{ client: McpClient; queue: ElicitationQueue }>]> = [
  ['v2 client (legacy)', () => sdk.connect('legacy')],
  [
    'v1 client',
    async () => {
      const bound = await connectV1Bound(sdk.server.url);
      sdk.after(() => bound.client.close());
      return bound;
    },
  ],
];

describe.each(CLIENTS)('%s: 200 pushed cards in one callWithElicitation', (_, connect) => {
  it('adds no listener per card: no MaxListenersExceededWarning, and every card is answered', async () => {
    const { client, queue } = await connect();
    const call = callWithElicitation(client, 'tools/call', { name: RELAY_TOOL, arguments: {} }, queue);
    const relay = await sdk.server.relayed();
    for (let index = 0; index < CARDS; index++) {
      await relay.push({
        jsonrpc: '2.0',
        id: `many-${index}`,
        method: 'elicitation/create',
        params: { message: `Card ${index}`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } },
      });
    }
    await nextPending(queue, () => queue.getSnapshot().pending.length === CARDS);
    for (const entry of queue.getSnapshot().pending) expect(queue.respond(entry.id, { action: 'decline' })).toBe(true);
    await sdk.server.nextWire((request) => request.body?.id === `many-${CARDS - 1}` && request.body.method === undefined);
    relay.release();
    await call;
    // A warning is emitted on the next tick after the listener that crossed the limit.
    await new Promise((resolve) => setImmediate(resolve));

    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning').map(String)).toEqual([]);
  });
});
