/**
 * Escape never loses typed work, in both layouts: with edits it asks first (Escape again, or
 * Keep editing, keeps them; nothing reaches the server); confirmed, the server hears `cancel`.
 * Without edits it cancels at once (settings.e2e covers that in the dialog).
 */
import { describe, expect, it } from 'vitest';
import { focused } from './support/keyboard.js';
import { button, callTool, chooseSetting, field, pendingRequests, resultJson, POLL } from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);

describe('Escape with typed work', () => {
  for (const layout of ['Inline', 'Dialog'] as const) {
    it(`${layout}: asks first, keeps the work on a second Escape, cancels only when confirmed`, async () => {
      const { page, stack } = suite;
      if (layout === 'Dialog') await chooseSetting(page, 'layout', layout);
      const call = await callTool(page, 'book_flight');
      const scope = layout === 'Dialog' ? page.getByRole('dialog') : (await pendingRequests(call)).first();
      const to = field(scope, 'To');
      await to.fill('Lisbon');
      await to.focus();

      await page.keyboard.press('Escape');
      const keep = button(scope, 'Keep editing');
      await expect.poll(async () => (await focused(page)).label, POLL).toBe('Keep editing');
      await suite.checkScreen(`escape-asks-${layout.toLowerCase()}`, { show: keep });
      expect(await call.getAttribute('data-status')).toBe('running');

      // Escape backs out of the question: the person is back in the field, the text intact.
      await page.keyboard.press('Escape');
      await keep.waitFor({ state: 'detached' });
      expect(await to.inputValue()).toBe('Lisbon');
      await expect.poll(async () => (await focused(page)).label, POLL).toMatch(/^To/);
      expect(await stack.answers()).toEqual([]);

      await page.keyboard.press('Escape');
      await button(scope, 'Discard and cancel').click();
      expect(await resultJson(call)).toEqual({ status: 'cancelled' });
      expect(await stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era: '2026-07-28' }]);
    });
  }
});
