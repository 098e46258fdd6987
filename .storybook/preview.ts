import '@elicit-kit/react/styles.css';

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
