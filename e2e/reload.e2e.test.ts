/**
 * Nothing half-sent: a form abandoned by reloading the page, or a call stopped from the
 * transcript, sends nothing to the server, and the page afterwards is clean and works.
 */
import { describe, expect, it } from 'vitest';
import { button, callTool, field, pendingRequests, resultJson, settled, waitUntilConnected } from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);

describe('reload mid-form', () => {
  it('reloading while a form is half filled sends nothing, leaves a clean page, and the next call works', async () => {
    const { page, stack, session } = suite;
    const call = await callTool(page, 'book_flight');
    const form = (await pendingRequests(call)).first();
    await field(form, 'To').fill('Reykjavik');
    await field(form, 'Passengers').fill('4');
    await form.getByRole('checkbox', { name: 'Kosher' }).check();
    await suite.checkScreen('half-filled-form', { show: field(form, 'To') });

    await page.reload();
    await waitUntilConnected(page);
    // Clean: the empty conversation, no call, no request card, nothing of what was typed.
    await page.getByTestId('transcript-empty').waitFor();
    expect(await page.getByTestId('call').count()).toBe(0);
    expect(await page.locator('[data-ek-part=host-item]').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('Reykjavik');
    await suite.checkScreen('after-reload');

    // A new call starts from the server's defaults, not from the abandoned draft.
    const next = await callTool(page, 'book_flight');
    const fresh = (await pendingRequests(next)).first();
    expect(await field(fresh, 'To').inputValue()).toBe('');
    expect(await field(fresh, 'Passengers').inputValue()).toBe('1');
    expect(await fresh.getByRole('checkbox', { name: 'Kosher' }).isChecked()).toBe(false);
    await field(fresh, 'To').fill('Madrid');
    await field(fresh, 'Departure date').fill('2027-09-09');
    await button(fresh, 'Submit').click();
    expect(await resultJson(next)).toMatchObject({ status: 'booked', to: 'Madrid', passengers: 1 });

    // The server heard exactly one answer — the new call's; the reloaded one sent nothing, ever.
    const answers = await stack.answers();
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ tool: 'book_flight', action: 'accept', content: { to: 'Madrid' } });
    expect(session.requests.filter((request) => request.body?.includes('Reykjavik'))).toEqual([]);
  });

  it('Stop while a form is open ends the call as stopped and sends nothing', async () => {
    const { page, stack, session } = suite;
    const call = await callTool(page, 'profile');
    const form = (await pendingRequests(call)).first();
    await field(form, 'Full name').fill('Half Typed');
    await call.getByTestId('stop-call').click();

    expect(await settled(call)).toBe('error');
    const error = call.getByTestId('call-error');
    expect(await error.getAttribute('data-error-code')).toBe('aborted');
    expect(await error.innerText()).toContain('You stopped this call. Nothing more was sent.');
    expect(await call.locator('[data-ek-part=host-item][data-state=pending]').count()).toBe(0);
    await suite.checkScreen('stopped-call', { show: error });

    // Nothing arrived for it: the next call's answer is the only one in the log.
    const next = await callTool(page, 'profile');
    await button((await pendingRequests(next)).first(), 'Decline').click();
    expect(await resultJson(next)).toEqual({ status: 'declined' });
    expect(await stack.answers()).toEqual([{ tool: 'profile', key: 'profile', action: 'decline', era: '2026-07-28' }]);
    expect(session.requests.filter((request) => request.body?.includes('Half Typed'))).toEqual([]);
  });
});
