/**
 * Screenshots of the main states, kept by CI as artifacts: `e2e/artifacts/<test file>/<nn>-<state>.png`.
 * The numbers follow the order the states are reached in, so names are the same on every run.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** Saves numbered screenshots for one test file; its folder is emptied first (no stale PNGs). */
export function screenshotsFor(testFileUrl: string) {
  const name = basename(fileURLToPath(testFileUrl)).replace(/\.e2e\.test\.ts$/, '');
  const folder = `${ARTIFACTS}${name}`;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  let count = 0;
  return {
    /**
     * Saves the viewport as `<nn>-<state>.png`; `state` is kebab-case, e.g. `book-flight-form`.
     * The viewport, not the full page: the playground scrolls inside its conversation pane, so
     * a full-page capture would show the pane's first screen only. Scroll what matters into view first.
     */
    async shoot(page: Page, state: string): Promise<string> {
      const path = `${folder}/${String(++count).padStart(2, '0')}-${state}.png`;
      await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
      return path;
    },
  };
}
