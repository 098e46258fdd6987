// @ts-check
// Screenshots of the built Storybook for the README: `pnpm build-storybook`, then
// `pnpm screenshots:storybook`. Serves storybook-static/ on 127.0.0.1, opens stories in Debian's
// Chromium (playwright-core, @elicit-kit/test-support/chromium) on a desktop and on a phone (see SHOTS), and writes
// docs/storybook-desktop.png and docs/storybook-phone.png.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';
import { serveStatic } from './packages/static-server.mjs';

const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const docs = (/** @type {string} */ name) => fileURLToPath(new URL(`../docs/${name}`, import.meta.url));
// Desktop: the page to try one's own request, with the sidebar. Phone: the form with every kind of field.
const SHOTS = [
  {
    file: 'storybook-desktop.png',
    story: 'try-your-own-request--paste-a-request',
    ready: (/** @type {import('playwright-core').FrameLocator} */ frame) =>
      frame.getByRole('region', { name: 'What the person sees' }).getByRole('textbox', { name: /From/ }),
    context: { viewport: { width: 1440, height: 900 } },
  },
  {
    file: 'storybook-phone.png',
    story: 'form-elicitationform--eight-variants-with-defaults',
    ready: (/** @type {import('playwright-core').FrameLocator} */ frame) => frame.getByRole('textbox', { name: /Email/ }),
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  },
];

if (!existsSync(`${root}index.html`)) {
  console.error('No storybook-static/index.html: run `pnpm build-storybook` first.');
  process.exit(1);
}

const server = await serveStatic(root.replace(/\/$/, ''));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, story, ready, context: options } of SHOTS) {
    const context = await browser.newContext({ ...options, locale: 'en-US', colorScheme: 'light', reducedMotion: 'reduce' });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    // No addons panel: the story gets the room.
    await page.goto(`${server.url}/?path=/story/${story}&panel=false`);
    await ready(page.frameLocator('#storybook-preview-iframe')).waitFor();
    await page.screenshot({ path: docs(file) });
    console.log(`docs/${file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
