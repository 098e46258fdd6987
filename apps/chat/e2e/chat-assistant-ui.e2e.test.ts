/**
 * The assistant-ui page (`/assistant-ui`: `useChatRuntime` and assistant-ui's primitives): the
 * same MCP request arrives as a `data-elicitation` part, renders through assistant-ui's data
 * part components right after the tool call, and is answered there.
 */
import { describe, expect, it } from 'vitest';
import { button, field } from '@elicit-kit/e2e/support/playground';
import { POLL, finalStatus, lastReply, openChat, pendingRequest, send, toolCall, toolResult } from './support/chatPage.js';
import { useChatSuite } from './support/chatSuite.js';

const suite = useChatSuite(import.meta.url);

describe('the assistant-ui page', () => {
  it('answers a form inline and shows the booking', async () => {
    const { page, stack } = suite;
    await openChat(page, new URL('/assistant-ui', stack.chatUrl).href);
    await expect(page.getByRole('link', { name: 'assistant-ui' }).getAttribute('aria-current')).resolves.toBe('page');
    await suite.checkScreen('assistant-ui-new-chat');

    await send(page, 'Book a flight');
    const message = lastReply(page);
    const form = await pendingRequest(message);
    await field(form, 'To').fill('Lisbon');
    await field(form, 'Departure date').fill('2026-12-20');
    await suite.checkScreen('assistant-ui-form', { show: form });
    await button(form, 'Submit').click();

    expect(await finalStatus(message)).toBe('accepted');
    const card = toolCall(page, 'book_flight');
    expect(await toolResult(card)).toBe('Booked Economy from London to Lisbon on 2026-12-20 for 1 passenger.');
    await expect
      .poll(() => message.locator('.message-text').last().innerText(), POLL)
      .toBe('Booked Economy from London to Lisbon on 2026-12-20 for 1 passenger.');
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
