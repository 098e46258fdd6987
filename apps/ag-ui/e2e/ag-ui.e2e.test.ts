/**
 * The AG-UI example in Chromium: the scripted agent's runs end with interrupts, `<AgUiInterrupts>` renders them
 * with the kit, and the answers go back as the next run's `resume`. A form, a decline, a cancel, a form and a
 * link in one round (URL consent), and the two-round deploy with the agent server restarted between the
 * interrupt and the resume (2026-07-28: nothing is lost, the round travels in the signed ticket). Then the
 * same page against an agent that speaks 2025-11-25, whose MCP call stays open across runs: a form, a decline, a
 * cancel, URL consent, a restart that loses the held call with a clear message, and a tab closed while the call
 * waits, which the agent expires (one cancel). Checked on both ends: the page, and what the demo MCP server received.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACTION_TIMEOUT_MS } from '@elicit-kit/e2e/support/browser';
import { button, field } from '@elicit-kit/e2e/support/playground';
import { useBrowserSuite } from '@elicit-kit/e2e/support/suite';
import type { ProtocolEra, ReceivedAnswer } from '@elicit-kit/demo-server/server';
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

const TRIP = { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'economy', passengers: 1 };

/**
 * Books a flight through its form (`atForm` first sees the form as the server sent it), then asks again and
 * declines, then again and cancels; each resumed run's reply is checked on the page.
 */
async function bookDeclineCancel(page: Page, atForm?: (form: Locator) => Promise<void>): Promise<void> {
  const form = await ask(page, 'Book a flight');
  await expect.poll(() => field(form, 'From').inputValue(), POLL).toBe('London'); // the server's schema, unchanged
  await atForm?.(form);
  await field(form, 'To').fill(TRIP.to);
  await field(form, 'Departure date').fill(TRIP.departureDate);
  await button(form, 'Submit').click();
  await reply(page, 'book_flight: booked');
  await button(await ask(page, 'Book a flight'), 'Decline').click();
  await reply(page, 'book_flight: declined');
  await button(await ask(page, 'Book a flight'), 'Cancel').click();
  await reply(page, 'book_flight: cancelled');
}

/** What the demo MCP server receives from {@link bookDeclineCancel}, in order. */
function bookDeclineCancelAnswers(era: ProtocolEra): ReceivedAnswer[] {
  return [
    { tool: 'book_flight', key: 'trip', action: 'accept', content: TRIP, era },
    { tool: 'book_flight', key: 'trip', action: 'decline', era },
    { tool: 'book_flight', key: 'trip', action: 'cancel', era },
  ];
}

describe('AG-UI interrupts', () => {
  it('a form is answered, and the resumed run books; Decline and Cancel reach the MCP server as such', async () => {
    const { page, stack } = suite;
    await bookDeclineCancel(page, (form) => suite.checkScreen('book-flight-interrupt', { show: form }));
    expect(stack.answers()).toEqual(bookDeclineCancelAnswers('2026-07-28'));
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

describe('AG-UI interrupts on 2025-11-25: the agent holds the MCP call open between the runs', () => {
  it('a form, a decline, a cancel and URL consent reach the held call; a restart of the agent loses it, and the page says so', async () => {
    const { page, stack, session } = suite;
    await stack.restartAgent({ protocol: '2025-11-25' });
    try {
      await bookDeclineCancel(page);
      expect(stack.answers()).toEqual(bookDeclineCancelAnswers('2025-11-25'));
      await stack.reset();

      // Onboarding pushes a form and a link; each is answered in whichever round it comes.
      await page.getByRole('button', { name: 'Onboard me to Acme' }).click();
      const details = page.locator('[data-ek-part=host-item][data-state=pending]').filter({ has: page.locator('form') });
      await details.waitFor();
      await field(details, 'Display name').fill('Ada');
      await details.getByRole('radio', { name: 'Engineering' }).check();
      await button(details, 'Submit').click();
      const terms = page.locator('[data-ek-part=url-consent][data-state=ready]');
      await terms.waitFor();
      const [tab] = await Promise.all([session.context.waitForEvent('page'), button(terms, 'Open link').click()]);
      await tab.close();
      await reply(page, 'onboarding: onboarded');
      // Two requests of one call, each answered over its own request: in whichever order they arrive.
      expect(
        stack
          .answers()
          .map(({ tool, key, action, era }) => [tool, key, action, era])
          .sort(),
      ).toEqual([
        ['onboarding', 'details', 'accept', '2025-11-25'],
        ['onboarding', 'terms', 'accept', '2025-11-25'],
      ]);

      // A restart cannot keep an open MCP call: the old agent cancels it (the server drops the tool call and records
      // no answer), and the person's answer is never sent.
      await stack.reset();
      const lost = await ask(page, 'Book a flight');
      await stack.restartAgent();
      await field(lost, 'To').fill('Porto');
      await field(lost, 'Departure date').fill('2026-12-21');
      await button(lost, 'Submit').click();
      await expect
        .poll(() => page.getByRole('alert').innerText(), POLL)
        .toMatch(/restarted or went away: the call is lost and the answer was not sent\. Start the tool call again\./);
      expect(stack.answers()).toEqual([]);
    } finally {
      await stack.restartAgent({ protocol: 'auto' });
    }
  });

  it('the tab closed while a held call waits: when it expires the MCP server hears one cancel, and nothing else', async () => {
    const { stack, session } = suite;
    // The default deadline (15 minutes): the agent expires the held call when the test says so (what its timer does at
    // `expiresAt`), so no wall-clock deadline races the page under load.
    await stack.restartAgent({ protocol: '2025-11-25' });
    try {
      const tab = await session.context.newPage();
      await tab.goto(stack.pageUrl);
      await ask(tab, 'Book a flight');
      await tab.close();
      expect(stack.answers()).toEqual([]); // closing the tab sends nothing
      // Resolves once the held call has ended: nothing can reach the server after it.
      expect(await stack.expireHeld()).toBe(1);
      expect(stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era: '2025-11-25' }]);
      expect(await stack.expireHeld()).toBe(0);
      expect(stack.answers()).toHaveLength(1);
    } finally {
      await stack.restartAgent({ protocol: 'auto' });
    }
  });
});
