/**
 * `@elicit-kit/mcp` on the v1 SDK client (`@modelcontextprotocol/sdk` 1.32.2) against a real v1
 * SDK server (2025-11-25): pushed forms and URL requests, `-32042` with consent → completion →
 * retry, a request the server withdraws, and the schema the server sent (not what the SDK
 * left of it) as what answers are checked against. The server's own records are the witness.
 */
import { toFormModel } from '@elicit-kit/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actAsPerson, firstText, modeOf, TEST_SERVER } from '../test-support/sdk-client.js';
import { closedEntry, nextPendingDuring } from '../test-support/queue-waits.js';
import { SIGNUP_SCHEMA } from '@elicit-kit/test-support/sdk-server';
import { connectV1Bound } from '../test-support/v1-client.js';
import type { BoundV1Client } from '../test-support/v1-client.js';
import { MULTI_SHORTHAND_SCHEMA, startV1Server } from '@elicit-kit/test-support/v1-server';
import type { RunningV1Server } from '@elicit-kit/test-support/v1-server';
import { RunAbortedError, InvalidContentError, UrlElicitationRefusedError, callWithElicitation } from './index.js';

let server: RunningV1Server;
const cleanups: Array<() => unknown> = [];
beforeAll(async () => {
  server = await startV1Server();
});
afterAll(() => server.close());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function connect(options?: Parameters<typeof connectV1Bound>[1]): Promise<BoundV1Client> {
  const bound = await connectV1Bound(server.url, options);
  cleanups.push(() => bound.client.close());
  return bound;
}

function person(bound: BoundV1Client, decide: Parameters<typeof actAsPerson>[1]) {
  const scripted = actAsPerson(bound.queue, decide);
  cleanups.push(scripted.stop);
  return scripted;
}

const ADA = { name: 'Ada', seats: 3, vip: true, extras: ['meal'] };
type Path = 'callWithElicitation' | 'client.callTool';
const call = (bound: BoundV1Client, path: Path, name: string): Promise<Record<string, unknown>> =>
  path === 'callWithElicitation'
    ? callWithElicitation(bound.client, 'tools/call', { name, arguments: {} }, bound.queue)
    : (bound.client.callTool({ name, arguments: {} }) as Promise<Record<string, unknown>>);

describe.each(['callWithElicitation', 'client.callTool'] as const)('a pushed form, through %s', (path) => {
  it('reaches the queue keyed by the JSON-RPC id, as the host knows the server; the server gets the exact content', async () => {
    const bound = await connect();
    const seen = person(bound, () => ({ action: 'accept', content: ADA }));

    const result = await call(bound, path, 'book');

    expect(JSON.parse(firstText(result))).toEqual({ action: 'accept', content: ADA });
    expect(seen.seen[0]).toMatchObject({ server: TEST_SERVER });
    expect(seen.seen[0]?.group).toBeUndefined();
    expect(typeof seen.seen[0]?.key).toBe('string');
  });

  it.each(['decline', 'cancel'] as const)('%s goes back bare', async (action) => {
    const bound = await connect();
    person(bound, () => ({ action }));

    expect(JSON.parse(firstText(await call(bound, path, 'book')))).toEqual({ action });
  });
});

describe('a pushed form beyond the SDK grammar (Python FastMCP [["a", "b"]]: items without type)', () => {
  it.each(['callWithElicitation', 'client.callTool'] as const)('reaches the person, who answers it, through %s', async (path) => {
    const bound = await connect();
    const seen = person(bound, () => ({ action: 'accept', content: { value: ['a', 'b'] } }));

    const result = await call(bound, path, 'pick-many');

    expect(JSON.parse(firstText(result))).toEqual({ action: 'accept', content: { value: ['a', 'b'] } });
    expect(seen.seen[0]?.params).toMatchObject({ requestedSchema: MULTI_SHORTHAND_SCHEMA });
  });
});

describe('the schema the server sent (zod email + .int().positive())', () => {
  it.each(['callWithElicitation', 'client.callTool'] as const)('is what the queue shows and answers are checked against, through %s', async (path) => {
    const bound = await connect();
    const seen = person(bound, () => ({ action: 'accept', content: { email: 'a!b@example.com', count: 0 } }));
    const from = server.received.length;

    await call(bound, path, 'signup');

    expect(seen.seen[0]?.params).toMatchObject({ requestedSchema: SIGNUP_SCHEMA });
    // The v1 SDK client strips pattern and exclusiveMinimum: judged by that copy, this content would have gone out.
    expect(server.received.slice(from)).toEqual([{ tool: 'signup', action: 'cancel', valid: true }]);
    expect(bound.errors.some((error) => error instanceof InvalidContentError)).toBe(true);
  });

  it('sends a valid answer once core can check the whole schema', async () => {
    const bound = await connect();
    const content = { email: 'ada@example.com', count: 2 };
    person(bound, () => ({ action: 'accept', content }));
    const from = server.received.length;

    await call(bound, 'callWithElicitation', 'signup');

    const sent = toFormModel(SIGNUP_SCHEMA).acceptable;
    expect(server.received.slice(from)).toEqual([
      sent ? { tool: 'signup', action: 'accept', content, valid: true } : { tool: 'signup', action: 'cancel', valid: true },
    ]);
  });
});

describe('URL mode', () => {
  it('a pushed URL request: accepted, and the completion notification dismisses its waiting card', async () => {
    const bound = await connect();
    const seen = person(bound, () => ({ action: 'accept' }));

    const result = await call(bound, 'client.callTool', 'open-link');

    expect(JSON.parse(firstText(result))).toEqual({ action: 'accept' });
    const entry = seen.seen[0];
    expect(entry !== undefined && modeOf(entry)).toBe('url');
    // The server completed it right after the accept: the notification removes the "waiting for you" record.
    await new Promise<void>((resolve) => {
      const gone = () => !bound.queue.getSnapshot().closed.some((record) => record.entry.id === entry?.id);
      if (gone()) return resolve();
      const stop = bound.queue.subscribe(() => gone() && (stop(), resolve()));
    });
  });

  it('-32042: consent, the server completes it, the request is sent again and succeeds', async () => {
    const bound = await connect();
    const pending = callWithElicitation(bound.client, 'tools/call', { name: 'signin', arguments: {} }, bound.queue);
    const entry = await nextPendingDuring(bound.queue, pending);
    expect(entry.key).toBe(server.urlElicitationIds.at(-1));
    bound.queue.respond(entry.id, { action: 'accept' });
    await closedEntry(bound.queue, entry.id);
    await server.completeUrlElicitation(entry.key as string);

    expect(firstText(await pending)).toBe('"signed in"');
  });

  it('-32042 declined: UrlElicitationRefusedError', async () => {
    const bound = await connect();
    const pending = callWithElicitation(bound.client, 'tools/call', { name: 'signin', arguments: {} }, bound.queue);
    const entry = await nextPendingDuring(bound.queue, pending);
    bound.queue.respond(entry.id, { action: 'decline' });

    await expect(pending).rejects.toBeInstanceOf(UrlElicitationRefusedError);
  });
});

describe('abort', () => {
  it('the server withdraws its request: the card closes through the request signal, nothing is answered', async () => {
    const bound = await connect();
    const pending = bound.client.callTool({ name: 'hold', arguments: {} }).catch((error: unknown) => error);
    const entry = await nextPendingDuring(bound.queue, pending);
    const from = server.received.length;

    server.withdrawHold();

    expect(await closedEntry(bound.queue, entry.id)).toMatchObject({ reason: 'aborted' });
    await pending;
    expect(server.received.slice(from)).toEqual([{ tool: 'hold', error: expect.any(String) }]);
  });

  it('the caller aborts callWithElicitation: the card closes as aborted, RunAbortedError', async () => {
    const bound = await connect();
    const controller = new AbortController();
    const pending = callWithElicitation(bound.client, 'tools/call', { name: 'book', arguments: {} }, bound.queue, { signal: controller.signal });
    const entry = await nextPendingDuring(bound.queue, pending);

    controller.abort();

    await expect(pending).rejects.toBeInstanceOf(RunAbortedError);
    expect(await closedEntry(bound.queue, entry.id)).toMatchObject({ reason: 'aborted' });
  });
});
