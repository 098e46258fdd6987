// @vitest-environment node
/**
 * The exchange log's wire side against real servers: a 2025-11-25 one (server-everything over
 * Streamable HTTP, which sends a request made while handling a call on that call's stream) with
 * two calls at once, each asked once — each call's log gets its own push and the answer exactly
 * as it was sent, nothing is credited to the other call, and what cannot be told goes to the
 * session's log once; and a 2026-07-28 one, whose answers go out in the next leg.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { bindElicitation, callWithElicitation } from '@elicit-kit/mcp';
import { startEverything, type RunningEverything } from '@elicit-kit/test-support/everything';
import { SIGNUP_TOOL, startSdkServer } from '@elicit-kit/test-support/sdk-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWireTap, type JsonRpcId } from '../mcp/wireTap.js';
import { createPushPlacement } from '../transcript/pushPlacement.js';
import { createExchangeLog, tapQueue, type ExchangeEntry, type ExchangeLog } from './exchangeLog.js';
import { createWireRouter, pushQueueKey } from './wireRouter.js';

let everything: RunningEverything;
beforeAll(async () => {
  everything = await startEverything();
}, 60_000);
afterAll(() => everything?.close());

/** Resolves with the queue's pending entries once there are `count` of them. */
function pendingCount(queue: ElicitationQueue, count: number): Promise<ReturnType<ElicitationQueue['getSnapshot']>['pending']> {
  return new Promise((resolve) => {
    const check = () => {
      const { pending } = queue.getSnapshot();
      if (pending.length < count) return;
      stop();
      resolve(pending);
    };
    const stop = queue.subscribe(check);
    check();
  });
}

const kinds = (entries: readonly ExchangeEntry[]) => entries.map((entry) => entry.kind);

/**
 * A bound legacy client over `wire`, calling trigger-elicitation-request twice at once and
 * answering both (the first entry accepted as Ada, the second declined). `owners`: for each of
 * the two queue entries, the index of the call whose log the placement says asked (-1: none told).
 */
async function twoConcurrentPushes(wire: ReturnType<typeof createWireTap>, router: ReturnType<typeof createWireRouter>) {
  const queue = createElicitationQueue();
  const placement = createPushPlacement(queue, router.claimPush);
  const client = new Client({ name: 'wire-router-test', version: '1.0.0' }, { versionNegotiation: { mode: 'legacy' } });
  const binding = bindElicitation(client, queue, { server: { name: 'everything' }, modes: { form: true } });
  await client.connect(new StreamableHTTPClientTransport(everything.url, { fetch: wire.fetch }));
  try {
    const params = { name: 'trigger-elicitation-request', arguments: {} };
    const logs = [createExchangeLog(params), createExchangeLog(params)];
    const tracked = logs.map((log) => router.track(params, log));
    const calls = logs.map(() => callWithElicitation(client, 'tools/call', params, queue, { requestOptions: { timeout: 60_000 } }));
    const [first, second] = await pendingCount(queue, 2);
    const owners = [first!, second!].map((entry) => logs.indexOf(placement.ownerOf(entry.id) as ExchangeLog));
    queue.respond(first!.id, { action: 'accept', content: { name: 'Ada' } });
    queue.respond(second!.id, { action: 'decline' });
    const results = await Promise.all(calls);
    for (const [index, log] of logs.entries()) {
      log.result(results[index]);
      tracked[index]!.end();
    }
    return { entries: logs.map((log) => log.getSnapshot()), owners };
  } finally {
    placement.stop();
    binding.unbind();
    await client.close();
  }
}

describe('createWireRouter with a real 2025-11-25 server', () => {
  it('credits each pushed request to the call whose stream carried it, and records the answer as sent', async () => {
    const sent = new Map<JsonRpcId, unknown>();
    const wire = createWireTap();
    wire.listen({ responseSent: (id, message) => sent.set(id, message) });
    const session = createExchangeLog(undefined);
    const router = createWireRouter(wire, session);
    const { entries, owners } = await twoConcurrentPushes(wire, router);
    router.stop();
    for (const own of entries) expect(kinds(own)).toEqual(['call', 'request', 'response', 'result']);
    // Each queue entry is placed with the call that asked for it: the one that logged its push, and the answer given on that card.
    expect([...owners].sort()).toEqual([0, 1]);
    expect((entries[owners[0]!]![2] as Extract<ExchangeEntry, { kind: 'response' }>).result).toEqual({ action: 'accept', content: { name: 'Ada' } });
    expect((entries[owners[1]!]![2] as Extract<ExchangeEntry, { kind: 'response' }>).result).toEqual({ action: 'decline' });
    // One push each, never both in one call.
    const pushIds = entries.map((own) => (own[1] as Extract<ExchangeEntry, { kind: 'request' }>).id);
    expect(new Set(pushIds).size).toBe(2);
    // Each answer is the JSON-RPC result that went out for that call's push (different answers: each log shows whose it holds).
    const answers = entries.map((own) => (own[2] as Extract<ExchangeEntry, { kind: 'response' }>).result);
    expect(answers).toEqual(expect.arrayContaining([{ action: 'accept', content: { name: 'Ada' } }, { action: 'decline' }]));
    for (const [index, own] of entries.entries()) {
      const id = JSON.parse(pushIds[index]!.slice('push:'.length)) as JsonRpcId;
      expect((sent.get(id) as { result: unknown }).result).toEqual(answers[index]);
      expect(own[2]).toMatchObject({ id: pushIds[index] });
      // The server echoes what it received: the accepted call's result names Ada, the declined one's does not.
      const accepted = (answers[index] as { action: string }).action === 'accept';
      expect(JSON.stringify(own[3])).toSatisfy((text: string) => text.includes('Ada') === accepted);
    }
    expect(session.getSnapshot()).toEqual([]);
  }, 60_000);
});

describe('createWireRouter when no call can be told', () => {
  it('records each pushed request and its answer once, under the session, and under no call', async () => {
    // As over the local side's stdio bridge: its streams say nothing about which call asked.
    const wire = createWireTap({ relates: false });
    const session = createExchangeLog(undefined);
    const router = createWireRouter(wire, session);
    const { entries, owners } = await twoConcurrentPushes(wire, router);
    router.stop();
    for (const own of entries) expect(kinds(own)).toEqual(['call', 'result']);
    // No call can be told for either card: the transcript places them by its fallback rule.
    expect(owners).toEqual([-1, -1]);
    const recorded = session.getSnapshot();
    expect(kinds(recorded)).toEqual(['request', 'request', 'response', 'response']);
    expect(new Set(recorded.filter((entry) => entry.kind === 'request').map((entry) => entry.id)).size).toBe(2);
    expect(recorded.filter((entry) => entry.kind === 'response').map((entry) => entry.result)).toEqual(
      expect.arrayContaining([{ action: 'accept', content: { name: 'Ada' } }, { action: 'decline' }]),
    );
  }, 60_000);
});

describe('createWireRouter on 2026-07-28', () => {
  it('records a round’s answer when the next leg sends it, exactly as that leg carries it', async () => {
    const server = await startSdkServer();
    const wire = createWireTap();
    const router = createWireRouter(wire, createExchangeLog(undefined));
    const queue = createElicitationQueue();
    const client = new Client({ name: 'wire-router-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    const binding = bindElicitation(client, queue, { server: { name: 'sdk' }, modes: { form: true } });
    try {
      await client.connect(new StreamableHTTPClientTransport(server.url, { fetch: wire.fetch }));
      const params = { name: SIGNUP_TOOL, arguments: {} };
      const log = createExchangeLog(params);
      const tracked = router.track(params, log);
      // As the app does: what the person is shown comes from the call's queue.
      const stop = tapQueue(queue).listen(log);
      const call = callWithElicitation(client, 'tools/call', params, queue, {
        onRound: (round) => {
          tracked.round(round);
          log.round(round);
        },
      });
      const [entry] = await pendingCount(queue, 1);
      queue.respond(entry!.id, { action: 'accept', content: { email: 'ada@example.com', count: 2 } });
      log.result(await call);
      stop();
      tracked.end();
      const recorded = log.getSnapshot();
      expect(kinds(recorded)).toEqual(['call', 'round', 'request', 'response', 'result']);
      const legs = server.calls('tools/call');
      expect(legs).toHaveLength(2);
      // The very value the second leg carried (the kit's checked content), not what the queue was handed.
      expect((recorded[3] as Extract<ExchangeEntry, { kind: 'response' }>).result).toEqual(legs[1]!.params!.inputResponses!.signup);
      expect(recorded[3]).toMatchObject({ key: 'signup', result: { action: 'accept', content: { email: 'ada@example.com', count: 2 } } });
    } finally {
      router.stop();
      binding.unbind();
      await client.close();
      await server.close();
    }
  }, 60_000);
});

describe('createWireRouter.claimPush', () => {
  /** The router's side of a tap, driven by hand: each event as the tap would report it. */
  function handTap() {
    let listener: Parameters<ReturnType<typeof createWireTap>['listen']>[0] = {};
    const wire: ReturnType<typeof createWireTap> = {
      fetch: globalThis.fetch,
      listen(next) {
        listener = next;
        return () => {};
      },
    };
    return { wire, tell: () => listener };
  }
  /** Calls `a` (its leg has JSON-RPC id 1) and `b` (id 2), both running. */
  function twoCalls() {
    const { wire, tell } = handTap();
    const router = createWireRouter(wire, createExchangeLog(undefined));
    const logs = [createExchangeLog({ name: 'a', arguments: {} }), createExchangeLog({ name: 'b', arguments: {} })];
    for (const [index, name] of ['a', 'b'].entries()) {
      router.track({ name, arguments: {} }, logs[index]!);
      tell().requestSent?.(index + 1, 'tools/call', { name, arguments: {} });
    }
    return { router, logs, tell };
  }
  const form = { message: 'Name?', requestedSchema: { type: 'object', properties: {} } };
  const url = { mode: 'url', message: 'Sign in', url: 'https://example.com', elicitationId: 'el-1' };

  it('tells the call whose leg carried a push, once, under the key the binding gives it', () => {
    const { router, logs, tell } = twoCalls();
    tell().elicitationReceived?.(7, form, 2);
    tell().elicitationReceived?.(8, url, 1);
    tell().elicitationReceived?.(9, form, undefined);
    expect(pushQueueKey(8, url)).toBe('el-1');
    expect(router.claimPush('7')).toBe(logs[1]);
    expect(router.claimPush('7')).toBeUndefined();
    expect(router.claimPush('el-1')).toBe(logs[0]);
    // On the session's stream: no call.
    expect(router.claimPush('9')).toBeUndefined();
  });

  it('tells no call when two open pushes under one key came for different calls, and forgets a push once answered', () => {
    const { router, logs, tell } = twoCalls();
    // A string id and a number id give the same key.
    tell().elicitationReceived?.(5, form, 1);
    tell().elicitationReceived?.('5', form, 2);
    expect(router.claimPush('5')).toBeUndefined();
    // Answered before any entry claimed it: the key is free for the next push.
    tell().elicitationReceived?.(6, form, 1);
    tell().responseSent?.(6, { jsonrpc: '2.0', id: 6, result: { action: 'decline' } });
    tell().elicitationReceived?.(6, form, 2);
    expect(router.claimPush('6')).toBe(logs[1]);
    tell().elicitationReceived?.(10, form, 1);
    tell().responseSent?.(10, { jsonrpc: '2.0', id: 10, result: { action: 'decline' } });
    expect(router.claimPush('10')).toBeUndefined();
  });
});
