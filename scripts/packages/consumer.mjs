// @ts-check
// The consumer test: a throwaway Vite + React + TypeScript app outside the workspace installs the
// packed tarballs with npm, as a user would, then is type-checked, built and driven in Chromium.
// It catches what only a real install shows: missing files, wrong paths, undeclared dependencies.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';
import { listExports, writeExportsModule } from './exports.mjs';
import { run } from './run.mjs';
import { serveStatic } from './static-server.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const template = fileURLToPath(new URL('./consumer/', import.meta.url));
/** @typedef {(line: string) => void} Log */

/** @param {string} path @returns {any} */
const readJson = (path) => JSON.parse(readFileSync(join(repo, path), 'utf8'));

/** Every entry point a user can import JS or types from (styles.css aside). */
export const ENTRY_POINTS = [
  '@elicit-kit/core',
  '@elicit-kit/core/protocol',
  '@elicit-kit/core/schema',
  '@elicit-kit/core/values',
  '@elicit-kit/core/url',
  '@elicit-kit/core/url/on-demand',
  '@elicit-kit/core/sensitive',
  '@elicit-kit/core/respond',
  '@elicit-kit/react',
  '@elicit-kit/react/messages',
  '@elicit-kit/react/fields',
  '@elicit-kit/react/primitives',
  '@elicit-kit/mcp',
  // The AI SDK bridge's browser side (its server side runs in Node: ai-sdk-host.mjs).
  '@elicit-kit/ai-sdk',
  '@elicit-kit/ai-sdk/react',
];

/** The app's other dependencies, pinned to the versions the workspace itself is built and tested with. */
function registryDependencies() {
  const root = readJson('package.json').devDependencies;
  const mcp = readJson('packages/mcp/package.json').devDependencies;
  /** @param {string} name @param {Record<string, string>} from */
  const pinned = (name, from) => {
    if (!from[name]) throw new Error(`no pinned version of ${name} in the workspace manifests`);
    return `${name}@${from[name]}`;
  };
  return [
    // @types/node: the SDK client's declarations name Node's Buffer, so any app type-checking
    // them (skipLibCheck off, as here) needs it; the kit's own declarations are built without it.
    ...['react', 'react-dom', '@types/react', '@types/react-dom', '@types/node', 'typescript', 'vite', '@vitejs/plugin-react'].map((n) => pinned(n, root)),
    pinned('@modelcontextprotocol/client', mcp),
  ];
}

/**
 * `name@version` of a package `dir` tests with (its devDependencies pin it).
 * @param {string} dir @param {string} name
 */
export function pinnedDependency(dir, name) {
  const version = readJson(`${dir}/package.json`).devDependencies[name];
  if (!version) throw new Error(`no pinned version of ${name} in ${dir}/package.json`);
  return `${name}@${version}`;
}

/** `name@version` of a package `packages/mcp` tests with. @param {string} name */
export const pinnedMcpDependency = (name) => pinnedDependency('packages/mcp', name);

/**
 * npm must behave as in a user's project: pnpm's own variables (set when this runs as a pnpm
 * script) are dropped; the user's npm config (registry, CA file) stays.
 */
export function npmEnv() {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(pnpm_|npm_package_|npm_lifecycle_|npm_config_user_agent$|npm_execpath$|npm_node_execpath$)/i.test(key)) delete env[key];
  }
  return env;
}

/**
 * Copies the template to a fresh dir under `parent` (a temp dir outside the repository, so no
 * workspace node_modules or pnpm config is above it) and installs everything.
 * @param {string} parent @param {string[]} tarballs @param {Log} log
 */
export async function createApp(parent, tarballs, log) {
  const dir = mkdtempSync(join(parent, 'consumer-'));
  cpSync(template, dir, { recursive: true, filter: (src) => !/[\\/](node_modules|dist)$/.test(src) });
  const specs = [...tarballs, ...registryDependencies()];
  log(`app in ${dir}`);
  log(`npm install ${[...tarballs.map((t) => basename(t)), ...specs.slice(tarballs.length)].join(' ')}`);
  // --prefer-offline: npm's cache answers when it is warm (CI runs it often); the registry otherwise.
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--save-exact', ...specs], { cwd: dir, env: npmEnv() });
  return dir;
}

/**
 * Writes `src/exports.generated.ts`, naming every public export of every entry point.
 * @param {string} dir @param {Log} log
 * @returns {number} how many value exports it names (the page must find them all defined)
 */
export function generateExportsModule(dir, log) {
  const listed = listExports(dir, ENTRY_POINTS);
  for (const { entry, values, types } of listed) log(`${entry}: ${values.length} values, ${types.length} types`);
  // A sanity floor, so an empty listing (declarations not found) cannot pass as "all resolve".
  for (const { entry, values } of listed) assert.ok(values.length > 0, `${entry} lists no value exports`);
  writeExportsModule(dir, listed);
  return listed.reduce((n, { values }) => n + values.length, 0);
}

/** Type-checks the app (usage + every export) under bundler and nodenext resolution. @param {string} dir @param {Log} log */
export async function typeCheckApp(dir, log) {
  const tsc = join(dir, 'node_modules', 'typescript', 'bin', 'tsc');
  // skipLibCheck is off in both: an unresolvable import inside the kit's .d.ts files is an error
  // in those files, which skipLibCheck would hide. The two runs are independent: run them together.
  await Promise.all([
    run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: dir }).then(() => log('tsc (moduleResolution bundler): ok')),
    run(process.execPath, [tsc, '-p', 'tsconfig.node16.json'], { cwd: dir }).then(() => log('tsc (moduleResolution nodenext): ok')),
  ]);
}

/** @param {string} dir @param {Log} log */
export async function buildApp(dir, log) {
  const output = await run(process.execPath, [join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: dir });
  const chunks = output.split('\n').filter((l) => /dist\/assets\//.test(l)).length;
  log(`vite build: ok (${chunks} assets)`);
}

/**
 * Fills the booking form (name, guests, terrace: this app's and examples/next-app-router's)
 * with a name too short for its `minLength`, submits, and waits for the page to refuse it.
 * @param {import('playwright-core').Page} page
 */
export async function submitTooShortName(page) {
  await page.getByLabel('Your name').fill('A');
  await page.getByLabel('Guests').fill('3');
  await page.getByLabel('Terrace table').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByText(/needs? fixing/)
    .first()
    .waitFor();
}

/**
 * Runs the built app in Chromium and checks what a person and the host app would see.
 * @param {string} dir @param {number} valueExportCount @param {Log} log
 */
export async function driveApp(dir, valueExportCount, log) {
  const server = await serveStatic(join(dir, 'dist'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  /** @type {string[]} */
  const errors = [];
  try {
    const page = await browser.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
    await page.goto(server.url);

    // Form mode: a too-short name is refused in the page, nothing is sent.
    await submitTooShortName(page);
    assert.equal(await page.locator('#form-result').textContent(), '', 'an invalid form must not respond');
    // Then a valid answer goes out as exactly the typed content, numbers as numbers.
    await page.getByLabel('Your name').fill('Ada');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(() => document.querySelector('#form-result')?.textContent !== '');
    assert.deepEqual(JSON.parse((await page.locator('#form-result').textContent()) ?? ''), {
      action: 'accept',
      content: { name: 'Ada', guests: 3, terrace: true },
    });
    log('ElicitationForm: validation and the exact accept content: ok');

    // URL mode: the registrable domain, found by the checker chunk loaded on demand.
    const domain = page.locator('[data-ek-part="domain-main"]');
    await domain.waitFor();
    assert.equal((await domain.textContent())?.trim(), 'example.co.uk');
    await page.getByText('accounts.example.co.uk').first().waitFor();
    await page.getByRole('button', { name: 'Decline' }).last().click();
    await page.waitForFunction(() => document.querySelector('#url-result')?.textContent !== '');
    assert.deepEqual(JSON.parse((await page.locator('#url-result').textContent()) ?? ''), { action: 'decline' });
    log('UrlConsent: shows example.co.uk (accounts.example.co.uk), Decline answers decline: ok');

    // The stylesheet from `@elicit-kit/react/styles.css` applies: tokens on the root, and the
    // primary button painted with the accent token (not the browser's default button colour).
    const style = await page.evaluate(() => {
      const root = document.querySelector('.ek-root');
      const button = document.querySelector('.ek-button[data-variant="primary"]');
      const probe = document.createElement('span');
      probe.style.color = 'var(--ek-color-accent)';
      root?.append(probe);
      const accent = getComputedStyle(probe).color;
      probe.remove();
      return {
        token: root ? getComputedStyle(root).getPropertyValue('--ek-color-accent').trim() : '',
        accent,
        button: button ? getComputedStyle(button).backgroundColor : '',
      };
    });
    assert.notEqual(style.token, '', '--ek-color-accent is not set on .ek-root: styles.css did not load');
    assert.equal(style.button, style.accent, 'the primary button is not painted with --ek-color-accent');
    log(`styles.css: --ek-color-accent ${style.token} paints the primary button (${style.button}): ok`);

    // core, core/url, core/sensitive, mcp and ai-sdk (root, /react) in the same build, and every declared value export present.
    await page.waitForFunction(() => document.querySelector('#checks')?.textContent !== '');
    const checks = JSON.parse((await page.locator('#checks').textContent()) ?? '');
    assert.deepEqual(checks.missingExports, [], 'value exports declared in .d.ts but undefined at run time');
    assert.equal(checks.valueExportCount, valueExportCount);
    assert.deepEqual(checks.coreResult, { action: 'accept', content: { name: 'Ada', guests: 2 } });
    assert.equal(checks.domain, 'bbc.co.uk');
    assert.deepEqual(checks.mcp, { modes: { form: true, url: true }, capability: { form: {}, url: {} }, pending: 0 });
    log(`core, mcp and the ai-sdk browser side in the browser build, all ${valueExportCount} value exports defined: ok`);

    assert.deepEqual(errors, [], 'the page logged errors');
    log('no console errors: ok');
  } finally {
    await browser.close();
    await server.close();
  }
}
