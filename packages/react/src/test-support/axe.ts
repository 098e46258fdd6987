import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered container and fails with the rule ids and targets of any
 * violation. jsdom cannot compute colours, so `color-contrast` is left to the browser
 * (Storybook) project, which runs the full rule set.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}
