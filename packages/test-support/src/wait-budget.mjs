// How long a test may wait for something that is going to happen: a budget for a loaded 2-core machine (CI
// runs the whole suite on one), not an assertion. A wait that is never satisfied still fails, only later.
// Used by vitest.config.ts (browser, Storybook and integration projects), vitest.setup.ts, .storybook/preview.ts and
// integration/src/support/stack-host.tsx.

/** Testing Library's `findBy…`/`waitFor` and Vitest's `expect.poll`/`expect.element` budget, in ms. */
export const WAIT_BUDGET_MS = 10_000;

/** A browser test's budget (Vitest's browser default is 15 s; a keyboard walk through 14 fields under load is more). */
export const BROWSER_TEST_TIMEOUT_MS = 60_000;
