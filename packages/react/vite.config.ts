import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineStylesheet } from './scripts/stylesheet.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Inlines `src/styles.css` and its `@import url(...) layer(elicit-kit)` partials into one
 * `dist/styles.css` wrapped in the `elicit-kit` cascade layer, so a consumer loads one file
 * and host styles (unlayered) always win.
 */
function stylesheet(): Plugin {
  return {
    name: 'elicit-kit-stylesheet',
    apply: 'build',
    closeBundle() {
      mkdirSync(resolve(here, 'dist'), { recursive: true });
      writeFileSync(resolve(here, 'dist/styles.css'), inlineStylesheet(resolve(here, 'src/styles.css')));
    },
  };
}

// Library JS: one ESM entry; React, react-hook-form, Radix and core stay external
// (declared dependencies), so the consumer's bundler dedupes and tree-shakes them.
export default defineConfig({
  plugins: [react(), stylesheet()],
  build: {
    lib: { entry: resolve(here, 'src/index.ts'), formats: ['es'], fileName: 'index' },
    sourcemap: true,
    emptyOutDir: false,
    rollupOptions: {
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    },
  },
});
