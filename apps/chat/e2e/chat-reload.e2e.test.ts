/**
 * A reload while a request waits: the browser's connection closes, so the server cancels the
 * request (the MCP server gets `cancel` once) and saves how the call ended. The reloaded page
 * shows that line instead of the form — never asks twice — and so does a further reload.
 */
import { describe, expect, it } from 'vitest';
import { field } from '@elicit-kit/e2e/support/playground';
import { ask, chatIdOf, elicitation, finalStatus, pendingRequest, toolCall, toolResult, waitUntilLoaded } from './support/chatPage.js';
import { useChatSuite } from './support/chatSuite.js';

const suite = useChatSuite(import.meta.url);

describe('a reload while a request waits', () => {
  it('ends the request with cancel, shows how it ended, and never asks again', async () => {
    const { page, stack } = suite;
    const card = await ask(page, 'Book a flight', 'book_flight');
    const form = await pendingRequest(card);
    await field(form, 'To').fill('Lisbon'); // typed, never submitted
    const chatId = chatIdOf(page);

    await page.reload();
    await waitUntilLoaded(page);
    expect(chatIdOf(page)).toBe(chatId);
    const after = toolCall(page, 'book_flight');
    await after.waitFor();
    const ended = await finalStatus(after);
    expect(['aborted', 'stream-closed']).toContain(ended);
    // Not the server's "You cancelled …": the person never answered (the server only heard cancel).
    expect(await toolResult(after)).toMatch(/^The person did not answer: the chat(’s connection closed| request ended) before they did\./);
    await expect(after.locator('[data-ek-part=host-item]').count()).resolves.toBe(0);
    expect(await stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era: '2026-07-28' }]);
    expect(suite.session.requests.some((request) => request.body?.includes('Lisbon'))).toBe(false);
    const line = await elicitation(after).innerText();
    expect(line).toContain('nothing was sent');
    await suite.checkScreen('after-reload', { show: after });

    // Once more: the same line, still no form, nothing new at the MCP server.
    await page.reload();
    await waitUntilLoaded(page);
    const again = toolCall(page, 'book_flight');
    await again.waitFor();
    expect(await finalStatus(again)).toBe(ended);
    expect(await elicitation(again).innerText()).toBe(line);
    await expect(again.locator('[data-ek-part=host-item]').count()).resolves.toBe(0);
    expect(await stack.answers()).toHaveLength(1);
    await suite.checkScreen('after-second-reload', { show: again });
  });
});
