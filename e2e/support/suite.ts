/**
 * The life cycle every e2e file shares: one stack (`pnpm dev`) and one Chromium per file, a
 * fresh browser context and empty server logs per test, screenshots numbered per file.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { expectNoAxeViolations } from './axe.js';
import { launchBrowser, openSession } from './browser.js';
import type { Session } from './browser.js';
import { openPlayground } from './playground.js';
import { screenshotsFor } from './screenshots.js';
import { startStack } from './stack.js';
import type { Stack } from './stack.js';

/** What a test of the file reaches through {@link useE2eSuite}. */
export interface E2eSuite {
  readonly stack: Stack;
  /** This test's session (context, page, request recorder). */
  readonly session: Session;
  readonly page: Page;
  /** Replaces this test's session by one with other options (e.g. a dark system theme), already on the playground. */
  reopen(options: Parameters<typeof openSession>[1]): Promise<Page>;
  /**
   * Screenshot of the page as `<nn>-<state>.png` (with `show` scrolled into view first), then
   * axe on the same screen (the whole document, not only what is in view).
   */
  checkScreen(state: string, options?: { page?: Page; show?: Locator }): Promise<void>;
}

/** Registers the hooks and returns accessors; call once at the top of a test file with `import.meta.url`. */
export function useE2eSuite(testFileUrl: string): E2eSuite {
  const shots = screenshotsFor(testFileUrl);
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  let session: Session | undefined;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  beforeEach(async () => {
    await need(stack).reset();
    session = await openSession(need(browser));
    await openPlayground(session.page, need(stack).playgroundUrl);
  });
  afterEach(async () => {
    // Whatever a test did, the page threw nothing and logged no error (an unhandled rejection
    // shows up as either). The browser's own line for a failed request is not the app's doing.
    const { pageErrors = [], consoleErrors = [] } = session ?? {};
    await session?.close();
    session = undefined;
    expect(pageErrors.map(String), 'uncaught errors in the page').toEqual([]);
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource')), 'console errors in the page').toEqual([]);
  });

  return {
    get stack() {
      return need(stack);
    },
    get session() {
      return need(session);
    },
    get page() {
      return need(session).page;
    },
    async reopen(options) {
      await session?.close();
      session = await openSession(need(browser), options);
      await openPlayground(session.page, need(stack).playgroundUrl);
      return session.page;
    },
    async checkScreen(state, { page = need(session).page, show } = {}) {
      await show?.scrollIntoViewIfNeeded();
      await shots.shoot(page, state);
      await expectNoAxeViolations(page, state);
    },
  };
}

function need<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The e2e stack is not running (did beforeAll fail?).');
  return value;
}
