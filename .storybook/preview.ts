import '@elicit-kit/react/styles.css';
import { configure } from 'storybook/test';

// Play functions' `findBy…`/`waitFor` wait up to 10 s (Testing Library's default is 1 s): the story tests run in
// Chromium on a loaded 2-core machine in CI; a wait that is never satisfied still fails. The same budget as the
// suite's (packages/test-support/src/wait-budget.mjs), written out because Storybook's own build reads this file.
configure({ asyncUtilTimeout: 10_000 });

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
