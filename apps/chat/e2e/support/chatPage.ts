/**
 * The chat as a person sees it: the conversation, tool-call cards with their requests inline,
 * the input box. Locators follow the app's `data-testid` / `data-*` hooks and the kit's
 * `data-ek-part` parts; answers are given through roles and labels.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACTION_TIMEOUT_MS } from '@elicit-kit/e2e/support/browser';

/** For `expect.poll`: as patient as any other wait. */
export const POLL = { timeout: ACTION_TIMEOUT_MS, interval: 100 } as const;

/** Opens a new chat (a fresh chat id) and waits until its history has loaded. */
export async function openChat(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitUntilLoaded(page);
}

/** The conversation is on screen (after a load or a reload). */
export async function waitUntilLoaded(page: Page): Promise<void> {
  await page.getByTestId('conversation').waitFor();
}

/** Types `text` into the input box and presses Enter; resolves once the person's message shows. */
export async function send(page: Page, text: string): Promise<void> {
  const mine = page.locator('[data-testid=message][data-role=user]');
  const before = await mine.count();
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await mine.nth(before).waitFor();
}

/** The newest assistant message. */
export function lastReply(page: Page): Locator {
  return page.locator('[data-testid=message][data-role=assistant]').last();
}

/** The newest tool-call card of `tool`. */
export function toolCall(page: Page, tool: string): Locator {
  return page.locator(`[data-testid=tool-call][data-tool="${tool}"]`).last();
}

/** Resolves once no reply is being written (the input box's button says Send again). */
export async function waitUntilIdle(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('composer-button').textContent(), POLL).toBe('Send');
}

/** The chat id in the address. */
export function chatIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('chat');
  if (!id) throw new Error(`No chat id in ${page.url()}`);
  return id;
}

/** Asks for `tool` in words the scripted model understands, and returns that tool call's card once it shows. */
export async function ask(page: Page, text: string, tool: string): Promise<Locator> {
  await send(page, text);
  const card = toolCall(page, tool);
  await card.waitFor();
  return card;
}

/** The request (the kit's card) waiting inside a tool call's card, once it shows. */
export async function pendingRequest(card: Locator): Promise<Locator> {
  const request = card.locator('[data-ek-part=host-item][data-state=pending]').first();
  await request.waitFor();
  return request;
}

/** The elicitation inside a tool call's card (the bridge's `ChatElicitation`: `data-phase`, `data-status`). */
export function elicitation(card: Locator): Locator {
  return card.locator('[data-phase]').first();
}

/** Waits until the elicitation's part is final and returns its status (`accepted`, `expired`, …). */
export async function finalStatus(card: Locator): Promise<string> {
  const part = elicitation(card);
  await expect.poll(() => part.getAttribute('data-phase'), POLL).toBe('settled');
  return (await part.getAttribute('data-status')) ?? '';
}

/** Waits until the tool call has a result and returns its sentences. */
export async function toolResult(card: Locator): Promise<string> {
  const result = card.getByTestId('tool-result');
  await result.waitFor();
  return (await result.innerText()).trim();
}
