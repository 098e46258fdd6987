import { describe, expect, it } from 'vitest';
import { modeOf, textOf, useDemoServer } from '../test-support/demo-fixture.js';
import { DETAILS_FORM } from './onboarding.js';

const demo = useDemoServer();

const DETAILS = { displayName: 'Ada', team: 'research' };

describe('onboarding', () => {
  it('asks a form and a URL in one round and onboards when both are accepted', async () => {
    const bound = await demo.connect('modern');
    const person = demo.person(bound, (entry) => (modeOf(entry) === 'url' ? { action: 'accept' } : { action: 'accept', content: DETAILS }));

    const result = await demo.call(bound, 'onboarding', { workspace: 'Analytical' });

    expect(result.structuredContent).toEqual({ status: 'onboarded', workspace: 'Analytical', ...DETAILS, details: 'accept', terms: 'accept' });
    expect(textOf(result)).toBe('Welcome to Analytical, Ada (Research).');
    // One round: both questions in one group, keyed as the server asked.
    expect(person.seen.map((entry) => entry.key)).toEqual(['details', 'terms']);
    expect(new Set(person.seen.map((entry) => entry.group)).size).toBe(1);
    expect(person.seen[0]?.params).toMatchObject({ requestedSchema: DETAILS_FORM });
    const terms = new URL((person.seen[1]?.params as { url: string }).url);
    expect(terms.origin).toBe(demo.server.signInOrigin);
    expect(terms.pathname).toBe('/terms');
    expect(terms.searchParams.get('workspace')).toBe('Analytical');
    expect(demo.server.answers()).toEqual([
      { tool: 'onboarding', key: 'details', action: 'accept', content: DETAILS, era: '2026-07-28' },
      { tool: 'onboarding', key: 'terms', action: 'accept', era: '2026-07-28' },
    ]);
    // The terms page is there for whoever opens it.
    const page = await fetch(terms);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Terms of the Analytical workspace');
    // Branded as the workspace's page, not as the demo's fake GitHub (issue 26, F26).
    expect(html).toContain('<span>Analytical (demo)</span>');
    expect(html).not.toContain('GitHub');
  });

  it.each([
    [{ details: 'decline', terms: 'accept' }, 'declined'],
    [{ details: 'accept', terms: 'decline' }, 'declined'],
    [{ details: 'decline', terms: 'cancel' }, 'cancelled'],
    [{ details: 'cancel', terms: 'cancel' }, 'cancelled'],
  ] as const)('%o → %s', async (actions, status) => {
    const bound = await demo.connect('modern');
    demo.person(bound, (entry) => {
      const action = modeOf(entry) === 'url' ? actions.terms : actions.details;
      return action === 'accept' && modeOf(entry) === 'form' ? { action, content: DETAILS } : { action };
    });

    const result = await demo.call(bound, 'onboarding');

    expect(result.structuredContent).toEqual({ status, ...actions });
    expect(textOf(result)).toBe(`Onboarding to Acme was ${status}; nothing was saved.`);
  });

  it('works for a 2025-11-25 client too (the SDK pushes both questions)', async () => {
    const bound = await demo.connect('legacy');
    const person = demo.person(bound, (entry) => (modeOf(entry) === 'url' ? { action: 'accept' } : { action: 'accept', content: DETAILS }));

    const result = await demo.call(bound, 'onboarding');

    expect(result.structuredContent).toEqual({ status: 'onboarded', workspace: 'Acme', ...DETAILS, details: 'accept', terms: 'accept' });
    expect(person.seen.map(modeOf).sort()).toEqual(['form', 'url']);
    expect(demo.server.answers().map((answer) => [answer.key, answer.era])).toEqual([
      ['details', '2025-11-25'],
      ['terms', '2025-11-25'],
    ]);
  });
});
