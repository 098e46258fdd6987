/**
 * The chat without elicitations: a new chat offers suggestions, the scripted model answers, the
 * conversation survives a reload (the server keeps it), all by keyboard and with no axe violation.
 */
import { describe, expect, it } from 'vitest';
import { tabTo, tabToButton } from '@elicit-kit/e2e/support/keyboard';
import { chatIdOf, lastReply, waitUntilIdle, waitUntilLoaded } from './support/chatPage.js';
import { useChatSuite } from './support/chatSuite.js';

const suite = useChatSuite(import.meta.url);

describe('the chat', () => {
  it('answers a message, keeps the conversation over a reload, and is keyboard-usable', async () => {
    const { page } = suite;
    await expect(page.getByRole('heading', { level: 1, name: 'Elicit Kit chat' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Book a flight' }).isVisible()).resolves.toBe(true);
    await suite.checkScreen('new-chat');

    // Keyboard only: Tab through the suggestions to the input box, type, press Enter.
    await tabToButton(page, 'Book a flight');
    await tabTo(page, 'the input box', (focus) => focus.label === 'Message');
    await page.keyboard.type('hello');
    await page.keyboard.press('Enter');
    await waitUntilIdle(page);
    await expect(lastReply(page).innerText()).resolves.toContain('I can book a flight');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('composer-input');
    await suite.checkScreen('help-answered');

    const chatId = chatIdOf(page);
    await page.reload();
    await waitUntilLoaded(page);
    expect(chatIdOf(page)).toBe(chatId);
    await expect(page.locator('[data-testid=message]').count()).resolves.toBe(2);
    await expect(lastReply(page).innerText()).resolves.toContain('I can book a flight');
  });
});
