import { defineConfig } from 'vitest/config';

// One root config; each package is a Vitest project, so `pnpm test` runs everything.
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
    ],
  },
});
