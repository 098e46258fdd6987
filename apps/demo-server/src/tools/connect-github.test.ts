import { RunAbortedError, UrlElicitationRefusedError, callWithElicitation } from '@elicit-kit/mcp';
import { describe, expect, it } from 'vitest';
import { WAIT_BUDGET_MS } from '@elicit-kit/test-support/wait-budget';
import { startDemoServer } from '../server.js';
import { closedEntry, connectBound, nextPendingDuring, textOf, useDemoServer } from '../test-support/demo-fixture.js';
import type { BoundClient } from '../test-support/demo-fixture.js';
import { signInAs } from '@elicit-kit/test-support/demo-server';
import { GITHUB_KEY, SIGN_IN_MESSAGE } from './connect-github.js';

const lines: string[] = [];
const lineWaiters = new Set<(line: string) => void>();
const demo = useDemoServer({ log: (line) => (lines.push(line), lineWaiters.forEach((waiter) => waiter(line))) });

/** Resolves on the server's next log line that starts with `prefix`. */
function nextLine(prefix: string): Promise<string> {
  return new Promise((resolve) => {
    const waiter = (line: string) => {
      if (!line.startsWith(prefix)) return;
      lineWaiters.delete(waiter);
      resolve(line);
    };
    lineWaiters.add(waiter);
  });
}

type Leg = Awaited<ReturnType<BoundClient['client']['callTool']>> & {
  resultType?: string;
  requestState?: string;
  inputRequests?: Record<string, { params: { url: string } }>;
};

/** One leg of connect_github as sent (manual mode), to see what the server answers each. */
function leg(bound: BoundClient, retry: { inputResponses?: Record<string, unknown>; requestState?: string } = {}, signal?: AbortSignal): Promise<Leg> {
  const params = { name: 'connect_github', arguments: {}, ...retry } as Parameters<BoundClient['client']['callTool']>[0];
  return bound.client.callTool(params, { allowInputRequired: true, ...(signal && { signal }) }) as Promise<Leg>;
}

function linkOf(result: Leg): string {
  const url = result.inputRequests?.[GITHUB_KEY]?.params.url;
  if (url === undefined) throw new Error(`no link in ${JSON.stringify(result)}`);
  return url;
}

function stateOf(result: Leg): string {
  if (typeof result.requestState !== 'string') throw new Error(`no requestState in ${JSON.stringify(result)}`);
  return result.requestState;
}

async function signInRequests(): Promise<Array<{ method: string; path: string }>> {
  return (await fetch(new URL('/demo/requests', demo.server.signInOrigin))).json() as Promise<Array<{ method: string; path: string }>>;
}

describe('connect_github (2026-07-28)', () => {
  it('links to the sign-in site on another origin, holds the retry until the person authorized there, then connects', async () => {
    await fetch(new URL('/demo/reset', demo.server.signInOrigin), { method: 'POST' });
    const bound = await demo.connect('modern');
    const rounds: Array<{ round: number; keys: string[] }> = [];
    const call = demo.call(bound, 'connect_github', {}, { onRound: ({ round, keys }) => void rounds.push({ round, keys }) });

    const entry = await nextPendingDuring(bound.queue, call);
    const params = entry.params as { mode: string; message: string; url: string };
    expect(params).toMatchObject({ mode: 'url', message: SIGN_IN_MESSAGE });
    const link = new URL(params.url);
    expect(link.origin).toBe(demo.server.signInOrigin);
    expect(link.origin).not.toBe(new URL(demo.server.mcpUrl).origin);
    expect(link.hostname).toBe('localhost');
    expect(link.pathname).toBe('/login/oauth/authorize');
    expect(link.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    // Nothing fetched the target before the person chose to open it.
    expect(await signInRequests()).toEqual([]);

    const serverWaits = nextLine('connect_github: waiting for the sign-in');
    bound.queue.respond(entry.id, { action: 'accept' });
    await closedEntry(bound.queue, entry.id);
    // The retry is out and held; the person signs in in the other tab.
    await serverWaits;
    const done = await signInAs(params.url, 'ada-lovelace');
    expect(done.status).toBe(200);
    expect(done.html).toContain('Done — you can close this tab');

    const result = await call;
    expect(result.structuredContent).toEqual({ status: 'connected', account: 'ada-lovelace' });
    expect(textOf(result)).toBe('Connected to GitHub as ada-lovelace.');
    // One round: the held retry itself became the result (no clock, no "still waiting" rounds).
    expect(rounds).toEqual([{ round: 1, keys: ['github'] }]);
    expect(await signInRequests()).toEqual([
      { method: 'GET', path: `${link.pathname}${link.search}` },
      { method: 'POST', path: link.pathname },
    ]);
    expect(demo.server.answers()).toEqual([{ tool: 'connect_github', key: 'github', action: 'accept', era: '2026-07-28' }]);
  });

  it('the same round answered again before the sign-in (the person said they finished): still waiting, the same link as a new round', async () => {
    const bound = await demo.connect('modern');
    const first = await leg(bound);
    const link = linkOf(first);
    const opened = { inputResponses: { [GITHUB_KEY]: { action: 'accept' } }, requestState: stateOf(first) };

    // The retry after Open is held while the person is at the sign-in page.
    const held = new AbortController();
    const serverWaits = nextLine('connect_github: waiting for the sign-in');
    const holding = leg(bound, opened, held.signal).catch((error: unknown) => error);
    await serverWaits;

    // The same answer again, without a sign-in: answered at once with the same link.
    const again = await leg(bound, opened);
    expect(again.resultType).toBe('input_required');
    expect(linkOf(again)).toBe(link);
    expect(stateOf(again)).not.toBe(stateOf(first));
    expect(lines).toContain('connect_github: asked again before the sign-in; still waiting, the same link again');
    const gone = nextLine('connect_github: the client went away');
    held.abort();
    await holding;
    await gone;

    // Opened again: that round's retry is held until the sign-in, then connects.
    const reopenedWaits = nextLine('connect_github: waiting for the sign-in');
    const connecting = leg(bound, { inputResponses: opened.inputResponses, requestState: stateOf(again) });
    await reopenedWaits;
    await signInAs(link, 'grace');
    expect((await connecting).structuredContent).toEqual({ status: 'connected', account: 'grace' });
    // Answered after the sign-in, any round connects at once.
    expect((await leg(bound, opened)).structuredContent).toEqual({ status: 'connected', account: 'grace' });
  });

  it('through the kit: "I’ve finished" before signing in keeps a checking card, the held retry is sent again, the server asks for the same link, and the call connects after the sign-in', async () => {
    const bound = await demo.connect('modern');
    const rounds: Array<{ round: number; keys: string[] }> = [];
    const call = demo.call(bound, 'connect_github', {}, { onRound: ({ round, keys }) => void rounds.push({ round, keys }) });
    const first = await nextPendingDuring(bound.queue, call);
    const url = (first.params as { url: string }).url;
    expect(first.waitsForServer).toBe(true);

    // Open: the retry goes and the server holds it.
    const held = nextLine('connect_github: waiting for the sign-in');
    bound.queue.respond(first.id, { action: 'accept' });
    await held;
    // "I've finished" without signing in: the card stays, checking with the server...
    const askedAgain = nextPendingDuring(bound.queue, call, (entry) => entry.id !== first.id);
    const heldLegGone = nextLine('connect_github: the client went away');
    bound.queue.dismissClosed(first.id, 'finished');
    expect(bound.queue.getSnapshot().closed.find((record) => record.entry.id === first.id)).toMatchObject({ followUp: 'finished' });
    // ...the kit sends the round again (the held request is given up), and the server says it still waits: the same link.
    const again = await askedAgain;
    await heldLegGone;
    expect((again.params as { url: string }).url).toBe(url);
    expect(lines).toContain('connect_github: asked again before the sign-in; still waiting, the same link again');
    // The server answered: the checking card went, and only the new request is left.
    expect(bound.queue.getSnapshot().closed.some((record) => record.entry.id === first.id)).toBe(false);
    expect(rounds).toEqual([
      { round: 1, keys: [GITHUB_KEY] },
      { round: 2, keys: [GITHUB_KEY] },
    ]);

    // Opened again, signed in: connected, and no card is left.
    const heldAgain = nextLine('connect_github: waiting for the sign-in');
    bound.queue.respond(again.id, { action: 'accept' });
    await heldAgain;
    await signInAs(url, 'ada-lovelace');
    expect((await call).structuredContent).toEqual({ status: 'connected', account: 'ada-lovelace' });
    expect(bound.queue.getSnapshot().closed.filter((record) => record.action === 'accept')).toEqual([]);
    expect(demo.server.answers().map((answer) => answer.action)).toEqual(['accept', 'accept', 'accept']);
  });

  it('through the kit: "I’ve finished" after signing in connects at once from the checking card', async () => {
    const bound = await demo.connect('modern');
    const call = demo.call(bound, 'connect_github');
    const entry = await nextPendingDuring(bound.queue, call);
    const held = nextLine('connect_github: waiting for the sign-in');
    bound.queue.respond(entry.id, { action: 'accept' });
    await held;
    // The sign-in ends the held request by itself; "I've finished" right after finds it connected either way.
    await signInAs((entry.params as { url: string }).url, 'grace');
    bound.queue.dismissClosed(entry.id, 'finished');
    expect((await call).structuredContent).toEqual({ status: 'connected', account: 'grace' });
    expect(bound.queue.getSnapshot().closed).toEqual([]);
  });

  it('a link is used once: authorizing again, or with a made-up state, shows the expired page', async () => {
    const bound = await demo.connect('modern');
    const call = demo.call(bound, 'connect_github');
    const entry = await nextPendingDuring(bound.queue, call);
    const link = (entry.params as { url: string }).url;
    bound.queue.respond(entry.id, { action: 'accept' });
    await signInAs(link);
    await expect(call).resolves.toMatchObject({ structuredContent: { status: 'connected', account: 'octocat' } });

    const again = await fetch(link);
    expect(again.status).toBe(410);
    const forged = await fetch(new URL('/login/oauth/authorize', demo.server.signInOrigin), {
      method: 'POST',
      body: new URLSearchParams({ state: 'guessed', login: 'mallory' }),
    });
    expect(forged.status).toBe(410);
    expect(await forged.text()).toContain('This sign-in link is not valid');
  });

  it('refuses a username that is not one, and keeps the link usable', async () => {
    const bound = await demo.connect('modern');
    const call = demo.call(bound, 'connect_github');
    const entry = await nextPendingDuring(bound.queue, call);
    const link = (entry.params as { url: string }).url;
    bound.queue.respond(entry.id, { action: 'accept' });

    const bad = await signInAs(link, '<script>alert(1)</script>');
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('&#60;script&#62;');
    expect(bad.html).not.toContain('<script>');
    expect(bad.html).toContain('aria-invalid="true"');
    await signInAs(link, 'grace');
    await expect(call).resolves.toMatchObject({ structuredContent: { status: 'connected', account: 'grace' } });
  });

  it.each([
    ['decline', 'declined'],
    ['cancel', 'cancelled'],
  ] as const)('%s of the link → %s, and the site is never contacted', async (action, status) => {
    await fetch(new URL('/demo/reset', demo.server.signInOrigin), { method: 'POST' });
    const bound = await demo.connect('modern');
    demo.person(bound, () => ({ action }));

    const result = await demo.call(bound, 'connect_github');

    expect(result.structuredContent).toEqual({ status });
    expect(await signInRequests()).toEqual([]);
    expect(demo.server.answers()).toEqual([{ tool: 'connect_github', key: 'github', action, era: '2026-07-28' }]);
  });

  it('ends cleanly when the client aborts while the server waits for the sign-in', async () => {
    const bound = await demo.connect('modern');
    const controller = new AbortController();
    const call = demo.call(bound, 'connect_github', {}, { signal: controller.signal });
    const entry = await nextPendingDuring(bound.queue, call);
    const serverWaits = nextLine('connect_github: waiting for the sign-in');
    bound.queue.respond(entry.id, { action: 'accept' });
    await closedEntry(bound.queue, entry.id);
    lines.splice(0);
    await serverWaits;

    controller.abort(new Error('the person closed the chat'));

    await expect(call).rejects.toBeInstanceOf(RunAbortedError);
    await expect.poll(() => lines, { timeout: WAIT_BUDGET_MS }).toContain('connect_github: the client went away while waiting for the sign-in');
    // The server is fine afterwards.
    demo.person(bound, () => ({ action: 'decline' }));
    await expect(demo.call(bound, 'connect_github')).resolves.toMatchObject({ structuredContent: { status: 'declined' } });
  });
});

describe('connect_github with finishedEarly: hold', () => {
  const holding = useDemoServer({ finishedEarly: 'hold', log: (line) => (lines.push(line), lineWaiters.forEach((waiter) => waiter(line))) });

  it('holds the same round answered again too, until the sign-in', async () => {
    const bound = await holding.connect('modern');
    const first = await leg(bound);
    const opened = { inputResponses: { [GITHUB_KEY]: { action: 'accept' } }, requestState: stateOf(first) };
    const firstWait = nextLine('connect_github: waiting for the sign-in');
    const one = leg(bound, opened);
    await firstWait;
    const secondWait = nextLine('connect_github: waiting for the sign-in');
    const two = leg(bound, opened);
    await secondWait;
    await signInAs(linkOf(first), 'linus');
    expect((await one).structuredContent).toEqual({ status: 'connected', account: 'linus' });
    expect((await two).structuredContent).toEqual({ status: 'connected', account: 'linus' });
  });
});

describe('connect_github when the link runs out', () => {
  it('answers expired once the sign-in link has expired while the server waited', async () => {
    const server = await startDemoServer({ port: 0, signInPort: 0, stateTtlSeconds: 1 });
    const bound = await connectBound(new URL(server.mcpUrl), 'auto');
    try {
      const call = callWithElicitation(bound.client, 'tools/call', { name: 'connect_github', arguments: {} }, bound.queue);
      const entry = await nextPendingDuring(bound.queue, call);
      bound.queue.respond(entry.id, { action: 'accept' });

      const result = await call;

      expect(result.structuredContent).toEqual({ status: 'expired' });
      expect(textOf(result)).toBe('The GitHub sign-in link expired before you finished; start again.');
      const late = await fetch((entry.params as { url: string }).url);
      expect(late.status).toBe(410);
    } finally {
      await bound.client.close();
      await server.close();
    }
  });
});

describe('connect_github (2025-11-25)', () => {
  it('-32042 with an elicitationId; the page’s POST sends notifications/elicitation/complete and the retry connects', async () => {
    const bound = await demo.connect('legacy');
    const call = demo.call(bound, 'connect_github');

    const entry = await nextPendingDuring(bound.queue, call);
    const params = entry.params as { mode: string; url: string; elicitationId: string };
    expect(params).toMatchObject({ mode: 'url', message: SIGN_IN_MESSAGE });
    expect(params.elicitationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new URL(params.url).origin).toBe(demo.server.signInOrigin);
    bound.queue.respond(entry.id, { action: 'accept' });
    await closedEntry(bound.queue, entry.id);

    await signInAs(params.url, 'linus');

    const result = await call;
    expect(result.structuredContent).toEqual({ status: 'connected', account: 'linus' });
    // -32042 consent is answered on the client: no answer reaches the server.
    expect(demo.server.answers()).toEqual([]);
  });

  it('"I’ve finished" before signing in: the card checks until the retry’s -32042 asks for the same link (same elicitationId); then connected', async () => {
    const bound = await demo.connect('legacy');
    const call = demo.call(bound, 'connect_github');
    const first = await nextPendingDuring(bound.queue, call);
    const params = first.params as { url: string; elicitationId: string };
    bound.queue.respond(first.id, { action: 'accept' });
    await closedEntry(bound.queue, first.id);

    const askedAgain = nextPendingDuring(bound.queue, call, (entry) => entry.id !== first.id);
    bound.queue.dismissClosed(first.id, 'finished');
    const again = await askedAgain;
    expect(again.params).toMatchObject({ url: params.url, elicitationId: params.elicitationId });
    // The retry was answered: the checking card made way for the request asked again.
    expect(bound.queue.getSnapshot().closed.some((record) => record.entry.id === first.id)).toBe(false);

    bound.queue.respond(again.id, { action: 'accept' });
    await signInAs(params.url, 'linus');
    expect((await call).structuredContent).toEqual({ status: 'connected', account: 'linus' });
  });

  it('declining the -32042 link ends the call on the client with UrlElicitationRefusedError', async () => {
    const bound = await demo.connect('legacy');
    demo.person(bound, () => ({ action: 'decline' }));

    await expect(demo.call(bound, 'connect_github')).rejects.toBeInstanceOf(UrlElicitationRefusedError);
  });
});
