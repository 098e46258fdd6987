/**
 * The demo server's 2025-11-25 path through a v1 SDK client (`@modelcontextprotocol/sdk` 1.32.2)
 * bound with `@elicit-kit/mcp`, as a v1 host runs it: the pushed form, two rounds pushed in one
 * call, URL consent after `-32042` that the server completes with
 * `notifications/elicitation/complete` once the person signed in, and a call aborted through its
 * signal. The server's answer log is the witness of what reached it.
 */
import { RunAbortedError, UrlElicitationRefusedError } from '@elicit-kit/mcp';
import { describe, expect, it } from 'vitest';
import { closedEntry, nextPendingDuring, textOf, useDemoServer } from './test-support/demo-fixture.js';
import { signInAs } from '@elicit-kit/test-support/demo-server';
import { SIGN_IN_MESSAGE } from './tools/connect-github.js';
import { ROLLOUT_FORM, confirmForm } from './tools/deploy.js';

const demo = useDemoServer();

const ROLLOUT = { percentage: 25, note: 'Faster checkout' };
const TRIP = { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'business', passengers: 2, meals: ['vegetarian'] };

describe('book_flight (v1 client, 2025-11-25 push)', () => {
  it('the pushed form reaches the queue; the server gets exactly the content', async () => {
    const bound = await demo.connectV1();
    const person = demo.person(bound, () => ({ action: 'accept', content: TRIP }));

    const result = await demo.call(bound, 'book_flight');

    expect(result.structuredContent).toEqual({ status: 'booked', ...TRIP });
    expect(person.seen).toHaveLength(1);
    expect(person.seen[0]?.params).toMatchObject({ message: 'Where and when would you like to fly?' });
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: TRIP, era: '2025-11-25' }]);
    expect(bound.errors).toEqual([]);
  });

  it('through the v1 client’s own callTool too (the binding answers pushed requests on any call)', async () => {
    const bound = await demo.connectV1();
    demo.person(bound, () => ({ action: 'decline' }));

    const result = await bound.client.callTool({ name: 'book_flight', arguments: {} });

    expect(result.structuredContent).toEqual({ status: 'declined' });
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'decline', era: '2025-11-25' }]);
  });

  it('content the server’s schema rejects never leaves: the host is told, the server gets cancel', async () => {
    const bound = await demo.connectV1();
    demo.person(bound, () => ({ action: 'accept', content: { ...TRIP, passengers: 12 } }));

    const result = await demo.call(bound, 'book_flight');

    expect(result.structuredContent).toEqual({ status: 'cancelled' });
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era: '2025-11-25' }]);
    expect(bound.errors.map((error) => error.code)).toEqual(['invalid-content']);
  });
});

describe('deploy (v1 client): two rounds, each pushed', () => {
  it('asks to confirm, then for the rollout, and deploys with what came back', async () => {
    const bound = await demo.connectV1();
    const person = demo.person(bound, () =>
      person.seen.length === 1 ? { action: 'accept', content: { confirm: true } } : { action: 'accept', content: ROLLOUT },
    );

    const result = await demo.call(bound, 'deploy', { version: 'v3.0.0', environment: 'staging' });

    expect(result.structuredContent).toEqual({ status: 'deployed', version: 'v3.0.0', environment: 'staging', ...ROLLOUT });
    expect(person.seen.map((entry) => (entry.params as { requestedSchema: unknown }).requestedSchema)).toEqual([
      confirmForm('v3.0.0', 'staging'),
      ROLLOUT_FORM,
    ]);
    expect(demo.server.answers()).toEqual([
      { tool: 'deploy', key: 'confirm', action: 'accept', content: { confirm: true }, era: '2025-11-25' },
      { tool: 'deploy', key: 'rollout', action: 'accept', content: ROLLOUT, era: '2025-11-25' },
    ]);
  });
});

describe('connect_github (v1 client): -32042, consent, completion, retry', () => {
  it('the sign-in page’s POST sends notifications/elicitation/complete, which closes the waiting card, and the retry connects', async () => {
    const bound = await demo.connectV1();
    const call = demo.call(bound, 'connect_github');

    const entry = await nextPendingDuring(bound.queue, call);
    const params = entry.params as { mode: string; url: string; elicitationId: string };
    expect(params).toMatchObject({ mode: 'url', message: SIGN_IN_MESSAGE });
    expect(entry.key).toBe(params.elicitationId);
    expect(new URL(params.url).origin).toBe(demo.server.signInOrigin);
    bound.queue.respond(entry.id, { action: 'accept' });
    await closedEntry(bound.queue, entry.id);
    // Accepted: a "waiting for you to finish" record stays until the server says the sign-in is done.
    expect(bound.queue.getSnapshot().closed.some((record) => record.entry.id === entry.id)).toBe(true);

    await signInAs(params.url, 'grace');

    const result = await call;
    expect(result.structuredContent).toEqual({ status: 'connected', account: 'grace' });
    // The completion notification removed the waiting record (the retry does not wait on the person).
    expect(bound.queue.getSnapshot().closed.some((record) => record.entry.id === entry.id)).toBe(false);
    // URL consent is answered on the client: no answer reaches the server.
    expect(demo.server.answers()).toEqual([]);
  });

  it('declined: UrlElicitationRefusedError, and the sign-in link is never opened', async () => {
    const bound = await demo.connectV1();
    demo.person(bound, () => ({ action: 'decline' }));
    const opened = demo.server.signInRequests().length;

    await expect(demo.call(bound, 'connect_github')).rejects.toBeInstanceOf(UrlElicitationRefusedError);
    expect(demo.server.signInRequests()).toHaveLength(opened);
  });
});

describe('abort (v1 client)', () => {
  it('aborting the call while the pushed form is open: RunAbortedError, the card closes as aborted, no content reaches the server', async () => {
    const bound = await demo.connectV1();
    const controller = new AbortController();
    const call = demo.call(bound, 'book_flight', {}, { signal: controller.signal });
    const entry = await nextPendingDuring(bound.queue, call);

    controller.abort(new Error('the person closed the chat'));

    await expect(call).rejects.toBeInstanceOf(RunAbortedError);
    expect(await closedEntry(bound.queue, entry.id)).toMatchObject({ reason: 'aborted', action: 'cancel' });
    expect(bound.queue.respond(entry.id, { action: 'accept', content: TRIP })).toBe(false);
    expect(demo.server.answers().filter((answer) => answer.action === 'accept')).toEqual([]);
    // The connection is fine afterwards.
    demo.person(bound, () => ({ action: 'accept', content: TRIP }));
    expect((await demo.call(bound, 'book_flight')).structuredContent).toEqual({ status: 'booked', ...TRIP });
    expect(textOf(await demo.call(bound, 'book_flight'))).toContain('Booked Business');
  });
});
