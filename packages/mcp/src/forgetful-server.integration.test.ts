/**
 * Servers that serve 2025-11-25 without sessions forget the `elicitation` capability declared at
 * connect and answer every tool that asks with a tool error. Real servers of both SDKs
 * (`@elicit-kit/test-support/forgetful-server`), through the v2 client (legacy and auto) and the
 * v1 client: on 2025-11-25 the call rejects with `ForgetfulServerError` (nothing was asked); on
 * 2026-07-28 the same server asks, and the answer arrives.
 */
import { createElicitationQueue } from '@elicit-kit/core';
import { startForgetfulServers, type RunningForgetfulServers } from '@elicit-kit/test-support/forgetful-server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nextPendingDuring } from '../test-support/queue-waits.js';
import { connectV1Bound } from '../test-support/v1-client.js';
import { ForgetfulServerError, bindElicitation, callWithElicitation, type McpClient } from './index.js';

let servers: RunningForgetfulServers;
const clients: Array<{ close(): Promise<void> }> = [];
beforeAll(async () => {
  servers = await startForgetfulServers();
});
afterAll(() => servers.close());
afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((client) => client.close()));
});

async function connectV2(url: URL, mode: 'legacy' | 'auto', modes = { form: true, url: false }) {
  const client = new Client({ name: 'forgetful-test', version: '0.0.0' }, { versionNegotiation: { mode } });
  const queue = createElicitationQueue();
  bindElicitation(client, queue, { server: { name: 'Forgetful' }, modes });
  clients.push(client);
  await client.connect(new StreamableHTTPClientTransport(url));
  return { client, queue };
}

async function connectV1(url: URL) {
  const bound = await connectV1Bound(url);
  clients.push(bound.client);
  return bound;
}

describe('a server that forgot the capability (2025-11-25 without sessions)', () => {
  it.each<[string, () => URL, (url: URL) => Promise<{ client: McpClient }>, RegExp]>([
    ['the v2 server’s stateless fallback, v2 client (legacy)', () => servers.v2, (url) => connectV2(url, 'legacy'), /no client capabilities are available/],
    ['the v2 server’s stateless fallback, v1 client', () => servers.v2, connectV1, /no client capabilities are available/],
    ['a v1 server per request, v2 client (legacy)', () => servers.v1, (url) => connectV2(url, 'legacy'), /Client does not support form elicitation/],
    ['a v1 server per request, v1 client', () => servers.v1, connectV1, /Client does not support form elicitation/],
  ])('%s: rejects with ForgetfulServerError, which says to connect on 2026-07-28', async (_, url, connect, said) => {
    const { client } = await connect(url());
    const queue = createElicitationQueue();

    const error = await callWithElicitation(client, 'tools/call', { name: 'book', arguments: {} }, queue).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ForgetfulServerError);
    expect(error).toMatchObject({ code: 'forgetful-server', message: expect.stringMatching(said) });
    expect((error as Error).message).toContain("versionNegotiation: { mode: 'auto' }");
    expect(queue.getSnapshot().closed).toEqual([]);
  });

  it('the same v2 server on 2026-07-28 (auto) asks, and the answer arrives', async () => {
    const { client, queue } = await connectV2(servers.v2, 'auto');
    const call = callWithElicitation(client, 'tools/call', { name: 'book', arguments: {} }, queue);
    const entry = await nextPendingDuring(queue, call);
    queue.respond(entry.id, { action: 'accept', content: { seat: '12A' } });
    expect(JSON.stringify(await call)).toContain('12A');
  });
});
