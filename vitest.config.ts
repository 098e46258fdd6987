import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';
import { BROWSER_TEST_TIMEOUT_MS, WAIT_BUDGET_MS } from '@elicit-kit/test-support/wait-budget';

// One root config; each package is a Vitest project, so `pnpm test` runs everything:
// core in Node, React components in jsdom with Testing Library, every Storybook story
// (render + play + axe) and the *.browser.test.tsx files in Debian's Chromium.
const chromium = playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

// The browser and Storybook projects wait for what is going to happen within one shared budget
// (packages/test-support/src/wait-budget.mjs), not Vitest's defaults (15 s a test, 1 s a poll), which a loaded
// 2-core machine outruns: a wait that is never satisfied still fails. A fresh object per project: Vitest names
// each browser instance in place, so two projects sharing one `instances` array would get the same name.
const inChromium = () => ({
  browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' as const }] },
  testTimeout: BROWSER_TEST_TIMEOUT_MS,
  hookTimeout: BROWSER_TEST_TIMEOUT_MS,
  expect: { poll: { timeout: WAIT_BUDGET_MS } },
});

// The React component tests, run once on the workspace's React 19 and once on React 18.3.
const reactTests = {
  environment: 'jsdom',
  include: ['packages/react/src/**/*.test.{ts,tsx}'],
  exclude: ['packages/react/src/**/*.browser.test.{ts,tsx}'],
  setupFiles: ['./vitest.setup.ts', './packages/react/src/test-support/preloadSecretCheck.ts'],
  // What some tests do is genuinely slow in jsdom (axe-core over a whole form, a host with 200 cards, one
  // real Chromium for the network test): seconds each on a loaded 2-core machine. No test asserts time.
  testTimeout: 30_000,
  hookTimeout: 30_000,
} as const;

// React 18.3: every module that imports React goes to compat/react-18's copies, which pnpm
// installed against React 18. Aliasing only `react` would not do: node_modules are externalized,
// and an externalized react-dom or Radix resolves `require('react')` from its own folder (19),
// giving two Reacts ("Invalid hook call"). Exact-match regexes, so `react` does not catch `react-dom`.
const react18 = (specifier: string) => fileURLToPath(new URL(`./compat/react-18/node_modules/${specifier}`, import.meta.url));
const react18Aliases = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react-dom/test-utils',
  '@testing-library/react',
  'react-hook-form',
  '@radix-ui/react-dialog',
  '@radix-ui/react-slot',
].map((specifier) => ({ find: new RegExp(`^${specifier.replace(/[/.]/g, '\\$&')}$`), replacement: react18(specifier) }));

export default defineConfig({
  test: {
    reporters: ['default', './.ci/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['packages/core/src/**/*.test.ts'],
          // Its property tests are long by design (hundreds of generated schemas, each checked against ajv):
          // seconds each on a loaded 2-core machine. No test asserts time.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'mcp',
          environment: 'node',
          include: ['packages/mcp/src/**/*.test.ts', 'packages/mcp/conformance/**/*.test.ts'],
          // Integration tests start real MCP servers and conformance runs on loopback.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          // Across packages (integration/): the whole stack (real server → SDK client → mcp's binding →
          // core's queue → react's ElicitationHost), in jsdom per file, so mcp's own project stays headless.
          name: 'integration',
          environment: 'node',
          include: ['integration/src/**/*.test.{ts,tsx}'],
          exclude: ['integration/src/faults/**', 'integration/src/**/*.node22.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // `expect.poll` waits on real servers: the shared budget, not Vitest's 1 s.
          expect: { poll: { timeout: WAIT_BUDGET_MS } },
        },
      },
      {
        test: {
          // Faults (integration/src/faults): real server processes and redis-server behind a real TCP proxy
          // that cuts, stalls and resets; servers killed mid-answer; a short soak that checks handles return.
          name: 'faults',
          environment: 'node',
          include: ['integration/src/faults/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // Recipes whose framework needs Node >= 22 (@mastra/mcp 2): only under Node 22+, which is
      // how `pnpm test:node22` (scripts/node22.mjs) runs them; `pnpm test` on Node 20 skips the project.
      ...(Number(process.versions.node.split('.')[0]) >= 22
        ? [
            {
              test: { name: 'recipes-node22', environment: 'node', include: ['integration/src/**/*.node22.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
            },
          ]
        : []),
      {
        plugins: [react()],
        test: {
          // The AI SDK bridge: server, channels (a real redis-server per file) and answer route in Node;
          // the browser side in jsdom (files that say `@vitest-environment jsdom`).
          name: 'ai-sdk',
          environment: 'node',
          include: ['packages/ai-sdk/src/**/*.test.{ts,tsx}'],
          // Two soak tests make 10,000 real round trips each (one through redis-server): tens of seconds
          // on a loaded 2-core machine. No test asserts time.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          // AG-UI interrupts: the agent side against the real demo MCP server in Node; the browser side in jsdom
          // (files that say `@vitest-environment jsdom`).
          name: 'ag-ui',
          environment: 'node',
          include: ['packages/ag-ui/src/**/*.test.{ts,tsx}'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The example AG-UI agent (apps/ag-ui/server) over HTTP with @ag-ui/client's HttpAgent, against the real
          // demo MCP server.
          name: 'ag-ui-example',
          environment: 'node',
          include: ['apps/ag-ui/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The repository's own scripts and rules (references stay inside it, finding a browser, the form path's byte budget),
          // and the node:http adapter its servers share (packages/node-http).
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'packages/{test-support,node-http}/src/**/*.test.ts', 'packages/*/scripts/**/*.test.ts', 'bench/react/*.test.ts'],
        },
      },
      {
        test: {
          // Real MCP server frameworks from npm (fastmcp, mcp-use, tmcp, the v1 and v2 SDK servers),
          // in process on loopback, answered through @elicit-kit/mcp.
          name: 'interop',
          environment: 'node',
          include: ['interop/{src,test-support}/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'demo-server',
          environment: 'node',
          include: ['apps/demo-server/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The playground's own logic (stored preferences, reading tool results) and its arguments panel in jsdom;
          // the whole UI is the e2e project's.
          name: 'playground',
          environment: 'jsdom',
          include: ['apps/playground/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          // The playground's local side (apps/playground/server): its refusals, forwarding to real
          // HTTP servers (the demo server, server-everything) and bridging real stdio servers.
          name: 'playground-server',
          environment: 'node',
          include: ['apps/playground/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The playground and the demo server, started as `pnpm dev` starts them, driven in
          // Debian's Chromium with playwright-core (one file at a time: each starts its own stack).
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The example chat's server (apps/chat/server): config, the scripted model, and the chat
          // server against a real demo MCP server and the real bridge.
          name: 'chat',
          environment: 'node',
          include: ['apps/chat/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The example chat (apps/chat): `pnpm chat`'s stack (demo server, chat server, Vite) and,
          // for the two-instance file, two chat servers behind a round-robin proxy with a real
          // redis-server, driven in Debian's Chromium. Runs after every other project (groupOrder),
          // one file at a time, so its stacks never compete with the other browser tests for the CPU.
          name: 'chat-e2e',
          environment: 'node',
          include: ['apps/chat/e2e/**/*.e2e.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The AG-UI example (apps/ag-ui): demo server, agent server and Vite in the test's process, driven in
          // Debian's Chromium. One file, after every other project (groupOrder), like chat-e2e.
          name: 'ag-ui-e2e',
          environment: 'node',
          include: ['apps/ag-ui/e2e/**/*.e2e.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: { name: 'react', ...reactTests, provide: { reactMajor: 19 } },
      },
      {
        // The browser and storybook projects stay on React 19.
        plugins: [react()],
        resolve: { alias: react18Aliases },
        test: { name: 'react-18', ...reactTests, provide: { reactMajor: 18 } },
      },
      {
        plugins: [react()],
        test: {
          name: 'browser',
          include: ['packages/react/src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./vitest.browser.setup.ts'],
          ...inChromium(),
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          ...inChromium(),
        },
      },
    ],
  },
});
