/**
 * Debian's Chromium through playwright-core: one browser per test file, a fresh context (no
 * cookies, storage or preferences carried over) per test, and a recorder of every request the
 * context makes, pop-ups included.
 */
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';

/** How long one action or wait may take: generous, for a loaded 2-core CI machine. */
export const ACTION_TIMEOUT_MS = 30_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** One request the browser made. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** The request body, if any (to prove what was and was not sent). */
  body: string | null;
  /** The page that made it, e.g. the pop-up's. */
  pageUrl: string;
}

/** A fresh context with its first page and everything it requested. */
export interface Session {
  context: BrowserContext;
  page: Page;
  /** Every request of every page of the context, in order (live: grows as the test goes on). */
  requests: RecordedRequest[];
  /** Uncaught errors of the page (a crash of the host app shows up here). */
  pageErrors: Error[];
  /** The page's console errors, in order (a React warning or a logged rejection shows up here). */
  consoleErrors: string[];
  close(): Promise<void>;
}

/**
 * Opens a new context (English, a fixed time zone and window size, so screenshots compare) and
 * a page in it. `colorScheme` is the system preference the playground starts from.
 */
export async function openSession(browser: Browser, options: { colorScheme?: 'light' | 'dark' } = {}): Promise<Session> {
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const requests: RecordedRequest[] = [];
  const record = (request: Request) => {
    requests.push({ method: request.method(), url: request.url(), body: request.postData(), pageUrl: pageUrlOf(request) });
  };
  context.on('request', record);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { context, page, requests, pageErrors, consoleErrors, close: () => context.close() };
}

function pageUrlOf(request: Request): string {
  try {
    return request.frame().page()?.url() ?? '';
  } catch {
    return ''; // a service worker's request has no frame
  }
}

/** The requests whose URL starts with `origin`. */
export function requestsTo(requests: readonly RecordedRequest[], origin: string): RecordedRequest[] {
  return requests.filter((request) => new URL(request.url).origin === origin);
}
