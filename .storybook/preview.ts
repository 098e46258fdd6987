import '@elicit-kit/react/styles.css';
import { WAIT_BUDGET_MS } from '@elicit-kit/test-support/wait-budget';
import { configure } from 'storybook/test';

// Play functions' `findBy…`/`waitFor` wait within the suite's one budget (packages/test-support/src/wait-budget.mjs),
// not Testing Library's 1 s default: the story tests run in Chromium on a loaded 2-core machine in CI; a wait that is
// never satisfied still fails.
configure({ asyncUtilTimeout: WAIT_BUDGET_MS });

// Accessibility violations fail story tests instead of only showing in the panel.
// Every component gets an autodocs page (its stories and a props table).
// The guides first, then the page to try one's own request, then the components.
const preview = {
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    options: { storySort: { order: ['Docs', 'Try your own request', '*'] } },
  },
};

export default preview;
