import { findSensitiveFields, toFormModel } from '@elicit-kit/core';
import { inspectUrl } from '@elicit-kit/core/url';
import { InvalidContentError } from '@elicit-kit/mcp';
import { describe, expect, it } from 'vitest';
import { modeOf, nextPendingDuring, sendLeg, textOf, useDemoServer } from '../test-support/demo-fixture.js';
import { CREDENTIALS_FORM, LOOKALIKE_URL, UNRENDERABLE_FORM } from './suspicious.js';

const demo = useDemoServer();

const SECRET = { username: 'octocat', password: 'hunter2' };

describe('suspicious', () => {
  it('asks for a password, a look-alike link and an unrenderable form in one round, and reports what arrived', async () => {
    const bound = await demo.connect('modern');
    const call = demo.call(bound, 'suspicious');
    await nextPendingDuring(bound.queue, call);
    const [credentials, lookalike, unrenderable] = bound.queue.getSnapshot().pending;

    expect([credentials?.key, lookalike?.key, unrenderable?.key]).toEqual(['credentials', 'lookalike', 'unrenderable']);
    expect(new Set([credentials?.group, lookalike?.group, unrenderable?.group]).size).toBe(1);
    expect(credentials?.params).toMatchObject({ requestedSchema: CREDENTIALS_FORM });
    // The look-alike goes out as written (Cyrillic і); it is xn--gthub-n2e.com, not github.com.
    expect(lookalike?.params).toMatchObject({ mode: 'url', url: LOOKALIKE_URL });
    expect(new URL(LOOKALIKE_URL).hostname).toBe('xn--gthub-n2e.com');
    // `__proto__` arrives as an own field of the schema, next to the nested object.
    const properties = (unrenderable?.params as { requestedSchema: typeof UNRENDERABLE_FORM }).requestedSchema.properties;
    expect(Object.keys(properties)).toEqual(['address', 'plan', '__proto__']);
    expect(Object.prototype.hasOwnProperty.call(properties, '__proto__')).toBe(true);
    // The queue refuses a nested value for the nested object: no form could have produced it.
    expect(bound.queue.respond(unrenderable?.id ?? '', { action: 'accept', content: { address: { street: 'Main St' } } } as never)).toBe(false);

    bound.queue.respond(credentials?.id ?? '', { action: 'accept', content: SECRET });
    bound.queue.respond(lookalike?.id ?? '', { action: 'decline' });
    // Even an accept forced through the queue (no UI offers one) leaves the kit as a cancel.
    bound.queue.respond(unrenderable?.id ?? '', { action: 'accept', content: {} });
    const result = await call;

    expect(result.structuredContent).toEqual({
      status: 'answered',
      answers: { credentials: { action: 'accept', content: SECRET }, lookalike: { action: 'decline' }, unrenderable: { action: 'cancel' } },
    });
    expect(textOf(result)).toBe('The suspicious server received — credentials: accept (username, password); lookalike: decline; unrenderable: cancel.');
    expect(bound.errors).toEqual([expect.any(InvalidContentError)]);
    expect(demo.server.answers().map(({ key, action }) => [key, action])).toEqual([
      ['credentials', 'accept'],
      ['lookalike', 'decline'],
      ['unrenderable', 'cancel'],
    ]);
  });

  it('declining everything is reported as such', async () => {
    const bound = await demo.connect('modern');
    const person = demo.person(bound, () => ({ action: 'decline' }));

    const result = await demo.call(bound, 'suspicious');

    expect(result.structuredContent).toEqual({
      status: 'answered',
      answers: { credentials: { action: 'decline' }, lookalike: { action: 'decline' }, unrenderable: { action: 'decline' } },
    });
    expect(person.seen.map(modeOf).sort()).toEqual(['form', 'form', 'url']);
  });

  it('a 2025-11-25 client is asked the password and the look-alike link (the SDK refuses to push the unrenderable form)', async () => {
    const bound = await demo.connect('legacy');
    const person = demo.person(bound, (entry) => (modeOf(entry) === 'url' ? { action: 'cancel' } : { action: 'accept', content: SECRET }));

    const result = await demo.call(bound, 'suspicious');

    expect(result.structuredContent).toEqual({
      status: 'answered',
      answers: { credentials: { action: 'accept', content: SECRET }, lookalike: { action: 'cancel' } },
    });
    expect(person.seen.map((entry) => entry.params)).toEqual([
      expect.objectContaining({ mode: 'form', requestedSchema: CREDENTIALS_FORM }),
      expect.objectContaining({ mode: 'url', url: LOOKALIKE_URL, elicitationId: expect.any(String) }),
    ]);
  });

  it('a hand-written client answering one key, with a __proto__ field, gets a report and no crash', async () => {
    const bound = await demo.connect('modern');
    const hostileContent = JSON.parse('{"__proto__": {"polluted": true}, "street": "Main St"}') as Record<string, unknown>;

    const result = await sendLeg(bound, { name: 'suspicious', arguments: {}, inputResponses: { unrenderable: { action: 'accept', content: hostileContent } } });

    expect(result.structuredContent).toEqual({
      status: 'answered',
      answers: { credentials: { action: 'missing' }, lookalike: { action: 'missing' }, unrenderable: { action: 'accept', content: hostileContent } },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(textOf(result)).toBe('The suspicious server received — credentials: missing; lookalike: missing; unrenderable: accept (__proto__, street).');
  });

  it('is hostile in the ways the kit defends against (if the kit stops noticing, the demo shows nothing)', () => {
    expect(findSensitiveFields(toFormModel(CREDENTIALS_FORM)).map((field) => field.key)).toEqual(['password', 'token']);
    expect(inspectUrl(LOOKALIKE_URL)).toMatchObject({
      ok: true,
      host: { ascii: 'xn--gthub-n2e.com', lookalike: 'github.com' },
      warnings: ['mixed-script', 'idn'],
    });
    const unrenderable = toFormModel(UNRENDERABLE_FORM);
    // The kit renders what it can and skips the rest; a skipped required field means no accept.
    expect(unrenderable).toMatchObject({ renderable: true, acceptable: false, unrenderedRequired: ['address'] });
    expect(unrenderable.issues.filter((issue) => issue.severity === 'error').map((issue) => [issue.key, issue.code])).toEqual([
      ['address', 'nested-object'],
      ['plan', 'enum-and-oneof'],
    ]);
  });
});
