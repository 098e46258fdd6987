/**
 * `@elicit-kit/mcp` against a real SDK 2.4.0 server on 2026-07-28 (MRTR): manual mode through
 * `callWithElicitation` and auto mode through `client.callTool` with the binding, answered by a
 * scripted person through a real queue. The server's wire log is the witness.
 */
import { CLIENT_CAPABILITIES_META_KEY, PROTOCOL_VERSION_META_KEY, SdkError } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { firstText, modeOf, TEST_SERVER } from '../test-support/sdk-client.js';
import type { BoundClient, Person } from '../test-support/sdk-client.js';
import { HOSTILE_KEY_TOOL, SAMPLING_TOOL, UNTYPED_TOOL } from '@elicit-kit/test-support/sdk-server';
import { closedEntry, nextPending } from '../test-support/queue-waits.js';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import {
  RunAbortedError,
  CapabilityMissingError,
  InvalidContentError,
  InvalidResultError,
  RoundLimitError,
  callWithElicitation,
  toElicitationCallError,
} from './index.js';

const sdk = useSdkServer();

let bound: BoundClient;
let person: Person | undefined;

const ADA = { name: 'Ada', seats: 3, vip: true, extras: ['meal'] };

describe('2026-07-28, manual mode (callWithElicitation)', () => {
  it('answers one round with a form and a URL request: one group, exact content, fresh ids, full envelope', async () => {
    bound = await sdk.connect('auto');
    expect(bound.client.getProtocolEra()).toBe('modern');
    person = sdk.person(bound.queue, (entry) => (modeOf(entry) === 'url' ? { action: 'accept' } : { action: 'accept', content: ADA }));
    const from = sdk.server.wire.length;

    const result = await callWithElicitation(bound.client, 'tools/call', { name: 'book', arguments: { what: 'train' } }, bound.queue);

    expect(JSON.parse(firstText(result))).toEqual({
      era: 'modern',
      what: 'train',
      details: { kind: 'elicit', action: 'accept', content: ADA },
      auth: 'accept',
    });
    // One round: both keys in one group, keyed by their inputRequests keys, the host's server identity.
    expect(person.seen.map((entry) => entry.key)).toEqual(['details', 'auth']);
    expect(new Set(person.seen.map((entry) => entry.group)).size).toBe(1);
    expect(person.seen[0]?.group).toBeDefined();
    expect(person.seen.map((entry) => entry.groupIndex)).toEqual([0, 1]);
    expect(person.seen[0]?.server).toEqual(TEST_SERVER);

    const calls = sdk.toolCallsSince(from);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.id).not.toBe(calls[1]?.id);
    expect(calls[1]?.params?.inputResponses).toEqual({ details: { action: 'accept', content: ADA }, auth: { action: 'accept' } });
    expect(calls[1]?.params).not.toHaveProperty('requestState');
    for (const call of calls) {
      expect(call.params?._meta?.[PROTOCOL_VERSION_META_KEY]).toBe('2026-07-28');
      expect(call.params?._meta?.[CLIENT_CAPABILITIES_META_KEY]).toEqual({ elicitation: { form: {}, url: {} } });
    }
    // The call is over: no "waiting for you to finish" card of its URL remains.
    expect(bound.queue.getSnapshot().closed.filter((closed) => closed.entry.key === 'auth')).toEqual([]);
  });

  it('runs two rounds in a row and echoes the requestState byte for byte, only on the retry it belongs to', async () => {
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, (entry) => (modeOf(entry) === 'url' ? { action: 'accept' } : { action: 'accept', content: { confirm: true } }));
    const rounds: Array<{ round: number; keys: string[]; requestState: string | undefined }> = [];
    const from = sdk.server.wire.length;

    const result = await callWithElicitation(bound.client, 'tools/call', { name: 'deploy', arguments: { env: 'prod' } }, bound.queue, {
      onRound: ({ round, keys, result }) => rounds.push({ round, keys, requestState: result.requestState }),
    });

    expect(firstText(result)).toBe('deployed to prod (modern)');
    expect(rounds.map(({ round, keys }) => ({ round, keys }))).toEqual([
      { round: 1, keys: ['confirm'] },
      { round: 2, keys: ['signin'] },
    ]);
    const calls = sdk.toolCallsSince(from);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.id)).size).toBe(3);
    expect(calls[0]?.params).not.toHaveProperty('requestState');
    expect(calls[1]?.params).not.toHaveProperty('requestState');
    expect(typeof rounds[1]?.requestState).toBe('string');
    expect(calls[2]?.params?.requestState).toBe(rounds[1]?.requestState);
    // Each retry answers only its own round's keys.
    expect(Object.keys(calls[1]?.params?.inputResponses ?? {})).toEqual(['confirm']);
    expect(calls[2]?.params?.inputResponses).toEqual({ signin: { action: 'accept' } });
    // The two rounds were two groups.
    expect(person.seen[0]?.group).not.toBe(person.seen[1]?.group);
  });

  it('sends decline and cancel as the person chose, without content', async () => {
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, (entry) => (modeOf(entry) === 'url' ? { action: 'cancel' } : { action: 'decline' }));
    const from = sdk.server.wire.length;

    const result = await callWithElicitation(bound.client, 'tools/call', { name: 'book', arguments: {} }, bound.queue);

    expect(JSON.parse(firstText(result))).toMatchObject({ details: { kind: 'elicit', action: 'decline' }, auth: 'cancel' });
    expect(sdk.toolCallsSince(from)[1]?.params?.inputResponses).toEqual({ details: { action: 'decline' }, auth: { action: 'cancel' } });
  });

  it('aborting the call while a card is open closes it as aborted, rejects with RunAbortedError and sends nothing more', async () => {
    bound = await sdk.connect('auto');
    const controller = new AbortController();
    const from = sdk.server.wire.length;
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, bound.queue, { signal: controller.signal });
    const entry = await nextPending(bound.queue);
    controller.abort(new Error('the person closed the chat'));

    await expect(call).rejects.toBeInstanceOf(RunAbortedError);
    await expect(call).rejects.toMatchObject({ code: 'aborted', name: 'AbortError' });
    expect((await closedEntry(bound.queue, entry.id)).reason).toBe('aborted');
    expect(sdk.toolCallsSince(from)).toHaveLength(1);
  });

  it('stops at the round limit with a resumable lastResult, and resumeFrom finishes the call', async () => {
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, () => ({ action: 'accept', content: { ok: true } }));
    const from = sdk.server.wire.length;

    const error = await callWithElicitation(bound.client, 'tools/call', { name: 'steps', arguments: { count: 3 } }, bound.queue, { maxRounds: 2 }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(RoundLimitError);
    const limit = error as RoundLimitError;
    expect(limit.rounds).toBe(2);
    expect(Object.keys(limit.lastResult.inputRequests ?? {})).toEqual(['step']);
    expect(sdk.toolCallsSince(from)).toHaveLength(3);

    const resumedFrom = sdk.server.wire.length;
    const result = await callWithElicitation(bound.client, 'tools/call', { name: 'steps', arguments: { count: 3 } }, bound.queue, {
      resumeFrom: limit.lastResult,
    });
    expect(firstText(result)).toBe('done after 3');
    const resumed = sdk.toolCallsSince(resumedFrom);
    expect(resumed).toHaveLength(1);
    expect(resumed[0]?.params?.requestState).toBe(limit.lastResult.requestState);
  });

  it('never sends content that fails the schema: cancel goes out and onError gets InvalidContentError', async () => {
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, () => ({ action: 'accept', content: { name: 'Ada', seats: 'two' } }));

    const result = await callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: { note: 'n' } }, bound.queue);

    expect(JSON.parse(firstText(result))).toEqual({ arguments: { note: 'n' }, profile: { kind: 'elicit', action: 'cancel' } });
    expect(bound.errors).toHaveLength(1);
    expect(bound.errors[0]).toBeInstanceOf(InvalidContentError);
    expect(bound.errors[0]).toMatchObject({ key: 'profile', fieldErrors: [expect.objectContaining({ key: 'seats' })] });
  });

  it('sends exactly the schema keys with their types (core validate builds the content)', async () => {
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, () => ({ action: 'accept', content: { name: 'Ada', seats: 4, smuggled: 'x' } }));

    const result = await callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, bound.queue);

    expect(JSON.parse(firstText(result)).profile).toEqual({ kind: 'elicit', action: 'accept', content: { name: 'Ada', seats: 4 } });
    expect(bound.errors).toEqual([]);
  });

  it('with timeoutMs, shows a deadline and cancels the card when it passes', async () => {
    bound = await sdk.connect('auto');
    const call = callWithElicitation(bound.client, 'tools/call', { name: 'echo', arguments: {} }, bound.queue, { timeoutMs: 30 });
    const entry = await nextPending(bound.queue);
    expect(entry.expiresAt).toBeGreaterThan(entry.createdAt);

    const result = await call;
    expect((await closedEntry(bound.queue, entry.id)).reason).toBe('aborted');
    expect(JSON.parse(firstText(result)).profile).toEqual({ kind: 'elicit', action: 'cancel' });
  });

  it('rejects with CapabilityMissingError when the server needs URL mode the binding does not declare (-32021)', async () => {
    bound = await sdk.connect('auto', { modes: { form: true } });
    const from = sdk.server.wire.length;

    const error = await callWithElicitation(bound.client, 'tools/call', { name: 'book', arguments: {} }, bound.queue).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(CapabilityMissingError);
    expect((error as CapabilityMissingError).message).toMatch(/modes\.url/);
    expect(sdk.toolCallsSince(from)[0]?.params?._meta?.[CLIENT_CAPABILITIES_META_KEY]).toEqual({ elicitation: { form: {} } });
    expect(bound.queue.getSnapshot().pending).toEqual([]);
  });

  it('treats a result without resultType as complete and does not retry (C26), where the plain SDK loses it', async () => {
    bound = await sdk.connect('auto');
    const from = sdk.server.wire.length;

    const result = await callWithElicitation(bound.client, 'tools/call', { name: UNTYPED_TOOL, arguments: {} }, bound.queue);

    expect(result).toEqual({ content: [{ type: 'text', text: 'complete without resultType' }] });
    expect(sdk.toolCallsSince(from)).toHaveLength(1);

    // The SDK's own callTool refuses the same answer; the mapper names it.
    const sdkError = await bound.client.callTool({ name: UNTYPED_TOOL, arguments: {} }).catch((caught: unknown) => caught);
    expect(sdkError).toBeInstanceOf(SdkError);
    expect(toElicitationCallError(sdkError)).toMatchObject({ code: 'invalid-result', reason: 'missing-resultType' });
    expect(toElicitationCallError(sdkError)).toBeInstanceOf(InvalidResultError);
  });
});

describe('2026-07-28, prompts/get', () => {
  it('answers a prompt that asks for input first', async () => {
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, () => ({ action: 'accept', content: { name: 'Ada' } }));
    const from = sdk.server.wire.length;

    const result = await callWithElicitation(bound.client, 'prompts/get', { name: 'greeting', arguments: { tone: 'warmly' } }, bound.queue);

    expect(result.messages).toEqual([{ role: 'user', content: { type: 'text', text: 'Say hello to Ada, warmly.' } }]);
    const legs = sdk.server.wire.slice(from).filter((request) => request.body?.method === 'prompts/get');
    expect(legs.map((leg) => leg.body?.params?.arguments)).toEqual([{ tone: 'warmly' }, { tone: 'warmly' }]);
    expect(legs[1]?.body?.params?.inputResponses).toEqual({ name: { action: 'accept', content: { name: 'Ada' } } });
  });
});

describe('2026-07-28, hostile servers', () => {
  it('treats an inputRequests key __proto__ as plain data: one entry, answered under that key', async () => {
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, () => ({ action: 'accept', content: { name: 'Ada' } }));
    const from = sdk.server.wire.length;

    const result = await callWithElicitation(bound.client, 'tools/call', { name: HOSTILE_KEY_TOOL, arguments: {} }, bound.queue);

    expect(firstText(result)).toBe('answered');
    expect(person.seen.map((entry) => entry.key)).toEqual(['__proto__']);
    const retry = sdk.toolCallsSince(from)[1]?.params?.inputResponses ?? {};
    expect(Object.keys(retry)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(retry, '__proto__')?.value).toEqual({ action: 'accept', content: { name: 'Ada' } });
  });
});

describe('2026-07-28, embedded requests the kit does not offer', () => {
  it('abandons the call with CapabilityMissingError naming the key and method, and sends no retry (spec §1.7)', async () => {
    bound = await sdk.connect('auto');
    const from = sdk.server.wire.length;

    const error = await callWithElicitation(bound.client, 'tools/call', { name: SAMPLING_TOOL, arguments: {} }, bound.queue).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(CapabilityMissingError);
    expect(error).toMatchObject({ key: 'summary', method: 'sampling/createMessage' });
    expect(sdk.toolCallsSince(from)).toHaveLength(1);
  });
});

describe('2026-07-28, auto mode (client.callTool with the binding)', () => {
  it("puts one round's requests in one group keyed by inputRequests keys, and sends validated content", async () => {
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, (entry) => (modeOf(entry) === 'url' ? { action: 'accept' } : { action: 'accept', content: ADA }));
    const from = sdk.server.wire.length;

    const result = await bound.client.callTool({ name: 'book', arguments: {} });

    expect(JSON.parse(firstText(result))).toMatchObject({ details: { kind: 'elicit', action: 'accept', content: ADA }, auth: 'accept' });
    expect(person.seen.map((entry) => entry.key).sort()).toEqual(['auth', 'details']);
    expect(new Set(person.seen.map((entry) => entry.group)).size).toBe(1);
    const calls = sdk.toolCallsSince(from);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.id).not.toBe(calls[1]?.id);
  });

  it('refuses invalid content in auto mode too', async () => {
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, () => ({ action: 'accept', content: { name: '', seats: 1 } }));

    const result = await bound.client.callTool({ name: 'echo', arguments: {} });

    expect(JSON.parse(firstText(result)).profile).toEqual({ kind: 'elicit', action: 'cancel' });
    expect(bound.errors[0]).toMatchObject({ code: 'invalid-content', key: 'profile' });
  });

  it('aborting client.callTool closes the open card as aborted', async () => {
    bound = await sdk.connect('auto');
    const controller = new AbortController();
    const call = bound.client.callTool({ name: 'echo', arguments: {} }, { signal: controller.signal });
    const entry = await nextPending(bound.queue);
    controller.abort();

    const error = await call.catch((caught: unknown) => caught);
    expect(toElicitationCallError(error, { signal: controller.signal })).toBeInstanceOf(RunAbortedError);
    expect((await closedEntry(bound.queue, entry.id)).reason).toBe('aborted');
  });
});
