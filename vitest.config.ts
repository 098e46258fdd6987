import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.mjs';

// One root config; each package is a Vitest project, so `pnpm test` runs everything:
// core in Node, React components in jsdom with Testing Library, every Storybook story
// (render + play + axe) and the *.browser.test.tsx files in Debian's Chromium.
const chromium = playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

export default defineConfig({
  test: {
    reporters: ['default', './.ci/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['packages/core/src/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'mcp',
          environment: 'node',
          // *.tsx: the whole stack (real server → SDK client → binding → queue → ElicitationHost), in jsdom per file.
          include: ['packages/mcp/src/**/*.test.{ts,tsx}', 'packages/mcp/conformance/**/*.test.ts'],
          // Integration tests start real MCP servers and conformance runs on loopback.
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
        plugins: [react()],
        test: {
          name: 'react',
          environment: 'jsdom',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          exclude: ['packages/react/src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'browser',
          include: ['packages/react/src/**/*.browser.test.{ts,tsx}'],
          browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' }] },
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' }] },
        },
      },
    ],
  },
});
