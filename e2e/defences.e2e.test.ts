/**
 * The `suspicious` tool, a hostile server: one round asks for a password and a token, links to
 * a look-alike of github.com, and sends a form the grammar cannot express. The kit must warn,
 * explain, still let the person decline or cancel, send nothing secret, and keep the page alive.
 */
import { describe, expect, it } from 'vitest';
import { readExchange } from './support/anyServer.js';
import { button, callTool, field, pendingRequests, resultJson, urlConsent, POLL } from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);

/** The look-alike's host as the browser would send it (punycode of `gіthub.com`, Cyrillic `і`). */
const LOOKALIKE_HOST = new URL('https://g\u0456thub.com/').hostname;
const SECRET = 'correct-horse-battery-staple-e2e';

describe('suspicious', () => {
  it('warns about the password and the look-alike domain, explains the unrenderable form, and sends nothing secret', async () => {
    const { page, stack, session } = suite;
    expect(LOOKALIKE_HOST).toMatch(/^xn--/);
    const call = await callTool(page, 'suspicious');
    const cards = await pendingRequests(call);
    await expect.poll(() => cards.count(), POLL).toBe(3);
    await call.getByText('Elicit Kit demo server needs 3 answers').waitFor();

    // 1. Secrets in form mode: the message and each secret-looking field carry a warning.
    const credentials = cards.filter({ hasText: 'Re-enter your GitHub password' });
    const messageWarning = credentials.locator('[data-ek-part=sensitive-message]');
    expect(await messageWarning.innerText()).toContain('The message mentions a password');
    const password = field(credentials, 'GitHub password');
    const passwordWarning = credentials.locator(`#${await password.getAttribute('aria-describedby')}`);
    expect(await passwordWarning.innerText()).toContain('This looks like a request for a password.');
    const token = field(credentials, 'Personal access token');
    expect(await token.getAttribute('aria-describedby')).toMatch(/-warn\b/);
    await credentials.getByText('This looks like a request for an access token.', { exact: false }).waitFor();
    await suite.checkScreen('suspicious-password-warning', { show: credentials });

    // 2. The look-alike link: the real (punycode) host, a danger warning, Open gated.
    const lookalike = await urlConsent(cards.filter({ has: page.locator('[data-ek-part=url-consent]') }));
    expect(await lookalike.locator('[data-ek-part=domain-main]').innerText()).toBe(LOOKALIKE_HOST);
    const mixedScript = lookalike.locator('[data-warning=mixed-script]');
    expect(await mixedScript.getAttribute('data-tone')).toBe('danger');
    expect(await mixedScript.innerText()).toMatch(/look like .*github\.com.*It is a different site\./);
    expect(await button(lookalike, 'Open link').isDisabled()).toBe(true);
    await lookalike.getByLabel(/I understand this link goes to/).waitFor();
    await suite.checkScreen('suspicious-lookalike-warning', { show: lookalike });

    // 3. The form outside the grammar: explained, and still answerable with Decline or Cancel.
    const unrenderable = cards.filter({ hasText: 'Confirm your home address.' });
    const problems = unrenderable.locator('[data-ek-part=schema-problems]');
    expect(await problems.getAttribute('role')).toBe('alert');
    expect(await problems.innerText()).toContain('Part of this request cannot be shown');
    expect(await problems.innerText()).toContain('This question asks for nested data, which forms cannot hold.');
    // Named by their titles, never their keys; the one field it could draw is read-only (issue 14).
    expect(await problems.innerText()).toContain('“Home address”: ');
    expect(await problems.innerText()).not.toContain('“address”');
    expect(await field(unrenderable, 'Admin override').isDisabled()).toBe(true);
    expect(await button(unrenderable, 'Decline').isEnabled()).toBe(true);
    expect(await button(unrenderable, 'Cancel').isEnabled()).toBe(true);
    await suite.checkScreen('suspicious-unrenderable-explained', { show: unrenderable });

    // Someone types a secret anyway: it is masked (a toggle shows it), and Submit waits for the
    // explicit "I understand" tick — pressed without it, nothing is answered and the tick takes focus.
    await password.fill(SECRET);
    expect(await password.getAttribute('type')).toBe('password');
    const reveal = credentials.getByRole('button', { name: 'Show GitHub password' });
    await reveal.click();
    expect(await password.getAttribute('type')).toBe('text');
    await reveal.click();
    expect(await password.getAttribute('type')).toBe('password');
    const tick = credentials.getByRole('checkbox', { name: 'I understand Elicit Kit demo server asks for a password here' });
    await button(credentials, 'Submit').click();
    await expect.poll(() => tick.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    expect(await credentials.locator('[data-ek-part=form]').getAttribute('data-status')).toBe('ready');
    expect(await tick.isChecked()).toBe(false);
    // ... then thinks better of it.
    await button(credentials, 'Decline').click();
    await button(lookalike, 'Cancel').click();
    await button(unrenderable, 'Decline').click();

    expect(await resultJson(call)).toEqual({
      status: 'answered',
      answers: { credentials: { action: 'decline' }, lookalike: { action: 'cancel' }, unrenderable: { action: 'decline' } },
    });
    const answers = await stack.answers();
    expect(answers.map(({ key, action, content }) => ({ key, action, content }))).toEqual([
      { key: 'credentials', action: 'decline', content: undefined },
      { key: 'lookalike', action: 'cancel', content: undefined },
      { key: 'unrenderable', action: 'decline', content: undefined },
    ]);
    expect(JSON.stringify(answers)).not.toContain(SECRET);
    expect(session.requests.filter((request) => request.body?.includes(SECRET) || request.url.includes(SECRET))).toEqual([]);
    // The look-alike was never contacted, not even prefetched.
    expect(session.requests.filter((request) => new URL(request.url).hostname === LOOKALIKE_HOST)).toEqual([]);
    expect(session.context.pages()).toHaveLength(1);
    await suite.checkScreen('suspicious-result', { show: call.getByTestId('call-result') });

    // The host page survived: no uncaught error, and the next call works as usual.
    expect(session.pageErrors).toEqual([]);
    const next = await callTool(page, 'book_flight');
    const form = (await pendingRequests(next)).first();
    await button(form, 'Cancel').click();
    expect(await resultJson(next)).toEqual({ status: 'cancelled' });
  });

  it('a password submitted anyway is masked in the exchange log and in Copy JSON until deliberately revealed', async () => {
    const { page, stack, session } = suite;
    const call = await callTool(page, 'suspicious');
    const cards = await pendingRequests(call);
    await expect.poll(() => cards.count(), POLL).toBe(3);
    const credentials = cards.filter({ hasText: 'Re-enter your GitHub password' });
    await field(credentials, 'GitHub password').fill(SECRET);
    await credentials.getByRole('checkbox', { name: /^I understand / }).check();
    await button(credentials, 'Submit').click();
    await button(await urlConsent(cards.filter({ has: page.locator('[data-ek-part=url-consent]') })), 'Cancel').click();
    await button(cards.filter({ hasText: 'Confirm your home address.' }), 'Decline').click();
    expect(await resultJson(call)).toMatchObject({ answers: { credentials: { action: 'accept' } } });
    // It went over the wire (the person chose so)…
    expect(JSON.stringify(await stack.answers())).toContain(SECRET);

    // …but the log on screen, and what Copy JSON copies, do not show it.
    const sent = (await readExchange(call)).find((line) => line.kind === 'response' && line.title.includes('credentials'));
    expect(sent?.json).toMatchObject({ action: 'accept', content: { username: 'octocat', password: '••••••••' } });
    expect(await call.getByTestId('exchange-log').textContent()).not.toContain(SECRET);
    // The server echoes the answers in its result: masked there too.
    expect(JSON.stringify(await resultJson(call))).not.toContain(SECRET);
    const entry = call.locator('[data-testid=exchange-entry][data-kind=response]').filter({ hasText: 'credentials' });
    expect(await entry.getByTestId('exchange-secrets').textContent()).toContain('Secret values hidden here and in Copy JSON: password.');
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await entry.locator('summary').click();
    await entry.getByTestId('copy-json').click();
    await expect.poll(() => entry.getByTestId('copy-status').getAttribute('data-outcome'), POLL).toBe('copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toContain(SECRET);
    await suite.checkScreen('suspicious-exchange-masked', { show: entry });

    await entry.getByRole('button', { name: 'Show secret values' }).click();
    expect(await entry.locator('pre').textContent()).toContain(SECRET);
    await entry.getByTestId('copy-json').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), POLL).toContain(SECRET);
  });
});
