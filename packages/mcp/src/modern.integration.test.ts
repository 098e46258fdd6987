/**
 * `@elicit-kit/mcp` against a real SDK 2.4.0 server on 2026-07-28 (MRTR): manual mode through
 * `callWithElicitation` and auto mode through `client.callTool` with the binding, answered by a
 * scripted person through a real queue. The server's wire log is the witness.
 */
import { CLIENT_CAPABILITIES_META_KEY, PROTOCOL_VERSION_META_KEY, SdkError } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actAsPerson, connectBound, firstText, modeOf, TEST_SERVER } from '../test-support/sdk-client.js';
import type { BoundClient, Person } from '../test-support/sdk-client.js';
import { startSdkServer, UNTYPED_TOOL } from '../test-support/sdk-server.js';
import type { RunningSdkServer } from '../test-support/sdk-server.js';
import { closedEntry, nextPending } from '../test-support/queue-waits.js';
import {
  CallAbortedError,
  CapabilityMissingError,
  InvalidContentError,
  InvalidServerResultError,
  RoundLimitReachedError,
  callWithElicitation,
  toElicitationCallError,
} from './index.js';

let server: RunningSdkServer;
let bound: BoundClient;
let person: Person | undefined;

beforeAll(async () => {
  server = await startSdkServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  person?.stop();
  person = undefined;
  await bound?.client.close();
});

/** The tools/call requests sent since `from` (an index into the wire log). */
function toolCallsSince(from: number) {
  return server.wire.slice(from).flatMap((request) => (request.body?.method === 'tools/call' ? [request.body] : []));
}

const ADA = { name: 'Ada', seats: 3, vip: true, extras: ['meal'] };

describe('2026-07-28, manual mode (callWithElicitation)', () => {
  it('answers one round with a form and a URL request: one group, exact content, fresh ids, full envelope', async () => {
    bound = await connectBound(server.url, 'auto');
    expect(bound.client.getProtocolEra()).toBe('modern');
    person = actAsPerson(bound.queue, (entry) => (modeOf(entry) === 'url' ? { action: 'accept' } : { action: 'accept', content: ADA }));
    const from = server.wire.length;

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

    const calls = toolCallsSince(from);
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
});
