/**
 * The dialog layout with several calls waiting at once: one modal at a time across the whole
 * conversation (each call has its own queue and host), the others wait their turn; switching
 * layout or language mid-form keeps what was typed; Clear with a dialog open sends nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { focused } from './support/keyboard.js';
import { button, chooseSetting, field, pendingRequests, resultJson, POLL } from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);

/**
 * Starts `first`, and `second` as soon as the first waits for the person: by script, as a host's
 * agent starts tool calls (the page behind a modal takes no clicks from a person). Waiting for the
 * first request makes the order certain: two requests racing over the network arrive in any order.
 */
async function startBackToBack(page: Page, first: string, second: string) {
  const calls = page.getByTestId('call');
  const start = (tool: string) => page.evaluate((name) => document.querySelector<HTMLButtonElement>(`[data-testid="tool-${name}"]`)!.click(), tool);
  await start(first);
  await expect.poll(() => calls.nth(0).getAttribute('data-waiting'), POLL).toBe('true');
  await start(second);
  await expect.poll(() => calls.nth(1).getAttribute('data-waiting'), POLL).toBe('true');
  return [calls.nth(0), calls.nth(1)] as const;
}

/** Every dialog in the page, open or not (Radix keeps none around once closed). */
function dialogCount(page: Page) {
  return page.locator('[role=dialog]').count();
}

describe('dialog layout, several calls waiting', () => {
  it('shows exactly one modal at a time, oldest first; answering it opens the next; both results arrive', async () => {
    const { page, stack } = suite;
    await chooseSetting(page, 'layout', 'Dialog');
    const [flight, deploy] = await startBackToBack(page, 'book_flight', 'deploy');

    const dialog = page.getByRole('dialog');
    await field(dialog, 'To').waitFor();
    expect(await dialogCount(page)).toBe(1);
    // The later call says why nothing shows yet; the earlier one holds the dialog.
    await deploy.getByTestId('dialog-queued').waitFor({ state: 'attached' });
    expect(await flight.getByTestId('dialog-queued').count()).toBe(0);
    await expect.poll(async () => (await focused(page)).inDialog, POLL).toBe(true);
    await suite.checkScreen('two-calls-one-dialog');

    await field(dialog, 'To').fill('Oslo');
    await field(dialog, 'Departure date').fill('2027-05-02');
    await button(dialog, 'Submit').click();

    // The second call's turn: its request opens in the (one) dialog, which takes focus.
    await field(dialog, 'Deploy v2.4.1 to production?').waitFor();
    expect(await dialogCount(page)).toBe(1);
    await expect.poll(() => deploy.getByTestId('dialog-queued').count(), POLL).toBe(0);
    await expect.poll(async () => (await focused(page)).inDialog, POLL).toBe(true);
    expect(await resultJson(flight)).toMatchObject({ status: 'booked', to: 'Oslo', departureDate: '2027-05-02' });
    // The finished call waits for nothing: no "waiting" line under it.
    expect(await flight.getByTestId('dialog-queued').count()).toBe(0);
    await suite.checkScreen('second-call-dialog');

    await field(dialog, 'Deploy v2.4.1 to production?').check();
    await button(dialog, 'Submit').click();
    await field(dialog, 'Release note').fill('Turn by turn');
    expect(await dialogCount(page)).toBe(1);
    await button(dialog, 'Submit').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await resultJson(deploy)).toMatchObject({ status: 'deployed', note: 'Turn by turn' });
    expect((await stack.answers()).map((answer) => `${answer.tool}:${answer.action}`)).toEqual(['book_flight:accept', 'deploy:accept', 'deploy:accept']);
    // The last dialog closed: focus is back in the page, not lost to <body>.
    expect((await focused(page)).tag).not.toBe('body');
    expect(suite.session.pageErrors).toEqual([]);
  });

  it('two calls started in the same instant: whichever request arrives first holds the one dialog, then the other', async () => {
    const { page, stack } = suite;
    await chooseSetting(page, 'layout', 'Dialog');
    await page.evaluate(() => {
      for (const tool of ['profile', 'book_flight']) document.querySelector<HTMLButtonElement>(`[data-testid="tool-${tool}"]`)!.click();
    });
    const calls = page.getByTestId('call');
    for (const index of [0, 1]) await expect.poll(() => calls.nth(index).getAttribute('data-waiting'), POLL).toBe('true');
    const dialog = page.getByRole('dialog');
    for (let left = 2; left > 0; left--) {
      await button(dialog, 'Decline').waitFor();
      expect(await dialogCount(page)).toBe(1);
      expect(await page.getByTestId('dialog-queued').count()).toBe(left - 1);
      await button(dialog, 'Decline').click();
      await expect.poll(() => page.locator('[data-testid=call][data-status=done]').count(), POLL).toBe(3 - left);
    }
    await dialog.waitFor({ state: 'detached' });
    expect(await resultJson(calls.nth(0))).toEqual({ status: 'declined' });
    expect(await resultJson(calls.nth(1))).toEqual({ status: 'declined' });
    expect((await stack.answers()).map((answer) => answer.action)).toEqual(['decline', 'decline']);
  });

  it('a later call keeps the dialog while it waits: an earlier call’s next round waits for it', async () => {
    const { page } = suite;
    await chooseSetting(page, 'layout', 'Dialog');
    const [deploy, flight] = await startBackToBack(page, 'deploy', 'book_flight');
    const dialog = page.getByRole('dialog');
    await field(dialog, 'Deploy v2.4.1 to production?').check();
    await button(dialog, 'Submit').click();
    // Round 1 answered: the booking (waiting since it started) gets the dialog, and keeps it
    // when the deploy's second round arrives meanwhile.
    await field(dialog, 'To').waitFor();
    await expect.poll(() => deploy.getAttribute('data-waiting'), POLL).toBe('true');
    await deploy.getByTestId('dialog-queued').waitFor({ state: 'attached' });
    await field(dialog, 'To').fill('Rome');
    expect(await dialogCount(page)).toBe(1);
    await expect.poll(() => field(dialog, 'To').inputValue(), POLL).toBe('Rome');
    await button(dialog, 'Decline').click();
    await field(dialog, 'Release note').waitFor();
    await button(dialog, 'Decline').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await resultJson(flight)).toEqual({ status: 'declined' });
    expect(await resultJson(deploy)).toMatchObject({ status: 'declined' });
  });

  it('an opened link keeps its dialog until the sign-in is done; then the next call’s dialog opens', async () => {
    const { page, session } = suite;
    await chooseSetting(page, 'layout', 'Dialog');
    const [github, profile] = await startBackToBack(page, 'connect_github', 'profile');
    const dialog = page.getByRole('dialog');
    const consent = dialog.locator('[data-ek-part=url-consent][data-state=ready]');
    await consent.waitFor();
    const [tab] = await Promise.all([session.context.waitForEvent('page'), button(dialog, 'Open link').click()]);
    // Opened: the card stays in the one dialog ("I've finished — continue"); the profile still waits.
    await dialog.getByText('The link was opened in a new tab.', { exact: false }).waitFor();
    expect(await dialogCount(page)).toBe(1);
    await profile.getByTestId('dialog-queued').waitFor({ state: 'attached' });
    await tab.getByRole('button', { name: 'Authorize Elicit Kit demo' }).click();
    // Closing the tab before the sign-in page has answered could abort the sign-in itself.
    await tab.getByRole('heading', { name: 'Done — you can close this tab' }).waitFor();
    await tab.close();
    expect(await resultJson(github)).toEqual({ status: 'connected', account: 'octocat' });
    await field(dialog, 'Full name').waitFor();
    expect(await dialogCount(page)).toBe(1);
    await button(dialog, 'Decline').click();
    expect(await resultJson(profile)).toEqual({ status: 'declined' });
  });

  it('switching layout and language mid-form keeps what was typed, in both calls', async () => {
    const { page, stack } = suite;
    const [flight, profile] = await startBackToBack(page, 'book_flight', 'profile');
    const flightForm = (await pendingRequests(flight)).first();
    const profileForm = (await pendingRequests(profile)).first();
    await field(flightForm, 'To').fill('Lisbon');
    await field(profileForm, 'Full name').fill('Half typed');

    await chooseSetting(page, 'layout', 'Dialog');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => field(dialog, 'To').inputValue(), POLL).toBe('Lisbon');
    expect(await dialogCount(page)).toBe(1);

    // The settings sit behind the modal: a keyboard-only person closes it first (Escape would
    // cancel), so the language switch is made through the page's own script, as a sync would.
    await chooseSettingBehindDialog(page, 'language', 'Deutsch');
    await dialog.getByRole('button', { name: 'Senden' }).waitFor();
    expect(await field(dialog, 'To').inputValue()).toBe('Lisbon');

    await chooseSettingBehindDialog(page, 'layout', 'Im Verlauf');
    await dialog.waitFor({ state: 'detached' });
    expect(await field((await pendingRequests(flight)).first(), 'To').inputValue()).toBe('Lisbon');
    expect(await field((await pendingRequests(profile)).first(), 'Full name').inputValue()).toBe('Half typed');
    expect(await stack.answers()).toEqual([]);
    await suite.checkScreen('german-inline-after-switches');
  });

  it('Clear with a dialog open: the dialog closes, nothing is sent, focus stays in the conversation, the next call works', async () => {
    const { page, stack } = suite;
    await chooseSetting(page, 'layout', 'Dialog');
    await startBackToBack(page, 'book_flight', 'profile');
    const dialog = page.getByRole('dialog');
    await field(dialog, 'To').fill('Nowhere');
    await chooseSettingBehindDialog(page, 'clear');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('transcript-empty').waitFor();
    expect(await dialogCount(page)).toBe(0);
    const focus = await focused(page);
    expect(focus.tag).not.toBe('body');
    expect(await stack.answers()).toEqual([]);
    await page.getByTestId('tool-book_flight').click();
    await field(page.getByRole('dialog'), 'To').waitFor();
    expect(await dialogCount(page)).toBe(1);
    expect(suite.session.pageErrors).toEqual([]);
  });
});

/**
 * Acts on the page behind an open modal (which blocks pointer and keyboard there): a setting's
 * radio, or Clear. It stands for anything that changes the app while a dialog is up (another
 * tab's stored preferences, a host's own shortcut).
 */
async function chooseSettingBehindDialog(page: Page, control: 'layout' | 'language' | 'clear', label = '') {
  await page.evaluate(
    ([which, name]) => {
      if (which === 'clear') {
        document.querySelector<HTMLButtonElement>('[data-testid="clear-conversation"]')!.click();
        return;
      }
      const radios = document.querySelectorAll<HTMLInputElement>(`[data-testid="${which}-control"] input[type=radio]`);
      const radio = [...radios].find((input) => input.labels?.[0]?.textContent?.trim() === name);
      if (!radio) throw new Error(`no radio "${name}" in ${which}`);
      radio.click();
    },
    [control, label] as const,
  );
}
