/**
 * The kit against the reference server `@modelcontextprotocol/server-everything` 2026.8.31, a
 * real 2025-11-25 peer (SDK 1.x, pushed `elicitation/create`), through each official SDK client
 * (2.4.0 and the v1 client 1.32.2), `bindElicitation` and a real queue answered through
 * `queue.respond`, as the UI would. The server's echo of what it received is the witness.
 *
 * Not covered: `simulate-research-query` and `trigger-elicitation-request-async` need client-side
 * tasks, which the v2 client does not have.
 */
import { accept, cancel, decline, readElicitRequestParams, type ElicitationQueue } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { EVERY_FIELD_FILLED, EVERYTHING, rawResult, submitForm, texts, useEverything } from '../test-support/everything-fixture.js';
import { closedEntry, nextPendingDuring } from '../test-support/queue-waits.js';
import { RunAbortedError, UrlElicitationRefusedError, callWithElicitation, type McpClient } from './index.js';

const everything = useEverything('elicit-kit-everything-test');

/** A connected, bound client of either SDK, with its own `callTool` (the SDK's path, not the kit's). */
interface Connected {
  client: McpClient & { listTools(): Promise<{ tools: Array<{ name: string }> }> };
  queue: ElicitationQueue;
  callTool(name: string, args?: Record<string, unknown>): Promise<object>;
}

const CLIENTS: Array<[string, () => Promise<Connected>]> = [
  [
    'SDK 2.4.0 client',
    async () => {
      const { client, queue } = await everything.connect();
      return { client, queue, callTool: (name, args = {}) => client.callTool({ name, arguments: args }) };
    },
  ],
  [
    'v1 SDK 1.32.2 client',
    async () => {
      const { client, queue } = await everything.connectV1();
      return { client, queue, callTool: (name, args = {}) => client.callTool({ name, arguments: args }) };
    },
  ],
];

describe.each(CLIENTS)('server-everything 2026.8.31 (2025-11-25 era) through the %s and bindElicitation', (_, connect) => {
  it('declares form and URL, so the server registers both elicitation tools', async () => {
    const { client } = await connect();
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['trigger-elicitation-request', 'trigger-url-elicitation']));
  });

  it.each(['the SDK’s callTool', 'callWithElicitation'] as const)(
    'trigger-elicitation-request through %s: every schema variant filled in, checked, and echoed',
    async (path) => {
      const { client, queue, callTool } = await connect();
      const call =
        path === 'callWithElicitation'
          ? callWithElicitation(client, 'tools/call', { name: 'trigger-elicitation-request', arguments: {} }, queue)
          : callTool('trigger-elicitation-request');
      const entry = await nextPendingDuring(queue, call);
      expect(entry.server).toEqual(EVERYTHING);
      const content = submitForm(entry, EVERY_FIELD_FILLED);
      // All 13 answered; typed numbers go out as numbers, multi-selects as arrays.
      expect(Object.keys(content).sort()).toEqual(Object.keys(EVERY_FIELD_FILLED).sort());
      expect(content).toMatchObject({ integer: 7, number: 2.5, untitledMultipleSelectEnum: ['Piano', 'Drums'] });
      expect(queue.respond(entry.id, accept(content))).toBe(true);

      const result = await call;
      expect(rawResult(result)).toEqual({ action: 'accept', content: { ...content } });
      expect(texts(result).join('\n')).toContain('- Name: Ada Lovelace');
      expect((await closedEntry(queue, entry.id)).reason).toBe('responded');
    },
  );

  it.each([
    ['decline', decline(), '❌ User declined'],
    ['cancel', cancel(), '⚠️ User cancelled'],
  ] as const)('trigger-elicitation-request: %s reaches the server without content', async (_action, answer, said) => {
    const { queue, callTool } = await connect();
    const call = callTool('trigger-elicitation-request');
    const entry = await nextPendingDuring(queue, call);
    queue.respond(entry.id, answer);
    const result = await call;
    expect(texts(result)[0]).toContain(said);
    expect(rawResult(result)).toEqual({ action: answer.action });
  });

  it('trigger-url-elicitation: URL consent keyed by its elicitationId, accepted', async () => {
    const { queue, callTool } = await connect();
    const elicitationId = 'everything-url-consent-1';
    const url = 'https://example.com/connect';
    const call = callTool('trigger-url-elicitation', { url, message: 'Connect your account', elicitationId });
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
    const elicitationId = 'everything-error-path-1';
    const url = 'https://example.com/authorize';
    const call = callWithElicitation(client, 'tools/call', { name: 'trigger-url-elicitation', arguments: { url, elicitationId, errorPath: true } }, queue, {
      server: EVERYTHING,
    });
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
    const result = await call;
    expect(texts(result)[0]).toContain(`Elicitation ID: ${elicitationId}`);
  });

  it('trigger-url-elicitation errorPath declined: UrlElicitationRefusedError, nothing left waiting', async () => {
    const { client, queue } = await connect();
    const call = callWithElicitation(
      client,
      'tools/call',
      { name: 'trigger-url-elicitation', arguments: { url: 'https://example.com/x', errorPath: true } },
      queue,
    );
    const prerequisite = await nextPendingDuring(queue, call);
    queue.respond(prerequisite.id, decline());
    await expect(call).rejects.toBeInstanceOf(UrlElicitationRefusedError);
    expect(queue.getSnapshot().pending).toEqual([]);
  });

  // On 2025-11-25 the form is pushed as a server request of its own, which neither SDK client
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
    await expect(call).rejects.toBeInstanceOf(RunAbortedError);
    // By the time the call has given up, its form must be gone from the queue, not left for the person.
    const closed = queue.getSnapshot().closed.find((record) => record.entry.id === entry.id);
    expect(closed).toMatchObject({ reason: 'aborted', action: 'cancel' });
    expect(queue.respond(entry.id, accept({ name: 'too late' }))).toBe(false);
  });
});

describe('server-everything through the SDK 2.4.0 client only', () => {
  it('falls back from auto negotiation to 2025-11-25', async () => {
    const { client } = await everything.connect();
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
  });

  it('closing the client while a pushed form is open closes the entry as aborted; nothing is answered', async () => {
    const { client, queue } = await everything.connect();
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    call.catch(() => undefined); // the connection goes away under it
    const entry = await nextPendingDuring(queue, call);
    await client.close();
    expect(await closedEntry(queue, entry.id)).toMatchObject({ reason: 'aborted', action: 'cancel' });
    expect(queue.respond(entry.id, accept({ name: 'too late' }))).toBe(false);
  });
});
