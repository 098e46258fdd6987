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
    importUrlChecker: () => (offline ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : import('@elicit-kit/core/url/on-demand')),
    importFullUrlChecker: () => import('@elicit-kit/core/url'),
  }));
  return import('./UrlConsent.js');
}

// Core's loaders of the public-suffix list's shards (generated, packages/core/src/url/suffix-shards/load.ts):
// a module core does not export, so a test can only reach it by path to stand in for a chunk that fails.
const SHARD_LOADERS = '../../../core/src/url/suffix-shards/load.js';

/**
 * A fresh UrlConsent module graph whose check's code loads, and whose suffix-list shards fail to
 * download while `offline`; `shardsAsked` records the shards asked for.
 */
async function loadUrlConsentShardsOffline(failing = (_shard: number) => true) {
  offline = true;
  const shardsAsked: number[] = [];
  vi.resetModules();
  const actual = await vi.importActual<{ LOAD_SUFFIX_SHARD: readonly (() => Promise<unknown>)[] }>(SHARD_LOADERS);
  vi.doMock(SHARD_LOADERS, () => ({
    LOAD_SUFFIX_SHARD: actual.LOAD_SUFFIX_SHARD.map((load, shard) => () => {
      shardsAsked.push(shard);
      return offline && failing(shard) ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : load();
    }),
  }));
  return { ...(await import('./UrlConsent.js')), shardsAsked };
}

afterEach(() => {
  vi.doUnmock('./importUrlChecker.js');
  vi.doUnmock(SHARD_LOADERS);
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

describe("UrlConsent when the link's shard of the public-suffix list cannot be loaded", () => {
  it('stays "checking" with a retry, then checks the link by its own shard only, private suffix and all', async () => {
    const { UrlConsent, shardsAsked } = await loadUrlConsentShardsOffline();
    const onRespond = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<UrlConsent params={urlParams('https://user.github.io/x')} server={SERVER} onRespond={onRespond} openDelayMs={0} />);
    await screen.findByText(/could not be checked/);
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'checking');
    expect(screen.queryByRole('button', { name: 'Open link' })).toBeNull();

    offline = false;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('button', { name: 'Open link' })).toBeEnabled();
    // `github.io` is a private suffix: the registrable domain is the user's, not GitHub's.
    expect(container.querySelector('[data-ek-part="domain"]')).toHaveTextContent('user.github.io');
    // One shard (the one `io` hashes to), asked again on retry: never the whole list.
    expect(new Set(shardsAsked).size).toBe(1);
    expect(shardsAsked).toHaveLength(2);
    expect(onRespond).not.toHaveBeenCalled();
  });

  it("fails only the consent whose shard failed: another link's consent is checked", async () => {
    // The first shard asked for (the github.io consent's: its effect runs first) fails; com's loads.
    let first: number | undefined;
    const { UrlConsent } = await loadUrlConsentShardsOffline((shard) => (first ??= shard) === shard);
    render(
      <>
        <UrlConsent params={urlParams('https://user.github.io/x')} server={SERVER} onRespond={() => {}} openDelayMs={0} />
        <UrlConsent params={urlParams('https://example.com/')} server={SERVER} onRespond={() => {}} openDelayMs={0} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Open link' })).toBeEnabled();
    expect(screen.getAllByText(/could not be checked/)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Check again' })).toHaveLength(1);
  });
});
