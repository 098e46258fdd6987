// The URL consent on a 375 × 667 phone (Chromium via the Vitest browser project): a long host
// wraps only at its dots, never inside a label, and the dialog's buttons can be reached.
import '../styles.css';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ElicitationHost } from '../host/ElicitationHost.js';
import { createElicitationQueue } from '@elicit-kit/core';
import { SERVER, urlParams } from './test-support.js';
import { UrlConsent } from './UrlConsent.js';
import { UrlConsentDialog } from './UrlConsentDialog.js';
import { loadUrlInspector } from './urlInspector.js';
import { preloadParts } from '../host/lazyParts.js';

// Hyphenated labels (where a browser would otherwise break a line) in a host too long for one phone line.
const LONG_HOST = 'https://secure-sign-in.account-verification.xn--gthub-n2e.com/login/oauth/authorize?client_id=demo';

beforeAll(async () => {
  // The cards' code too, as the host's idle preload would have loaded it.
  await Promise.all([loadUrlInspector(), preloadParts()]);
  await page.viewport(375, 667);
});
afterEach(() => cleanup());

/** How many lines an inline element spans (one client rect per line). */
const lines = (element: Element) => new Set([...element.getClientRects()].map((r) => Math.round(r.top))).size;

describe('UrlConsent on a 375 × 667 phone', () => {
  it('wraps the domain and the host only at dots: no label is split across lines', async () => {
    const { container } = render(<UrlConsent params={urlParams(LONG_HOST)} server={SERVER} onRespond={() => {}} onOpen={() => undefined} openDelayMs={0} />);
    await expect.element(page.getByRole('button', { name: 'Open link' })).toBeVisible();
    const hosts = [...container.querySelectorAll('[data-ek-part="domain"], dd > span')];
    expect(hosts.length).toBeGreaterThanOrEqual(2);
    // The test means something only if the names do wrap here.
    expect(Math.max(...hosts.map((h) => lines(h)))).toBeGreaterThan(1);
    for (const host of hosts) {
      for (const label of host.querySelectorAll('bdi')) expect(lines(label), label.textContent ?? '').toBe(1);
    }
    // The copy says where the other form is without assuming a layout.
    expect(container.textContent).not.toMatch(/beside it|daneben/);
  });

  it('the dialog’s buttons can be reached: in view at once, or by scrolling the dialog', async () => {
    render(
      <UrlConsentDialog
        params={urlParams(LONG_HOST, 'Sign in to GitHub so the demo can read your profile. '.repeat(6))}
        server={SERVER}
        onRespond={() => {}}
        onOpen={() => undefined}
        openDelayMs={0}
      />,
    );
    const open = page.getByRole('button', { name: 'Open link' });
    await expect.element(open).toBeVisible();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    const box = dialog.getBoundingClientRect();
    expect(box.bottom).toBeLessThanOrEqual(667);
    expect(box.right).toBeLessThanOrEqual(375);
    // Sticky actions: Open is inside the visible part of the dialog even before any scrolling.
    const button = open.element().getBoundingClientRect();
    expect(button.bottom).toBeLessThanOrEqual(box.bottom);
    expect(button.top).toBeGreaterThanOrEqual(box.top);
  });

  it('in the host’s dialog layout, the request’s buttons are in view too', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationHost queue={queue} layout="dialog" urlProps={{ openDelayMs: 0, onOpen: () => undefined }} />);
    void queue.enqueue({ server: SERVER, params: urlParams(LONG_HOST, 'Sign in to GitHub so the demo can read your profile. '.repeat(6)) });
    const open = page.getByRole('button', { name: 'Open link' });
    await expect.element(open).toBeVisible();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    const box = dialog.getBoundingClientRect();
    const button = open.element().getBoundingClientRect();
    expect(box.bottom).toBeLessThanOrEqual(667);
    expect(button.bottom).toBeLessThanOrEqual(box.bottom);
    expect(button.top).toBeGreaterThanOrEqual(box.top);
  });
});
