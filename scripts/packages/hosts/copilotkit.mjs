// @ts-check
// The CopilotKit host, run for real: `@copilotkit/react-core` (v2) from npm in a scratch app outside the
// workspace, connected to the example AG-UI agent (apps/ag-ui/server) with `selfManagedAgents` (no CopilotKit
// runtime), `useInterrupt` rendering each interrupt with Elicit Kit's `<Elicitation>` (the page:
// ./copilotkit/App.tsx). Chromium answers one form and declines one through CopilotKit's resume; the demo MCP
// server's answer log is the witness. The kit comes from the workspace sources (a Vite alias), CopilotKit and
// React from npm. Run on demand: `node scripts/packages/hosts/copilotkit.mjs` (keeps the scratch app in
// CK_DIR when set, so a second run skips the install; MCP_PROTOCOL=2025-11-25 for an agent on that era).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';
import { run } from '../run.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const page = fileURLToPath(new URL('./copilotkit/', import.meta.url));
/** What the scratch app installs from npm (exact versions: the ones this check was written against). */
export const COPILOTKIT_PACKAGES = ['@copilotkit/react-core@1.74.0', 'react@19.3.1', 'react-dom@19.3.1', 'vite@8.3.8', '@vitejs/plugin-react@6.3.0'];

/**
 * A child process (tsx, from apps/ag-ui) that prints `pattern` once ready; resolves with its match.
 * @param {string[]} args @param {NodeJS.ProcessEnv} env @param {RegExp} pattern
 */
function startChild(args, env, pattern) {
  const tsx = join(repo, 'apps/ag-ui/node_modules/tsx/dist/cli.mjs');
  const child = spawn(process.execPath, [tsx, ...args], { cwd: join(repo, 'apps/ag-ui'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  /** @type {Promise<RegExpExecArray>} */
  const ready = new Promise((resolve, reject) => {
    const onData = (/** @type {Buffer} */ data) => {
      output += data;
      const match = pattern.exec(output);
      if (match) resolve(match);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
  return { ready, stop: () => void child.kill('SIGTERM') };
}

/**
 * @param {string} parent where the scratch app goes (unless CK_DIR is set)
 * @param {NodeJS.ProcessEnv} npmEnv @param {(line: string) => void} log
 */
export async function checkCopilotKitHost(parent, npmEnv, log) {
  const dir = process.env.CK_DIR ?? mkdtempSync(join(parent, 'copilotkit-host-'));
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'node_modules/@copilotkit/react-core'))) {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'copilotkit-host', private: true, type: 'module' }, null, 2));
    const started = Date.now();
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--save-exact', ...COPILOTKIT_PACKAGES], { cwd: dir, env: npmEnv });
    log(`npm install (${COPILOTKIT_PACKAGES.join(', ')}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const file of ['App.tsx', 'main.tsx', 'index.html']) copyFileSync(join(page, file), join(dir, file));

  const demo = startChild(
    [join(repo, 'apps/demo-server/src/main.ts')],
    { DEMO_SERVER_PORT: '0', DEMO_SIGNIN_PORT: '0' },
    /demo MCP server: (http:\/\/\S+\/mcp)/,
  );
  const stops = [demo.stop];
  /** @type {import('vite').ViteDevServer | undefined} */
  let vite;
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  try {
    const mcpUrl = (await demo.ready)[1] ?? '';
    // MCP_PROTOCOL=2025-11-25 runs it against an agent that holds the MCP call open between the runs.
    const agent = startChild(
      ['server/main.ts'],
      { DEMO_SERVER_URL: mcpUrl, AGENT_PORT: '0', MCP_PROTOCOL: process.env.MCP_PROTOCOL ?? 'auto' },
      /agent server: (http:\/\/\S+)/,
    );
    stops.push(agent.stop);
    const agentUrl = (await agent.ready)[1] ?? '';
    /** @type {typeof import('vite')} */
    const { createServer } = await import(pathToFileURL(join(dir, 'node_modules/vite/dist/node/index.js')).href);
    const { default: react } = await import(pathToFileURL(join(dir, 'node_modules/@vitejs/plugin-react/dist/index.js')).href);
    vite = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      resolve: {
        // The kit from the workspace's sources; one React (the scratch app's) for CopilotKit and the kit.
        alias: [
          { find: /^@elicit-kit\/react\/styles\.css$/, replacement: join(repo, 'packages/react/src/styles.css') },
          { find: /^@elicit-kit\/react$/, replacement: join(repo, 'packages/react/src/index.ts') },
          { find: /^react$/, replacement: join(dir, 'node_modules/react') },
          { find: /^react-dom$/, replacement: join(dir, 'node_modules/react-dom') },
          { find: /^react\/(.*)$/, replacement: join(dir, 'node_modules/react/$1') },
          { find: /^react-dom\/(.*)$/, replacement: join(dir, 'node_modules/react-dom/$1') },
        ],
      },
      server: { host: '127.0.0.1', port: 0, proxy: { '/api': { target: agentUrl, changeOrigin: true } }, fs: { allow: [dir, repo] } },
    });
    await vite.listen();
    const address = vite.httpServer?.address();
    assert.ok(address && typeof address === 'object');
    const url = `http://127.0.0.1:${address.port}/`;

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const tab = await browser.newPage();
    const problems = /** @type {string[]} */ ([]);
    tab.on('pageerror', (error) => problems.push(error.message));
    // The first load pre-bundles CopilotKit's dependency tree (Vite's optimizeDeps): minutes on a loaded machine.
    await tab.goto(url, { timeout: 300_000, waitUntil: 'domcontentloaded' });
    await tab.getByRole('heading', { name: 'CopilotKit host' }).waitFor({ timeout: 120_000 });
    const conversation = tab.getByRole('list', { name: 'Conversation' });
    const replied = (/** @type {string} */ text) => conversation.getByText(text, { exact: false }).waitFor({ timeout: 60_000 });

    await tab.getByRole('button', { name: 'Book a flight' }).click();
    const form = tab.locator('form').first();
    await form.waitFor({ timeout: 60_000 });
    await form.getByLabel('To', { exact: false }).first().fill('Lisbon');
    await form.getByLabel('Departure date', { exact: false }).fill('2026-12-20');
    await form.getByRole('button', { name: 'Submit' }).click();
    await replied('book_flight: booked');
    log('CopilotKit useInterrupt → the kit form → resolve(content): booked');

    await tab.getByRole('button', { name: 'Book a flight' }).click();
    await tab.locator('form').first().getByRole('button', { name: 'Decline' }).waitFor({ timeout: 60_000 });
    await tab.locator('form').first().getByRole('button', { name: 'Decline' }).click();
    await replied('book_flight: declined');
    log('CopilotKit useInterrupt → Decline → resolve({ "elicit-kit": "decline" }): declined');

    const answers = /** @type {Array<{ action: string }>} */ (await (await fetch(mcpUrl.replace(/\/mcp$/, '/demo/answers'))).json());
    assert.deepEqual(
      answers.map((answer) => answer.action),
      ['accept', 'decline'],
    );
    assert.deepEqual(problems, []);
    log('the demo MCP server received accept, then decline: ok');
  } finally {
    await browser?.close();
    await vite?.close();
    for (const stop of stops.reverse()) stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await checkCopilotKitHost(tmpdir(), process.env, (line) => console.log(line));
  console.log(`CopilotKit host: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
