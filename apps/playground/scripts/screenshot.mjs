#!/usr/bin/env node
// @ts-check
// Renders the README's screenshot (docs/playground.png): starts `scripts/dev.mjs` on free ports,
// books a flight through the real demo server in Debian's Chromium, starts a deploy so a request
// waits inline, and captures the page. Usage: node apps/playground/scripts/screenshot.mjs [out.png]
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';

const out = process.argv[2] ?? fileURLToPath(new URL('../../../docs/playground.png', import.meta.url));
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

  await page.getByRole('button', { name: 'Book a flight' }).click();
  const booking = page.locator('[data-testid="call"]').last();
  await booking.getByLabel('To').fill('Lisbon');
  await booking.getByLabel('Departure date').fill('2026-12-18');
  await booking.getByRole('radio', { name: 'Business' }).check();
  await booking.getByRole('checkbox', { name: 'Vegetarian' }).check();
  await booking.getByRole('button', { name: 'Submit' }).click();
  await page.locator('[data-testid="call"][data-status="done"]').waitFor();

  await page.getByRole('button', { name: 'Deploy a release' }).click();
  await page.locator('[data-testid="call"][data-tool="deploy"] form').waitFor();
  // A still frame: no caret, no pulsing status dot, the focus ring left where the keyboard user would see it.
  await page.mouse.move(900, 130); // off the tool cards: no hover border in the picture
  await page.addStyleTag({ content: '*, *::before { animation: none !important; caret-color: transparent !important; }' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  const exited = new Promise((resolve) => dev.once('exit', resolve));
  dev.kill('SIGTERM');
  await exited;
}
