/**
 * The playground's connection panel and exchange log as a server author uses them: connect to
 * a server by URL (with headers, a protocol) or command, open a tool's arguments, read a call's
 * exchange. Locators follow the playground's `data-testid` hooks (apps/playground/README.md).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { POLL } from './playground.js';

export interface ConnectOptions {
  headers?: Record<string, string>;
  /** The form's protocol choice (default: Auto). */
  era?: 'Auto (2026-07-28)' | '2025-11-25';
}

/** Fills the panel's form for a Streamable HTTP URL and presses Connect (does not wait for the outcome). */
export async function submitHttpServer(page: Page, url: string, { headers = {}, era }: ConnectOptions = {}): Promise<void> {
  const panel = page.getByTestId('server-panel');
  const form = await openConnectForm(page);
  await form.getByTestId('transport-control').getByRole('radio', { name: 'Streamable HTTP' }).check();
  await form.getByLabel('Server URL').fill(url);
  for (const [index, [name, value]] of Object.entries(headers).entries()) {
    await form.getByRole('button', { name: 'Add a header' }).click();
    await form.getByLabel(`Header ${index + 1} name`).fill(name);
    await form.getByLabel(`Header ${index + 1} value`).fill(value);
  }
  if (era !== undefined) await form.getByTestId('connect-era-control').getByRole('radio', { name: era }).check();
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await panel.waitFor();
}

/** Fills the panel's form for a stdio command and presses Connect. */
export async function submitCommand(page: Page, command: string, { era }: Pick<ConnectOptions, 'era'> = {}): Promise<void> {
  const form = await openConnectForm(page);
  await form.getByTestId('transport-control').getByRole('radio', { name: 'Command (stdio)' }).check();
  await form.getByLabel('Command', { exact: true }).fill(command);
  if (era !== undefined) await form.getByTestId('connect-era-control').getByRole('radio', { name: era }).check();
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
}

/** Opens "Connect to your server" if closed and returns its form. */
export async function openConnectForm(page: Page): Promise<Locator> {
  const form = page.getByTestId('connect-form');
  if (!(await form.isVisible())) await page.getByTestId('connect-other').click();
  await form.waitFor();
  return form;
}

/** Waits until the panel says it is connected to `address` and lists its tools; returns what the server said it is. */
export async function waitUntilConnectedTo(page: Page, address: string): Promise<{ name: string; version: string; protocol: string }> {
  const panel = page.getByTestId('server-panel');
  await expect.poll(() => panel.getByTestId('server-address').textContent(), POLL).toBe(address);
  await page.locator('[data-testid=server-panel][data-state=connected]').waitFor();
  await page.locator('[data-testid=tool-picker][data-list=ready] button').first().waitFor();
  const info = panel.getByTestId('server-info');
  return {
    name: (await info.getAttribute('data-name')) ?? '',
    version: (await info.getAttribute('data-version')) ?? '',
    protocol: (await panel.getByTestId('server-protocol').getAttribute('data-version')) ?? '',
  };
}

/** The names of the tools the picker lists, in order. */
export async function listedTools(page: Page): Promise<string[]> {
  return page.locator('[data-testid=tool-picker] .tool-button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-tool') ?? ''));
}

/** Opens the tool's arguments: its title button when it requires some, else its "Arguments…" button. */
export async function openArguments(page: Page, tool: string): Promise<Locator> {
  const title = page.getByTestId(`tool-${tool}`);
  if ((await title.getAttribute('data-needs-arguments')) === 'true') await title.click();
  else await page.getByTestId(`arguments-${tool}`).click();
  const panel = page.locator(`[data-testid=arguments][data-tool="${tool}"]`);
  await panel.waitFor();
  return panel;
}

/** Presses Call in the arguments panel and returns the new call's transcript entry. */
export async function callWithArguments(page: Page, panel: Locator): Promise<Locator> {
  const calls = page.getByTestId('call');
  const before = await calls.count();
  await panel.getByRole('button', { name: 'Call', exact: true }).click();
  const call = calls.nth(before);
  await call.waitFor();
  return call;
}

/** One entry of a call's exchange log. */
export interface ExchangeLine {
  kind: string;
  title: string;
  json: unknown;
}

/** Opens the call's exchange log and reads every entry (its line and its JSON). */
export async function readExchange(call: Locator): Promise<ExchangeLine[]> {
  const log = call.getByTestId('exchange-log');
  const summary = log.getByTestId('exchange-summary');
  if ((await log.locator('details.exchange-details[open]').count()) === 0) await summary.click();
  const entries = log.getByTestId('exchange-entry');
  const lines: ExchangeLine[] = [];
  for (let i = 0; i < (await entries.count()); i++) {
    const entry = entries.nth(i);
    const text = (await entry.locator('pre').textContent()) ?? 'null';
    lines.push({ kind: (await entry.getAttribute('data-kind')) ?? '', title: (await entry.locator('summary').textContent()) ?? '', json: JSON.parse(text) });
  }
  return lines;
}
