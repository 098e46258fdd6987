import '../packages/react/src/styles.css';

// Accessibility violations fail story tests instead of only showing in the panel.
// Every component gets an autodocs page (its stories and a props table).
const preview = {
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
  },
};

export default preview;
