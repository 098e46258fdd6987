/**
 * The Mastra recipe against the real demo server: `@mastra/mcp` 2.0.0's `MCPClient` with
 * `inputRequests` answered through Elicit Kit's queue (integration/src/recipes/mastra.ts), the
 * tools run as a Mastra agent runs them (`listTools()` → `execute`). A scripted person answers
 * through `queue.respond`, as the kit's components do; the demo server's answer log is the witness.
 * Node >= 22.13 (what @mastra/mcp 2 declares): `pnpm test:node22` runs this project.
 */
import { createElicitationQueue } from '@elicit-kit/core';
import type { PendingElicitation } from '@elicit-kit/core';
import { closedEntry, nextPending } from '@elicit-kit/mcp/test-support/queue-waits';
import { MCPClient } from '@mastra/mcp';
import { describe, expect, it } from 'vitest';
import { DEMO, TRIP, useRecipeDemo } from './recipe-fixture.js';
import { queueInputRequests } from './mastra.js';

const { demo: server, cleanup, person, consentAndSignIn, expectNothingAccepted } = useRecipeDemo();

type Era = '2026-07-28' | 'legacy';
let clients = 0;

/** The recipe's host code: one queue, one Mastra client whose demo server answers through it. */
function connect(era: Era, modes: { url?: boolean } = {}) {
  const queue = createElicitationQueue();
  const mcp = new MCPClient({
    // Mastra refuses two clients with the same configuration and no id.
    id: `recipe-${++clients}`,
    servers: {
      demo: {
        url: new URL(server().mcpUrl),
        protocolVersion: era,
        inputRequests: queueInputRequests(queue, DEMO),
        ...(modes.url === true && { capabilities: { elicitation: { form: {}, url: {} } } }),
      },
    },
  });
  cleanup(() => mcp.disconnect());
  return { queue, mcp };
}

/** Runs a demo tool as an agent would: the tools come from `listTools()`, keyed `<server>_<tool>`. */
async function run(mcp: MCPClient, tool: string, args: Record<string, unknown> = {}, abortSignal?: AbortSignal): Promise<unknown> {
  const tools = await mcp.listTools();
  const execute = tools[`demo_${tool}`]?.execute;
  if (execute === undefined) throw new Error(`no tool demo_${tool}`);
  return execute(args, { abortSignal } as Parameters<typeof execute>[1]);
}

describe.each([
  ['2026-07-28', '2026-07-28'],
  ['legacy', '2025-11-25'],
] as const)('Mastra on %s', (era, wireEra) => {
  it('a form reaches the queue with its key and the server gets exactly what the person answered', async () => {
    const { queue, mcp } = connect(era);
    const seen = person(queue, () => ({ action: 'accept', content: TRIP })).seen;

    expect(await run(mcp, 'book_flight')).toEqual({ status: 'booked', ...TRIP });

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ server: DEMO, params: { mode: 'form', message: 'Where and when would you like to fly?' } });
    // 2026-07-28: the server's inputRequests key; 2025-11-25: Mastra passes the JSON-RPC id.
    if (era === '2026-07-28') expect(seen[0]?.key).toBe('trip');
    else expect(seen[0]?.key).toMatch(/^\d+$/);
    expect(server().answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: TRIP, era: wireEra }]);
    expect(mcp.getServerProtocolVersions()).toEqual({ demo: wireEra });
  });

  it('decline and cancel reach the server as such', async () => {
    const { queue, mcp } = connect(era);
    const actions: Array<'decline' | 'cancel'> = ['decline', 'cancel'];
    person(queue, () => ({ action: actions.shift() ?? 'cancel' }));

    expect(await run(mcp, 'book_flight')).toEqual({ status: 'declined' });
    expect(await run(mcp, 'book_flight')).toEqual({ status: 'cancelled' });

    expect(server().answers()).toEqual([
      { tool: 'book_flight', key: 'trip', action: 'decline', era: wireEra },
      { tool: 'book_flight', key: 'trip', action: 'cancel', era: wireEra },
    ]);
  });

  it('two rounds in one call (deploy): each reaches the queue in turn', async () => {
    const { queue, mcp } = connect(era);
    const rollout = { percentage: 25, note: 'Faster checkout' };
    const seen: PendingElicitation[] = person(queue, () =>
      seen.length === 1 ? { action: 'accept', content: { confirm: true } } : { action: 'accept', content: rollout },
    ).seen;

    expect(await run(mcp, 'deploy', { version: 'v3.0.0', environment: 'staging' })).toEqual({
      status: 'deployed',
      version: 'v3.0.0',
      environment: 'staging',
      ...rollout,
    });
    expect(
      server()
        .answers()
        .map(({ key, action }) => [key, action]),
    ).toEqual([
      ['confirm', 'accept'],
      ['rollout', 'accept'],
    ]);
  });

  it('aborting the tool call (Mastra’s abortSignal): the call ends; on 2026-07-28 the card closes as aborted, on 2025-11-25 the host cancels it', async () => {
    const { queue, mcp } = connect(era);
    const controller = new AbortController();
    const call = run(mcp, 'book_flight', {}, controller.signal);
    call.catch(() => undefined);
    const entry = await nextPending(queue);

    controller.abort(new Error('the person left the chat'));

    await expect(call).rejects.toThrow('the person left the chat');
    if (era === '2026-07-28') {
      expect(await closedEntry(queue, entry.id)).toMatchObject({ reason: 'aborted', action: 'cancel' });
    } else {
      // 2025-11-25: the pushed request is the server's, and its signal only aborts when the server
      // cancels it: aborting the tool call leaves the card open. The host withdraws it itself.
      expect(queue.get(entry.id)).toBeDefined();
      queue.cancelAll();
      expect(await closedEntry(queue, entry.id)).toMatchObject({ reason: 'cancelled', action: 'cancel' });
    }
    expectNothingAccepted(queue, entry.id);
  });
});

describe('URL mode through Mastra', () => {
  it('2026-07-28: declared with capabilities.elicitation.url, the link reaches the queue; after consent and sign-in the call connects', async () => {
    const { queue, mcp } = connect('2026-07-28', { url: true });
    const call = run(mcp, 'connect_github');
    call.catch(() => undefined);

    await consentAndSignIn(queue, 'grace');

    expect(await call).toEqual({ status: 'connected', account: 'grace' });
  });

  it('without the url capability (Mastra’s default: form only) the server cannot ask for the link', async () => {
    const { queue, mcp } = connect('2026-07-28');
    const seen = person(queue, () => ({ action: 'accept' })).seen;

    await expect(run(mcp, 'connect_github')).rejects.toThrow(/client capabilities do not declare/);
    expect(seen).toEqual([]);
  });

  it('2025-11-25: -32042 reaches the tool as an error (Mastra has no consent-and-retry; the queue never sees it)', async () => {
    const { queue, mcp } = connect('legacy', { url: true });
    const seen = person(queue, () => ({ action: 'accept' })).seen;

    await expect(run(mcp, 'connect_github')).rejects.toMatchObject({ code: -32042, data: { elicitations: [{ mode: 'url' }] } });
    expect(seen).toEqual([]);
  });
});
