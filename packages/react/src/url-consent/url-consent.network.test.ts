// @vitest-environment node
//
// Real-Chromium proof of C14/C15/C17 for <UrlConsent>: nothing reaches the target before
// the click on Open (no prefetch, preconnect, favicon or preview), the click makes exactly
// the navigation, and the opened page has no `window.opener` (nor a referrer).
//
// This is a Node test driving Debian's Chromium through playwright-core (path and flags from
// @elicit-kit/test-support/chromium), because only the Node side can watch the network: a target server on
// its own port records every TCP connection and HTTP request, and the browser context
// records every request any page makes. The target is a distinctive host name
// (consent-target.test) routed to that server by --host-resolver-rules.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';

const here = dirname(fileURLToPath(import.meta.url));
// In the "react-18" project the page runs React 18 too (compat/react-18's copies), not the workspace's 19.
const react18 = (name: string) => fileURLToPath(new URL(`../../../../compat/react-18/node_modules/${name}`, import.meta.url));
const reactAlias = (): Record<string, string> => (inject('reactMajor') === 18 ? { react: react18('react'), 'react-dom': react18('react-dom') } : {});
const TARGET_HOST = 'consent-target.test';
const TARGET_URL = `http://${TARGET_HOST}/landing?session=4f2a`;

interface Seen {
  at: 'before-click' | 'after-click';
  what: string;
}

let phase: Seen['at'] = 'before-click';
const targetSeen: Seen[] = [];
const browserSeen: Seen[] = [];
let appServer: Server;
let targetServer: Server;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function bundleApp(): Promise<{ js: string; css: string }> {
  const entry = `
    import { version } from 'react';
    import { createRoot } from 'react-dom/client';
    import { UrlConsent } from './UrlConsent.tsx';
    import '../styles.css';
    window.__responses = [];
    window.__reactVersion = version;
    createRoot(document.getElementById('root')).render(
      <UrlConsent
        params={{ mode: 'url', message: 'Sign in to continue.', url: ${JSON.stringify(TARGET_URL)} }}
        server={{ name: 'network-probe' }}
        onRespond={(r) => window.__responses.push(r)}
      />,
    );`;
  const result = await build({
    stdin: { contents: entry, resolveDir: here, loader: 'tsx', sourcefile: 'entry.tsx' },
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    write: false,
    outdir: 'out',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: reactAlias(),
    logLevel: 'silent',
  });
  const pick = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  return { js: pick('.js'), css: pick('.css') };
}

/**
 * Lets what the page was made to do so far run and reach the network log, without waiting on
 * the clock: a frame and a task (event handlers, effects), then a request of the page's own to
 * the app server. The browser reports requests in the order they are made, so once this one has
 * its answer, any request made before it is in `browserSeen`.
 */
async function settle(on: Page): Promise<void> {
  await on.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await on.evaluate(() => fetch('/settled').then((response) => response.status));
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

beforeAll(async () => {
  const app = await bundleApp();
  appServer = createServer((req, res) => {
    if (req.url === '/app.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(app.js);
    else if (req.url === '/app.css') res.writeHead(200, { 'content-type': 'text/css' }).end(app.css);
    else if (req.url === '/')
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><link rel="stylesheet" href="/app.css"><title>host</title></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>',
        );
    else res.writeHead(404).end();
  });
  targetServer = createServer((req: IncomingMessage, res) => {
    targetSeen.push({ at: phase, what: `${req.method} ${req.url}` });
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><html><head><link rel="icon" href="data:,"><title>target</title></head><body>target</body></html>');
  });
  targetServer.on('connection', () => targetSeen.push({ at: phase, what: 'tcp-connection' }));
  const appPort = await listen(appServer);
  const targetPort = await listen(targetServer);

  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${TARGET_HOST} 127.0.0.1:${targetPort}`, '--disable-features=HttpsUpgrades'],
  });
  context = await browser.newContext();
  context.on('request', (request) => browserSeen.push({ at: phase, what: request.url() }));
  page = await context.newPage();
  await page.goto(`http://127.0.0.1:${appPort}/`);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => appServer?.close(r));
  await new Promise((r) => targetServer?.close(r));
});

describe('UrlConsent in real Chromium', () => {
  it('runs the React of its Vitest project', async () => {
    const version = await page.evaluate(() => (window as unknown as { __reactVersion: string }).__reactVersion);
    expect(version.split('.')[0]).toBe(String(inject('reactMajor')));
  });

  it('makes no request to the target before Open, and exactly the navigation after (C14, C15)', async () => {
    const open = page.getByRole('button', { name: 'Open link' });
    // Armed once its security delay has passed: wait for the button to be enabled, not for a time.
    await page.getByRole('button', { name: 'Open link', disabled: false }).waitFor();
    // Give any prefetcher its chance: hover and focus everything, select the link, let it all settle.
    await page.getByRole('region', { name: /Full link/ }).hover();
    await page.getByRole('button', { name: 'Copy link' }).hover();
    await open.hover();
    await open.focus();
    await page.getByRole('region', { name: /Full link/ }).dblclick();
    await settle(page);

    const toTarget = (s: Seen) => s.what.includes(TARGET_HOST);
    expect(targetSeen).toEqual([]);
    expect(browserSeen.filter(toTarget)).toEqual([]);
    expect(await page.locator('a[href], link[rel~="preconnect"], link[rel~="prefetch"], link[rel~="dns-prefetch"]').count()).toBe(0);

    phase = 'after-click';
    const popup = context.waitForEvent('page');
    await open.click();
    const opened = await popup;
    await opened.waitForLoadState('load');
    await expect.poll(() => targetSeen.filter((s) => s.what.startsWith('GET')).length).toBe(1);
    await settle(page);

    expect(targetSeen.filter((s) => s.what !== 'tcp-connection')).toEqual([{ at: 'after-click', what: 'GET /landing?session=4f2a' }]);
    expect(targetSeen.every((s) => s.at === 'after-click')).toBe(true);
    expect(browserSeen.filter(toTarget)).toEqual([{ at: 'after-click', what: TARGET_URL }]);
    expect(await page.evaluate(() => (window as unknown as { __responses: unknown[] }).__responses)).toEqual([{ action: 'accept' }]);
  });

  it('opens a new top-level tab with no window.opener and no referrer (C17)', async () => {
    const pages = context.pages();
    const opened = pages.find((p) => p.url().includes(TARGET_HOST));
    expect(opened).toBeDefined();
    expect(await opened!.evaluate(() => window.opener === null)).toBe(true);
    expect(await opened!.evaluate(() => document.referrer)).toBe('');
    expect(await opened!.evaluate(() => window.top === window)).toBe(true);
    // The consent card stays, waiting for "I've finished — continue" (C21).
    expect(await page.getByRole('button', { name: 'I’ve finished — continue' }).isVisible()).toBe(true);
  });
});
