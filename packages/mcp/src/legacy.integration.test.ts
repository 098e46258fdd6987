/**
 * `@elicit-kit/mcp` against the same real SDK 2.4.0 server reached as 2025-11-25: the server
 * pushes `elicitation/create` over its session, and answers `-32042` for URL steps it needs
 * first. Pushed requests reach the binding in auto and manual mode alike.
 */
import { describe, expect, it } from 'vitest';
import { firstText, modeOf } from '../test-support/sdk-client.js';
import type { BoundClient, Person } from '../test-support/sdk-client.js';
import { closedEntry, nextPending } from '../test-support/queue-waits.js';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { RunAbortedError, UrlElicitationRefusedError, callWithElicitation } from './index.js';

const sdk = useSdkServer();

let bound: BoundClient;
let person: Person | undefined;

const ADA = { name: 'Ada', seats: 2 };

describe('2025-11-25, pushed requests', () => {
  it.each(['auto mode (client.callTool)', 'manual mode (callWithElicitation)'])(
    'reaches the binding in %s: URL keyed by elicitationId, form by JSON-RPC id, no group',
    async (how) => {
      bound = await sdk.connect('legacy');
      expect(bound.client.getProtocolEra()).toBe('legacy');
      person = sdk.person(bound.queue, (entry) => (modeOf(entry) === 'url' ? { action: 'accept' } : { action: 'accept', content: ADA }));
      const params = { name: 'book', arguments: {} };

      const result = how.startsWith('auto') ? await bound.client.callTool(params) : await callWithElicitation(bound.client, 'tools/call', params, bound.queue);

      expect(JSON.parse(firstText(result))).toMatchObject({ era: 'legacy', details: { kind: 'elicit', action: 'accept', content: ADA }, auth: 'accept' });
      const url = person.seen.find((entry) => modeOf(entry) === 'url');
      const form = person.seen.find((entry) => modeOf(entry) === 'form');
      expect(url?.key).toBe((url?.params as { elicitationId?: string }).elicitationId);
      expect(url?.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(form?.key).toMatch(/^\d+$/);
      expect(person.seen.every((entry) => entry.group === undefined)).toBe(true);
      // 2025: no _meta envelope; the capability went in initialize.
      const initialize = sdk.server.wire.find((request) => request.body?.method === 'initialize' && request.body.params?.capabilities !== undefined);
      expect(initialize).toBeDefined();
    },
  );

  it('a pushed URL accepted during callWithElicitation leaves no waiting card once the call has ended', async () => {
    bound = await sdk.connect('legacy');
    person = sdk.person(bound.queue, (entry) => (modeOf(entry) === 'url' ? { action: 'accept' } : { action: 'accept', content: ADA }));

    const result = await callWithElicitation(bound.client, 'tools/call', { name: 'book', arguments: {} }, bound.queue);

    expect(JSON.parse(firstText(result))).toMatchObject({ auth: 'accept' });
    const url = person.seen.find((entry) => modeOf(entry) === 'url');
    expect(url).toBeDefined();
    expect(bound.queue.getSnapshot().closed.filter((record) => record.entry.id === url?.id)).toEqual([]);
  });

  it('aborting callWithElicitation closes its pushed form as aborted before the call rejects', async () => {
    bound = await sdk.connect('legacy');
    const controller = new AbortController();
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, bound.queue, { signal: controller.signal });
    const entry = await nextPending(bound.queue);
    controller.abort();

    await expect(call).rejects.toBeInstanceOf(RunAbortedError);
    expect(bound.queue.getSnapshot().closed.find((closed) => closed.entry.id === entry.id)).toMatchObject({ reason: 'aborted', action: 'cancel' });
    expect(bound.queue.respond(entry.id, { action: 'accept', content: ADA })).toBe(false);
  });

  it('a pushed form outlives a call that is still in flight elsewhere: it closes only when every legacy call has ended', async () => {
    bound = await sdk.connect('legacy');
    const first = new AbortController();
    const second = new AbortController();
    const calls = [first, second].map((controller) =>
      callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, bound.queue, { signal: controller.signal }).catch(
        (caught: unknown) => caught,
      ),
    );
    await nextPending(bound.queue, () => bound.queue.getSnapshot().pending.length === 2);
    const [a, b] = bound.queue.getSnapshot().pending;
    first.abort();
    expect(await calls[0]).toBeInstanceOf(RunAbortedError);
    // Which call a push belongs to is unknown on 2025-11-25: nothing closes while one is still in flight.
    expect(bound.queue.getSnapshot().pending.map((entry) => entry.id)).toEqual([a?.id, b?.id]);
    second.abort();
    expect(await calls[1]).toBeInstanceOf(RunAbortedError);
    expect(bound.queue.getSnapshot().pending).toEqual([]);
  });

  it('declares exactly the bound modes in initialize', async () => {
    const from = sdk.server.wire.length;
    bound = await sdk.connect('legacy', { modes: { form: true } });
    const initialize = sdk.server.wire.slice(from).find((request) => request.body?.method === 'initialize');
    expect(initialize?.body?.params?.capabilities).toEqual({ elicitation: { form: {} } });
  });
});

describe('2025-11-25, -32042 URL elicitation required', () => {
  it('asks for URL consent, waits for notifications/elicitation/complete, then retries with a new id', async () => {
    bound = await sdk.connect('legacy');
    const from = sdk.server.wire.length;
    const rounds: Array<{ round: number; keys: string[] }> = [];
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'signin', arguments: {} }, bound.queue, {
      onRound: ({ round, keys }) => rounds.push({ round, keys }),
    });

    const entry = await nextPending(bound.queue);
    const elicitationId = sdk.server.urlElicitationIds.at(-1);
    expect(rounds).toEqual([{ round: 1, keys: [elicitationId] }]);
    expect(entry.key).toBe(elicitationId);
    expect(modeOf(entry)).toBe('url');
    bound.queue.respond(entry.id, { action: 'accept' });
    await closedEntry(bound.queue, entry.id);
    // Accepted is not completed: no retry yet; the card waits for the person to finish.
    expect(sdk.toolCallsSince(from)).toHaveLength(1);

    await sdk.server.completeUrlElicitation(elicitationId as string);
    const result = await call;

    expect(firstText(result)).toBe('signed in');
    const calls = sdk.toolCallsSince(from);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.id).not.toBe(calls[1]?.id);
    expect(bound.queue.getSnapshot().closed.some((closed) => closed.entry.id === entry.id)).toBe(false);
  });

  it('retries when the person dismisses the waiting card, and a refusal ends the call with UrlElicitationRefusedError', async () => {
    bound = await sdk.connect('legacy');
    const from = sdk.server.wire.length;
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'signin', arguments: {} }, bound.queue);

    const first = await nextPending(bound.queue);
    bound.queue.respond(first.id, { action: 'accept' });
    await closedEntry(bound.queue, first.id);
    // "I'm done – continue": the person dismisses the card without the server's notification.
    bound.queue.dismissClosed(first.id);

    const second = await nextPending(bound.queue, (entry) => entry.id !== first.id);
    expect(second.key).toBe(first.key);
    bound.queue.respond(second.id, { action: 'decline' });

    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UrlElicitationRefusedError);
    expect(error).toMatchObject({ code: 'url-refused', action: 'decline', elicitationId: first.key });
    expect(sdk.toolCallsSince(from)).toHaveLength(2);
  });

  it('aborting while waiting for completion rejects with RunAbortedError and sends no retry', async () => {
    bound = await sdk.connect('legacy');
    const controller = new AbortController();
    const from = sdk.server.wire.length;
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'signin', arguments: {} }, bound.queue, { signal: controller.signal });

    const entry = await nextPending(bound.queue);
    bound.queue.respond(entry.id, { action: 'accept' });
    await closedEntry(bound.queue, entry.id);
    controller.abort();

    await expect(call).rejects.toBeInstanceOf(RunAbortedError);
    expect(sdk.toolCallsSince(from)).toHaveLength(1);
    // The call is over: its waiting card is gone.
    expect(bound.queue.getSnapshot().closed.some((closed) => closed.entry.id === entry.id)).toBe(false);
  });

  it('ignores completion notifications for unknown ids and repeats (spec §5.3)', async () => {
    bound = await sdk.connect('legacy');
    person = sdk.person(bound.queue, () => ({ action: 'accept' }));
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'signin', arguments: {} }, bound.queue);
    const entry = await nextPending(bound.queue);
    await closedEntry(bound.queue, entry.id);

    await sdk.server.completeUrlElicitation(entry.key as string);
    await expect(call).resolves.toMatchObject({ content: [{ text: 'signed in' }] });
    // A repeat of the same completion changes nothing and throws nothing.
    await sdk.server.completeUrlElicitation(entry.key as string);
    expect(bound.queue.getSnapshot().pending).toEqual([]);
  });
});
