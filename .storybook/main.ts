// Storybook for the React components (arrives with @elicit-kit/react). Stories live
// beside their component; every story also runs as a test (render + axe) in Chromium.
const config = {
  framework: '@storybook/react-vite',
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};

export default config;
