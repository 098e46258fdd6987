// @vitest-environment node
//
// Server-rendered form before its JavaScript has run (slow network, script blocked): the
// person may already type and press Enter. The browser must not submit the form itself: a
// native submission would send what was typed (secrets included) in a GET query string to the
// page's URL, past the kit's validation and without any Accept (C3, C9). Proven in Debian's
// Chromium (playwright-core, flags from @elicit-kit/test-support/chromium) on the server HTML alone: the page has
// no script of the kit's; the test's own observer records each native submission as it happens.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';
import { ElicitationForm } from './ElicitationForm.js';

const requests: string[] = [];
let server: Server;
let origin: string;
let browser: Browser;

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>chat</title></head><body>${body}</body></html>`;
const html = {
  // Several fields with a Submit button, and a single field (no Submit: a schema the form cannot accept).
  '/many': page(
    renderToString(
      <ElicitationForm
        params={{
          message: 'Sign in',
          requestedSchema: { type: 'object', properties: { user: { type: 'string', title: 'User' }, password: { type: 'string', title: 'Password' } } },
        }}
        server={{ name: 'probe' }}
        onRespond={() => {}}
      />,
    ),
  ),
  '/one': page(
    renderToString(
      <ElicitationForm
        params={{
          message: 'Token?',
          requestedSchema: { type: 'object', properties: { token: { type: 'string', title: 'Token' }, nested: { type: 'object' } }, required: ['nested'] },
        }}
        server={{ name: 'probe' }}
        onRespond={() => {}}
      />,
    ),
  ),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const body = html[(req.url ?? '') as keyof typeof html];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

it.each([
  ['/many', 'Password', true],
  // A form that cannot be answered renders its fields read-only, in the server HTML too.
  ['/one', 'Token', false],
])('%s: Enter in a field of the server HTML submits nothing before hydration', async (path, label, editable) => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(origin + path);
  // The server HTML holds no script: React never runs here. The observer only records.
  expect(await tab.locator('script').count()).toBe(0);
  await tab.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { submissions: string[] }).submissions = seen;
    document.addEventListener('submit', (event) => seen.push((event.target as HTMLFormElement).method), true);
  });
  expect(await tab.getByText(label).count()).toBeGreaterThan(0);
  const field = tab.getByLabel(label);
  expect(await field.isEditable()).toBe(editable);
  if (editable) {
    await field.fill('hunter2');
    await field.press('Enter');
  } else {
    await field.press('Enter');
  }
  // Implicit submission fires `submit` inside the key press. A "dialog" submission outside a
  // <dialog> navigates nowhere (HTML's form submission algorithm); a "get" one would load
  // ?f0=… next. (A form that cannot be answered has no Submit and nothing editable: none at all.)
  expect(await tab.evaluate(() => (window as unknown as { submissions: string[] }).submissions)).toEqual(editable ? ['dialog'] : []);
  expect(new URL(tab.url()).search).toBe('');
  expect(requests.filter((url) => url.includes('hunter2'))).toEqual([]);
  await context.close();
});
