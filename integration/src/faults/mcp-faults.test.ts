/**
 * Faults between a host and an MCP server, with real processes: the demo server (apps/demo-server)
 * in its own process, a real TCP proxy in between (`@elicit-kit/test-support/fault-proxy`), and the SDK clients bound with
 * `@elicit-kit/mcp`, answering through `callWithElicitation`. On 2026-07-28 (the v2 client) and
 * 2025-11-25 (the v2 client in legacy mode, the v1 client): the server killed while a card waits,
 * the connection cut or reset mid-card, the server stalled past the deadline. Each ends with a
 * typed error or the answer delivered once, and the server's own printed log says what it got.
 */
import type { ElicitationQueue } from '@elicit-kit/core';
import { TransportError, callWithElicitation, type McpClient } from '@elicit-kit/mcp';
import { connectBound } from '@elicit-kit/mcp/test-support/sdk-client';
import { connectV1Bound } from '@elicit-kit/mcp/test-support/v1-client';
import { closedEntry, nextPendingDuring } from '@elicit-kit/mcp/test-support/queue-waits';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoProcess, type DemoProcess } from './support/demo-process.js';
import { startFaultProxy, type FaultProxy } from '@elicit-kit/test-support/fault-proxy';

/** Long on purpose: no fault here may end by the SDK's request timeout unless the test sets one. */
const HOUR_MS = 3_600_000;
const DEPLOY = { version: 'v1.2.3', environment: 'staging' };

interface Bound {
  client: McpClient & { close(): Promise<void> };
  queue: ElicitationQueue;
}

type Era = '2026-07-28' | '2025-11-25';
const CLIENTS: Array<[string, Era, (url: URL) => Promise<Bound>]> = [
  ['v2 client', '2026-07-28', (url) => connectBound(url, 'auto') as Promise<Bound>],
  ['v2 client in legacy mode', '2025-11-25', (url) => connectBound(url, 'legacy') as Promise<Bound>],
  ['v1 client', '2025-11-25', (url) => connectV1Bound(url) as Promise<Bound>],
];

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A demo server process behind a proxy, and a client of `connect`'s kind connected through it. */
async function stack(connect: (url: URL) => Promise<Bound>): Promise<{ server: DemoProcess; proxy: FaultProxy; bound: Bound }> {
  const server = await startDemoProcess();
  cleanups.push(() => server.kill());
  const proxy = await startFaultProxy(server.port);
  cleanups.push(() => proxy.close());
  const bound = await connect(new URL(`http://127.0.0.1:${proxy.port}/mcp`));
  cleanups.push(() => bound.client.close());
  return { server, proxy, bound };
}

function deploy(bound: Bound, timeout = HOUR_MS): Promise<unknown> {
  return callWithElicitation(bound.client, 'tools/call', { name: 'deploy', arguments: DEPLOY }, bound.queue, { requestOptions: { timeout } });
}

describe.each(CLIENTS)('%s (%s) through a TCP proxy', (_, era, connect) => {
  it('the server killed while the card waits: the call ends with TransportError and the server got nothing', async () => {
    const { server, bound } = await stack(connect);
    const call = deploy(bound);
    const entry = await nextPendingDuring(bound.queue, call);
    const typed = { confirm: true };
    bound.queue.setDraft(entry.id, typed);

    await server.kill();

    if (era === '2025-11-25') {
      // The server pushed the card on a stream that is now gone: the card ends, the draft kept, nothing can be sent.
      const error = await call.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TransportError);
      expect(error).toMatchObject({ failure: 'closed' });
      expect(await closedEntry(bound.queue, entry.id)).toMatchObject({ reason: 'aborted', connectionLost: true, draft: typed });
      expect(bound.queue.respond(entry.id, { action: 'decline' })).toBe(false);
    } else {
      // Stateless: nothing is open while the person thinks, so the death shows when the answer is sent.
      bound.queue.respond(entry.id, { action: 'decline' });
      const error = await call.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TransportError);
      expect(error).toMatchObject({ failure: 'network' });
    }
    expect(server.answers).toEqual([]);
  });

  it.runIf(era === '2026-07-28').each(['cut', 'reset'] as const)('the connection %s while the card waits', async (fault) => {
    const { server, proxy, bound } = await stack(connect);
    const call = deploy(bound);
    const entry = await nextPendingDuring(bound.queue, call);

    proxy.drop(fault);

    // Only idle keep-alive connections were open. The answer goes on a new one, or on the dead one if
    // the client has not yet read its end: then it fails with a typed error and nothing arrives.
    expect(bound.queue.respond(entry.id, { action: 'decline' })).toBe(true);
    const outcome = await call.then(
      () => 'delivered',
      (error: unknown) => error,
    );
    if (outcome === 'delivered') {
      await server.received(1);
      expect(server.answers).toEqual(['deploy confirm decline (2026-07-28)']);
    } else {
      expect(outcome).toBeInstanceOf(TransportError);
      expect(outcome).toMatchObject({ failure: 'network' });
      expect(server.answers).toEqual([]);
    }
  });

  // On 2025-11-25 the server pushes the card, and would send the tool's result, on the stream of the
  // call's POST. With the server alive, a cut or reset of that stream loses the result: the kit sees the
  // stream end without it (packages/mcp/src/call-stream-lost.ts) and ends the connection as for a dead
  // server. No request timeout: a short one could end the call first on a loaded machine; if the kit missed
  // the stream's end, the test's own timeout fails it.
  it.runIf(era === '2025-11-25').each(['cut', 'reset'] as const)(
    'the stream of a pushed card %s: the card ends as lost, the call rejects (closed)',
    async (fault) => {
      const { server, proxy, bound } = await stack(connect);
      const call = deploy(bound);
      const entry = await nextPendingDuring(bound.queue, call);

      proxy.drop(fault);

      const error = await call.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TransportError);
      expect(error).toMatchObject({ failure: 'closed' });
      expect(await closedEntry(bound.queue, entry.id)).toMatchObject({ reason: 'aborted', connectionLost: true });
      expect(bound.queue.respond(entry.id, { action: 'decline' })).toBe(false);
      expect(server.answers).toEqual([]);
    },
  );

  it('the server stalled past the deadline: the call ends with TransportError (timeout) and the server got nothing', async () => {
    const { server, proxy, bound } = await stack(connect);
    proxy.stall();
    const held = proxy.waitForHeld('up', (text) => text.includes('"deploy"'));

    // Caught at once: on a loaded machine the deadline can pass before the proxy reports the held request.
    const call = deploy(bound, 1_000).catch((caught: unknown) => caught);

    await held;
    const error = await call;
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ failure: 'timeout' });
    expect(bound.queue.getSnapshot().pending).toEqual([]);
    expect(server.answers).toEqual([]);
  });
});
