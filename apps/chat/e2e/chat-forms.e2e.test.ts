/**
 * Form requests answered inline in the chat: the MCP server's question appears inside the card
 * of the tool call that asked, the person answers there (keyboard only, or with the mouse), and
 * the tool's result and the model's summary follow in the chat. Decline and Cancel reach the
 * MCP server as such. Checked on both ends: the page, and what the demo server received.
 */
import { describe, expect, it } from 'vitest';
import { focused, retype, tabTo, tabToButton, tabToField } from '@elicit-kit/e2e/support/keyboard';
import { button, field } from '@elicit-kit/e2e/support/playground';
import { POLL, ask, finalStatus, lastReply, pendingRequest, toolCall, toolResult, waitUntilIdle } from './support/chatPage.js';
import { AFTER_RESULT_TEXT } from '../server/model/plan-reply.js';
import { useChatSuite } from './support/chatSuite.js';

const suite = useChatSuite(import.meta.url);

describe('a form in the chat', () => {
  it('is answered inline by keyboard only, and the booking shows in the chat', async () => {
    const { page, stack } = suite;
    await tabTo(page, 'the input box', (focus) => focus.label === 'Message');
    await page.keyboard.type('Book a flight to Lisbon');
    await page.keyboard.press('Enter');
    const card = page.locator('[data-testid=tool-call][data-tool=book_flight]');
    const form = await pendingRequest(card);
    await expect.poll(() => card.getAttribute('data-status'), POLL).toBe('waiting');
    await expect.poll(() => field(form, 'From').inputValue(), POLL).toBe('London'); // the schema's default
    await suite.checkScreen('book-flight-form', { show: form });

    await tabToField(page, 'From');
    await retype(page, 'Oslo');
    await tabToField(page, 'To');
    await page.keyboard.type('Lisbon');
    await tabToField(page, 'Departure date');
    // Chromium's date field (en-US): month, day, year; each part moves on when full.
    await page.keyboard.type('12202026');
    await tabToButton(page, 'Submit');
    await page.keyboard.press('Enter');

    expect(await finalStatus(card)).toBe('accepted');
    expect(await toolResult(card)).toBe('Booked Economy from Oslo to Lisbon on 2026-12-20 for 1 passenger.');
    await expect.poll(() => card.getAttribute('data-status'), POLL).toBe('done');
    await waitUntilIdle(page);
    // The sentence shows once, in the card: the model's reply points to it instead of repeating it (F13).
    expect(await lastReply(page).locator('.message-text').last().innerText()).toBe(AFTER_RESULT_TEXT);
    await expect(page.getByText('Booked Economy from Oslo to Lisbon on 2026-12-20 for 1 passenger.').count()).resolves.toBe(1);
    const booking = { from: 'Oslo', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'economy', passengers: 1 };
    expect(await stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: booking, era: '2026-07-28' }]);
    // The form is gone; its line stays and says what happened. Focus is somewhere a person can go on from.
    await expect(card.locator('[data-ek-part=host-item]').count()).resolves.toBe(0);
    expect((await focused(page)).tag).not.toBe('body');
    await suite.checkScreen('book-flight-answered', { show: card });
  });

  it('picked from the suggestions by keyboard, the form takes focus; Decline reaches the MCP server as decline, and nothing typed is sent', async () => {
    const { page, stack } = suite;
    await tabToButton(page, 'Book a flight');
    await page.keyboard.press('Enter');
    const card = toolCall(page, 'book_flight');
    const form = await pendingRequest(card);
    // The suggestion button is gone; focus is in the new form, not on <body> (F10).
    await expect.poll(async () => (await focused(page)).label, POLL).toMatch(/^From\b/);
    await field(form, 'To').fill('Lisbon'); // typed, then declined: must not be sent
    await button(form, 'Decline').click();

    expect(await finalStatus(card)).toBe('declined');
    expect(await toolResult(card)).toBe('You declined the booking; nothing was done.');
    expect(await stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'decline', era: '2026-07-28' }]);
    expect(suite.session.requests.some((request) => request.body?.includes('Lisbon'))).toBe(false);
    await waitUntilIdle(page);
    await suite.checkScreen('book-flight-declined', { show: card });
  });

  it('Cancel reaches the MCP server as cancel', async () => {
    const { page, stack } = suite;
    const card = await ask(page, 'Update my profile', 'profile');
    const form = await pendingRequest(card);
    await suite.checkScreen('profile-form', { show: form });
    await button(form, 'Cancel').click();

    expect(await finalStatus(card)).toBe('cancelled');
    expect(await toolResult(card)).toBe('You cancelled the profile update; nothing was done.');
    expect(await stack.answers()).toEqual([{ tool: 'profile', key: 'profile', action: 'cancel', era: '2026-07-28' }]);
    await waitUntilIdle(page);
    await suite.checkScreen('profile-cancelled', { show: card });
  });
});
