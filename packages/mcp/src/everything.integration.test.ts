/**
 * The kit against the reference server `@modelcontextprotocol/server-everything` 2026.8.31, a
 * real 2025-11-25 peer (SDK 1.x, pushed `elicitation/create`), through the real SDK client 2.4.0,
 * `bindElicitation` and a real queue answered through `queue.respond`, as the UI would.
 *
 * Not covered: `simulate-research-query` and `trigger-elicitation-request-async` need client-side
 * tasks, which the v2 client does not have.
 */
import { accept, cancel, decline, readElicitRequestParams } from '@elicit-kit/core';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { EVERY_FIELD_FILLED, EVERYTHING, rawResult, submitForm, texts, useEverything } from '../test-support/everything-fixture.js';
import { closedEntry, nextPendingDuring } from '../test-support/queue-waits.js';
import { callWithElicitation } from './index.js';

const everything = useEverything('elicit-kit-everything-test');
const connect = everything.connect;

describe('server-everything 2026.8.31 (2025-11-25 era) through bindElicitation', () => {
  it('falls back from auto negotiation to 2025-11-25 and lists the elicitation tools our capability unlocks', async () => {
    const { client } = await connect();
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['trigger-elicitation-request', 'trigger-url-elicitation']));
  });

  it('trigger-elicitation-request: every schema variant filled in, checked, and echoed by the server', async () => {
    const { client, queue } = await connect();
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    const entry = await nextPendingDuring(queue, call);
    expect(entry.server).toEqual(EVERYTHING);
    const content = submitForm(entry, EVERY_FIELD_FILLED);
    // All 13 answered; typed numbers go out as numbers, multi-selects as arrays.
    expect(Object.keys(content).sort()).toEqual(Object.keys(EVERY_FIELD_FILLED).sort());
    expect(content).toMatchObject({ integer: 7, number: 2.5, untitledMultipleSelectEnum: ['Piano', 'Drums'] });
    expect(queue.respond(entry.id, accept(content))).toBe(true);

    const result = (await call) as CallToolResult;
    expect(rawResult(result)).toEqual({ action: 'accept', content: { ...content } });
    expect(texts(result).join('\n')).toContain('- Name: Ada Lovelace');
    expect((await closedEntry(queue, entry.id)).reason).toBe('responded');
  });

  it.each([
    ['decline', decline(), '❌ User declined'],
    ['cancel', cancel(), '⚠️ User cancelled'],
  ] as const)('trigger-elicitation-request: %s reaches the server without content', async (_, answer, said) => {
    const { client, queue } = await connect();
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    const entry = await nextPendingDuring(queue, call);
    queue.respond(entry.id, answer);
    const result = (await call) as CallToolResult;
    expect(texts(result)[0]).toContain(said);
    expect(rawResult(result)).toEqual({ action: answer.action });
  });

  it('trigger-url-elicitation: URL consent keyed by its elicitationId, accepted', async () => {
    const { client, queue } = await connect();
    const elicitationId = 'everything-url-consent-1';
    const url = 'https://example.com/connect';
    const call = client.callTool({ name: 'trigger-url-elicitation', arguments: { url, message: 'Connect your account', elicitationId } });
    const entry = await nextPendingDuring(queue, call);
    expect(entry.key).toBe(elicitationId);
    expect(readElicitRequestParams(entry.params)).toMatchObject({ ok: true, mode: 'url', params: { url, elicitationId } });
    queue.respond(entry.id, accept());
    const result = (await call) as CallToolResult;
    expect(texts(result)[0]).toContain(`Elicitation ID: ${elicitationId}`);
    expect(rawResult(result)).toEqual({ action: 'accept' });
  });

  it('trigger-url-elicitation errorPath: -32042 asks for URL consent, and the retry then succeeds', async () => {
    const { client, queue } = await connect();
    const elicitationId = 'everything-error-path-1';
    const url = 'https://example.com/authorize';
    const call = callWithElicitation(
      client,
      'tools/call',
      { name: 'trigger-url-elicitation', arguments: { url, elicitationId, errorPath: true } },
      queue,
      { server: EVERYTHING },
    );
    // First the prerequisite from the -32042 error (a different URL, a server-made id) ...
    const prerequisite = await nextPendingDuring(queue, call);
    expect(readElicitRequestParams(prerequisite.params)).toMatchObject({ ok: true, mode: 'url', params: { url: 'https://modelcontextprotocol.io' } });
    expect(prerequisite.key).toBe((prerequisite.params as { elicitationId: string }).elicitationId);
    queue.respond(prerequisite.id, accept());
    // This server sends no notifications/elicitation/complete: the person closes the
    // "waiting for you to finish" card when done, and only then is the call retried.
    expect(queue.dismissClosed(prerequisite.id)).toBe(true);
    // ... then, on the retry, the tool's own URL request, pushed as elicitation/create.
    const own = await nextPendingDuring(queue, call, (entry) => entry.key === elicitationId);
    queue.respond(own.id, accept());
    const result = (await call) as CallToolResult;
    expect(texts(result)[0]).toContain(`Elicitation ID: ${elicitationId}`);
  });

  it('closing the client while a pushed form is open closes the entry as aborted; nothing is answered', async () => {
    const { client, queue } = await connect();
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    call.catch(() => undefined); // the connection goes away under it
    const entry = await nextPendingDuring(queue, call);
    await client.close();
    expect(await closedEntry(queue, entry.id)).toMatchObject({ reason: 'aborted', action: 'cancel' });
    expect(queue.respond(entry.id, accept({ name: 'too late' }))).toBe(false);
  });

  // On 2025-11-25 the form is pushed as a server request of its own, which neither the SDK client
  // nor this server ties to its tools/call: the kit closes it when the aborted call ends.
  it('aborting the call while the form is open closes the entry as aborted; nothing is answered', async () => {
    const { client, queue } = await connect();
    const controller = new AbortController();
    const call = callWithElicitation(client, 'tools/call', { name: 'trigger-elicitation-request', arguments: {} }, queue, {
      server: EVERYTHING,
      signal: controller.signal,
    });
    const entry = await nextPendingDuring(queue, call);
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'aborted' });
    // By the time the call has given up, its form must be gone from the queue, not left for the person.
    const closed = queue.getSnapshot().closed.find((record) => record.entry.id === entry.id);
    expect(closed).toMatchObject({ reason: 'aborted', action: 'cancel' });
    expect(queue.respond(entry.id, accept({ name: 'too late' }))).toBe(false);
  });
});
