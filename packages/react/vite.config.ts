import { copyFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineStylesheet } from './scripts/stylesheet.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Inlines `src/styles.css` and its `@import url(...) layer(components.elicit-kit)` partials into one
 * `dist/styles.css` wrapped in the `components.elicit-kit` cascade layer, so a consumer loads one file
 * and host styles (unlayered) always win; copies the themes (`src/themes/*.css`) beside it.
 */
function stylesheet(): Plugin {
  return {
    name: 'elicit-kit-stylesheet',
    apply: 'build',
    closeBundle() {
      mkdirSync(resolve(here, 'dist'), { recursive: true });
      writeFileSync(resolve(here, 'dist/styles.css'), inlineStylesheet(resolve(here, 'src/styles.css')));
      // The themes have no imports: shipped as written.
      mkdirSync(resolve(here, 'dist/themes'), { recursive: true });
      copyFileSync(resolve(here, 'src/themes/shadcn.css'), resolve(here, 'dist/themes/shadcn.css'));
    },
  };
}

/**
 * Vite empties `dist` (so no chunk of an earlier build, with an old hash, lingers and gets
 * published), which also deletes the declarations `tsc -b` wrote there; tsc's build info would
 * still call them up to date and skip them. Forgetting it makes the `tsc -b` after this build
 * emit them again.
 */
function forgetDeclarationBuild(): Plugin {
  return {
    name: 'elicit-kit-forget-declaration-build',
    apply: 'build',
    buildStart() {
      rmSync(resolve(here, 'tsconfig.build.tsbuildinfo'), { force: true });
    },
  };
}

// Library JS: ESM entries (the root and each subpath); React, react-hook-form, Radix and core stay external
// (declared dependencies), so the consumer's bundler dedupes and tree-shakes them.
export default defineConfig({
  plugins: [react(), stylesheet(), forgetDeclarationBuild()],
  build: {
    lib: {
      // One entry per subpath of the exports map.
      entry: {
        index: resolve(here, 'src/index.ts'),
        messages: resolve(here, 'src/entries/messages.ts'),
        fields: resolve(here, 'src/entries/fields.ts'),
        primitives: resolve(here, 'src/entries/primitives.ts'),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: {
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      // Every chunk holds components or hooks and is reached only from the entry, so each one
      // starts with the directive: React Server Components bundlers (Next.js App Router) then
      // treat the package as client code when a server component imports it. Rollup drops
      // module-level directives from sources, so it is added to the output here.
      // One file per source module (preserveModules): a host's bundler then splits what the kit
      // loads on demand (the host's form and URL consent, host/lazyParts.tsx) from what its page
      // imports, as it does with the sources. Rolled into shared chunks, a module both exported
      // from the root and imported on demand landed in the root's chunk, loaded up front.
      output: { banner: '"use client";', preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
});
