/**
 * Faults on the wire, through a real TCP proxy between the client and the SDK test server
 * (`@elicit-kit/test-support/fault-proxy`), while a card waits: the connection cut or reset (a
 * dead server) in each era and client, and a stalled server past the request deadline. Each ends
 * with a typed error and a closed card, and no answer is claimed sent when it was not.
 */
import { startFaultProxy, type FaultProxy } from '@elicit-kit/test-support/fault-proxy';
import { afterEach, describe, expect, it } from 'vitest';
import { closedEntry, nextPendingDuring } from '../test-support/queue-waits.js';
import { connectBound } from '../test-support/sdk-client.js';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { connectV1Bound } from '../test-support/v1-client.js';
import { TransportError, callWithElicitation, type McpClient } from './index.js';
import type { ElicitationQueue } from '@elicit-kit/core';

const sdk = useSdkServer();
const HOUR_MS = 3_600_000;

let proxy: FaultProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

type Connect = (url: URL) => Promise<{ client: McpClient & { close(): Promise<void> }; queue: ElicitationQueue }>;
const LEGACY: Array<[string, Connect]> = [
  ['v2 client (2025-11-25)', (url) => connectBound(url, 'legacy')],
  ['v1 client', (url) => connectV1Bound(url)],
];

async function throughProxy(connect: Connect) {
  proxy = await startFaultProxy(sdk.server.url);
  const bound = await connect(proxy.url);
  sdk.after(() => bound.client.close());
  return bound;
}

describe.each(LEGACY)('%s: the connection fails while a pushed card waits', (_, connect) => {
  it.each(['cut', 'reset'] as const)('%s: the card closes as lost, respond() is false, the call rejects with TransportError (closed)', async (fault) => {
    const { client, queue } = await throughProxy(connect);
    const call = callWithElicitation(client, 'tools/call', { name: 'echo', arguments: {} }, queue, { requestOptions: { timeout: HOUR_MS } });
    const entry = await nextPendingDuring(queue, call);
    const closed = closedEntry(queue, entry.id);

    proxy?.[fault]();

    await expect(call).rejects.toBeInstanceOf(TransportError);
    await expect(call).rejects.toMatchObject({ failure: 'closed' });
    expect(await closed).toMatchObject({ reason: 'aborted', connectionLost: true });
    expect(queue.respond(entry.id, { action: 'decline' })).toBe(false);
  });

  // The server stays up, so the liveness ping succeeds: the lost result shows only as the call's stream ending without it.
  it.each(['cut', 'reset'] as const)('the stream carrying the call %s, the server up: the card closes as lost, the call rejects (closed)', async (how) => {
    const { client, queue } = await throughProxy(connect);
    const call = callWithElicitation(client, 'tools/call', { name: 'echo', arguments: {} }, queue, { requestOptions: { timeout: HOUR_MS } });
    const entry = await nextPendingDuring(queue, call);
    const closed = closedEntry(queue, entry.id);

    proxy?.drop(how);

    await expect(call).rejects.toMatchObject({ code: 'transport', failure: 'closed' });
    expect(await closed).toMatchObject({ reason: 'aborted', connectionLost: true });
    expect(queue.respond(entry.id, { action: 'decline' })).toBe(false);
  });

  it('stall past the deadline: the call rejects with TransportError (timeout) and the card closes, nothing sent', async () => {
    const { client, queue } = await throughProxy(connect);
    // Long enough for the push to arrive on a loaded machine; the stall then outlasts it.
    const call = callWithElicitation(client, 'tools/call', { name: 'echo', arguments: {} }, queue, { requestOptions: { timeout: 1_000 } });
    const entry = await nextPendingDuring(queue, call);
    const closed = closedEntry(queue, entry.id);
    const calls = sdk.toolCallsSince(0).length;

    proxy?.stall();

    await expect(call).rejects.toMatchObject({ code: 'transport', failure: 'timeout' });
    expect(await closed).toMatchObject({ reason: 'aborted' });
    expect(queue.respond(entry.id, { action: 'decline' })).toBe(false);
    expect(sdk.toolCallsSince(0)).toHaveLength(calls);
  });
});

describe('v2 client (2026-07-28): the connection is cut while a round waits', () => {
  it('the answer given then cannot be delivered: the call rejects with a TransportError, never a result', async () => {
    const { client, queue } = await throughProxy((url) => connectBound(url, 'auto'));
    const call = callWithElicitation(client, 'tools/call', { name: 'echo', arguments: {} }, queue);
    const entry = await nextPendingDuring(queue, call);

    proxy?.cut();
    // Between legs nothing is on the wire: the card is answerable, and the retry carrying the answer fails.
    queue.respond(entry.id, { action: 'accept', content: { name: 'Ada', seats: 1, confirm: true } });

    await expect(call).rejects.toBeInstanceOf(TransportError);
  });
});
