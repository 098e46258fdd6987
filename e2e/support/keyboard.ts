/**
 * Keyboard-only driving: Tab / Shift+Tab until the focus is where a person wants it. The page is
 * only *read* (what has focus, and its accessible label); every action goes through `page.keyboard`.
 */
import type { Page } from 'playwright-core';

/** What has focus, as a person perceives it. */
export interface Focused {
  tag: string;
  type: string;
  /** The element's label: its <label> text, else aria-label, else its text. */
  label: string;
  testId: string | null;
  checked: boolean | null;
  value: string | null;
  /** The element sits inside a modal dialog. */
  inDialog: boolean;
  /** The element is (inside) one of the kit's request cards. */
  inRequest: boolean;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { tag: 'body', type: '', label: '', testId: null, checked: null, value: null, inDialog: false, inRequest: false };
    const input = element instanceof HTMLInputElement ? element : null;
    const label = (input?.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      tag: element.tagName.toLowerCase(),
      type: input?.type ?? element.getAttribute('type') ?? '',
      label,
      testId: element.getAttribute('data-testid'),
      checked: input && (input.type === 'checkbox' || input.type === 'radio') ? input.checked : null,
      value: input ? input.value : null,
      inDialog: element.closest('[role=dialog]') !== null,
      inRequest: element.closest('[data-ek-part=host-item]') !== null,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `wanted` holds for the focused element; fails after
 * `limit` presses with the path the focus took.
 */
export async function tabTo(
  page: Page,
  what: string,
  wanted: (focus: Focused) => boolean,
  options: { backwards?: boolean; limit?: number } = {},
): Promise<Focused> {
  const { backwards = false, limit = 60 } = options;
  const path: string[] = [];
  for (let presses = 0; ; presses++) {
    const focus = await focused(page);
    if (wanted(focus)) return focus;
    path.push(`${focus.tag}${focus.type ? `[${focus.type}]` : ''} "${focus.label.slice(0, 40)}"`);
    if (presses >= limit) throw new Error(`Tab did not reach ${what} in ${limit} presses; focus went: ${path.join(' → ')}`);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
}

/** Tabs to the field whose label starts with `label` (e.g. "Passengers", which reads "Passengers (required)"). */
export function tabToField(page: Page, label: string, options?: { backwards?: boolean }): Promise<Focused> {
  return tabTo(page, `the field "${label}"`, (focus) => focus.label === label || focus.label.startsWith(`${label} (`), options);
}

/** Tabs to the button named `name`. */
export function tabToButton(page: Page, name: string, options?: { backwards?: boolean }): Promise<Focused> {
  return tabTo(page, `the button "${name}"`, (focus) => focus.tag === 'button' && focus.label === name, options);
}

/** Replaces the focused text field's value by typing, as a person would (select all, type). */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
