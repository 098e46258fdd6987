import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { SERVER, URLS, urlParams } from './test-support.js';

let offline = true;

/** A fresh UrlConsent module graph whose checker chunk fails to download while `offline`. */
async function loadUrlConsentOffline() {
  offline = true;
  vi.resetModules();
  vi.doMock('./importUrlChecker.js', () => ({
    importUrlChecker: () => (offline ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : import('@elicit-kit/core/url')),
  }));
  return import('./UrlConsent.js');
}

afterEach(() => {
  vi.doUnmock('./importUrlChecker.js');
  vi.resetModules();
});

describe('UrlConsent when the link checker cannot be loaded', () => {
  it('says so instead of "checking" forever, keeps the link closed, and checks again on request', async () => {
    // The checker chunk fails to download (offline, a deploy removed it): its import rejects.
    const { UrlConsent } = await loadUrlConsentOffline();
    const onRespond = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<UrlConsent params={urlParams(URLS.plain)} server={SERVER} onRespond={onRespond} openDelayMs={0} />);
    const status = await screen.findByText(/could not be checked/);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-busy', 'false');
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'checking');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Check again', 'Decline', 'Cancel']);
    expect(screen.queryByRole('button', { name: 'Open link' })).toBeNull();
    await expectNoAxeViolations(container);

    // The network is back: Check again loads the real checker and the consent becomes usable.
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('button', { name: 'Open link' })).toBeEnabled();
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'ready');
    expect(screen.queryByText(/could not be checked/)).toBeNull();
    expect(onRespond).not.toHaveBeenCalled();
  });

  it('still lets the person decline while the checker is missing', async () => {
    const { UrlConsent } = await loadUrlConsentOffline();
    const onRespond = vi.fn();
    render(<UrlConsent params={urlParams(URLS.plain)} server={SERVER} onRespond={onRespond} openDelayMs={0} />);
    await screen.findByText(/could not be checked/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Decline' }));
    expect(onRespond).toHaveBeenCalledTimes(1);
    expect(onRespond.mock.calls[0]?.[0]).toEqual({ action: 'decline' });
  });
});
