// Storybook for the React components. Stories live beside their component; every story
// also runs as a test (render + play + axe) in Debian's Chromium (vitest project "storybook").
// Docs: an autodocs page per component (props from TSDoc) and the MDX guides in docs/storybook.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../docs/storybook/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Storybook's own "get started" checklist (sidebar widget and menu page) is for people setting up
  // Storybook, not for people evaluating the kit.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      build: {
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          // Radix ships "use client" directives; harmless in a bundle, noisy in the log.
          onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
