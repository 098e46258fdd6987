import '../packages/react/src/styles.css';

// Accessibility violations fail story tests instead of only showing in the panel.
const preview = {
  parameters: {
    a11y: { test: 'error' },
  },
};

export default preview;
