// The dialog layout over a real page in Chromium (issue 26): nothing of the page paints over the
// modal (F3), the action bar sits at the dialog's bottom edge with nothing scrolling by beneath
// it, and Escape's question keeps no strip of page colour (F21). Asserted by hit-testing
// (elementFromPoint), with screenshots kept in __screenshots__/host-layers-*.png for review.
import '../styles.css';
import { createElicitationQueue } from '@elicit-kit/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ElicitationHost } from './ElicitationHost.js';
import { GITHUB } from './test-support.js';
import { preloadParts } from './lazyParts.js';

beforeAll(async () => {
  await page.viewport(800, 560);
  // The cards' code, as the host's idle preload would have loaded it.
  await preloadParts();
});
afterEach(() => cleanup());

/** A form taller than the viewport: eight text fields, each with a description. */
const LONG_FORM = {
  message: 'Tell us about the release.',
  requestedSchema: {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i + 1}`, description: `What field ${i + 1} is for.` }]),
    ),
  },
};

/**
 * A page whose own buttons sit on a z-index, as the playground's "Arguments…" buttons do. The
 * button keeps `pointer-events: auto` under the open dialog (Radix sets `none` on the body), so
 * hit-testing reports what is painted on top.
 */
function Page({ queue }: { queue: ReturnType<typeof createElicitationQueue> }) {
  return (
    <div>
      <nav style={{ position: 'relative', zIndex: 5 }}>
        <button
          type="button"
          data-testid="raised"
          style={{ position: 'relative', zIndex: 1000, inlineSize: '100vw', blockSize: '100vh', pointerEvents: 'auto' }}
        >
          Arguments…
        </button>
      </nav>
      <ElicitationHost queue={queue} layout="dialog" />
    </div>
  );
}

/**
 * Until Radix has made the open dialog hit-testable (it sets `pointer-events` on the body and
 * the content as it opens), elementFromPoint skips it: wait for that, not for time.
 */
const hitTestable = (box: Element) => expect.poll(() => box.contains(document.elementFromPoint(...center(box)))).toBe(true);

const center = (el: Element) => {
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2] as const;
};

/** Renders the page, asks the long form, and waits for the dialog to take focus. */
async function openLongForm(): Promise<HTMLElement> {
  const queue = createElicitationQueue();
  render(<Page queue={queue} />);
  void queue.enqueue({ server: GITHUB, params: LONG_FORM });
  const dialog = page.getByRole('dialog', { name: 'GitHub needs your answer' });
  await expect.element(dialog).toHaveFocus();
  return dialog.element() as HTMLElement;
}

describe('the dialog over a page with its own layers (Chromium)', () => {
  it('covers elements with a z-index: the dialog and its backdrop are what the page shows and hits (F3)', async () => {
    const box = await openLongForm();
    const overlay = document.querySelector('[data-ek-part="host-dialog-overlay"]')!;
    // Inside the dialog: the dialog, not the page's raised button.
    await hitTestable(box);
    // Beside it: the backdrop, which dims the raised button too.
    expect(document.elementFromPoint(4, 4)).toBe(overlay);
    await page.screenshot({ path: '__screenshots__/host-layers-dialog-over-raised.png' });
  });

  it('keeps the action bar at the dialog’s bottom edge, with no field beneath it, scrolled anywhere (F21)', async () => {
    const box = await openLongForm();
    await hitTestable(box);
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    for (const at of [0, (box.scrollHeight - box.clientHeight) / 2]) {
      box.scrollTop = at;
      const bar = box.querySelector<HTMLElement>('.ek-form .ek-actions')!;
      const dialogRect = box.getBoundingClientRect();
      const barRect = bar.getBoundingClientRect();
      const border = parseFloat(getComputedStyle(box).borderBottomWidth);
      // The bar's bottom is the dialog's inner bottom edge: nothing shows below it.
      expect(Math.abs(barRect.bottom - (dialogRect.bottom - border))).toBeLessThan(1.5);
      // Every point of the strip under the buttons belongs to the bar, not to a field scrolling by.
      for (const y of [barRect.bottom - 2, barRect.bottom - 8]) {
        for (const x of [dialogRect.left + 40, dialogRect.left + dialogRect.width / 2]) {
          const hit = document.elementFromPoint(x, y);
          expect(hit === bar || bar.contains(hit), `at ${x},${y} (scrollTop ${at}): ${hit?.outerHTML.slice(0, 80)}`).toBe(true);
        }
      }
    }
    await page.screenshot({ path: '__screenshots__/host-layers-action-bar.png' });
  });

  it('shows Escape’s question without a strip of page colour behind its buttons (F21)', async () => {
    await openLongForm();
    await userEvent.type(page.getByRole('textbox', { name: /^Field 1\b/ }), 'v2');
    await userEvent.keyboard('{Escape}');
    const keep = page.getByRole('button', { name: 'Keep editing' });
    await expect.element(keep).toHaveFocus();
    const question = keep.element().closest('[data-ek-part="confirm-cancel"]')!;
    const row = keep.element().closest('.ek-actions')!;
    expect(getComputedStyle(row).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(row).position).toBe('static');
    expect(question.contains(row)).toBe(true);
    await page.screenshot({ path: '__screenshots__/host-layers-escape-question.png' });
  });
});
