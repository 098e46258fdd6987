/**
 * `callWithElicitation` (2026-07-28, manual mode) against `input_required` results no honest
 * server sends, written raw below the real SDK server. The server's wire log is the witness of
 * what went out: nothing unasked, every asked key answered, state echoed byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { firstText, modeOf } from '../test-support/sdk-client.js';
import type { BoundClient, Person } from '../test-support/sdk-client.js';
import { rawToolResult } from '@elicit-kit/test-support/sdk-server';
import type { WireMessage } from '@elicit-kit/test-support/sdk-server';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { InvalidResultError, RoundLimitError, callWithElicitation } from './index.js';

const sdk = useSdkServer();

let bound: BoundClient;
let person: Person | undefined;

const TOOL = 'hostile';
const FORM = { method: 'elicitation/create', params: { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } } };
const DONE = { resultType: 'complete', content: [{ type: 'text', text: 'done' }] };

/** Answers the first leg of {@link TOOL} with `first`, and every retry with `retry(message)`. */
function hostileTool(first: unknown, retry: (message: WireMessage) => unknown = () => DONE): void {
  sdk.after(
    sdk.server.answerRaw(
      rawToolResult(TOOL, 'modern', (message) =>
        message.params?.inputResponses === undefined && message.params?.requestState === undefined ? first : retry(message),
      ),
    ),
  );
}

function legsSince(from: number): WireMessage[] {
  return sdk.server.wire.slice(from).flatMap((request) => (request.body?.method === 'tools/call' && request.body.params?.name === TOOL ? [request.body] : []));
}

function call(options: Parameters<typeof callWithElicitation>[4] = {}): Promise<Record<string, unknown>> {
  return callWithElicitation(bound.client, 'tools/call', { name: TOOL, arguments: {} }, bound.queue, options);
}

describe('hostile input_required rounds', () => {
  it('answers 1,000 keys of one round in one group and sends exactly those 1,000 keys', async () => {
    const keys = Array.from({ length: 1000 }, (_, index) => `k${index}`);
    hostileTool({ resultType: 'input_required', inputRequests: Object.fromEntries(keys.map((key) => [key, FORM])) });
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, (entry) => ({ action: 'accept', content: { name: String(entry.key) } }));
    const from = sdk.server.wire.length;

    expect(firstText(await call())).toBe('done');

    expect(person.seen).toHaveLength(1000);
    expect(new Set(person.seen.map((entry) => entry.group)).size).toBe(1);
    const retry = legsSince(from)[1]?.params?.inputResponses ?? {};
    expect(Object.keys(retry)).toEqual(keys);
    expect(retry.k999).toEqual({ action: 'accept', content: { name: 'k999' } });
  });

  it('keeps keys named __proto__, constructor, then and toString as plain keys of the retry', async () => {
    const names = ['__proto__', 'constructor', 'then', 'toString', 'hasOwnProperty'];
    const inputRequests = `{${names.map((name) => `${JSON.stringify(name)}:${JSON.stringify(FORM)}`).join(',')}}`;
    hostileTool(JSON.parse(`{"resultType":"input_required","inputRequests":${inputRequests}}`));
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, (entry) => ({ action: 'accept', content: { name: String(entry.key) } }));
    const from = sdk.server.wire.length;

    expect(firstText(await call())).toBe('done');

    expect(person.seen.map((entry) => entry.key)).toEqual(names);
    const retry = legsSince(from)[1]?.params?.inputResponses ?? {};
    expect(Object.keys(retry)).toEqual(names);
    for (const name of names) expect(Object.getOwnPropertyDescriptor(retry, name)?.value).toEqual({ action: 'accept', content: { name } });
  });

  it.each([
    [
      'an embedded request of an unknown method',
      { resultType: 'input_required', inputRequests: { x: { method: 'tools/call', params: {} } } },
      'invalid-input-requests',
    ],
    ['a requestState that is not a string', { resultType: 'input_required', inputRequests: { x: FORM }, requestState: 42 }, 'invalid-request-state'],
    ['an empty inputRequests without state', { resultType: 'input_required', inputRequests: {} }, 'nothing-to-answer'],
    ['an unknown resultType', { resultType: 'task', task: { id: 't' } }, 'unknown-result-type'],
  ])('rejects %s with InvalidResultError, asks nobody and sends no retry', async (_what, result, reason) => {
    hostileTool(result);
    bound = await sdk.connect('auto');
    const from = sdk.server.wire.length;

    const error = await call().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(InvalidResultError);
    expect(error).toMatchObject({ code: 'invalid-result', reason });
    expect(bound.queue.getSnapshot().pending).toEqual([]);
    expect(legsSince(from)).toHaveLength(1);
  });

  it.each([
    ['1 MB', 'x'.repeat(1024 * 1024)],
    ['the empty string', ''],
    ['odd bytes', ' \u0000\u202e😀 "quoted" \\ '],
  ])('echoes a requestState of %s byte for byte on the retry', async (_what, requestState) => {
    hostileTool({ resultType: 'input_required', inputRequests: { x: FORM }, requestState });
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, () => ({ action: 'decline' }));
    const from = sdk.server.wire.length;

    expect(firstText(await call())).toBe('done');

    const legs = legsSince(from);
    expect(legs).toHaveLength(2);
    expect(legs[1]?.params?.requestState).toBe(requestState);
  });

  it('retries a state-only round (no inputRequests) with its state and no inputResponses, asking nobody', async () => {
    hostileTool({ resultType: 'input_required', requestState: 'busy-1' });
    bound = await sdk.connect('auto');
    const from = sdk.server.wire.length;

    expect(firstText(await call())).toBe('done');

    const legs = legsSince(from);
    expect(legs).toHaveLength(2);
    expect(legs[1]?.params?.requestState).toBe('busy-1');
    expect(legs[1]?.params).not.toHaveProperty('inputResponses');
    expect(bound.queue.getSnapshot().closed).toEqual([]);
  });

  it('stops a server that asks forever at maxRounds, and resumeFrom answers exactly the round it stopped at', async () => {
    // Every leg asks again, naming the round in its key and state.
    hostileTool({ resultType: 'input_required', inputRequests: { r0: FORM }, requestState: 's0' }, (message) => {
      const next = Number(String(message.params?.requestState).slice(1)) + 1;
      return { resultType: 'input_required', inputRequests: { [`r${next}`]: FORM }, requestState: `s${next}` };
    });
    bound = await sdk.connect('auto');
    person = sdk.person(bound.queue, () => ({ action: 'cancel' }));
    const from = sdk.server.wire.length;

    const error = await call({ maxRounds: 3 }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RoundLimitError);
    const limit = error as RoundLimitError;
    expect(limit.lastResult).toMatchObject({ inputRequests: { r3: FORM }, requestState: 's3' });
    expect(legsSince(from).map((leg) => [Object.keys(leg.params?.inputResponses ?? {}), leg.params?.requestState])).toEqual([
      [[], undefined],
      [['r0'], 's0'],
      [['r1'], 's1'],
      [['r2'], 's2'],
    ]);

    const resumedFrom = sdk.server.wire.length;
    const resumed = await call({ maxRounds: 0, resumeFrom: limit.lastResult }).catch((caught: unknown) => caught);
    // maxRounds 0 answers nothing: the limit is reached at once, still on the same round.
    expect(resumed).toMatchObject({ code: 'round-limit', lastResult: { requestState: 's3' } });
    expect(legsSince(resumedFrom)).toHaveLength(0);

    await expect(call({ maxRounds: 1, resumeFrom: limit.lastResult })).rejects.toMatchObject({ code: 'round-limit', lastResult: { requestState: 's4' } });
    const legs = legsSince(resumedFrom);
    expect(legs).toHaveLength(1);
    expect(legs[0]?.params?.inputResponses).toEqual({ r3: { action: 'cancel' } });
    expect(legs[0]?.params?.requestState).toBe('s3');
  });

  it('answers a URL request the binding did not declare with cancel and never shows it (S2)', async () => {
    const url = { method: 'elicitation/create', params: { mode: 'url', message: 'Open me', url: 'https://example.com/x' } };
    hostileTool({ resultType: 'input_required', inputRequests: { form: FORM, link: url } });
    bound = await sdk.connect('auto', { modes: { form: true, url: false } });
    person = sdk.person(bound.queue, (entry) => (modeOf(entry) === 'url' ? { action: 'accept' } : { action: 'accept', content: { name: 'Ada' } }));
    const from = sdk.server.wire.length;

    expect(firstText(await call())).toBe('done');

    expect(person.seen.map((entry) => entry.key)).toEqual(['form']);
    expect(legsSince(from)[1]?.params?.inputResponses).toEqual({ form: { action: 'accept', content: { name: 'Ada' } }, link: { action: 'cancel' } });
  });
});
