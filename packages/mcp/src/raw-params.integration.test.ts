/**
 * The binding judges what the server sent, not what the SDK left of it: SDK 2.4.0 strips
 * `pattern` and `exclusiveMinimum` from property schemas while parsing `elicitation/create`
 * (pushed on 2025-11-25, and in auto mode on 2026-07-28). A real SDK server asks a zod schema
 * (an email with its `pattern`, a `.int().positive()` count) and checks what it receives
 * with that same zod schema: it must never receive content it rejects, on any path.
 */
import { toFormModel } from '@elicit-kit/core';
import type { PendingElicitation } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { firstText } from '../test-support/sdk-client.js';
import type { BoundClient } from '../test-support/sdk-client.js';
import { SIGNUP_SCHEMA, SIGNUP_TOOL, firstOnly, rawToolResult } from '@elicit-kit/test-support/sdk-server';
import { useSdkServer } from '../test-support/sdk-fixture.js';
import { callWithElicitation, InvalidContentError } from './index.js';

const sdk = useSdkServer();

/** Answers a person might give, and whether the server's own schema accepts them. */
const ANSWERS = [
  { name: 'an email the zod pattern refuses', content: { email: 'a!b@example.com', count: 2 }, valid: false },
  { name: 'a count of 0 for a positive integer', content: { email: 'ada@example.com', count: 0 }, valid: false },
  { name: 'a valid answer', content: { email: 'ada@example.com', count: 2 }, valid: true },
] as const;

/** Whether the kit's form can take an answer to the whole schema (core decides; until it evaluates a keyword, the field is unrendered and only decline/cancel remain). */
const acceptable = toFormModel(SIGNUP_SCHEMA).acceptable;

type Path = 'callWithElicitation' | 'client.callTool';

function call(bound: BoundClient, path: Path): Promise<Record<string, unknown>> {
  return path === 'callWithElicitation'
    ? callWithElicitation(bound.client, 'tools/call', { name: SIGNUP_TOOL, arguments: {} }, bound.queue)
    : (bound.client.callTool({ name: SIGNUP_TOOL, arguments: {} }) as Promise<Record<string, unknown>>);
}

describe.each([
  ['2026-07-28', 'auto'],
  ['2025-11-25', 'legacy'],
] as const)('%s', (_era, negotiation) => {
  describe.each(['callWithElicitation', 'client.callTool'] as const)('through %s', (path) => {
    it('puts the schema the server sent in the queue, constraints included', async () => {
      const bound = await sdk.connect(negotiation);
      const person = sdk.person(bound.queue, () => ({ action: 'decline' }));
      await call(bound, path);
      expect((person.seen[0] as PendingElicitation).params).toMatchObject({ requestedSchema: SIGNUP_SCHEMA });
      const email = (SIGNUP_SCHEMA.properties.email ?? {}) as Record<string, unknown>;
      expect(typeof email.pattern).toBe('string');
    });

    it.each(ANSWERS)('$name: the server never receives content its schema rejects', async ({ content, valid }) => {
      const bound = await sdk.connect(negotiation);
      sdk.person(bound.queue, () => ({ action: 'accept', content }));
      const from = sdk.server.signups.length;

      const result = await call(bound, path);

      const received = sdk.server.signups.slice(from);
      expect(received).toHaveLength(1);
      expect(received.every((receipt) => receipt.valid)).toBe(true);
      const sent = valid && acceptable;
      expect(received[0]?.action).toBe(sent ? 'accept' : 'cancel');
      expect(JSON.parse(firstText(result))).toEqual(sent ? { action: 'accept', content } : { action: 'cancel', content: null });
      // What was not sent is reported, never silently dropped.
      expect(bound.errors.some((error) => error instanceof InvalidContentError)).toBe(!sent);
    });
  });
});

describe('a 2026-07-28 round whose form is beyond the SDK grammar (Python FastMCP [["a", "b"]]: items without type)', () => {
  const PICK = {
    mode: 'form',
    message: 'Pick',
    requestedSchema: { type: 'object', properties: { value: { type: 'array', items: { enum: ['a', 'b'] } } }, required: ['value'] },
  };

  it.each(['callWithElicitation', 'client.callTool'] as const)('reaches the person, and the answer goes back in inputResponses, through %s', async (path) => {
    const steps = { name: 'steps', arguments: { count: 0 } };
    // The first call is answered with the round; the retry reaches the SDK server's `steps` ("done after 0").
    const round = { resultType: 'input_required', inputRequests: { pick: { method: 'elicitation/create', params: PICK } } };
    sdk.after(sdk.server.answerRaw(firstOnly(rawToolResult('steps', 'modern', () => round))));
    const bound = await sdk.connect('auto');
    const person = sdk.person(bound.queue, () => ({ action: 'accept', content: { value: ['b'] } }));
    const from = sdk.server.wire.length;

    const result =
      path === 'callWithElicitation' ? await callWithElicitation(bound.client, 'tools/call', steps, bound.queue) : await bound.client.callTool(steps);

    expect(person.seen.map((entry) => entry.params)).toEqual([PICK]);
    expect(sdk.toolCallsSince(from).at(-1)?.params).toMatchObject({ inputResponses: { pick: { action: 'accept', content: { value: ['b'] } } } });
    expect(firstText(result as Record<string, unknown>)).toBe('done after 0');
  });
});
