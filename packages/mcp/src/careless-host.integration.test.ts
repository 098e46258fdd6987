/**
 * A careless host: unbinding with cards open, calling without a binding, two queues, calls
 * racing on one client, aborting at every stage. Against the real SDK server; the wire log
 * is the witness of what went out.
 */
import { createElicitationQueue } from '@elicit-kit/core';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { firstText, TEST_SERVER } from '../test-support/sdk-client.js';
import type { BoundClient, Person } from '../test-support/sdk-client.js';
import { closedEntry, nextPending } from '../test-support/queue-waits.js';
import type { Era } from '@elicit-kit/test-support/sdk-server';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { RunAbortedError, CapabilityMissingError, bindElicitation, callWithElicitation } from './index.js';

const sdk = useSdkServer();

let bound: BoundClient | undefined;
let person: Person | undefined;

/** A client that is not bound, declaring `capabilities` in its constructor. */
async function connectUnbound(era: 'auto' | 'legacy', capabilities: Record<string, unknown>): Promise<Client> {
  const client = new Client({ name: 'careless-host', version: '0.0.1' }, { versionNegotiation: { mode: era }, capabilities });
  await client.connect(new StreamableHTTPClientTransport(sdk.server.url));
  sdk.after(() => client.close());
  return client;
}

describe.each(['auto', 'legacy'] as const)('unbind while a card is open (%s)', (era) => {
  it("closes the binding's open card as aborted, so the server gets cancel instead of a request nobody answers", async () => {
    bound = await sdk.connect(era);
    const call = bound.client.callTool({ name: 'echo', arguments: {} });
    const entry = await nextPending(bound.queue);

    bound.binding.unbind();

    expect((await closedEntry(bound.queue, entry.id)).reason).toBe('aborted');
    expect(JSON.parse(firstText(await call)).profile).toEqual({ kind: 'elicit', action: 'cancel' });
  });
});

describe('a leg timeout on 2025-11-25 (the leg is open while the person answers)', () => {
  it('rejects with TransportError (timeout) and closes the pushed card as aborted, not left for nobody', async () => {
    bound = await sdk.connect('legacy');
    // Long enough for the push to arrive first on a loaded machine (the card must exist to be closed), short for a test.
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, bound.queue, { requestOptions: { timeout: 1_000 } });
    const entry = await nextPending(bound.queue);
    const closed = closedEntry(bound.queue, entry.id);

    await expect(call).rejects.toMatchObject({ code: 'transport', failure: 'timeout' });
    expect((await closed).reason).toBe('aborted');
  });
});

describe('callWithElicitation without a binding', () => {
  it('works on 2026-07-28 with options.server when the client declares elicitation itself', async () => {
    const client = await connectUnbound('auto', { elicitation: { form: {} } });
    const queue = createElicitationQueue();
    person = sdk.person(queue, () => ({ action: 'accept', content: { name: 'Ada', seats: 1 } }));

    const result = await callWithElicitation(client, 'tools/call', { name: 'echo', arguments: {} }, queue, { server: TEST_SERVER });

    expect(JSON.parse(firstText(result)).profile).toMatchObject({ action: 'accept', content: { name: 'Ada', seats: 1 } });
    expect(person.seen[0]?.server).toEqual(TEST_SERVER);
  });

  it('runs a -32042 flow on 2025-11-25 with options.server: consent, the person says done, the retry completes', async () => {
    const client = await connectUnbound('legacy', { elicitation: { url: {} } });
    const queue = createElicitationQueue();
    const call = callWithElicitation(client, 'tools/call', { name: 'signin', arguments: {} }, queue, { server: TEST_SERVER });
    const entry = await nextPending(queue);
    expect(entry.server).toEqual(TEST_SERVER);
    queue.respond(entry.id, { action: 'accept' });
    await closedEntry(queue, entry.id);
    // No binding hears the server's notification: the person's "I'm done" is what resumes the call.
    await sdk.server.completeUrlElicitation(entry.key as string);
    queue.dismissClosed(entry.id);

    expect(firstText(await call)).toBe('signed in');
  });

  it('on 2026-07-28 with nothing declared: CapabilityMissingError, nobody asked', async () => {
    const client = await connectUnbound('auto', {});
    const queue = createElicitationQueue();

    const error = await callWithElicitation(client, 'tools/call', { name: 'echo', arguments: {} }, queue, { server: TEST_SERVER }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(CapabilityMissingError);
    expect(queue.getSnapshot().pending).toEqual([]);
  });
});

describe('params changed by the caller during a round', () => {
  it.each(['auto', 'legacy'] as const)('never reach a retry: every leg carries the params as they were when the call began (%s)', async (era) => {
    bound = await sdk.connect(era);
    const params = { name: 'deploy', arguments: { env: 'prod' } };
    const from = sdk.server.wire.length;
    const call = callWithElicitation(bound.client, 'tools/call', params, bound.queue);
    await nextPending(bound.queue);

    params.arguments.env = 'dev';
    params.name = 'echo';
    person = sdk.person(bound.queue, (entry) =>
      (entry.params as { mode?: string }).mode === 'url' ? { action: 'accept' } : { action: 'accept', content: { confirm: true } },
    );

    expect(firstText(await call)).toMatch(/^deployed to prod/);
    for (const leg of sdk.toolCallsSince(from)) expect(leg.params).toMatchObject({ name: 'deploy', arguments: { env: 'prod' } });
  });
});

describe('a constructor capability with applyDefaults (2025-11-25)', () => {
  it('does not let the SDK add defaults the person never reviewed: exactly the validated content goes out', async () => {
    const client = new Client(
      { name: 'careless-host', version: '0.0.1' },
      { versionNegotiation: { mode: 'legacy' }, capabilities: { elicitation: { form: { applyDefaults: true } } } },
    );
    const queue = createElicitationQueue();
    bindElicitation(client, queue, { server: TEST_SERVER });
    await client.connect(new StreamableHTTPClientTransport(sdk.server.url));
    sdk.after(() => client.close());
    person = sdk.person(queue, () => ({ action: 'accept', content: { name: 'Ada', seats: 2 } }));

    const result = await client.callTool({ name: 'echo', arguments: {} });

    expect(JSON.parse(firstText(result)).profile).toEqual({ kind: 'elicit', action: 'accept', content: { name: 'Ada', seats: 2 } });
  });
});

describe("retry keys in the caller's params (C25)", () => {
  it.each(['auto', 'legacy'] as const)('never go out: the first leg carries no stale requestState or inputResponses (%s)', async (era) => {
    bound = await sdk.connect(era);
    person = sdk.person(bound.queue, () => ({ action: 'decline' }));
    const from = sdk.server.wire.length;

    await callWithElicitation(
      bound.client,
      'tools/call',
      { name: 'echo', arguments: {}, requestState: 'stale', inputResponses: { profile: { action: 'accept', content: { name: 'Eve', seats: 1 } } } },
      bound.queue,
    );

    const [first] = sdk.toolCallsSince(from);
    expect(first?.params).not.toHaveProperty('requestState');
    expect(first?.params).not.toHaveProperty('inputResponses');
    expect(person.seen).toHaveLength(1);
  });
});

describe('two queues', () => {
  it("a manual call answers through its own queue; the binding's queue sees nothing (2026-07-28)", async () => {
    bound = await sdk.connect('auto');
    const own = createElicitationQueue();
    person = sdk.person(own, () => ({ action: 'decline' }));

    await callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, own);

    expect(person.seen).toHaveLength(1);
    expect(bound.queue.getSnapshot()).toMatchObject({ pending: [], closed: [] });
  });
});

describe('concurrent calls on one client (C25)', () => {
  it('keep their keys and requestState apart: each retry carries only its own', async () => {
    bound = await sdk.connect('auto');
    // Answer each card only once both calls have asked, so their rounds interleave.
    const from = sdk.server.wire.length;
    const calls = ['red', 'blue'].map((env) =>
      callWithElicitation(bound?.client as Client, 'tools/call', { name: 'deploy', arguments: { env } }, (bound as BoundClient).queue),
    );
    await nextPending(bound.queue, () => (bound as BoundClient).queue.getSnapshot().pending.length === 2);
    person = sdk.person(bound.queue, (entry) =>
      (entry.params as { mode?: string }).mode === 'url' ? { action: 'accept' } : { action: 'accept', content: { confirm: true } },
    );

    expect((await Promise.all(calls)).map(firstText)).toEqual(['deployed to red (modern)', 'deployed to blue (modern)']);

    const legs = sdk.toolCallsSince(from);
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

describe('concurrent -32042 flows for one sign-in (2025-11-25)', () => {
  it('both resume on the one completion, even when the second is accepted after the first has finished', async () => {
    bound = await sdk.connect('legacy');
    const calls = [0, 1].map(() => callWithElicitation(bound?.client as Client, 'tools/call', { name: 'signin', arguments: {} }, (bound as BoundClient).queue));
    await nextPending(bound.queue, () => (bound as BoundClient).queue.getSnapshot().pending.length === 2);
    const [first, second] = bound.queue.getSnapshot().pending;
    expect(first?.key).toBe(second?.key);

    bound.queue.respond(first?.id as string, { action: 'accept' });
    await sdk.server.completeUrlElicitation(first?.key as string);
    expect(firstText(await (calls[0] as Promise<Record<string, unknown>>))).toBe('signed in');
    // The server said this sign-in is complete: accepting the other card needs no "I'm done".
    bound.queue.respond(second?.id as string, { action: 'accept' });

    expect(firstText(await (calls[1] as Promise<Record<string, unknown>>))).toBe('signed in');
  });
});

describe.each([
  ['auto', 'modern'],
  ['legacy', 'legacy'],
] as Array<['auto' | 'legacy', Era]>)('aborting at every stage (%s)', (negotiation, era) => {
  it('before send: RunAbortedError, nothing sent', async () => {
    bound = await sdk.connect(negotiation);
    const from = sdk.server.wire.length;

    const error = await callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, bound.queue, {
      signal: AbortSignal.abort('no'),
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RunAbortedError);
    expect(error).toMatchObject({ reason: 'no' });
    expect(sdk.toolCallsSince(from)).toEqual([]);
  });

  it('while a card is open (a -32042 consent on 2025-11-25, a round on 2026-07-28): it closes as aborted, RunAbortedError, no retry', async () => {
    bound = await sdk.connect(negotiation);
    const controller = new AbortController();
    const from = sdk.server.wire.length;
    const call = callWithElicitation(bound.client, 'tools/call', { name: era === 'legacy' ? 'signin' : 'echo', arguments: {} }, bound.queue, {
      signal: controller.signal,
    });
    const entry = await nextPending(bound.queue);
    const closed = closedEntry(bound.queue, entry.id);

    controller.abort();

    await expect(call).rejects.toBeInstanceOf(RunAbortedError);
    expect((await closed).reason).toBe('aborted');
    expect(sdk.toolCallsSince(from)).toHaveLength(1);
  });

  it('leaves an aborted URL card among the closed ones (the host shows "withdrawn"); only accepted ones are dismissed', async () => {
    bound = await sdk.connect(negotiation);
    const controller = new AbortController();
    const call = callWithElicitation(bound.client, 'tools/call', { name: era === 'legacy' ? 'signin' : 'book', arguments: {} }, bound.queue, {
      signal: controller.signal,
    });
    const link = await nextPending(bound.queue, (entry) => (entry.params as { mode?: string }).mode === 'url');

    controller.abort();

    await expect(call).rejects.toBeInstanceOf(RunAbortedError);
    expect(bound.queue.getSnapshot().closed.find((record) => record.entry.id === link.id)).toMatchObject({ reason: 'aborted' });
  });

  it('mid leg (the server has not answered yet): RunAbortedError, no retry', async () => {
    const stalled = sdk.server.answerRaw((message, sentIn) =>
      sentIn === era && message.params?.name === 'stall' ? new Response(new ReadableStream(), { headers: { 'content-type': 'application/json' } }) : undefined,
    );
    sdk.after(stalled);
    bound = await sdk.connect(negotiation);
    const controller = new AbortController();
    const from = sdk.server.wire.length;
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'stall', arguments: {} }, bound.queue, { signal: controller.signal });
    await sdk.server.nextWire((request) => request.body?.params?.name === 'stall' && sdk.server.wire.indexOf(request) >= from);

    controller.abort('changed my mind');

    await expect(call).rejects.toMatchObject({ code: 'aborted', reason: 'changed my mind' });
    expect(sdk.toolCallsSince(from)).toHaveLength(1);
  });
});
