/**
 * Misuse of `bindElicitation` is refused before anything happens to the client, whichever SDK
 * it comes from: no capability registered, no handler set, so a host that catches the error
 * still has the client it had (before, binding a v1 client registered the capability and then
 * threw "Schema is missing a method literal").
 */
import { createElicitationQueue } from '@elicit-kit/core';
import { Client as V2Client } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expect, it } from 'vitest';
import { BindElicitationError, bindElicitation, callWithElicitation } from './index.js';
import type { BindProblem } from './index.js';

const SERVER = { name: 'Calendar' };

/** What a binding could change on a client: its declared capabilities and its handler tables. */
function snapshot(client: object) {
  const internals = client as { _capabilities?: unknown; _requestHandlers?: Map<string, unknown>; _notificationHandlers?: Map<string, unknown> };
  return {
    capabilities: structuredClone(internals._capabilities),
    requests: [...(internals._requestHandlers?.keys() ?? [])],
    notifications: [...(internals._notificationHandlers?.keys() ?? [])],
    requestHandler: internals._requestHandlers?.get('elicitation/create'),
  };
}

function refusal(run: () => unknown): BindProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof BindElicitationError) return error.problem;
    throw error;
  }
  throw new Error('did not throw');
}

const clients = {
  v1: (capabilities?: Record<string, unknown>) => new V1Client({ name: 'host', version: '1' }, capabilities === undefined ? {} : { capabilities }),
  v2: (capabilities?: Record<string, unknown>) => new V2Client({ name: 'host', version: '1' }, capabilities === undefined ? {} : { capabilities }),
};

describe.each(['v1', 'v2'] as const)('SDK %s client', (sdk) => {
  const newClient = clients[sdk];

  it.each([
    ['no server name', { server: { name: '' } }, 'no-server'],
    ['no mode', { server: SERVER, modes: { form: false } }, 'no-modes'],
    ['a mode that is not a boolean', { server: SERVER, modes: { url: 'yes' } }, 'invalid-option'],
    ['an onError that is not a function', { server: SERVER, onError: 'log' }, 'invalid-option'],
    ['a bad timeout', { server: SERVER, timeoutMs: 0 }, 'invalid-timeout'],
  ])('refuses %s and leaves the client untouched', (_what, options, problem) => {
    const client = newClient();
    const before = snapshot(client);
    expect(refusal(() => bindElicitation(client, createElicitationQueue(), options as never))).toBe(problem);
    expect(snapshot(client)).toEqual(before);
  });

  it('refuses a client whose constructor declares a mode the binding does not render, untouched', () => {
    const client = newClient({ elicitation: { form: {}, url: {} } });
    const before = snapshot(client);
    expect(refusal(() => bindElicitation(client, createElicitationQueue(), { server: SERVER }))).toBe('dishonest-capability');
    expect(snapshot(client)).toEqual(before);
  });

  it('refuses a client that already has an elicitation handler of its own, untouched', () => {
    const client = newClient({ elicitation: { form: {} } });
    if (sdk === 'v1') (client as V1Client).setRequestHandler(ElicitRequestSchema, async () => ({ action: 'decline' }));
    else (client as V2Client).setRequestHandler('elicitation/create', async () => ({ action: 'decline' }));
    const before = snapshot(client);
    expect(refusal(() => bindElicitation(client, createElicitationQueue(), { server: SERVER }))).toBe('handler-exists');
    expect(snapshot(client)).toEqual(before);
  });

  it('binds: declares form (and URL when rendered) and registers the handlers', () => {
    const client = newClient();
    const binding = bindElicitation(client, createElicitationQueue(), { server: SERVER, modes: { form: true, url: true } });
    expect(binding.capability).toEqual({ form: {}, url: {} });
    expect(snapshot(client)).toMatchObject({ capabilities: { elicitation: { form: {}, url: {} } } });
    expect(snapshot(client).requests).toContain('elicitation/create');
    expect(snapshot(client).notifications).toContain('notifications/elicitation/complete');
    binding.unbind();
    expect(snapshot(client).requests).not.toContain('elicitation/create');
  });
});

it('refuses a connected v1 client, untouched', async () => {
  const client = clients.v1();
  const server = new McpServer({ name: 'in-memory', version: '1' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  try {
    const before = snapshot(client);
    expect(refusal(() => bindElicitation(client, createElicitationQueue(), { server: SERVER }))).toBe('connected');
    expect(snapshot(client)).toEqual(before);
  } finally {
    await client.close();
    await server.close();
  }
});

it.each([
  ['a plain object', {}],
  ['null', null],
  ['an object with some of the methods', { connect: () => undefined, registerCapabilities: () => undefined }],
])('refuses %s as a client (unknown-client), in bindElicitation and callWithElicitation', async (_what, client) => {
  expect(refusal(() => bindElicitation(client as never, createElicitationQueue(), { server: SERVER }))).toBe('unknown-client');
  await expect(callWithElicitation(client as never, 'tools/call', { name: 'x' }, createElicitationQueue(), { server: SERVER })).rejects.toMatchObject({
    problem: 'unknown-client',
  });
});
