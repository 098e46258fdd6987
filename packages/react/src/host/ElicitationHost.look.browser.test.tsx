// How the host looks in real Chromium — light, dark, right-to-left and the dialog — with the
// layout facts a screenshot review would check asserted, and screenshots kept for review in
// __screenshots__/host-look-*.png.
import '../styles.css';
import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { loadUrlInspector } from '../url-consent/urlInspector.js';
import { ElicitationHost } from './ElicitationHost.js';
import { GITHUB, PAY, nameForm, signIn } from './test-support.js';
import { preloadParts } from './lazyParts.js';

beforeAll(async () => {
  // The cards' code too, as the host's idle preload would have loaded it.
  await Promise.all([loadUrlInspector(), preloadParts()]);
  await page.viewport(1000, 1400);
});
afterEach(() => cleanup());

function fill(queue: ElicitationQueue) {
  void queue.enqueue({ server: GITHUB, params: nameForm(), group: 'r', expiresAt: Date.now() + 125_000 });
  void queue.enqueue({ server: GITHUB, params: signIn('https://github.com/login/device'), group: 'r' });
  void queue.enqueue({ server: PAY, params: nameForm('How much should be transferred?', 'Amount') });
}

function Page({
  queue,
  theme,
  dir,
  layout = 'inline',
}: {
  queue: ElicitationQueue;
  theme: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
  layout?: 'inline' | 'dialog';
}) {
  return (
    <div data-theme={theme} dir={dir} className="ek-root" style={{ maxWidth: 'none', minHeight: '100vh', borderRadius: 0, padding: '1rem' }}>
      <ElicitationHost queue={queue} layout={layout} urlProps={{ openDelayMs: 0 }} />
    </div>
  );
}

const rect = (el: Element) => el.getBoundingClientRect();

describe('ElicitationHost looks (Chromium)', () => {
  for (const [theme, dir] of [
    ['light', 'ltr'],
    ['dark', 'ltr'],
    ['light', 'rtl'],
  ] as const) {
    it(`inline, ${theme}, ${dir}: the round's box is as wide as its cards; the accent bar sits at the start side`, async () => {
      const queue = createElicitationQueue();
      render(<Page queue={queue} theme={theme} dir={dir} />);
      fill(queue);
      const group = page.getByRole('group', { name: 'GitHub needs 2 answers' });
      await expect.element(group).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'Open link' })).toBeEnabled();
      const box = group.element();
      const card = box.querySelector('[data-ek-part="host-item"] > .ek-root')!;
      const lone = page
        .getByRole('textbox', { name: /Amount/ })
        .element()
        .closest('.ek-root')!;
      // The round's box frames its cards: no wide empty band beside 40rem cards.
      expect(rect(box).width - rect(card).width).toBeLessThan(40);
      // Its start edge lines up with a lone card's start edge.
      const start = (r: DOMRect) => (dir === 'rtl' ? r.right : r.left);
      expect(Math.abs(start(rect(box)) - start(rect(lone)))).toBeLessThan(1);
      const style = getComputedStyle(box);
      expect(dir === 'rtl' ? style.borderRightWidth : style.borderLeftWidth).toBe('4px');
      await page.screenshot({ path: `__screenshots__/host-look-inline-${theme}-${dir}.png` });
    });
  }

  it('dialog, dark, rtl: takes the page’s theme and direction (portalled to <body>), centred and within the viewport', async () => {
    const queue = createElicitationQueue();
    const { container } = render(<Page queue={queue} theme="dark" dir="rtl" layout="dialog" />);
    fill(queue);
    const dialog = page.getByRole('dialog', { name: 'GitHub needs your answer' });
    await expect.element(dialog).toHaveFocus();
    const r = rect(dialog.element());
    expect(Math.abs((r.left + r.right) / 2 - window.innerWidth / 2)).toBeLessThan(2);
    expect(r.top).toBeGreaterThanOrEqual(0);
    expect(r.bottom).toBeLessThanOrEqual(window.innerHeight);
    const pageRoot = container.firstElementChild!;
    expect(getComputedStyle(dialog.element()).backgroundColor).toBe(getComputedStyle(pageRoot).backgroundColor);
    expect(getComputedStyle(dialog.element()).direction).toBe('rtl');
    await page.screenshot({ path: '__screenshots__/host-look-dialog-dark-rtl.png' });
  });

  for (const [name, around] of [
    ['a .dark class', { className: 'dark' }],
    ['the host’s color-scheme: dark', { style: { colorScheme: 'dark' } }],
  ] as const) {
    it(`dialog in a host dark by ${name} (no data-theme): the portalled dialog is dark too`, async () => {
      const queue = createElicitationQueue();
      const { container } = render(
        <div {...around}>
          <ElicitationHost queue={queue} layout="dialog" urlProps={{ openDelayMs: 0 }} />
        </div>,
      );
      fill(queue);
      const dialog = page.getByRole('dialog', { name: 'GitHub needs your answer' });
      await expect.element(dialog).toHaveFocus();
      // Portalled out of the dark element: only the inherited look makes it dark.
      expect(container.contains(dialog.element())).toBe(false);
      expect(getComputedStyle(dialog.element()).backgroundColor).toBe('rgb(22, 25, 29)');
      expect(getComputedStyle(dialog.element()).colorScheme).toBe('dark');
    });
  }
});
