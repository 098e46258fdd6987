/**
 * Two chat-server instances behind a round-robin proxy, with Redis between them: the chat
 * request (which holds the MCP call and its elicitation) lands on one instance, the person's
 * answer on the other, and the call still completes — the answer travels through Redis.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '@elicit-kit/e2e/support/suite';
import { button, field } from '@elicit-kit/e2e/support/playground';
import { ask, finalStatus, openChat, pendingRequest, toolResult, waitUntilIdle } from './support/chatPage.js';
import { startTwoInstanceStack } from './support/twoInstanceStack.js';

const suite = useBrowserSuite(import.meta.url, startTwoInstanceStack, (page, stack) => openChat(page, stack.chatUrl));

describe('two instances with Redis', () => {
  it('completes the call when the answer reaches the other instance', async () => {
    const { page, stack } = suite;
    const card = await ask(page, 'Book a flight', 'book_flight');
    const form = await pendingRequest(card);
    await field(form, 'To').fill('Lisbon');
    await field(form, 'Departure date').fill('2026-12-20');
    await suite.checkScreen('form-behind-the-proxy', { show: form });
    await button(form, 'Submit').click();

    expect(await finalStatus(card)).toBe('accepted');
    expect(await toolResult(card)).toBe('Booked Economy from London to Lisbon on 2026-12-20 for 1 passenger.');
    await waitUntilIdle(page);
    expect(await stack.answers()).toEqual([
      {
        tool: 'book_flight',
        key: 'trip',
        action: 'accept',
        content: { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'economy', passengers: 1 },
        era: '2026-07-28',
      },
    ]);

    const chat = stack.proxy.log.find((request) => request.method === 'POST' && request.path === '/api/chat');
    const answer = stack.proxy.log.find((request) => request.method === 'POST' && request.path === '/api/elicitation');
    expect(chat, `the proxy's log: ${JSON.stringify(stack.proxy.log)}`).toBeDefined();
    expect(answer, `the proxy's log: ${JSON.stringify(stack.proxy.log)}`).toBeDefined();
    expect(answer!.instance, 'the answer landed on the instance that does not hold the call').not.toBe(chat!.instance);
    await suite.checkScreen('answered-behind-the-proxy', { show: card });
  });
});
