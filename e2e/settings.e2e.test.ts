/**
 * The header's settings, end to end: requests in a modal dialog (focus, Escape, keyboard),
 * the dark (and custom) theme, German, and the 2025-11-25 protocol.
 */
import { describe, expect, it } from 'vitest';
import { focused, retype, tabTo, tabToButton, tabToField } from './support/keyboard.js';
import { button, callTool, chooseSetting, field, pendingRequests, resultJson, waitUntilConnected, POLL } from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);

describe('layout: dialog', () => {
  it('shows the form in a modal that takes focus; Escape cancels; a keyboard-only answer in the dialog goes through', async () => {
    const { page, stack } = suite;
    await chooseSetting(page, 'layout', 'Dialog');
    expect(await page.getByTestId('app').getAttribute('data-layout')).toBe('dialog');

    const call = await callTool(page, 'book_flight');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Modal: the rest of the page is hidden from assistive technology while it is open.
    expect(await page.getByRole('heading', { name: 'Conversation' }).count()).toBe(0);
    await dialog.getByRole('heading', { name: 'Elicit Kit demo server needs your answer' }).waitFor();
    await field(dialog, 'To').waitFor();
    await expect.poll(async () => (await focused(page)).inDialog, POLL).toBe(true);
    await suite.checkScreen('dialog-form');

    // Escape is Cancel for the request shown: the server hears cancel, focus comes back to the chat.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await resultJson(call)).toEqual({ status: 'cancelled' });
    expect(await stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era: '2026-07-28' }]);
    expect((await focused(page)).tag).not.toBe('body');
    await suite.checkScreen('dialog-cancelled');

    // Keyboard only: from the picker into the dialog, Tab stays inside it, Enter answers.
    await tabTo(page, 'the deploy tool', (focus) => focus.testId === 'tool-deploy', { backwards: true });
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog, POLL).toBe(true);
    await tabToField(page, 'Deploy v2.4.1 to production?');
    await page.keyboard.press('Space');
    await tabToButton(page, 'Submit');
    await page.keyboard.press('Enter');
    // Round 2 takes the first one's place in the same dialog.
    await field(dialog, 'Release note').waitFor();
    await tabToField(page, 'Release note');
    await page.keyboard.type('Dialog release');
    const submit = await tabToButton(page, 'Submit');
    expect(submit.inDialog).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await resultJson(page.getByTestId('call').last())).toEqual({
      status: 'deployed',
      version: 'v2.4.1',
      environment: 'production',
      percentage: 10,
      note: 'Dialog release',
    });
  });
});

describe('theme', () => {
  it('dark: the page and a form pass axe (contrast included) in the dark palette', async () => {
    const { page } = suite;
    await chooseSetting(page, 'theme', 'Dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await suite.checkScreen('dark-empty');
    const call = await callTool(page, 'book_flight');
    const form = (await pendingRequests(call)).first();
    // Native controls follow the page's theme, not the (light) system: the date picker's icon
    // is drawn light on the dark field.
    expect(await field(form, 'Departure date').evaluate((input) => getComputedStyle(input).colorScheme)).toBe('dark');
    await field(form, 'Passengers').fill('0');
    await button(form, 'Submit').click();
    await form.getByText('Enter 1 or more.').waitFor();
    await suite.checkScreen('dark-form-with-error', { show: form.getByText('Enter 1 or more.') });
  });

  it('custom brand palette passes axe too', async () => {
    const { page } = suite;
    await chooseSetting(page, 'theme', 'Custom');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('custom');
    const call = await callTool(page, 'connect_github');
    await pendingRequests(call);
    await suite.checkScreen('custom-theme-consent');
  });

  it('a system in dark mode opens the playground dark', async () => {
    const page = await suite.reopen({ colorScheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });
});

describe('language', () => {
  it('German: the kit’s labels, required marks and errors are German; Ablehnen still declines', async () => {
    const { page, stack } = suite;
    await chooseSetting(page, 'language', 'Deutsch');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    const call = await callTool(page, 'book_flight');
    const form = (await pendingRequests(call)).first();
    await form.getByRole('button', { name: 'Senden' }).waitFor();
    await form.getByRole('button', { name: 'Abbrechen' }).waitFor();
    expect(await form.getByText('(Pflichtfeld)').count()).toBeGreaterThan(0);
    await field(form, 'Passengers').fill('12');
    await button(form, 'Senden').click();
    await form.getByText('Höchstens 9 eingeben.').waitFor();
    await suite.checkScreen('german-form-with-error', { show: form.getByText('Höchstens 9 eingeben.') });
    await button(form, 'Ablehnen').click();
    expect(await resultJson(call)).toEqual({ status: 'declined' });
    expect(await stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'decline', era: '2026-07-28' }]);
  });
});

describe('protocol: 2025-11-25', () => {
  it('the same booking over the older protocol: the server pushes the request, the answer arrives in that era', async () => {
    const { page, stack } = suite;
    await chooseSetting(page, 'protocol', '2025-11-25');
    await waitUntilConnected(page);
    await page.locator('[data-testid=protocol-version][data-version="2025-11-25"]').waitFor();
    const call = await callTool(page, 'book_flight');
    // A 2025-11-25 server pushes its request over the session: it is shown apart from the call.
    const pushed = page.getByTestId('pushed-requests');
    const form = (await pendingRequests(pushed)).first();
    await field(form, 'To').fill('Vienna');
    await field(form, 'Departure date').fill('2027-06-01');
    await tabToField(page, 'Passengers');
    await retype(page, '2');
    await button(form, 'Submit').click();
    // No meal picked: the empty multi-select is left out, and the server's schema defaults it to [].
    const booking = { from: 'London', to: 'Vienna', departureDate: '2027-06-01', cabin: 'economy', passengers: 2 };
    expect(await resultJson(call)).toEqual({ status: 'booked', ...booking, meals: [] });
    expect(await stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: booking, era: '2025-11-25' }]);
    await suite.checkScreen('legacy-protocol-result', { show: call.getByTestId('call-result') });
  });
});
