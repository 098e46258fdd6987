/**
 * A server process killed while a person answers its pushed card (2025-11-25, where neither SDK
 * client notices by itself before the request times out): the card closes, marked as lost, with
 * what the person typed kept; `respond()` says `false`; the call rejects with `TransportError`
 * (`closed`). Through the v2 client in legacy mode and the v1 client, against a real
 * server-everything process. The request timeout is long on purpose: the end must not be it.
 */
import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startEverything, type RunningEverything } from '@elicit-kit/test-support/everything';
import { afterEach, describe, expect, it } from 'vitest';
import { EVERYTHING } from '../test-support/everything-fixture.js';
import { closedEntry, nextPendingDuring } from '../test-support/queue-waits.js';
import { TransportError, bindElicitation, callWithElicitation, toElicitationCallError, type McpClient } from './index.js';

const HOUR_MS = 3_600_000;

let server: RunningEverything | undefined;
const clients: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((client) => client.close()));
  await server?.close();
  server = undefined;
});

interface Connected {
  client: McpClient & { callTool(params: { name: string; arguments: object }, schema?: undefined, options?: { timeout: number }): Promise<unknown> };
  queue: ElicitationQueue;
}

const CLIENTS: Array<[string, (url: URL) => Promise<Connected>]> = [
  [
    'v2 client (legacy)',
    async (url) => {
      const client = new Client({ name: 'dead-server-test', version: '0.0.0' }, { versionNegotiation: { mode: 'legacy' } });
      const queue = createElicitationQueue();
      bindElicitation(client, queue, { server: EVERYTHING, modes: { form: true } });
      clients.push(client);
      await client.connect(new StreamableHTTPClientTransport(url));
      return { client: client as unknown as Connected['client'], queue };
    },
  ],
  [
    'v1 client',
    async (url) => {
      const client = new V1Client({ name: 'dead-server-test', version: '0.0.0' });
      const queue = createElicitationQueue();
      bindElicitation(client, queue, { server: EVERYTHING, modes: { form: true } });
      clients.push(client);
      await client.connect(new V1Transport(url));
      return { client: client as unknown as Connected['client'], queue };
    },
  ],
];

describe.each(CLIENTS)('server killed while a pushed card waits (%s)', (_, connect) => {
  it('callWithElicitation: the card closes as lost with the draft kept, respond() is false, the call rejects with TransportError (closed)', async () => {
    server = await startEverything();
    const { client, queue } = await connect(server.url);
    const call = callWithElicitation(client, 'tools/call', { name: 'trigger-elicitation-request', arguments: {} }, queue, {
      requestOptions: { timeout: HOUR_MS },
    });
    const entry = await nextPendingDuring(queue, call);
    const typed = { name: 'Ada Lovelace' };
    queue.setDraft(entry.id, typed);
    const closed = closedEntry(queue, entry.id);

    await server.close();

    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ code: 'transport', failure: 'closed', message: 'everything went away; your answer was not sent.' });
    expect(await closed).toMatchObject({ reason: 'aborted', connectionLost: true, draft: typed });
    expect(queue.respond(entry.id, { action: 'decline' })).toBe(false);
  });

  it('a plain callTool: its card closes as lost and the call fails with a transport error', async () => {
    server = await startEverything();
    const { client, queue } = await connect(server.url);
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} }, undefined, { timeout: HOUR_MS });
    const entry = await nextPendingDuring(queue, call);
    const closed = closedEntry(queue, entry.id);

    await server.close();

    expect(toElicitationCallError(await call.catch((caught: unknown) => caught))).toMatchObject({ code: 'transport' });
    expect(await closed).toMatchObject({ reason: 'aborted', connectionLost: true });
    expect(queue.respond(entry.id, { action: 'accept', content: {} })).toBe(false);
  });
});
