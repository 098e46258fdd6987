/**
 * The demo server goes away under a running page (a crash, a redeploy) and comes back: the
 * running call ends with a clear transport error and its cards are withdrawn, the connection says
 * it is lost, "Try again" reconnects without a reload, and the next call works. No unhandled
 * errors in the page at any point.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.js';
import { launchBrowser, openSession, type Session } from './support/browser.js';
import { focused } from './support/keyboard.js';
import {
  button,
  callTool,
  chooseSetting,
  field,
  openPlayground,
  pendingRequests,
  resultJson,
  settled,
  waitUntilConnected,
  POLL,
} from './support/playground.js';
import { startRestartableStack, type RestartableStack } from './support/restartableStack.js';
import { screenshotsFor } from './support/screenshots.js';

const shots = screenshotsFor(import.meta.url);
let stack: RestartableStack;
let browser: Browser;
let session: Session;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startRestartableStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});
beforeEach(async () => {
  await stack.startServer();
  session = await openSession(browser);
  await openPlayground(session.page, stack.playgroundUrl);
});
afterEach(async () => {
  // Nothing unhandled, whatever broke: no page error, and no console error but the browser's
  // own lines for the failed requests (the proxy's 502s, the new server's 404 for an old session).
  expect(session.pageErrors.map(String)).toEqual([]);
  expect(session.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  await session.close();
});

async function checkScreen(page: Page, state: string, show?: Locator) {
  await show?.scrollIntoViewIfNeeded();
  await shots.shoot(page, state);
  await expectNoAxeViolations(page, state);
}

/** The connection badge says the connection is lost, and offers "Try again". */
async function expectLost(page: Page) {
  await page.locator('[data-testid=connection][data-state=failed][data-lost=true]').waitFor();
  await page.getByTestId('reconnect').waitFor();
}

/** "Try again" by keyboard, as a person without a mouse would: focus stays on the badge, never <body>. */
async function reconnect(page: Page) {
  await page.getByTestId('reconnect').focus();
  await page.keyboard.press('Enter');
  await waitUntilConnected(page);
  expect((await focused(page)).testId).toBe('connection');
}

async function bookOslo(page: Page) {
  const call = await callTool(page, 'book_flight');
  const form = (await pendingRequests(call)).first();
  await field(form, 'To').fill('Oslo');
  await field(form, 'Departure date').fill('2027-05-02');
  await button(form, 'Submit').click();
  expect(await resultJson(call)).toMatchObject({ status: 'booked', to: 'Oslo' });
}

/** Stops the page's clock where it is: no timer fires until `page.clock.resume()`. */
async function holdPageTimers(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(await page.evaluate(() => Date.now()));
}

/** The call ended as a transport failure, said in words, with its open cards withdrawn. */
async function expectTransportFailure(call: Locator) {
  expect(await settled(call)).toBe('error');
  const error = call.getByTestId('call-error');
  expect(await error.getAttribute('data-error-code')).toBe('transport');
  expect(await error.innerText()).toContain('The connection to the server failed, so the call ended.');
  await expect.poll(() => call.locator('[data-ek-part=host-item][data-state=pending]').count(), POLL).toBe(0);
}

describe('the demo server stops mid-call', () => {
  it('2025-11-25 (the call’s stream is open while the form waits): the call ends, its card is withdrawn, Try again reconnects', async () => {
    const { page } = session;
    await chooseSetting(page, 'protocol', '2025-11-25');
    await page.locator('[data-testid=protocol-version][data-version="2025-11-25"]').waitFor();
    const call = await callTool(page, 'book_flight');
    const form = (await pendingRequests(page.getByTestId('pushed-requests'))).first();
    await field(form, 'To').fill('Half typed');

    await stack.stopServer();
    // The stream broke: the SDK gives up resuming it, a ping finds no server, the client closes.
    await expectTransportFailure(call);
    // The card says who went away and that the answer was not sent (its typed draft is kept on the record).
    await page.getByTestId('pushed-requests').getByText('went away; your answer was not sent', { exact: false }).first().waitFor();
    await expectLost(page);
    await checkScreen(page, 'legacy-call-ended-connection-lost', call.getByTestId('call-error'));

    await stack.startServer();
    await reconnect(page);
    await page.locator('[data-testid=protocol-version][data-version="2025-11-25"]').waitFor();
    const next = await callTool(page, 'profile');
    await button((await pendingRequests(page.getByTestId('pushed-requests'))).first(), 'Decline').click();
    expect(await resultJson(next)).toEqual({ status: 'declined' });
    expect(stack.server?.answers()).toEqual([{ tool: 'profile', key: 'profile', action: 'decline', era: '2025-11-25' }]);
  });

  it('2026-07-28 (no request is open while the person answers): Submit meets the dead server, the call ends, Try again reconnects', async () => {
    const { page } = session;
    const call = await callTool(page, 'book_flight');
    const form = (await pendingRequests(call)).first();
    await field(form, 'To').fill('Oslo');
    await field(form, 'Departure date').fill('2027-05-02');

    await stack.stopServer();
    await button(form, 'Submit').click();
    await expectTransportFailure(call);
    await expectLost(page);
    // The tools say why they wait, and stay reachable (aria-disabled, not disabled).
    expect(await page.getByTestId('tool-book_flight').getAttribute('aria-disabled')).toBe('true');

    await stack.startServer();
    await reconnect(page);
    await bookOslo(page);
    expect(stack.server?.answers()).toHaveLength(1);
  });
});

describe('the demo server restarts between calls', () => {
  it('2025-11-25: the old session is gone; the next call fails clearly, the connection says lost, Try again works', async () => {
    const { page } = session;
    await chooseSetting(page, 'protocol', '2025-11-25');
    await page.locator('[data-testid=protocol-version][data-version="2025-11-25"]').waitFor();
    // The new session's tools are listed: none of its requests is in flight when the server stops
    // (one that is fails, and the page would learn the session is gone from it).
    await page.locator('[data-testid=tool-picker][data-list=ready]').waitFor();
    // The person calls right after the restart, before the page learns of it by itself: the SDK
    // reopens the session's own GET stream a second after the server closed it, and that
    // reconnection also finds the session gone. The page's timers wait until the call has
    // failed, so a slow machine cannot put the reconnection first.
    await holdPageTimers(page);
    await stack.stopServer();
    await stack.startServer();

    const call = await callTool(page, 'book_flight');
    await expectTransportFailure(call);
    await expectLost(page);
    await page.clock.resume();
    await reconnect(page);
    const next = await callTool(page, 'profile');
    await button((await pendingRequests(page.getByTestId('pushed-requests'))).first(), 'Decline').click();
    expect(await resultJson(next)).toEqual({ status: 'declined' });
  });

  it('2026-07-28: each call stands alone, so the next call simply works', async () => {
    const { page } = session;
    await stack.stopServer();
    await stack.startServer();
    await bookOslo(page);
    expect(await page.getByTestId('connection').getAttribute('data-state')).toBe('connected');
  });
});
