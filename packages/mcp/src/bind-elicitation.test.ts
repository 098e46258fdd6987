import { createElicitationQueue } from '@elicit-kit/core';
import type { ElicitationQueue } from '@elicit-kit/core';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { McpServer } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
import { closedEntry } from '../test-support/queue-waits.js';
import { bindElicitation } from './bind-elicitation.js';
import { BindElicitationError, callWithElicitation } from './index.js';

const SERVER = { name: 'Calendar' };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function newClient(capabilities?: Record<string, unknown>): Client {
  return new Client({ name: 'host', version: '1' }, capabilities === undefined ? {} : { capabilities });
}

/** Connects `client` (2025-11-25) to an in-memory SDK server; returns that server. */
async function connectInMemory(client: Client): Promise<McpServer> {
  const server = new McpServer({ name: 'in-memory', version: '1' }, { capabilities: { tools: {} } });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  cleanups.push(async () => {
    await client.close();
    await server.close();
  });
  return server;
}

function bindError(run: () => unknown): BindElicitationError {
  try {
    run();
  } catch (error) {
    if (error instanceof BindElicitationError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('bindElicitation', () => {
  it('declares exactly the rendered modes (default form only) and reports them', () => {
    const binding = bindElicitation(newClient(), createElicitationQueue(), { server: SERVER });
    expect(binding.modes).toEqual({ form: true, url: false });
    expect(binding.capability).toEqual({ form: {} });
    expect(bindElicitation(newClient(), createElicitationQueue(), { server: SERVER, modes: { url: true } }).capability).toEqual({ form: {}, url: {} });
  });

  it('refuses misuse with a typed error that says what to do', () => {
    const queue = createElicitationQueue();
    expect(bindError(() => bindElicitation(newClient(), queue, { server: { name: ' ' } })).problem).toBe('no-server');
    expect(bindError(() => bindElicitation(newClient(), queue, { server: SERVER, modes: { form: false } })).problem).toBe('no-modes');
    expect(bindError(() => bindElicitation(newClient(), queue, { server: SERVER, timeoutMs: -1 })).problem).toBe('invalid-timeout');
    expect(bindError(() => bindElicitation(newClient(), queue, { server: SERVER, timeoutMs: Number.NaN })).problem).toBe('invalid-timeout');
    const client = newClient();
    bindElicitation(client, queue, { server: SERVER });
    expect(bindError(() => bindElicitation(client, queue, { server: SERVER })).problem).toBe('already-bound');
  });

  it('refuses a constructor capability that promises a mode the binding does not render', () => {
    const queue = createElicitationQueue();
    const dishonest = bindError(() => bindElicitation(newClient({ elicitation: { form: {}, url: {} } }), queue, { server: SERVER }));
    expect(dishonest.problem).toBe('dishonest-capability');
    expect(dishonest.code).toBe('bind');
    // `{}` is form only, which the default binding renders.
    expect(bindElicitation(newClient({ elicitation: {} }), queue, { server: SERVER }).modes).toEqual({ form: true, url: false });
  });

  it('refuses to bind a connected client (capabilities are fixed at connect)', async () => {
    const client = newClient();
    await connectInMemory(client);
    expect(bindError(() => bindElicitation(client, createElicitationQueue(), { server: SERVER })).problem).toBe('connected');
  });

  it('routes pushed requests into the queue while bound, and not after unbind', async () => {
    const form = { message: 'Name?', requestedSchema: { type: 'object' as const, properties: { name: { type: 'string' as const } } } };
    const bound = newClient();
    const boundQueue = createElicitationQueue();
    bindElicitation(bound, boundQueue, { server: SERVER });
    const boundServer = await connectInMemory(bound);
    const asked = boundServer.server.elicitInput(form);
    const [entry] = await new Promise<readonly { id: string }[]>((resolve) => {
      const stop = boundQueue.subscribe(() => (stop(), resolve(boundQueue.getSnapshot().pending)));
    });
    boundQueue.respond(entry?.id as string, { action: 'accept', content: { name: 'Ada' } });
    await expect(asked).resolves.toMatchObject({ action: 'accept', content: { name: 'Ada' } });

    const unbound = newClient();
    const unboundQueue = createElicitationQueue();
    bindElicitation(unbound, unboundQueue, { server: SERVER }).unbind();
    const unboundServer = await connectInMemory(unbound);
    await expect(unboundServer.server.elicitInput(form)).rejects.toThrow();
    expect(unboundQueue.getSnapshot().pending).toEqual([]);
  });

  it('unbind lets the client be bound again', () => {
    const client = newClient();
    const queue = createElicitationQueue();
    bindElicitation(client, queue, { server: SERVER }).unbind();
    expect(() => bindElicitation(client, queue, { server: SERVER, modes: { form: true } })).not.toThrow();
  });

  it('callWithElicitation without a server or binding, or with a bad option, rejects with a BindElicitationError', async () => {
    await expect(callWithElicitation(newClient(), 'tools/call', { name: 'x' }, createElicitationQueue())).rejects.toMatchObject({
      code: 'bind',
      problem: 'no-binding',
    });
    const client = newClient();
    bindElicitation(client, createElicitationQueue(), { server: SERVER });
    await connectInMemory(client);
    await expect(callWithElicitation(client, 'tools/call', { name: 'x' }, createElicitationQueue(), { maxRounds: -1 })).rejects.toMatchObject({
      problem: 'invalid-option',
    });
    await expect(callWithElicitation(client, 'tools/call', { name: 'x' }, createElicitationQueue(), { timeoutMs: 0 })).rejects.toMatchObject({
      problem: 'invalid-timeout',
    });
  });
});

describe('notifications/elicitation/complete (2025-11-25)', () => {
  async function closedUrlEntry(queue: ElicitationQueue, server: { name: string }, key: string): Promise<string> {
    const answer = queue.enqueue({ server, key, params: { mode: 'url', message: 'm', url: 'https://example.com', elicitationId: key } });
    const entry = queue.getSnapshot().pending.at(-1);
    queue.respond(entry?.id as string, { action: 'accept' });
    await answer;
    return entry?.id as string;
  }

  it("dismisses this server's waiting card with that elicitationId; ignores unknown ids and other servers' cards", async () => {
    const client = newClient();
    const queue = createElicitationQueue();
    bindElicitation(client, queue, { server: SERVER, modes: { url: true } });
    const server = await connectInMemory(client);
    const ours = await closedUrlEntry(queue, SERVER, 'e-1');
    const theirs = await closedUrlEntry(queue, { name: 'Other server' }, 'e-2');

    await server.server.createElicitationCompletionNotifier('unknown')();
    await server.server.createElicitationCompletionNotifier('e-2')();
    await server.server.createElicitationCompletionNotifier('e-1')();
    // Notifications arrive in order: once ours is dismissed, the others were seen and ignored.
    await new Promise<void>((resolve) => {
      const done = (): boolean => !queue.getSnapshot().closed.some((closed) => closed.entry.id === ours);
      if (done()) return resolve();
      const stop = queue.subscribe(() => done() && (stop(), resolve()));
    });
    expect(queue.getSnapshot().closed.map((closed) => closed.entry.id)).toEqual([theirs]);
    expect((await closedEntry(queue, theirs)).entry.server.name).toBe('Other server');
  });
});
