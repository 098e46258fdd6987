/**
 * The LangChain.js recipe against the real demo server: `loadMcpTools` over a v1 SDK client
 * bound with `bindElicitation` (integration/src/recipes/langchain.ts), each tool invoked as a
 * LangChain agent invokes it. A scripted person answers through `queue.respond`, as the kit's
 * components do; the demo server's answer log is the witness.
 */
import { createElicitationQueue } from '@elicit-kit/core';
import type { PendingElicitation } from '@elicit-kit/core';
import { BindElicitationError, bindElicitation } from '@elicit-kit/mcp';
import { closedEntry, nextPending } from '@elicit-kit/mcp/test-support/queue-waits';
import { MultiServerMCPClient, loadMcpTools } from '@langchain/mcp-adapters';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { DEMO, TRIP, useRecipeDemo } from './recipe-fixture.js';
import { loadKitTools, routeCallsThroughKit } from './langchain.js';

const { demo: server, cleanup, person, consentAndSignIn, expectNothingAccepted } = useRecipeDemo();

async function connect() {
  const queue = createElicitationQueue();
  const { client, tools } = await loadKitTools(new URL(server().mcpUrl), queue, DEMO);
  cleanup(() => client.close());
  const tool = (name: string) => {
    const found = tools.find((candidate) => candidate.name === name);
    if (found === undefined) throw new Error(`no tool ${name} among ${tools.map((candidate) => candidate.name).join(', ')}`);
    return found;
  };
  return { queue, tool };
}

describe('LangChain.js loadMcpTools over a kit-bound client (2025-11-25)', () => {
  it('a tool call’s form reaches the queue; the server gets exactly what the person answered, the tool returns its result', async () => {
    const { queue, tool } = await connect();
    const seen = person(queue, () => ({ action: 'accept', content: TRIP })).seen;

    const output: unknown = await tool('book_flight').invoke({});

    expect(JSON.stringify(output)).toContain('Lisbon');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ server: DEMO, params: { mode: 'form', message: 'Where and when would you like to fly?' } });
    expect(server().answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: TRIP, era: '2025-11-25' }]);
  });

  it('decline and cancel reach the server as such', async () => {
    const { queue, tool } = await connect();
    const actions: Array<'decline' | 'cancel'> = ['decline', 'cancel'];
    person(queue, () => ({ action: actions.shift() ?? 'cancel' }));

    await tool('book_flight').invoke({});
    await tool('book_flight').invoke({});

    expect(server().answers()).toEqual([
      { tool: 'book_flight', key: 'trip', action: 'decline', era: '2025-11-25' },
      { tool: 'book_flight', key: 'trip', action: 'cancel', era: '2025-11-25' },
    ]);
  });

  it('content the server’s schema rejects never leaves: the server gets cancel', async () => {
    const { queue, tool } = await connect();
    person(queue, () => ({ action: 'accept', content: { ...TRIP, passengers: 12 } }));

    await tool('book_flight').invoke({});

    expect(server().answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era: '2025-11-25' }]);
  });

  it('aborting the invocation (LangChain’s signal) closes the open card as aborted; nothing is accepted', async () => {
    const { queue, tool } = await connect();
    const controller = new AbortController();
    const call = tool('book_flight').invoke({}, { signal: controller.signal });
    call.catch(() => undefined);
    const entry = await nextPending(queue);

    controller.abort(new Error('the person left the chat'));
    await expect(call).rejects.toThrow();
    expect(await closedEntry(queue, entry.id)).toMatchObject({ reason: 'aborted', action: 'cancel' });
    expectNothingAccepted(queue, entry.id);
  });

  it('-32042: the URL card reaches the queue, the person consents and signs in, the retry connects', async () => {
    const { queue, tool } = await connect();
    const call = tool('connect_github').invoke({});
    call.catch(() => undefined);

    await consentAndSignIn(queue, 'grace');

    expect(JSON.stringify(await call)).toContain('grace');
  });

  it('MultiServerMCPClient hands out clients already connected: binding one fails with BindElicitationError', async () => {
    const multi = new MultiServerMCPClient({ demo: { url: server().mcpUrl } });
    cleanup(() => multi.close());
    await multi.getTools();
    const client = await multi.getClient('demo');

    expect(client).toBeDefined();
    expect(() => bindElicitation(client!, createElicitationQueue(), { server: DEMO })).toThrow(BindElicitationError);
  });
});

describe('LangChain.js loadMcpTools over a kit-bound v2 SDK client (2026-07-28)', () => {
  // The adapter is typed for the v1 client but only calls listTools and callTool, which the v2
  // client has too: handed a bound v2 client, its tools run MRTR rounds through the kit.
  async function connectModern() {
    const queue = createElicitationQueue();
    const client = new ModernClient({ name: 'my-langchain-host', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    bindElicitation(client, queue, { server: DEMO, modes: { form: true, url: true } });
    await client.connect(new ModernTransport(new URL(server().mcpUrl)));
    cleanup(() => client.close());
    const tools = await loadMcpTools(DEMO.name, routeCallsThroughKit(client, queue, DEMO) as unknown as Parameters<typeof loadMcpTools>[1]);
    return { queue, tools };
  }

  it('two rounds (deploy) and a decline reach the server on 2026-07-28', async () => {
    const { queue, tools } = await connectModern();
    const rollout = { percentage: 25, note: 'Faster checkout' };
    const seen: PendingElicitation[] = person(queue, () =>
      seen.length === 1 ? { action: 'accept', content: { confirm: true } } : seen.length === 2 ? { action: 'accept', content: rollout } : { action: 'decline' },
    ).seen;
    const tool = (name: string) => tools.find((candidate) => candidate.name === name)!;

    expect(JSON.stringify(await tool('deploy').invoke({ version: 'v3.0.0', environment: 'staging' }))).toContain('deployed');
    await tool('book_flight').invoke({});

    expect(server().answers()).toEqual([
      { tool: 'deploy', key: 'confirm', action: 'accept', content: { confirm: true }, era: '2026-07-28' },
      { tool: 'deploy', key: 'rollout', action: 'accept', content: rollout, era: '2026-07-28' },
      { tool: 'book_flight', key: 'trip', action: 'decline', era: '2026-07-28' },
    ]);
  });
});
