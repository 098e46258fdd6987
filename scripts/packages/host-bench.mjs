#!/usr/bin/env node
// @ts-check
// `pnpm bench:host`: what a host ships and waits for (issue 28). Packs @elicit-kit/core and
// @elicit-kit/react from dist (run `pnpm build` first), installs the tarballs with npm into a
// throwaway app outside the workspace (consumer.mjs, as `pnpm test:packages` does), builds the
// host pages of bench/lib/host-pages.mjs with Vite and prints their bytes, then
// times, in Chromium, a URL request's arrival on the `ElicitationHost` page until its Open button
// is enabled: cold (a fresh browser context, so nothing on demand is cached), unthrottled and
// with CPU and network throttled through CDP. Flags: --rounds=N (default 7), --keep (keep the
// temp dir), --no-timing (bytes only).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';
import { buildHostPages, hostLimitProblems, hostTable, kitShare } from '@elicit-kit/bench/lib/host-pages.mjs';
import { median } from '@elicit-kit/bench/lib/stats.mjs';
import { createApp } from './consumer.mjs';
import { packPackage } from './pack.mjs';
import { serveStatic } from './static-server.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const arg = (/** @type {string} */ name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const rounds = Number(arg('rounds') ?? 7);
const keep = process.argv.includes('--keep');
const log = (/** @type {string} */ line) => console.log(`  ${line}`);

/**
 * The conditions of the timing: CDP's CPU slowdown factor and network emulation (Chrome
 * DevTools' "Slow 4G" preset: 150 ms latency, 1.6 Mbps down, 750 kbps up).
 */
const CONDITIONS = [
  { label: 'unthrottled', cpu: 1, network: undefined },
  {
    label: 'CPU 4× slower, Slow 4G',
    cpu: 4,
    network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
  },
];

const work = mkdtempSync(join(tmpdir(), 'elicit-kit-host-'));
try {
  console.log('=== pack and install (outside the workspace)');
  const tarballs = [];
  for (const dir of ['packages/core', 'packages/react']) tarballs.push(await packPackage(join(repo, dir), work));
  const appDir = await createApp(work, tarballs, log);

  console.log('\n=== host pages (Vite build of each, JS gzip level 9 per chunk, kB = 1000 B)');
  const pages = buildHostPages(appDir);
  for (const line of hostTable(pages).split('\n')) log(line);
  for (const [name, p] of Object.entries(pages)) log(`${name}: first load ${p.first.chunks.join(', ')}; on demand ${p.onDemand.chunks.join(', ') || '–'}`);
  const share = kitShare(pages);
  log(`beyond React (gzip B): ${JSON.stringify(share)}`);
  for (const problem of hostLimitProblems(share)) log(`LIMIT: ${problem}`);

  if (!process.argv.includes('--no-timing')) {
    console.log(`\n=== URL request → Open enabled, on the ElicitationHost page, cold (fresh context per sample), ${rounds} rounds`);
    const server = await serveStatic(pages.host.outDir);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    try {
      for (const condition of CONDITIONS) {
        /** @type {{ checked: number, open: number }[]} */
        const samples = [];
        for (let round = 0; round < rounds; round++) {
          const context = await browser.newContext();
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          if (condition.network) await cdp.send('Network.emulateNetworkConditions', condition.network);
          await page.goto(server.url);
          await page.waitForFunction(() => 'benchQueue' in window);
          if (condition.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
          samples.push(await page.evaluate(urlRequestToOpen));
          await context.close();
        }
        for (const key of /** @type {const} */ (['checked', 'open'])) {
          const ms = samples.map((s) => s[key]);
          const what = key === 'checked' ? 'destination checked and shown' : 'Open enabled';
          log(
            `${condition.label}, ${what}: median ${median(ms).toFixed(0)} ms (min ${Math.min(...ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)}; ${ms.map((m) => m.toFixed(0)).join(' ')})`,
          );
        }
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

/**
 * In the page: enqueues a URL request and resolves with the milliseconds until its checked
 * destination is shown (the registrable domain, once the URL check's chunk has loaded and run)
 * and until an enabled "Open link" button is in the document (which also waits for the
 * consent's deliberate open delay, DEFAULT_OPEN_DELAY_MS in packages/react/src/url-consent/useUrlConsent.ts).
 * @returns {Promise<{ checked: number, open: number }>}
 */
function urlRequestToOpen() {
  const queue = /** @type {any} */ (window).benchQueue;
  return new Promise((resolve) => {
    const openEnabled = () =>
      [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Open link' && !b.disabled && b.getAttribute('aria-disabled') !== 'true');
    const start = performance.now();
    let checked = NaN;
    const observer = new MutationObserver(() => {
      if (Number.isNaN(checked) && document.querySelector('[data-ek-part="domain-main"]')) checked = performance.now() - start;
      if (!openEnabled()) return;
      observer.disconnect();
      resolve({ checked, open: performance.now() - start });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    void queue.enqueue({
      server: { name: 'accounts' },
      params: { mode: 'url', message: 'Sign in to continue', url: 'https://accounts.example.co.uk/login', elicitationId: 'sign-in-1' },
    });
  });
}
