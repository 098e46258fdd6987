// Layout and interaction checks that need a real layout engine (Chromium via the Vitest
// browser project): bidi order of host labels, the scrolling long-link region, the
// dialog's focus handling, and a real double click on Open.
import '../styles.css';
import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SERVER, URLS, urlParams } from './test-support.js';
import { UrlConsent } from './UrlConsent.js';
import { UrlConsentDialog } from './UrlConsentDialog.js';
import { loadUrlInspector } from './urlInspector.js';

beforeAll(async () => {
  await loadUrlInspector();
});
afterEach(() => cleanup());

describe('UrlConsent in Chromium', () => {
  it('lays out a right-to-left host label by label, left to right, inside a dir="rtl" page', async () => {
    const { container } = render(
      <div dir="rtl">
        <UrlConsent params={urlParams(URLS.rtl)} server={SERVER} onRespond={() => {}} onOpen={() => undefined} />
      </div>,
    );
    await expect.element(page.getByRole('button', { name: 'Open link' })).toBeVisible();
    for (const host of container.querySelectorAll('dd > span')) {
      const lefts = [...host.querySelectorAll('bdi')].map((b) => b.getBoundingClientRect().left);
      expect(lefts).toHaveLength(3);
      expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
    }
  });

  it('the big registrable domain keeps its labels left to right too (no "com.דוגמה" flip)', async () => {
    const { container } = render(
      <UrlConsent params={urlParams('https://\u05d3\u05d5\u05d2\u05de\u05d4.com/login')} onRespond={() => {}} onOpen={() => undefined} />,
    );
    await expect.element(page.getByRole('button', { name: 'Open link' })).toBeVisible();
    const domain = container.querySelector('[data-ek-part="domain"]') as HTMLElement;
    const leftOf = (text: string) => {
      const walker = document.createTreeWalker(domain, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(text) ?? -1;
        if (at >= 0) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + text.length);
          return range.getBoundingClientRect().left;
        }
      }
      throw new Error(`${text} not found`);
    };
    // The big form is the Unicode one; its first label must sit left of "com".
    expect(leftOf('\u05d3\u05d5\u05d2\u05de\u05d4')).toBeLessThan(leftOf('com'));
  });

  it('shows a 3,000-character link whole, in a scrollable, focusable region', async () => {
    render(<UrlConsent params={urlParams(URLS.long)} onRespond={() => {}} onOpen={() => undefined} />);
    const region = page.getByRole('region', { name: /Full link \(3,0\d\d characters\)/ });
    await expect.element(region).toBeVisible();
    const el = region.element() as HTMLElement;
    expect(el.textContent).toBe(URLS.long);
    expect(el.scrollHeight).toBeGreaterThan(el.clientHeight);
    // Wrapped, not cut off sideways.
    expect(el.scrollWidth).toBeLessThanOrEqual(el.clientWidth + 1);
    el.focus();
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => el.scrollTop).toBeGreaterThan(0);
  });

  it('a real double click on Open opens once and does not also press "continue"', async () => {
    const onRespond = vi.fn();
    const onOpen = vi.fn(() => undefined);
    const onFinished = vi.fn();
    render(<UrlConsent params={urlParams(URLS.plain)} onRespond={onRespond} onOpen={onOpen} onFinished={onFinished} />);
    // Open arms after its security delay; then a real double click.
    await expect.element(page.getByRole('button', { name: 'Open link' })).toBeEnabled();
    await userEvent.dblClick(page.getByRole('button', { name: 'Open link' }));
    await expect.element(page.getByRole('button', { name: 'I’ve finished — continue' })).toBeVisible();
    expect(onOpen).toHaveBeenCalledOnce();
    expect(onRespond).toHaveBeenCalledOnce();
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('severity is not told by colour alone, and native controls follow the dark theme', async () => {
    const { container } = render(
      <div data-theme="dark">
        <UrlConsent params={urlParams(URLS.lookalike)} onRespond={() => {}} onOpen={() => undefined} />
      </div>,
    );
    await expect.element(page.getByRole('checkbox')).toBeVisible();
    expect(getComputedStyle(page.getByRole('checkbox').element()).colorScheme).toBe('dark');
    const danger = container.querySelector('[data-warning="mixed-script"]') as Element;
    const notice = container.querySelector('[data-warning="idn"]') as Element;
    const sign = (el: Element) => getComputedStyle(el, '::before').content;
    expect(sign(danger)).not.toBe('none');
    expect(sign(notice)).not.toBe('none');
    expect(sign(danger)).not.toBe(sign(notice));
    expect(Number(getComputedStyle(danger).fontWeight)).toBeGreaterThan(Number(getComputedStyle(notice).fontWeight));
  });

  it('dialog: focus starts on the dialog, Tab stays inside, Escape cancels and focus returns', async () => {
    const onRespond = vi.fn();
    function Host() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Show request
          </button>
          {shown ? <UrlConsentDialog params={urlParams(URLS.userinfo)} onRespond={onRespond} onOpen={() => undefined} /> : null}
        </>
      );
    }
    render(<Host />);
    const trigger = page.getByRole('button', { name: 'Show request' });
    await userEvent.click(trigger);
    const dialog = page.getByRole('dialog', { name: 'Open a link outside this app?' });
    await expect.element(dialog).toHaveFocus();
    for (let i = 0; i < 7; i += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onRespond).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' }, { domain: 'evil.example' });
    await expect.element(trigger).toHaveFocus();
  });
});
