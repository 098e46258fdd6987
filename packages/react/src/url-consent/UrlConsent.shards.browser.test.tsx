// The consent checks a link with core's URL check and only that link's shard of the public-suffix
// list (both real dynamic imports in Chromium): no `loadUrlInspector()` here, which would load
// the whole list and answer for every link.
import '../styles.css';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { SERVER, urlParams } from './test-support.js';
import { UrlConsent } from './UrlConsent.js';

afterEach(() => cleanup());

describe('UrlConsent with the public-suffix list on demand', () => {
  it.each([
    ['https://user.github.io/x', 'user.github.io'],
    ['https://preview.my-app.vercel.app/login', 'my-app.vercel.app'],
    ['https://a.city.kawasaki.jp/', 'city.kawasaki.jp'],
  ])('%s reaches Open enabled with the registrable domain %s', async (url, domain) => {
    const { container } = render(<UrlConsent params={urlParams(url)} server={SERVER} onRespond={() => {}} onOpen={() => undefined} openDelayMs={0} />);
    await expect.element(page.getByRole('button', { name: 'Open link' })).toBeEnabled();
    expect(container.querySelector('[data-ek-part="domain"]')?.textContent).toBe(domain);
  });
});
