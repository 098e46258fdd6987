/**
 * The assistant-ui page (`/assistant-ui`: `useChatRuntime` and assistant-ui's primitives): the
 * same MCP request arrives as a `data-elicitation` part naming its tool call, renders inside that
 * call's card (assistant-ui's tool UI component, titled with the tool's title), and is answered there.
 */
import { describe, expect, it } from 'vitest';
import { button, field } from '@elicit-kit/e2e/support/playground';
import { focused, tabToButton } from '@elicit-kit/e2e/support/keyboard';
import { POLL, finalStatus, lastReply, openChat, pendingRequest, toolCall, toolResult } from './support/chatPage.js';
import { AFTER_RESULT_TEXT } from '../server/model/plan-reply.js';
import { useChatSuite } from './support/chatSuite.js';

const suite = useChatSuite(import.meta.url);

describe('the assistant-ui page', () => {
  it('answers a form inline and shows the booking', async () => {
    const { page, stack } = suite;
    await openChat(page, new URL('/assistant-ui', stack.chatUrl).href);
    await expect(page.getByRole('link', { name: 'assistant-ui' }).getAttribute('aria-current')).resolves.toBe('page');
    await suite.checkScreen('assistant-ui-new-chat');

    // Picked from the suggestions by keyboard: the form then takes focus, not <body> (F10).
    await tabToButton(page, 'Book a flight');
    await page.keyboard.press('Enter');
    const message = lastReply(page);
    const card = toolCall(page, 'book_flight');
    // Inside the tool call's card, which carries the tool's title (F11).
    const form = await pendingRequest(card);
    expect((await card.locator('h3').first().innerText()).replace(/\s+/g, ' ').trim()).toBe('Book a flight book_flight');
    await expect.poll(async () => (await focused(page)).label, POLL).toMatch(/^From\b/);
    await field(form, 'To').fill('Lisbon');
    await field(form, 'Departure date').fill('2026-12-20');
    await suite.checkScreen('assistant-ui-form', { show: form });
    await button(form, 'Submit').click();

    expect(await finalStatus(message)).toBe('accepted');
    expect(await toolResult(card)).toBe('Booked Economy from London to Lisbon on 2026-12-20 for 1 passenger.');
    // The sentence shows once, in the card: the model's reply points to it instead of repeating it (F13).
    await expect.poll(() => message.locator('.message-text').last().innerText(), POLL).toBe(AFTER_RESULT_TEXT);
    await expect(page.getByText('Booked Economy from London to Lisbon on 2026-12-20 for 1 passenger.').count()).resolves.toBe(1);
    expect(await stack.answers()).toEqual([
      {
        tool: 'book_flight',
        key: 'trip',
        action: 'accept',
        content: { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'economy', passengers: 1 },
        era: '2026-07-28',
      },
    ]);
    await suite.checkScreen('assistant-ui-answered', { show: card });
  });
});
