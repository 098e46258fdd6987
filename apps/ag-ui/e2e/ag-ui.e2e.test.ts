/**
 * The AG-UI example in Chromium: the scripted agent's runs end with interrupts, `<AgUiInterrupts>` renders them
 * with the kit, and the answers go back as the next run's `resume`. A form, a decline, a cancel, a form and a
 * link in one round (URL consent), and the two-round deploy with the agent server restarted between the
 * interrupt and the resume (2026-07-28: nothing is lost, the round travels in the signed ticket). Checked on
 * both ends: the page, and what the demo MCP server received.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACTION_TIMEOUT_MS } from '@elicit-kit/e2e/support/browser';
import { button, field } from '@elicit-kit/e2e/support/playground';
import { useBrowserSuite } from '@elicit-kit/e2e/support/suite';
import { startAgUiStack } from './agUiStack.js';

const POLL = { timeout: ACTION_TIMEOUT_MS, interval: 100 } as const;
const suite = useBrowserSuite(import.meta.url, startAgUiStack, async (page, stack) => {
  await page.goto(stack.pageUrl);
  await page.getByRole('heading', { level: 1, name: 'Elicit Kit AG-UI example' }).waitFor();
});

/** Clicks a suggestion and returns the first card of the interrupts it ends with. */
async function ask(page: Page, label: string): Promise<Locator> {
  await page.getByRole('button', { name: label }).click();
  const card = page.locator('[data-ek-part=host-item][data-state=pending]').first();
  await card.waitFor();
  return card;
}

/** The agent's newest line once it says `text` (the run after the resume has ended). */
async function reply(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByTestId('message-assistant').last().innerText(), POLL).toBe(text);
}

describe('AG-UI interrupts', () => {
  it('a form is answered, and the resumed run books; Decline and Cancel reach the MCP server as such', async () => {
    const { page, stack } = suite;
    const form = await ask(page, 'Book a flight');
    await expect.poll(() => field(form, 'From').inputValue(), POLL).toBe('London'); // the server's schema, unchanged
    await suite.checkScreen('book-flight-interrupt', { show: form });
    await field(form, 'To').fill('Lisbon');
    await field(form, 'Departure date').fill('2026-12-20');
    await button(form, 'Submit').click();
    await reply(page, 'book_flight: booked');

    await button(await ask(page, 'Book a flight'), 'Decline').click();
    await reply(page, 'book_flight: declined');
    await button(await ask(page, 'Book a flight'), 'Cancel').click();
    await reply(page, 'book_flight: cancelled');

    expect(stack.answers().map(({ action, content }) => [action, content])).toEqual([
      ['accept', { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'economy', passengers: 1 }],
      ['decline', undefined],
      ['cancel', undefined],
    ]);
  });

  it('a form and a link in one round: the URL consent opens the link, and both answers go on one resume', async () => {
    const { page, stack, session } = suite;
    await ask(page, 'Onboard me to Acme');
    const cards = page.locator('[data-ek-part=host-item]');
    await expect.poll(() => cards.count(), POLL).toBe(2);
    const details = cards.filter({ has: page.locator('form') });
    const terms = page.locator('[data-ek-part=url-consent][data-state=ready]');
    await terms.waitFor();
    await suite.checkScreen('onboarding-interrupts');
    await field(details, 'Display name').fill('Ada');
    await details.getByRole('radio', { name: 'Engineering' }).check();
    await button(details, 'Submit').click();
    expect(stack.answers()).toEqual([]); // nothing leaves until every interrupt of the run is answered

    const [tab] = await Promise.all([session.context.waitForEvent('page'), button(terms, 'Open link').click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/terms');
    await tab.close();
    await reply(page, 'onboarding: onboarded');
    expect(stack.answers().map(({ key, action }) => [key, action])).toEqual([
      ['details', 'accept'],
      ['terms', 'accept'],
    ]);
  });

  it('the two-round deploy continues across resumed runs, with the agent server restarted between interrupt and resume', async () => {
    const { page, stack } = suite;
    const confirm = await ask(page, 'Deploy v2.1.0 to staging');
    await field(confirm, 'Deploy v2.1.0 to staging?').check();
    await stack.restartAgent();
    await button(confirm, 'Submit').click();

    const rollout = page.locator('[data-ek-part=host-item][data-state=pending]').first();
    await field(rollout, 'Release note').waitFor();
    await field(rollout, 'Rollout percentage').fill('25');
    await field(rollout, 'Release note').fill('First wave');
    await stack.restartAgent();
    await button(rollout, 'Submit').click();
    await reply(page, 'deploy: deployed');
    expect(stack.answers().map(({ key, action, content }) => [key, action, content])).toEqual([
      ['confirm', 'accept', { confirm: true }],
      ['rollout', 'accept', { percentage: 25, note: 'First wave' }],
    ]);
    await suite.checkScreen('deploy-done');
  });
});
