/**
 * A careless host: unbinding with cards open, calling without a binding, two queues, calls
 * racing on one client, aborting at every stage. Against the real SDK server; the wire log
 * is the witness of what went out.
 */
import { createElicitationQueue } from '@elicit-kit/core';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actAsPerson, connectBound, firstText, TEST_SERVER } from '../test-support/sdk-client.js';
import type { BoundClient, Person } from '../test-support/sdk-client.js';
import { closedEntry, nextPending } from '../test-support/queue-waits.js';
import { startSdkServer } from '../test-support/sdk-server.js';
import type { Era, RunningSdkServer } from '../test-support/sdk-server.js';
import { CallAbortedError, CapabilityMissingError, callWithElicitation } from './index.js';

let server: RunningSdkServer;
let bound: BoundClient | undefined;
let person: Person | undefined;
const cleanups: Array<() => unknown> = [];

beforeAll(async () => {
  server = await startSdkServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  person?.stop();
  person = undefined;
  await bound?.client.close();
  bound = undefined;
});

function toolCallsSince(from: number) {
  return server.wire.slice(from).flatMap((request) => (request.body?.method === 'tools/call' ? [request.body] : []));
}

/** A client that is not bound, declaring `capabilities` in its constructor. */
async function connectUnbound(era: 'auto' | 'legacy', capabilities: Record<string, unknown>): Promise<Client> {
  const client = new Client({ name: 'careless-host', version: '0.0.1' }, { versionNegotiation: { mode: era }, capabilities });
  await client.connect(new StreamableHTTPClientTransport(server.url));
  cleanups.push(() => client.close());
  return client;
}

describe.each(['auto', 'legacy'] as const)('unbind while a card is open (%s)', (era) => {
  it('closes the binding\'s open card as aborted, so the server gets cancel instead of a request nobody answers', async () => {
    bound = await connectBound(server.url, era);
    const call = bound.client.callTool({ name: 'echo', arguments: {} });
    const entry = await nextPending(bound.queue);

    bound.binding.unbind();

    expect((await closedEntry(bound.queue, entry.id)).reason).toBe('aborted');
    expect(JSON.parse(firstText(await call)).profile).toEqual({ kind: 'elicit', action: 'cancel' });
  });
});

describe('callWithElicitation without a binding', () => {
  it('works on 2026-07-28 with options.server when the client declares elicitation itself', async () => {
    const client = await connectUnbound('auto', { elicitation: { form: {} } });
    const queue = createElicitationQueue();
    person = actAsPerson(queue, () => ({ action: 'accept', content: { name: 'Ada', seats: 1 } }));

    const result = await callWithElicitation(client, 'tools/call', { name: 'echo', arguments: {} }, queue, { server: TEST_SERVER });

    expect(JSON.parse(firstText(result)).profile).toMatchObject({ action: 'accept', content: { name: 'Ada', seats: 1 } });
    expect(person.seen[0]?.server).toEqual(TEST_SERVER);
  });

  it('on 2026-07-28 with nothing declared: CapabilityMissingError, nobody asked', async () => {
    const client = await connectUnbound('auto', {});
    const queue = createElicitationQueue();

    const error = await callWithElicitation(client, 'tools/call', { name: 'echo', arguments: {} }, queue, { server: TEST_SERVER }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(CapabilityMissingError);
    expect(queue.getSnapshot().pending).toEqual([]);
  });
});

describe('params changed by the caller during a round', () => {
  it.each(['auto', 'legacy'] as const)('never reach a retry: every leg carries the params as they were when the call began (%s)', async (era) => {
    bound = await connectBound(server.url, era);
    const params = { name: 'deploy', arguments: { env: 'prod' } };
    const from = server.wire.length;
    const call = callWithElicitation(bound.client, 'tools/call', params, bound.queue);
    await nextPending(bound.queue);

    params.arguments.env = 'dev';
    params.name = 'echo';
    person = actAsPerson(bound.queue, (entry) => ((entry.params as { mode?: string }).mode === 'url' ? { action: 'accept' } : { action: 'accept', content: { confirm: true } }));

    expect(firstText(await call)).toMatch(/^deployed to prod/);
    for (const leg of toolCallsSince(from)) expect(leg.params).toMatchObject({ name: 'deploy', arguments: { env: 'prod' } });
  });
});

describe('two queues', () => {
  it('a manual call answers through its own queue; the binding\'s queue sees nothing (2026-07-28)', async () => {
    bound = await connectBound(server.url, 'auto');
    const own = createElicitationQueue();
    person = actAsPerson(own, () => ({ action: 'decline' }));

    await callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, own);

    expect(person.seen).toHaveLength(1);
    expect(bound.queue.getSnapshot()).toMatchObject({ pending: [], closed: [] });
  });
});

describe('concurrent calls on one client (C25)', () => {
  it('keep their keys and requestState apart: each retry carries only its own', async () => {
    bound = await connectBound(server.url, 'auto');
    // Answer each card only once both calls have asked, so their rounds interleave.
    const from = server.wire.length;
    const calls = ['red', 'blue'].map((env) => callWithElicitation(bound?.client as Client, 'tools/call', { name: 'deploy', arguments: { env } }, (bound as BoundClient).queue));
    await nextPending(bound.queue, () => (bound as BoundClient).queue.getSnapshot().pending.length === 2);
    person = actAsPerson(bound.queue, (entry) => ((entry.params as { mode?: string }).mode === 'url' ? { action: 'accept' } : { action: 'accept', content: { confirm: true } }));

    expect((await Promise.all(calls)).map(firstText)).toEqual(['deployed to red (modern)', 'deployed to blue (modern)']);

    const legs = toolCallsSince(from);
    expect(legs).toHaveLength(6);
    expect(new Set(legs.map((leg) => leg.id)).size).toBe(6);
    for (const env of ['red', 'blue']) {
      const own = legs.filter((leg) => (leg.params?.arguments as { env?: string }).env === env);
      expect(own.map((leg) => Object.keys(leg.params?.inputResponses ?? {}))).toEqual([[], ['confirm'], ['signin']]);
      // Signed state names its env: a state crossing over would be refused or deploy the other env.
      expect(own[2]?.params?.requestState).toEqual(expect.any(String));
      expect(own[0]?.params).not.toHaveProperty('requestState');
      expect(own[1]?.params).not.toHaveProperty('requestState');
    }
  });
});

describe.each([
  ['auto', 'modern'],
  ['legacy', 'legacy'],
] as Array<['auto' | 'legacy', Era]>)('aborting at every stage (%s)', (negotiation, era) => {
  it('before send: CallAbortedError, nothing sent', async () => {
    bound = await connectBound(server.url, negotiation);
    const from = server.wire.length;

    const error = await callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, bound.queue, { signal: AbortSignal.abort('no') }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(CallAbortedError);
    expect(error).toMatchObject({ reason: 'no' });
    expect(toolCallsSince(from)).toEqual([]);
  });

  it('mid leg (the server has not answered yet): CallAbortedError, no retry', async () => {
    const stalled = server.answerRaw((message, sentIn) =>
      sentIn === era && message.params?.name === 'stall' ? new Response(new ReadableStream(), { headers: { 'content-type': 'application/json' } }) : undefined,
    );
    cleanups.push(stalled);
    bound = await connectBound(server.url, negotiation);
    const controller = new AbortController();
    const from = server.wire.length;
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'stall', arguments: {} }, bound.queue, { signal: controller.signal });
    await server.nextWire((request) => request.body?.params?.name === 'stall' && server.wire.indexOf(request) >= from);

    controller.abort('changed my mind');

    await expect(call).rejects.toMatchObject({ code: 'aborted', reason: 'changed my mind' });
    expect(toolCallsSince(from)).toHaveLength(1);
  });
});
