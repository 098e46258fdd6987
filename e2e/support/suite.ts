/**
 * The life cycle every e2e file shares: one stack and one Chromium per file, a fresh browser
 * context and empty server logs per test, screenshots numbered per file. `useE2eSuite` is the
 * playground's (`pnpm dev`); other apps' suites (apps/chat/e2e) call `useBrowserSuite` with
 * their own stack.
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

/** What a test of the file reaches through {@link useBrowserSuite}. */
export interface BrowserSuite<S> {
  readonly stack: S;
  /** This test's session (context, page, request recorder). */
  readonly session: Session;
  readonly page: Page;
  /** Replaces this test's session by one with other options (e.g. a dark system theme), already on the app. */
  reopen(options: Parameters<typeof openSession>[1]): Promise<Page>;
  /**
   * Screenshot of the page as `<nn>-<state>.png` (with `show` scrolled into view first), then
   * axe on the same screen (the whole document, not only what is in view).
   */
  checkScreen(state: string, options?: { page?: Page; show?: Locator }): Promise<void>;
}

/** A stack a suite can run: started once per file, reset before each test. */
export interface SuiteStack {
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Registers the hooks and returns accessors; call once at the top of a test file with
 * `import.meta.url`, how to start the stack, and how to open the app on a fresh page.
 */
export function useBrowserSuite<S extends SuiteStack>(
  testFileUrl: string,
  start: () => Promise<S>,
  open: (page: Page, stack: S) => Promise<void>,
): BrowserSuite<S> {
  const shots = screenshotsFor(testFileUrl);
  let stack: S | undefined;
  let browser: Browser | undefined;
  let session: Session | undefined;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([start(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  beforeEach(async () => {
    await need(stack).reset();
    session = await openSession(need(browser));
    await open(session.page, need(stack));
  });
  afterEach(async () => {
    // Whatever a test did, the page threw nothing and logged no error (an unhandled rejection
    // shows up as either). The browser's own line for a failed request is not the app's doing.
    const { pageErrors = [], consoleErrors = [] } = session ?? {};
    await session?.close();
    session = undefined;
    expect(pageErrors.map(String), 'uncaught errors in the page').toEqual([]);
    expect(
      consoleErrors.filter((text) => !text.startsWith('Failed to load resource')),
      'console errors in the page',
    ).toEqual([]);
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
      await open(session.page, need(stack));
      return session.page;
    },
    async checkScreen(state, { page = need(session).page, show } = {}) {
      await show?.scrollIntoViewIfNeeded();
      await shots.shoot(page, state);
      await expectNoAxeViolations(page, state);
    },
  };
}

/** What a playground test reaches through {@link useE2eSuite}. */
export type E2eSuite = BrowserSuite<Stack>;

/** The playground's suite: `pnpm dev`'s stack, each test on a freshly opened, connected playground. */
export function useE2eSuite(testFileUrl: string): E2eSuite {
  return useBrowserSuite(testFileUrl, startStack, (page, stack) => openPlayground(page, stack.playgroundUrl));
}

function need<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The e2e stack is not running (did beforeAll fail?).');
  return value;
}
