/**
 * The two demo tools that need URL mode, as a person does them in the chat: `onboarding` (a form
 * and the workspace terms link in one round) and `connect_github` (a sign-in link: a URL request
 * on 2026-07-28, the consent a `-32042` asks for on 2025-11-25). Both pages, both eras: every
 * request shows inside its tool call's card, which is titled with the tool's title.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, field } from '@elicit-kit/e2e/support/playground';
import { ask, openChat, toolResult } from './chatPage.js';
import type { ChatSuite } from './chatSuite.js';

/** The useChat page (`/`) or the assistant-ui page (`/assistant-ui`). */
export type ChatPagePath = '/' | '/assistant-ui';

/** The demo server's name for the era the stack's client negotiates. */
export type Era = '2026-07-28' | '2025-11-25';

async function openPage(suite: ChatSuite, path: ChatPagePath): Promise<Page> {
  const { page, stack } = suite;
  if (path !== '/') await openChat(page, new URL(path, stack.chatUrl).href);
  return page;
}

/** The pending requests inside `card` that hold `what` (a form, or a URL consent). */
function pendingWith(card: Locator, what: 'form' | '[data-ek-part=url-consent]'): Locator {
  return card.locator('[data-ek-part=host-item][data-state=pending]').filter({ has: card.page().locator(what) });
}

/** Clicks Open link and returns the tab it opened. */
async function openLink(suite: ChatSuite, consent: Locator): Promise<Page> {
  const [tab] = await Promise.all([suite.session.context.waitForEvent('page'), button(consent, 'Open link').click()]);
  await tab.waitForLoadState('domcontentloaded');
  return tab;
}

/** The card's heading: the tool's title first (F11), then its name. */
async function expectTitled(card: Locator, title: string, name: string): Promise<void> {
  expect((await card.locator('h3').first().innerText()).replace(/\s+/g, ' ').trim()).toBe(`${title} ${name}`);
}

export async function onboardToAcme(suite: ChatSuite, path: ChatPagePath, era: Era, shot: string): Promise<void> {
  const page = await openPage(suite, path);
  const card = await ask(page, 'Onboard me to Acme', 'onboarding');
  const details = pendingWith(card, 'form');
  const terms = pendingWith(card, '[data-ek-part=url-consent]');
  await details.waitFor();
  await terms.waitFor();
  await expectTitled(card, 'Join a workspace', 'onboarding');
  await suite.checkScreen(`${shot}-asked`, { show: card });

  await field(details, 'Display name').fill('Ada');
  await details.getByRole('radio', { name: 'Engineering' }).check();
  await button(details, 'Submit').click();
  const tab = await openLink(suite, terms);
  await tab.getByRole('heading', { name: 'Terms of the Acme workspace' }).waitFor();
  await tab.close();

  expect(await toolResult(card)).toBe('Welcome to Acme, Ada (Engineering).');
  const answers = await suite.stack.answers();
  expect(answers).toHaveLength(2);
  expect(answers).toEqual(
    expect.arrayContaining([
      { tool: 'onboarding', key: 'details', action: 'accept', content: { displayName: 'Ada', team: 'engineering' }, era },
      { tool: 'onboarding', key: 'terms', action: 'accept', era },
    ]),
  );
  await suite.checkScreen(`${shot}-done`, { show: card });
}

export async function connectGithub(suite: ChatSuite, path: ChatPagePath, era: Era, shot: string): Promise<void> {
  const page = await openPage(suite, path);
  const card = await ask(page, 'Connect my GitHub account', 'connect_github');
  const consent = pendingWith(card, '[data-ek-part=url-consent]');
  await consent.waitFor();
  await expectTitled(card, 'Connect GitHub', 'connect_github');
  await suite.checkScreen(`${shot}-asked`, { show: card });

  const tab = await openLink(suite, consent);
  await tab.getByLabel('GitHub username').fill('ada');
  await tab.getByRole('button', { name: 'Authorize Elicit Kit demo' }).click();

  expect(await toolResult(card)).toBe('Connected to GitHub as ada.');
  // On 2025-11-25 the link never reaches the server as an answer: it asked with -32042, the retry completes.
  const answers = await suite.stack.answers();
  expect(answers).toEqual(era === '2026-07-28' ? [{ tool: 'connect_github', key: 'github', action: 'accept', era }] : []);
  await suite.checkScreen(`${shot}-done`, { show: card });
}

/** Registers both flows on both pages for the file's stack (`era` is what its client negotiates). */
export function describeUrlFlows(suite: ChatSuite, era: Era): void {
  describe.each([
    { page: 'useChat', path: '/' },
    { page: 'assistant-ui', path: '/assistant-ui' },
  ] as const)(`${era}, the $page page`, ({ page, path }) => {
    it('onboarding: the form and the terms link inside the card, both answered, the tool completes', async () => {
      await onboardToAcme(suite, path, era, `${page}-onboarding`);
    });

    it('connect_github: the sign-in link inside the card, signed in on the third-party site, the tool completes', async () => {
      await connectGithub(suite, path, era, `${page}-github`);
    });
  });
}
