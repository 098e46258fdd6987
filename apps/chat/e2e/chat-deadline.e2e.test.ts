/**
 * A request nobody answers: when its deadline passes the MCP server gets `cancel`, the form goes,
 * and the chat says the request expired and that nothing was sent. The deadline is the default
 * (10 minutes) and the chat server's test hook (`CHAT_TEST_HOOKS`) expires the request once the
 * form has shown, as the deadline's timer would: a short real deadline raced the form (and its
 * screenshot) on a loaded machine. The test waits for events, not for a time.
 */
import { describe, expect, it } from 'vitest';
import { ask, finalStatus, pendingRequest, toolResult, waitUntilIdle } from './support/chatPage.js';
import { useChatSuite } from './support/chatSuite.js';

const suite = useChatSuite(import.meta.url, { CHAT_TEST_HOOKS: '1' });

describe('a deadline', () => {
  it('expires: the MCP server gets cancel, the form goes and the chat says so', async () => {
    const { page, stack } = suite;
    const card = await ask(page, 'Book a flight', 'book_flight');
    const form = await pendingRequest(card);
    await suite.checkScreen('form-with-deadline', { show: form });
    expect(await stack.expirePending()).toBe(1);

    expect(await finalStatus(card)).toBe('expired');
    // Not the server's "You cancelled …": the person never answered (the server only heard cancel).
    expect(await toolResult(card)).toBe(
      'The person did not answer: the request for input expired before they did. The tool server was sent “cancel” in their place.',
    );
    expect(await stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era: '2026-07-28' }]);
    await expect(card.locator('[data-ek-part=host-item][data-state=pending]').count()).resolves.toBe(0);
    await waitUntilIdle(page);
    await suite.checkScreen('expired', { show: card });
  });
});
