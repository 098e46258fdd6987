/**
 * axe-core in the page under test: its `source` is evaluated through the DevTools protocol (not
 * a <script> tag, so a page's Content-Security-Policy — the sign-in site's forbids scripts —
 * cannot block it), then `axe.run` checks the whole document with every default rule,
 * colour contrast included (this is a real browser).
 */
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Fails listing each violation's rule id, impact and target nodes on `screen` (named in the message). */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  const results = await page.evaluate(async () => {
    const run = (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe.run;
    const { violations } = await run(document);
    return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  const found = results.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`);
  expect(found, `axe violations on the screen "${screen}"`).toEqual([]);
}
