/**
 * More than one question per call: `deploy` asks two rounds in a row (confirm, then the
 * rollout), `onboarding` asks a form and a link in one round, shown as one group.
 */
import { describe, expect, it } from 'vitest';
import { button, callTool, field, pendingRequests, resultJson, resultText, urlConsent, POLL } from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);

describe('deploy', () => {
  it('confirms in round 1, fills the rollout in round 2, and gets the deployment', async () => {
    const { page, stack } = suite;
    const call = await callTool(page, 'deploy');
    const round1 = (await pendingRequests(call)).first();
    const confirm = round1.getByRole('checkbox', { name: 'Deploy v2.4.1 to production?' });
    expect(await confirm.isChecked()).toBe(false); // the default: nothing happens without a yes
    await suite.checkScreen('deploy-round-1', { show: round1 });
    await confirm.check();
    await button(round1, 'Submit').click();

    // Round 2 is a new request under the same call.
    const round2 = (await pendingRequests(call)).first();
    await field(round2, 'Release note').waitFor();
    expect(await field(round2, 'Rollout percentage').inputValue()).toBe('10');
    expect(await call.getAttribute('data-status')).toBe('running');
    await suite.checkScreen('deploy-round-2', { show: round2 });
    await field(round2, 'Rollout percentage').fill('25');
    await field(round2, 'Release note').fill('Faster search');
    await button(round2, 'Submit').click();

    expect(await resultJson(call)).toEqual({ status: 'deployed', version: 'v2.4.1', environment: 'production', percentage: 25, note: 'Faster search' });
    expect(await resultText(call)).toBe('Deployed v2.4.1 to production for 25% of traffic: “Faster search”.');
    expect(await stack.answers()).toEqual([
      { tool: 'deploy', key: 'confirm', action: 'accept', content: { confirm: true }, era: '2026-07-28' },
      { tool: 'deploy', key: 'rollout', action: 'accept', content: { percentage: 25, note: 'Faster search' }, era: '2026-07-28' },
    ]);
    await suite.checkScreen('deploy-result', { show: call.getByTestId('call-result') });
  });

  it('declined at round 2: the server hears decline for the rollout and deploys nothing', async () => {
    const { page, stack } = suite;
    const call = await callTool(page, 'deploy');
    const round1 = (await pendingRequests(call)).first();
    await round1.getByRole('checkbox', { name: 'Deploy v2.4.1 to production?' }).check();
    await button(round1, 'Submit').click();
    const round2 = (await pendingRequests(call)).first();
    await field(round2, 'Release note').fill('Not today');
    await button(round2, 'Decline').click();

    expect(await resultJson(call)).toEqual({ status: 'declined', round: 2 });
    expect(await resultText(call)).toBe('You declined the deployment; nothing was done.');
    expect(await stack.answers()).toEqual([
      { tool: 'deploy', key: 'confirm', action: 'accept', content: { confirm: true }, era: '2026-07-28' },
      { tool: 'deploy', key: 'rollout', action: 'decline', era: '2026-07-28' },
    ]);
    await suite.checkScreen('deploy-declined-round-2', { show: call.getByTestId('call-result') });
  });
});

describe('onboarding', () => {
  it('shows a form and a link as one group of two, answers both, and the server gets both on one retry', async () => {
    const { page, stack, session } = suite;
    const call = await callTool(page, 'onboarding');
    const cards = await pendingRequests(call);
    await expect.poll(() => cards.count(), POLL).toBe(2);
    const group = call.locator('[data-ek-part=host-group]');
    expect(await group.getAttribute('data-total')).toBe('2');
    await group.getByText('Elicit Kit demo server needs 2 answers').waitFor();
    const details = cards.filter({ has: page.locator('form') });
    const terms = await urlConsent(cards.filter({ has: page.locator('[data-ek-part=url-consent]') }));
    await details.getByText('Welcome to Acme! Tell your teammates who you are.').waitFor();
    await suite.checkScreen('onboarding-group', { show: group });

    await field(details, 'Display name').fill('Ada');
    await details.getByRole('radio', { name: 'Engineering' }).check();
    await button(details, 'Submit').click();
    // One of two answered: nothing is sent until the other is.
    await expect.poll(() => call.locator('[data-ek-part=host-item][data-state=pending]').count(), POLL).toBe(1);
    await suite.checkScreen('onboarding-one-of-two-answered', { show: terms });
    expect(await stack.answers()).toEqual([]);
    expect(await call.getAttribute('data-status')).toBe('running');

    const termsUrl = new URL('/terms?workspace=Acme', stack.signInOrigin).href;
    expect((await terms.getByRole('region', { name: /^Full link/ }).innerText()).trim()).toBe(termsUrl);
    const [tab] = await Promise.all([session.context.waitForEvent('page'), button(terms, 'Open link').click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(termsUrl);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.getByRole('heading', { name: 'Terms of the Acme workspace' }).waitFor();
    await tab.close();

    expect(await resultJson(call)).toEqual({
      status: 'onboarded',
      workspace: 'Acme',
      displayName: 'Ada',
      team: 'engineering',
      details: 'accept',
      terms: 'accept',
    });
    expect(await resultText(call)).toBe('Welcome to Acme, Ada (Engineering).');
    expect(await stack.answers()).toEqual([
      { tool: 'onboarding', key: 'details', action: 'accept', content: { displayName: 'Ada', team: 'engineering' }, era: '2026-07-28' },
      { tool: 'onboarding', key: 'terms', action: 'accept', era: '2026-07-28' },
    ]);
    await suite.checkScreen('onboarding-result', { show: call.getByTestId('call-result') });
  });
});
