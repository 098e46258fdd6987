// Shared setup for the jsdom projects: jest-dom matchers and Testing Library cleanup.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { WAIT_BUDGET_MS } from '@elicit-kit/test-support/wait-budget';
import { afterEach } from 'vitest';

// `findBy…`/`waitFor` wait within the suite's shared budget, not Testing Library's 1 s, which a loaded machine outruns.
configure({ asyncUtilTimeout: WAIT_BUDGET_MS });

afterEach(() => {
  cleanup();
});
