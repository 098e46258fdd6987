#!/usr/bin/env node
// @ts-check
// Renders the README's screenshots: starts `scripts/dev.mjs` on free ports, books a flight through
// the real demo server in Debian's Chromium, starts a deploy so a request waits inline, and
// captures the page (docs/playground.png, 1280×840); then, on a phone (390×844 CSS pixels at 2×),
// starts connect_github and captures its link consent in the chat (docs/playground-phone.png).
// Usage: node apps/playground/scripts/screenshot.mjs [out.png] [phone.png]
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';

const out = process.argv[2] ?? fileURLToPath(new URL('../../../docs/playground.png', import.meta.url));
const phoneOut = process.argv[3] ?? fileURLToPath(new URL('../../../docs/playground-phone.png', import.meta.url));
/** A still frame: no caret, no pulsing status dot. */
const STILL = '*, *::before { animation: none !important; caret-color: transparent !important; }';
const dev = spawn(process.execPath, [fileURLToPath(new URL('dev.mjs', import.meta.url))], {
  env: { ...process.env, PLAYGROUND_PORT: '0', DEMO_SERVER_PORT: '0', DEMO_SIGNIN_PORT: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const url = await new Promise((resolve, reject) => {
    createInterface({ input: dev.stdout }).on('line', (line) => {
      const ready = /^Playground ready: (\S+)/.exec(line);
      if (ready) resolve(ready[1]);
    });
    dev.once('exit', (code) => reject(new Error(`dev.mjs exited (${code}) before it was ready`)));
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 840 }, colorScheme: 'light', locale: 'en-US' });
  await page.goto(url);
  await page.locator('[data-testid="connection"][data-state="connected"]').waitFor();

  await page.getByTestId('tool-book_flight').click();
  // The form itself: the call's exchange log has labelled parts too.
  const booking = page.locator('[data-testid="call"][data-tool="book_flight"] form');
  // A label may end in a hint, e.g. "To (required)".
  await booking.getByLabel(/^To( \(|$)/).fill('Lisbon');
  await booking.getByLabel(/^Departure date( \(|$)/).fill('2026-12-18');
  await booking.getByRole('radio', { name: 'Business', exact: true }).check();
  await booking.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
  await booking.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.locator('[data-testid="call"][data-status="done"]').waitFor();

  await page.getByTestId('tool-deploy').click();
  await page.locator('[data-testid="call"][data-tool="deploy"] form').waitFor();
  // A still frame: no caret, no pulsing status dot, the focus ring left where the keyboard user would see it.
  await page.mouse.move(900, 130); // off the tool cards: no hover border in the picture
  await page.addStyleTag({ content: STILL });
  await page.waitForTimeout(300);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);

  // The phone: a sign-in link waiting for consent in the chat, its destination and buttons in view.
  const phone = await browser.newPage({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'light',
    locale: 'en-US',
  });
  await phone.goto(url);
  await phone.locator('[data-testid="connection"][data-state="connected"]').waitFor();
  await phone.getByTestId('tool-connect_github').click();
  const consent = phone.locator('[data-testid="call"][data-tool="connect_github"] [data-ek-part="url-consent"][data-state="ready"]');
  await consent.waitFor();
  await phone.addStyleTag({ content: STILL });
  // The whole card, its buttons at the bottom of the screen, and above it as much of the chat as fits.
  await consent.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await phone.evaluate(() => window.scrollBy(0, 16));
  await phone.waitForTimeout(300);
  await phone.screenshot({ path: phoneOut });
  console.log(`wrote ${phoneOut}`);
} finally {
  await browser.close();
  const exited = new Promise((resolve) => dev.once('exit', resolve));
  dev.kill('SIGTERM');
  await exited;
}
