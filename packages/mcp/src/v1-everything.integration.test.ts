/**
 * `@elicit-kit/mcp` on the v1 SDK client (`@modelcontextprotocol/sdk` 1.32.2) against the
 * reference server `@modelcontextprotocol/server-everything` 2026.8.31 (2025-11-25): its pushed
 * form with every schema variant, its URL tool, the `-32042` path with consent → retry, and an
 * aborted call. The server's echo of what it received is the witness.
 */
import { accept, cancel, decline, readElicitRequestParams } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { EVERY_FIELD_FILLED, EVERYTHING, rawResult, submitForm, texts, useEverything } from '../test-support/everything-fixture.js';
import { closedEntry, nextPendingDuring } from '../test-support/queue-waits.js';
import { CallAbortedError, UrlElicitationRefusedError, callWithElicitation } from './index.js';

const everything = useEverything('elicit-kit-v1-everything-test');
const connect = everything.connectV1;

describe('server-everything 2026.8.31 through a v1 SDK client and bindElicitation', () => {
  it('declares form and URL, so the server registers both elicitation tools', async () => {
    const { client } = await connect();
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['trigger-elicitation-request', 'trigger-url-elicitation']));
  });

  it.each(['client.callTool', 'callWithElicitation'] as const)('trigger-elicitation-request through %s: every field filled, the server echoes it exactly', async (path) => {
    const { client, queue } = await connect();
    const call =
      path === 'client.callTool'
        ? client.callTool({ name: 'trigger-elicitation-request', arguments: {} })
        : callWithElicitation(client, 'tools/call', { name: 'trigger-elicitation-request', arguments: {} }, queue);
    const entry = await nextPendingDuring(queue, call);
    expect(entry.server).toEqual(EVERYTHING);
    const content = submitForm(entry, EVERY_FIELD_FILLED);
    expect(content).toMatchObject({ integer: 7, number: 2.5, untitledMultipleSelectEnum: ['Piano', 'Drums'] });
    expect(queue.respond(entry.id, accept(content))).toBe(true);

    const result = await call;
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
    const result = await call;
    expect(texts(result)[0]).toContain(said);
    expect(rawResult(result)).toEqual({ action: answer.action });
  });

  it('trigger-url-elicitation: a pushed URL request keyed by its elicitationId, accepted', async () => {
    const { client, queue } = await connect();
    const elicitationId = 'v1-everything-url-1';
    const url = 'https://example.com/connect';
    const call = client.callTool({ name: 'trigger-url-elicitation', arguments: { url, message: 'Connect your account', elicitationId } });
    const entry = await nextPendingDuring(queue, call);
    expect(entry.key).toBe(elicitationId);
    expect(readElicitRequestParams(entry.params)).toMatchObject({ ok: true, mode: 'url', params: { url, elicitationId } });
    queue.respond(entry.id, accept());
    const result = await call;
    expect(texts(result)[0]).toContain(`Elicitation ID: ${elicitationId}`);
    expect(rawResult(result)).toEqual({ action: 'accept' });
  });

  it('trigger-url-elicitation errorPath: -32042 asks for URL consent, and the retry then succeeds', async () => {
    const { client, queue } = await connect();
    const elicitationId = 'v1-everything-error-path-1';
    const url = 'https://example.com/authorize';
    const call = callWithElicitation(client, 'tools/call', { name: 'trigger-url-elicitation', arguments: { url, elicitationId, errorPath: true } }, queue);
    // The prerequisite from the -32042 error: the server's own link and id.
    const prerequisite = await nextPendingDuring(queue, call);
    expect(readElicitRequestParams(prerequisite.params)).toMatchObject({ ok: true, mode: 'url', params: { url: 'https://modelcontextprotocol.io' } });
    expect(prerequisite.key).toBe((prerequisite.params as { elicitationId: string }).elicitationId);
    queue.respond(prerequisite.id, accept());
    // This server sends no notifications/elicitation/complete: the person closes the waiting card.
    expect(queue.dismissClosed(prerequisite.id)).toBe(true);
    // The retry: the tool's own URL request, pushed as elicitation/create.
    const own = await nextPendingDuring(queue, call, (entry) => entry.key === elicitationId);
    queue.respond(own.id, accept());
    expect(texts(await call)[0]).toContain(`Elicitation ID: ${elicitationId}`);
  });

  it('trigger-url-elicitation errorPath declined: UrlElicitationRefusedError, no retry', async () => {
    const { client, queue } = await connect();
    const call = callWithElicitation(client, 'tools/call', { name: 'trigger-url-elicitation', arguments: { url: 'https://example.com/x', errorPath: true } }, queue);
    const prerequisite = await nextPendingDuring(queue, call);
    queue.respond(prerequisite.id, decline());
    await expect(call).rejects.toBeInstanceOf(UrlElicitationRefusedError);
    expect(queue.getSnapshot().pending).toEqual([]);
  });

  it('aborting callWithElicitation while the pushed form is open: CallAbortedError, the entry closes as aborted', async () => {
    const { client, queue } = await connect();
    const controller = new AbortController();
    const call = callWithElicitation(client, 'tools/call', { name: 'trigger-elicitation-request', arguments: {} }, queue, { signal: controller.signal });
    const entry = await nextPendingDuring(queue, call);

    controller.abort();

    await expect(call).rejects.toBeInstanceOf(CallAbortedError);
    expect(await closedEntry(queue, entry.id)).toMatchObject({ reason: 'aborted', action: 'cancel' });
    expect(queue.respond(entry.id, accept({ name: 'too late' }))).toBe(false);
  });
});
