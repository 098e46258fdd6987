/**
 * Answers survive a server's refusal: `book_flight` refuses a return date before the departure
 * (a rule only the server knows); the form comes back under the call, prefilled with what was
 * sent and the server's reason beside it; the corrected answer is accepted. Both eras; the
 * demo server's `/demo/answers` is the witness of what arrived.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, callTool, chooseSetting, field, pendingRequests, resultJson, POLL } from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);

// As sent: no special meals chosen, so `meals` is left out (the server books `[]`).
const TRIP = { from: 'London', to: 'Lisbon', departureDate: '2027-03-14', cabin: 'economy', passengers: 1 };

/** The pending form of the call (2026-07-28) or of the session's pushed requests (2025-11-25). */
async function tripForm(page: Page, call: Locator, pushed: boolean): Promise<Locator> {
  const scope = pushed ? page.getByTestId('pushed-requests') : call;
  await scope.locator('[data-ek-part=host-item][data-state=pending]').first().waitFor();
  return (await pendingRequests(scope)).first();
}

describe('a refused answer comes back, prefilled, with the reason', () => {
  for (const era of ['2026-07-28', '2025-11-25'] as const) {
    it(`${era}: return date before the departure → corrected → booked`, async () => {
      const { page, stack } = suite;
      const pushed = era === '2025-11-25';
      if (pushed) {
        await chooseSetting(page, 'protocol', era);
        await page.locator(`[data-testid=protocol-version][data-version="${era}"]`).waitFor();
      }
      const call = await callTool(page, 'book_flight');
      let form = await tripForm(page, call, pushed);
      await field(form, 'To').fill('Lisbon');
      await field(form, 'Departure date').fill('2027-03-14');
      await field(form, 'Return date').fill('2027-03-10');
      await button(form, 'Submit').click();

      // The server refuses; the same request is back under the call with its words and what was typed.
      const refused = (pushed ? page.getByTestId('pushed-requests') : call).locator('[data-ek-part=host-item][data-rejected]');
      await refused.waitFor();
      form = refused;
      await expect.poll(() => form.locator('[data-ek-part=host-rejection]').innerText(), POLL).toContain('returnDate: before the departure date');
      expect(await field(form, 'To').inputValue()).toBe('Lisbon');
      expect(await field(form, 'Departure date').inputValue()).toBe('2027-03-14');
      expect(await field(form, 'Return date').inputValue()).toBe('2027-03-10');
      expect(await call.getAttribute('data-status')).toBe('running');
      await suite.checkScreen(`refused-${era}`, { show: form });

      await field(form, 'Return date').fill('2027-03-28');
      await button(form, 'Submit').click();

      expect(await resultJson(call)).toEqual({ status: 'booked', ...TRIP, returnDate: '2027-03-28', meals: [] });
      expect(await stack.answers()).toEqual([
        { tool: 'book_flight', key: 'trip', action: 'accept', content: { ...TRIP, returnDate: '2027-03-10' }, era },
        { tool: 'book_flight', key: 'trip', action: 'accept', content: { ...TRIP, returnDate: '2027-03-28' }, era },
      ]);
    });
  }
});
