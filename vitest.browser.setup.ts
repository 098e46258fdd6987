// Setup for the Chromium project (*.browser.test.tsx): Testing Library's `findBy…`/`waitFor` wait within the
// suite's shared budget (packages/test-support/src/wait-budget.mjs), not its 1 s default.
import { configure } from '@testing-library/react';
import { WAIT_BUDGET_MS } from '@elicit-kit/test-support/wait-budget';

configure({ asyncUtilTimeout: WAIT_BUDGET_MS });
