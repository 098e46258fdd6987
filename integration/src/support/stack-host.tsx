/**
 * The whole stack in jsdom: a real MCP server and SDK client, the binding and a real queue
 * rendered by `<ElicitationHost>`, answered by a person through Testing Library's `userEvent`.
 * Shared by the `*.stack.test.tsx` files; each test file imports it once (it registers cleanup).
 */
import '@testing-library/jest-dom/vitest';
import type { ElicitationQueue } from '@elicit-kit/core';
import { ElicitationHost, type ElicitationHostProps } from '@elicit-kit/react';
import { cleanup, configure, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { StrictMode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { WAIT_BUDGET_MS } from '@elicit-kit/test-support/wait-budget';

// `findBy…`/`waitFor` wait for real servers here: within the suite's shared budget, not Testing Library's 1 s, which a
// loaded 2-core machine outruns (this project has no setup file; every stack test imports this one).
configure({ asyncUtilTimeout: WAIT_BUDGET_MS });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Stable props (the host asks for stable object props): no open delay, so Open is ready once the link is checked. */
const URL_PROPS = { openDelayMs: 0 };

/** Renders the host for `queue` the way an app does (StrictMode, inline unless told). */
export function renderHost(queue: ElicitationQueue, props: Partial<ElicitationHostProps> = {}): RenderResult & { host: () => HTMLElement } {
  const view = render(
    <StrictMode>
      <ElicitationHost queue={queue} urlProps={URL_PROPS} {...props} />
    </StrictMode>,
  );
  return { ...view, host: () => view.container.querySelector<HTMLElement>('[data-ek-part="host"]')! };
}

/** A person at the keyboard and mouse (userEvent bound to the document). */
/** A focused stand-in for the chat's own input, where focus must return after a dialog. */
export function focusChatInput(): HTMLButtonElement {
  const input = document.createElement('button');
  input.textContent = 'Chat input';
  document.body.append(input);
  input.focus();
  return input;
}

export function person(): ReturnType<typeof userEvent.setup> {
  return userEvent.setup();
}

/** The card (host item) around an element. */
export function cardOf(element: Element): HTMLElement {
  const card = element.closest<HTMLElement>('[data-ek-part="host-item"]');
  if (card === null) throw new Error('not inside a host card');
  return card;
}

/** Waits (by Testing Library's findBy) for an enabled Open link button and returns its card. */
export async function urlCard(): Promise<HTMLElement> {
  const open = await screen.findByRole('button', { name: 'Open link' });
  await expect.poll(() => open).toBeEnabled();
  return cardOf(open);
}

/** What the app does when it opens a link, recorded: `window.open` returns a fake window and nothing navigates. */
export function stubWindowOpen(): ReturnType<typeof vi.fn> {
  const fakeWindow = { closed: false, close: vi.fn(), focus: vi.fn() } as unknown as Window;
  const open = vi.fn(() => fakeWindow);
  vi.spyOn(window, 'open').mockImplementation(open as unknown as typeof window.open);
  return open;
}

/** Records every URL `fetch` is asked for (passing each through), so a test can show a link was never fetched. */
export function recordFetches(): string[] {
  const urls: string[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return real(input, init);
  });
  return urls;
}

/** axe on a rendered element: zero violations (colour contrast is left to the browser project, as in @elicit-kit/react). */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Presses Tab (only Tab) until `target` has focus: fails if it is not reachable within `max` presses. */
export async function tabTo(user: ReturnType<typeof userEvent.setup>, target: Element, max = 40): Promise<void> {
  for (let presses = 0; presses < max && document.activeElement !== target; presses++) await user.tab();
  expect(target).toHaveFocus();
}
