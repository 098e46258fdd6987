// @ts-check
// The Next.js App Router host: examples/next-app-router, copied outside the workspace, installs
// the packed tarballs with npm, then `next build` + `next start`, driven in Chromium. It checks
// what only a real Next app shows: the form server-rendered by a server component page,
// hydrated without warnings, and the answer reaching a `'use server'` action with its full
// content (React's server-function encoding refuses objects without Object.prototype).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';
import { submitTooShortName } from '../consumer.mjs';
import { run } from '../run.mjs';

const example = fileURLToPath(new URL('../../../examples/next-app-router/', import.meta.url));

/** What the server action must receive (and log) for the answer the driver types. */
const EXPECTED = { action: 'accept', content: { name: 'Ada', guests: 3, terrace: true, when: '19:00' } };

/** A free TCP port on 127.0.0.1. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `next start` on `port`, resolved once it says it is ready; `output()` is everything it printed.
 * @param {string} dir @param {number} port @param {NodeJS.ProcessEnv} env
 */
function startNext(dir, port, env) {
  // Its own process group, so stopping it also stops any worker it forked.
  const child = spawn(process.execPath, [join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @type {Promise<void>} */
  const ready = new Promise((resolve, reject) => {
    const onData = (/** @type {Buffer} */ d) => {
      output += d;
      if (/Ready in|✓ Ready/.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`next start exited with ${code} before it was ready:\n${output}`)));
  });
  const stop = () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  };
  return { ready, stop, output: () => output };
}

/**
 * @param {string} parent  a temp dir outside the repository
 * @param {string[]} tarballs  core and react
 * @param {NodeJS.ProcessEnv} npmEnv
 * @param {(line: string) => void} log
 * @param {{ screenshot?: string | undefined }} [options]  where to save a screenshot of the answered form
 */
export async function checkNextHost(parent, tarballs, npmEnv, log, { screenshot } = {}) {
  const dir = mkdtempSync(join(parent, 'next-app-router-'));
  cpSync(example, dir, { recursive: true, filter: (src) => !/[\\/](node_modules|\.next)$/.test(src) });
  const env = { ...npmEnv, NEXT_TELEMETRY_DISABLED: '1' };
  let started = Date.now();
  // The example pins next, react and TypeScript; the tarballs take the place of its "latest" kit.
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--save-exact', ...tarballs], { cwd: dir, env });
  log(`npm install (next, react, the kit tarballs): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  await run(process.execPath, [join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { cwd: dir, env });
  log(`next build (type-checks the example against the packed declarations): ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const port = await freePort();
  const server = startNext(dir, port, env);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    await server.ready;
    const url = `http://127.0.0.1:${port}/`;

    // SSR: the HTML itself holds the form, before any script runs.
    const html = await (await fetch(url)).text();
    for (const text of ['Book a table', 'Your name', 'Guests', 'Table bookings', 'ek-root'])
      assert.ok(html.includes(text), `the server-rendered HTML has no "${text}"`);
    log('server component page: the form is in the server-rendered HTML: ok');

    const page = await browser.newPage();
    /** @type {string[]} */
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning' || /hydrat/i.test(m.text())) problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(url);
    // Hydrated: React has attached its fiber to the form's DOM (the server HTML alone has none).
    await page.waitForFunction(() => {
      const form = document.querySelector('form');
      return form !== null && Object.keys(form).some((k) => k.startsWith('__reactFiber'));
    });

    // An invalid answer stays in the page; then the valid one reaches the server action.
    await submitTooShortName(page);
    await page.getByLabel('19:00').check();
    await page.getByLabel('Your name').fill('Ada');
    await page.getByRole('button', { name: 'Submit' }).click();
    const received = JSON.parse((await page.locator('#received').textContent()) ?? '');
    assert.deepEqual(received, { ok: true, result: EXPECTED }, 'the server action did not receive the full content');
    const logged = server.output().match(/\[elicitation\] (.*)/)?.[1];
    assert.deepEqual(JSON.parse(logged ?? 'null'), EXPECTED, 'the server action logged another answer');
    log(`server action: received ${JSON.stringify(EXPECTED)}: ok`);
    if (screenshot) {
      await page.setViewportSize({ width: 800, height: 900 });
      await page.screenshot({ path: screenshot, fullPage: true });
      log(`screenshot: ${screenshot}`);
    }
    assert.deepEqual(problems, [], 'the page logged errors or warnings (hydration?)');
    log('no console errors, warnings or hydration messages: ok');
  } finally {
    await browser.close();
    server.stop();
  }
}
