// @ts-check
// The Tailwind v4 + shadcn/ui host: a fresh Vite 8 + React 19 + Tailwind v4 app outside the workspace installs the
// packed tarballs with npm and builds three pages in one `vite build`, each the same two forms:
// - before: `import '@elicit-kit/react/styles.css'` (and the shadcn mapping) in the entry, then the host's CSS
//   (Tailwind + shadcn's globals): the order that put the kit under Tailwind's preflight;
// - after: the host's CSS `@import`s Tailwind first, then the kit and the mapping, as shadcn's docs add CSS;
// - plain: no shadcn, the kit's own colours; its CSS `@import`s the kit first, then Tailwind;
// - registry: the shadcn registry item `elicitation-form` (packages/react/registry/), copied in as `shadcn add`
//   would, with Tailwind and shadcn's globals only (no kit CSS).
// Only "before" imports the kit from JS: a CSS file imported by two entries would go to a shared chunk, linked
// after each page's own CSS, and "before" would silently test "after".
// Chromium, on a dark OS (emulated), asserts computed styles: bordered inputs, padded coloured buttons, a host
// utility overriding the kit, a light host staying light, and a host that says dark (`.dark`, or `color-scheme`
// in its CSS) getting a dark kit, after `vite build`'s lightningcss minifier (which leaves the kit's light-dark()
// alone inside its `@supports` guard). `--screenshots` saves the pages into docs/hosts/.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';
import { run } from '../run.mjs';
import { serveStatic } from '../static-server.mjs';

/** Tailwind v4 as a new app installs it today (not a workspace dependency: only this host uses it). */
export const TAILWIND = ['tailwindcss@4.3.5', '@tailwindcss/vite@4.3.5'];

const docs = fileURLToPath(new URL('../../../docs/hosts/', import.meta.url));
const registryForm = new URL('../../../packages/react/registry/elicit-kit/elicitation-form.tsx', import.meta.url);

/** shadcn/ui's globals.css for Tailwind v4 (neutral base colour), as `npx shadcn init` writes it, minus its animation plugin. */
const SHADCN_GLOBALS = `@custom-variant dark (&:is(.dark *));

@theme inline {
  --radius-sm: calc(var(--radius) - 4px);
  --radius-md: calc(var(--radius) - 2px);
  --radius-lg: var(--radius);
  --radius-xl: calc(var(--radius) + 4px);
  --color-background: var(--background);
  --color-foreground: var(--foreground);
  --color-card: var(--card);
  --color-card-foreground: var(--card-foreground);
  --color-primary: var(--primary);
  --color-primary-foreground: var(--primary-foreground);
  --color-secondary: var(--secondary);
  --color-muted: var(--muted);
  --color-muted-foreground: var(--muted-foreground);
  --color-destructive: var(--destructive);
  --color-border: var(--border);
  --color-input: var(--input);
  --color-ring: var(--ring);
}

:root {
  --radius: 0.625rem;
  --background: oklch(1 0 0);
  --foreground: oklch(0.145 0 0);
  --card: oklch(1 0 0);
  --card-foreground: oklch(0.145 0 0);
  --primary: oklch(0.205 0 0);
  --primary-foreground: oklch(0.985 0 0);
  --secondary: oklch(0.97 0 0);
  --secondary-foreground: oklch(0.205 0 0);
  --muted: oklch(0.97 0 0);
  --muted-foreground: oklch(0.556 0 0);
  --destructive: oklch(0.577 0.245 27.325);
  --border: oklch(0.922 0 0);
  --input: oklch(0.922 0 0);
  --ring: oklch(0.708 0 0);
}

.dark {
  --background: oklch(0.145 0 0);
  --foreground: oklch(0.985 0 0);
  --card: oklch(0.205 0 0);
  --card-foreground: oklch(0.985 0 0);
  --primary: oklch(0.922 0 0);
  --primary-foreground: oklch(0.205 0 0);
  --secondary: oklch(0.269 0 0);
  --secondary-foreground: oklch(0.985 0 0);
  --muted: oklch(0.269 0 0);
  --muted-foreground: oklch(0.708 0 0);
  --destructive: oklch(0.704 0.191 22.216);
  --border: oklch(1 0 0 / 10%);
  --input: oklch(1 0 0 / 15%);
  --ring: oklch(0.556 0 0);
}

@layer base {
  * {
    @apply border-border outline-ring/50;
  }
  body {
    @apply bg-background text-foreground;
  }
}
`;

/** The app's files. Plain JSX (no TypeScript): what is checked here is CSS. */
const FILES = {
  'vite.config.js': `import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// A plain Tailwind v4 app config; three pages in one build.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { rollupOptions: { input: { before: 'before.html', after: 'after.html', plain: 'plain.html', registry: 'registry.html' } } },
});
`,
  'src/shadcn.css': SHADCN_GLOBALS,
  // The host's own CSS for "before": Tailwind and shadcn, the kit already imported by the entry.
  'src/host-before.css': `@import 'tailwindcss';\n@import './shadcn.css';\n`,
  // "after": the kit and the mapping after Tailwind, in the host's CSS.
  'src/host-after.css': `@import 'tailwindcss';\n@import '@elicit-kit/react/styles.css';\n@import '@elicit-kit/react/themes/shadcn.css';\n@import './shadcn.css';\n`,
  // "plain": no shadcn, the kit first; a color-scheme the host declares in CSS (the class is set from the address).
  'src/host-plain.css': `@import '@elicit-kit/react/styles.css';\n@import 'tailwindcss';\n.scheme-dark {\n  color-scheme: dark;\n}\n`,
  'src/before.jsx': `import '@elicit-kit/react/styles.css';\nimport '@elicit-kit/react/themes/shadcn.css';\nimport './host-before.css';\nimport './app.jsx';\n`,
  'src/after.jsx': `import './host-after.css';\nimport './app.jsx';\n`,
  'src/plain.jsx': `import './host-plain.css';\nimport './app.jsx';\n`,
  'src/host-registry.css': `@import 'tailwindcss';\n@import './shadcn.css';\n`,
  'src/registry.jsx': `import './host-registry.css';
import { createRoot } from 'react-dom/client';
import { ElicitationForm } from './components/elicitation-form.tsx';

const params = { mode: 'form', message: 'Who is coming?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Your name' } }, required: ['name'] } };
const answers = [];
createRoot(document.getElementById('root')).render(
  <main className="min-h-screen p-6 bg-background text-foreground">
    <ElicitationForm params={params} server={{ name: 'bookings', title: 'Bookings' }} onRespond={(result) => {
      answers.push(result);
      document.getElementById('answers').textContent = JSON.stringify(answers);
    }} />
    <pre id="answers"></pre>
  </main>,
);
`,
  'src/app.jsx': `import { createRoot } from 'react-dom/client';
import { ElicitationForm } from '@elicit-kit/react';

const params = {
  mode: 'form',
  message: 'Where do you want to fly?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Your name', minLength: 2 },
      date: { type: 'string', format: 'date', title: 'Departure date' },
    },
    required: ['name'],
  },
};
// ?dark: the host says dark the shadcn way; ?scheme-dark: through its own CSS color-scheme.
const query = new URLSearchParams(location.search);
if (query.has('dark')) document.documentElement.classList.add('dark');
if (query.has('scheme-dark')) document.documentElement.classList.add('scheme-dark');

createRoot(document.getElementById('root')).render(
  <main className="min-h-screen p-6 grid gap-6 bg-background text-foreground">
    <ElicitationForm params={params} server={{ name: 'flights', title: 'Flight search' }} onRespond={() => {}} />
    {/* A host utility on the kit's root must beat the kit's own max-width. */}
    <ElicitationForm params={params} server={{ name: 'flights', title: 'Flight search' }} className="max-w-md" onRespond={() => {}} />
  </main>,
);
`,
};
for (const page of ['before', 'after', 'plain', 'registry']) {
  /** @type {Record<string, string>} */ (FILES)[`${page}.html`] =
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <link rel="icon" href="data:," />\n    <title>${page}</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/${page}.jsx"></script>\n  </body>\n</html>\n`;
}

/**
 * @param {string} work  a temp dir outside the repository
 * @param {string[]} tarballs  @elicit-kit/core and @elicit-kit/react
 * @param {string[]} dependencies  react, react-dom, vite, @vitejs/plugin-react (name@version)
 * @param {NodeJS.ProcessEnv} env  npm's environment (see consumer.mjs's npmEnv)
 * @param {(line: string) => void} log
 * @param {{ screenshots?: boolean }} [options]
 */
export async function checkViteTailwindHost(work, tarballs, dependencies, env, log, { screenshots = false } = {}) {
  const dir = mkdtempSync(join(work, 'vite-tailwind-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'vite-tailwind-host', private: true, type: 'module' }, null, 2));
  const files = { ...FILES, 'src/components/elicitation-form.tsx': readFileSync(registryForm, 'utf8') };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  let started = Date.now();
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--save-exact', ...tarballs, ...dependencies, ...TAILWIND], { cwd: dir, env });
  log(`npm install (${TAILWIND.join(', ')}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  await run(process.execPath, [join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: dir, env });
  log(`vite build, four pages: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const server = await serveStatic(join(dir, 'dist'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    // A dark OS throughout: only the host may make the kit dark.
    const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 720, height: 900 } });
    /** @type {string[]} */
    const errors = [];
    context.on('weberror', (e) => errors.push(e.error().message));
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    /** Computed styles of the first form (and the max-width of the second), colours the host's variables resolve to. @param {string} path */
    const read = async (path) => {
      await page.goto(`${server.url}/${path}`);
      await page.getByRole('button', { name: 'Submit' }).first().waitFor();
      return page.evaluate(() => {
        const [root, narrow] = /** @type {HTMLElement[]} */ ([...document.querySelectorAll('.ek-root[data-ek-part="form"]')]);
        if (!root || !narrow) throw new Error('two forms expected');
        /** The colour `value` computes to inside the kit's root. @param {string} value */
        const colour = (value) => {
          const probe = document.createElement('span');
          probe.style.color = value;
          root.append(probe);
          const computed = getComputedStyle(probe).color;
          probe.remove();
          return computed;
        };
        const input = getComputedStyle(/** @type {Element} */ (root.querySelector('input.ek-input')));
        const date = getComputedStyle(/** @type {Element} */ (root.querySelector('input[type="date"]')));
        const submit = getComputedStyle(/** @type {Element} */ (root.querySelector('.ek-button[data-variant="primary"]')));
        const card = getComputedStyle(root);
        return {
          darkOs: matchMedia('(prefers-color-scheme: dark)').matches,
          input: { width: input.borderTopWidth, style: input.borderTopStyle, color: input.borderTopColor },
          dateScheme: date.colorScheme,
          submit: { padding: `${submit.paddingTop} ${submit.paddingInlineStart}`, background: submit.backgroundColor, color: submit.color },
          card: { background: card.backgroundColor, padding: card.paddingTop, scheme: card.colorScheme },
          narrowCard: getComputedStyle(narrow).maxWidth,
          shadcn: {
            card: colour('var(--card)'),
            primary: colour('var(--primary)'),
            primaryForeground: colour('var(--primary-foreground)'),
            input: colour('var(--input)'),
          },
          kit: { warning: colour('var(--ek-color-warning)') },
        };
      });
    };

    for (const order of ['before', 'after']) {
      const light = await read(`${order}.html`);
      assert.equal(light.darkOs, true, 'the emulated OS is not dark');
      assert.deepEqual(light.input, { width: '1px', style: 'solid', color: light.shadcn.input }, `${order}: the input has no shadcn border`);
      assert.deepEqual(
        light.submit,
        { padding: '8px 16px', background: light.shadcn.primary, color: light.shadcn.primaryForeground },
        `${order}: Submit is not padded in --primary`,
      );
      assert.notEqual(light.submit.background, 'rgba(0, 0, 0, 0)');
      assert.equal(light.card.background, light.shadcn.card, `${order}: the card is not on --card`);
      // shadcn's light :root values paint the card; what the kit decides itself must be light too.
      assert.equal(light.dateScheme, 'normal', `${order}: a light host on a dark OS got dark native controls`);
      assert.equal(light.narrowCard, '448px', `${order}: the host's max-w-md lost to the kit's max-width`);
      assert.equal(light.kit.warning, 'rgb(122, 74, 0)', `${order}: the kit's own warning colour is not light`);
      log(
        `${order}: bordered input (${light.input.color}), Submit ${light.submit.padding} on ${light.submit.background}, max-w-md wins, light on a dark OS: ok`,
      );
      if (screenshots && order === 'after') await page.screenshot({ path: join(docs, 'vite-tailwind-shadcn-light.png'), fullPage: true });

      const dark = await read(`${order}.html?dark`);
      assert.equal(dark.card.background, dark.shadcn.card);
      assert.notEqual(dark.card.background, light.card.background, `${order}: .dark did not darken the card`);
      assert.equal(dark.submit.background, dark.shadcn.primary);
      assert.equal(dark.dateScheme, 'dark', `${order}: native controls are not dark under .dark`);
      assert.equal(dark.kit.warning, 'rgb(240, 192, 96)', `${order}: the kit's own warning colour is not dark under .dark`);
      log(`${order}?dark: card ${dark.card.background}, Submit on ${dark.submit.background}, native controls dark: ok`);
      if (screenshots && order === 'after') await page.screenshot({ path: join(docs, 'vite-tailwind-shadcn-dark.png'), fullPage: true });
    }

    // The kit's own colours, no shadcn. light-dark() went through lightningcss's polyfill in this build.
    const plain = await read('plain.html');
    assert.deepEqual(
      [plain.card.background, plain.submit.background, plain.input.width, plain.submit.padding, plain.narrowCard],
      ['rgb(255, 255, 255)', 'rgb(10, 88, 202)', '1px', '8px 16px', '448px'],
      'plain: the kit under Tailwind on a dark OS',
    );
    if (screenshots) await page.screenshot({ path: join(docs, 'vite-tailwind-plain-light.png'), fullPage: true });
    for (const query of ['dark', 'scheme-dark']) {
      const dark = await read(`plain.html?${query}`);
      assert.deepEqual([dark.card.background, dark.submit.background, dark.dateScheme], ['rgb(22, 25, 29)', 'rgb(68, 147, 248)', 'dark'], `plain?${query}`);
    }
    log('plain (the kit’s own colours): light on a dark OS; dark under .dark and under the host’s color-scheme: dark: ok');

    // The registry item: Tailwind compiled its classes (shadcn's input border, Submit in --primary), and a double
    // click on Submit sends one answer (the hook's protection, in the host's own markup).
    await page.goto(`${server.url}/registry.html`);
    await page.getByLabel('Your name').fill('Ada');
    const item = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--primary)';
      document.body.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      const input = getComputedStyle(/** @type {Element} */ (document.querySelector('input')));
      const submit = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Submit');
      return { primary, border: `${input.borderTopWidth} ${input.borderTopStyle}`, submit: submit ? getComputedStyle(submit).backgroundColor : '' };
    });
    assert.match(item.primary, /^oklch\(/, 'registry item: shadcn’s --primary is missing');
    assert.deepEqual(item, { primary: item.primary, border: '1px solid', submit: item.primary }, 'registry item: Tailwind classes not applied');
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await page.getByRole('status').waitFor();
    assert.deepEqual(JSON.parse((await page.locator('#answers').textContent()) ?? ''), [{ action: 'accept', content: { name: 'Ada' } }]);
    if (screenshots) await page.screenshot({ path: join(docs, 'vite-tailwind-registry-form.png'), fullPage: true });
    log('registry item elicitation-form: Tailwind-styled, a double click on Submit sends one answer: ok');
    assert.deepEqual(errors, [], 'the pages logged errors');
  } finally {
    await browser.close();
    await server.close();
  }
}
