/**
 * URL mode end to end with `connect_github`: the consent names the sign-in site (another
 * origin), nothing reaches that site before Open, Open gives a new tab without `window.opener`,
 * signing in there completes the call; Decline and Cancel-after-Open end it as such.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requestsTo } from './support/browser.js';
import {
  button,
  callTool,
  chooseSetting,
  pendingRequests,
  resultJson,
  resultText,
  settled,
  urlConsent,
  waitUntilConnected,
  POLL,
} from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);

/** Clicks Open and returns the tab it opened (as a context page: with no opener it is no one's pop-up). */
async function openLink(context: BrowserContext, consent: Locator, name = 'Open link'): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), button(consent, name).click()]);
  await tab.waitForLoadState('domcontentloaded');
  return tab;
}

/** Records, from now on, every arrangement of the call's cards (state, "still waiting") and the fewest shown at once. */
async function watchCards(call: Locator): Promise<void> {
  await call.evaluate((element) => {
    const seen = { shown: [] as string[], fewest: Number.POSITIVE_INFINITY };
    const look = (): void => {
      const items = [...element.querySelectorAll('[data-ek-part=host-item]')];
      seen.fewest = Math.min(seen.fewest, items.length);
      const now = items.map((item) => `${item.getAttribute('data-state')}${item.querySelector('[data-still-waiting]') ? ' still-waiting' : ''}`).join(', ');
      if (seen.shown.at(-1) !== now) seen.shown.push(now);
    };
    look();
    // Called after each of React's commits: a moment without any card would be seen here.
    new MutationObserver(look).observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state', 'data-still-waiting'] });
    (element as unknown as { cardsSeen: typeof seen }).cardsSeen = seen;
  });
}

/**
 * Back from the sign-in page without signing in, "I've finished": the card checks with the server
 * (never no card at all), then the server's answer shows — the same link, "still waiting". Returns that card.
 */
async function finishTooEarly(call: Locator, consent: Locator, shot: string): Promise<Locator> {
  await consent.locator('[data-ek-part=url-waiting]').getByText('Waiting for you to finish at', { exact: false }).waitFor();
  await watchCards(call);
  await button(consent, 'I’ve finished — continue').click();
  const again = call.locator('[data-ek-part=url-consent]').filter({ has: call.page().locator('[data-still-waiting]') });
  await again.getByText('The server is still waiting: you have not finished at', { exact: false }).waitFor();
  const seen = await cardsSeen(call);
  expect(seen.shown).toEqual(['opened', 'checking', 'pending still-waiting']);
  expect(seen.fewest).toBe(1);
  expect(await call.getAttribute('data-status')).toBe('running');
  expect(await again.getByRole('button').allTextContents()).toEqual(['Copy link', 'Cancel', 'Open the link again', 'I’ve finished — continue']);
  await suite.checkScreen(shot, { show: again });
  return again;
}

/** "Open the link again" on the still-waiting card, then Authorize on the sign-in page. */
async function openAgainAndSignIn(context: BrowserContext, again: Locator): Promise<void> {
  const reopened = await openLink(context, again.first(), 'Open the link again');
  await reopened.getByRole('button', { name: 'Authorize Elicit Kit demo' }).click();
  await reopened.getByRole('heading', { name: 'Done — you can close this tab' }).waitFor();
  await reopened.close();
}

function cardsSeen(call: Locator): Promise<{ shown: string[]; fewest: number }> {
  return call.evaluate((element) => (element as unknown as { cardsSeen: { shown: string[]; fewest: number } }).cardsSeen);
}

describe('connect_github', () => {
  it('shows the sign-in domain and full link, fetches nothing from it before Open, opens it without opener, and completes once signed in', async () => {
    const { page, stack, session } = suite;
    const signIn = new URL(stack.signInOrigin);
    expect(signIn.origin).not.toBe(new URL(stack.playgroundUrl).origin);

    const call = await callTool(page, 'connect_github');
    const consent = await urlConsent((await pendingRequests(call)).first());
    expect(await consent.locator('[data-ek-part=domain]').innerText()).toBe(signIn.hostname);
    const fullLink = (await consent.getByRole('region', { name: /^Full link/ }).innerText()).trim();
    const link = new URL(fullLink);
    expect(link.origin).toBe(signIn.origin);
    expect(link.pathname).toBe('/login/oauth/authorize');
    expect(link.searchParams.get('client_id')).toBe('elicit-kit-demo');
    await consent.getByText(`This link uses an unusual port (${signIn.port}).`).waitFor();
    await suite.checkScreen('connect-github-consent', { show: consent });

    // Shown, read, not yet opened: neither the browser nor the sign-in site saw a request.
    expect(requestsTo(session.requests, signIn.origin)).toEqual([]);
    expect(await stack.signInRequests()).toEqual([]);

    const tab = await openLink(session.context, consent);
    expect(new URL(tab.url()).href).toBe(link.href);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(requestsTo(session.requests, signIn.origin).map((r) => `${r.method} ${r.url}`)[0]).toBe(`GET ${link.href}`);
    expect((await stack.signInRequests())[0]).toEqual({ method: 'GET', path: link.pathname + link.search });

    // Back in the chat, the card waits for the sign-in.
    await consent.getByText('The link was opened in a new tab.', { exact: false }).waitFor();
    expect(await call.getAttribute('data-status')).toBe('running');
    await suite.checkScreen('connect-github-waiting', { show: consent });
    await suite.checkScreen('sign-in-page', { page: tab });

    await tab.getByRole('button', { name: 'Authorize Elicit Kit demo' }).click();
    await tab.getByRole('heading', { name: 'Done — you can close this tab' }).waitFor();
    await suite.checkScreen('sign-in-done', { page: tab });
    await tab.close();

    expect(await resultJson(call)).toEqual({ status: 'connected', account: 'octocat' });
    expect(await resultText(call)).toBe('Connected to GitHub as octocat.');
    expect(await stack.answers()).toEqual([{ tool: 'connect_github', key: 'github', action: 'accept', era: '2026-07-28' }]);
    await suite.checkScreen('connect-github-connected', { show: call.getByTestId('call-result') });
  });

  it('Cancel after Open stops the call: the transcript says it was stopped and the server’s call ends', async () => {
    const { page, stack, session } = suite;
    const call = await callTool(page, 'connect_github');
    const consent = await urlConsent((await pendingRequests(call)).first());
    const tab = await openLink(session.context, consent);
    await consent.getByText('The link was opened in a new tab.', { exact: false }).waitFor();

    await button(consent, 'Cancel').click();
    expect(await settled(call)).toBe('error');
    const error = call.getByTestId('call-error');
    // The kit ends the call with its typed "opened, then cancelled" refusal (C21).
    expect(await error.getAttribute('data-error-code')).toBe('url-refused');
    expect(await error.textContent()).toContain('The person opened the URL the server requires, then cancelled: the request was stopped.');
    // …which the person started, so it reads as stopped, not as a failure or a refused link.
    expect(await error.getAttribute('data-stopped')).toBe('true');
    expect(await error.getByRole('heading').textContent()).toBe('Call stopped');
    expect(await error.textContent()).toContain('You opened the link, then cancelled, so the call was stopped.');
    expect(await call.getByTestId('call-status').getAttribute('data-state')).toBe('stopped');
    // The held retry was aborted by the client: the server logs that its caller went away.
    await expect.poll(() => stack.output(), POLL).toContain('connect_github: the client went away while waiting for the sign-in');
    await suite.checkScreen('connect-github-stopped', { show: error });

    // Signing in afterwards changes nothing in the chat.
    await tab.getByRole('button', { name: 'Authorize Elicit Kit demo' }).click();
    await tab.getByRole('heading', { name: 'Done — you can close this tab' }).waitFor();
    expect(await call.getAttribute('data-status')).toBe('error');
    expect(await stack.answers()).toEqual([{ tool: 'connect_github', key: 'github', action: 'accept', era: '2026-07-28' }]);
  });

  it('Decline on the consent reaches the server as decline, and nothing is opened', async () => {
    const { page, stack, session } = suite;
    const call = await callTool(page, 'connect_github');
    const consent = await urlConsent((await pendingRequests(call)).first());
    await button(consent, 'Decline').click();
    expect(await resultJson(call)).toEqual({ status: 'declined' });
    expect(await stack.answers()).toEqual([{ tool: 'connect_github', key: 'github', action: 'decline', era: '2026-07-28' }]);
    expect(session.context.pages()).toHaveLength(1);
    expect(requestsTo(session.requests, stack.signInOrigin)).toEqual([]);
    expect(await stack.signInRequests()).toEqual([]);
  });

  it('Decline on 2025-11-25 (the link ends the call there) reads as the person’s choice, not as a failure', async () => {
    const { page, session } = suite;
    await chooseSetting(page, 'protocol', '2025-11-25');
    await page.locator('[data-testid=protocol-version][data-version="2025-11-25"]').waitFor();
    const call = await callTool(page, 'connect_github');
    const consent = await urlConsent((await pendingRequests(call)).first());
    await button(consent, 'Decline').click();
    expect(await settled(call)).toBe('error');
    const status = call.getByTestId('call-status');
    expect(await status.getAttribute('data-state')).toBe('declined');
    expect(await status.textContent()).toContain('Done — declined');
    const outcome = call.getByTestId('call-error');
    expect(await outcome.getAttribute('data-error-code')).toBe('url-refused');
    expect(await outcome.getByRole('heading').textContent()).toBe('Your choice');
    expect(await outcome.textContent()).toContain('You declined to open the link the call needed');
    expect(await outcome.textContent()).not.toContain('The call failed');
    expect(session.context.pages()).toHaveLength(1);
    await suite.checkScreen('connect-github-declined-2025', { show: call });
  });

  it('no dead end (2026-07-28): Open, "I’ve finished" too early, the card checks with the server, told it still waits, open again, sign in, completed', async () => {
    const { page, stack, session } = suite;
    const call = await callTool(page, 'connect_github');
    const consent = await urlConsent((await pendingRequests(call)).first());
    const tab = await openLink(session.context, consent);
    await expect.poll(() => stack.output(), POLL).toContain('connect_github: waiting for the sign-in');

    // The held request is given up and the round sent again: the server says it still waits, with the same link.
    const again = await finishTooEarly(call, consent, 'connect-github-still-waiting-2026');
    await expect.poll(() => stack.output(), POLL).toContain('connect_github: asked again before the sign-in; still waiting, the same link again');
    await tab.close();

    await openAgainAndSignIn(session.context, again);
    expect(await resultJson(call)).toEqual({ status: 'connected', account: 'octocat' });
    // Round 1's Open, its retry sent again after "I've finished", round 2's Open again.
    expect(await stack.answers()).toEqual([
      { tool: 'connect_github', key: 'github', action: 'accept', era: '2026-07-28' },
      { tool: 'connect_github', key: 'github', action: 'accept', era: '2026-07-28' },
      { tool: 'connect_github', key: 'github', action: 'accept', era: '2026-07-28' },
    ]);
    expect(await call.locator('[data-ek-part=host-item]').count()).toBe(0);
  });

  it('no dead end: Open, "I’ve finished" too early, told the server still waits, open again, sign in, completed (2025-11-25)', async () => {
    const { page, session } = suite;
    await chooseSetting(page, 'protocol', '2025-11-25');
    await waitUntilConnected(page);
    await page.locator('[data-testid=protocol-version][data-version="2025-11-25"]').waitFor();
    const call = await callTool(page, 'connect_github');
    const consent = await urlConsent((await pendingRequests(call)).first());
    const tab = await openLink(session.context, consent);

    // The server has not reported completion, so the retry asks for the same link.
    const again = await finishTooEarly(call, consent, 'connect-github-still-waiting');
    await tab.close();

    await openAgainAndSignIn(session.context, again);
    // The server reports completion (notifications/elicitation/complete): the call retries and connects.
    expect(await resultJson(call)).toEqual({ status: 'connected', account: 'octocat' });
  });
});
