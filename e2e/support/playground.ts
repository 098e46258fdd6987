/**
 * The playground as a person sees it: the tool picker, the transcript of calls, and each
 * call's requests and result. Locators follow the playground's `data-testid`/`data-*` hooks
 * (apps/playground) and the kit's `data-ek-part` parts; answers are given through roles and
 * labels, the way a person finds them.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACTION_TIMEOUT_MS } from './browser.js';

/** For `expect.poll`: as patient as any other wait (Vitest's default is 1 s). */
export const POLL = { timeout: ACTION_TIMEOUT_MS, interval: 100 } as const;

/** Opens the playground and waits until it is connected and lists the tools. */
export async function openPlayground(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitUntilConnected(page);
}

export async function waitUntilConnected(page: Page): Promise<void> {
  await page.locator('[data-testid=connection][data-state=connected]').waitFor();
  await page.locator('[data-testid=tool-picker] button').first().waitFor();
}

/** Clicks the tool's button and returns the new call's transcript entry. */
export async function callTool(page: Page, tool: string): Promise<Locator> {
  const calls = page.getByTestId('call');
  const before = await calls.count();
  await page.getByTestId(`tool-${tool}`).click();
  const call = calls.nth(before);
  await call.waitFor();
  return call;
}

/** The newest call of the transcript. */
export function lastCall(page: Page): Locator {
  return page.getByTestId('call').last();
}

/**
 * The call's requests (cards), in order, once the first one waits for an answer. Cards are
 * matched in every state: a URL card stays, `opened`, after Open.
 */
export async function pendingRequests(call: Locator): Promise<Locator> {
  await call.locator('[data-ek-part=host-item][data-state=pending]').first().waitFor();
  return call.locator('[data-ek-part=host-item]');
}

/** The URL consent of `card`, once its link checker is ready (Open enabled or gated). */
export async function urlConsent(card: Locator): Promise<Locator> {
  await card.locator('[data-ek-part=url-consent][data-state=ready]').waitFor();
  return card.locator('[data-ek-part=url-consent]');
}

/** Waits until the call has ended and returns its status (`done` or `error`). */
export async function settled(call: Locator): Promise<string> {
  await expect.poll(() => call.getAttribute('data-status'), POLL).not.toBe('running');
  return (await call.getAttribute('data-status')) ?? '';
}

/** The finished call's structured result, parsed from the transcript's JSON view. */
export async function resultJson(call: Locator): Promise<unknown> {
  await settled(call);
  const json = call.getByTestId('result-json');
  await json.waitFor({ state: 'attached' });
  return JSON.parse((await json.textContent()) ?? 'null');
}

/** The finished call's result sentences. */
export async function resultText(call: Locator): Promise<string> {
  await settled(call);
  return (await call.getByTestId('result-text').allTextContents()).join('\n');
}

/** A form field by its visible label (the kit appends "(required)", in German "(Pflichtfeld)", to required ones). */
export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\([^)]*\\))?$`));
}

/** A button of a request by its visible name. */
export function button(scope: Locator, name: string): Locator {
  return scope.getByRole('button', { name, exact: true });
}

/** Sets one of the header's settings (layout, theme, language, protocol): a radio group, chosen by its label. */
export async function chooseSetting(page: Page, control: 'layout' | 'theme' | 'language' | 'protocol', label: string): Promise<void> {
  const group = page.getByTestId(`${control}-control`);
  // On a phone the settings fold behind one button.
  if (!(await group.isVisible())) await page.getByTestId('settings-toggle').click();
  await group.getByRole('radio', { name: label, exact: true }).check();
  await expect.poll(() => group.getByRole('radio', { name: label, exact: true }).isChecked(), POLL).toBe(true);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
