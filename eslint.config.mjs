// @ts-check
// `pnpm lint`: ESLint over the workspace (part of `pnpm test:all`).
// - The published packages' sources: typescript-eslint's strict type-checked rules.
// - Everything else (tests, stories, apps, scripts): typescript-eslint's recommended rules.
// - React code: the Rules of Hooks and exhaustive deps, and jsx-a11y's recommended rules.
// - Boundaries: no relative import leaves its workspace package (packages import each other by name),
//   core imports neither React nor any MCP SDK, and mcp's own code does not import React.
import { dirname, relative, resolve, sep } from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repo = dirname(fileURLToPath(import.meta.url));

/** The workspace package a file belongs to: the nearest folder with a package.json (the repo root at last). */
function packageRoot(/** @type {string} */ file) {
  for (let dir = dirname(file); dir.startsWith(repo) && dir !== repo; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'package.json'))) return dir;
  }
  return repo;
}

/** @type {import('eslint').Rule.RuleModule} */
const noRelativeAcrossPackages = {
  meta: {
    type: 'problem',
    docs: { description: 'A relative import stays inside its workspace package; other packages are imported by name.' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      crosses:
        "'{{source}}' leaves {{from}} for {{to}}: import it by package name (add the dependency), or move what both need into a package they share.",
    },
  },
  create(context) {
    const from = packageRoot(context.filename);
    const allowed = /** @type {{ allow?: string[] }} */ (context.options[0] ?? {}).allow ?? [];
    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source);
      const to = packageRoot(target);
      const outside = to !== from || relative(from, target).startsWith(`..${sep}`);
      if (!outside) return;
      const path = relative(repo, target).split(sep).join('/');
      if (allowed.some((prefix) => path.startsWith(prefix))) return;
      context.report({
        node,
        messageId: 'crosses',
        data: { source, from: relative(repo, from) || 'the repository root', to: relative(repo, to) || 'the repository root' },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const kit = { rules: { 'no-relative-across-packages': noRelativeAcrossPackages } };

/** Imports that turn core into something other than a framework-free protocol library. */
const notInCore = ['react', 'react-dom', 'react-hook-form', '@radix-ui/*', '@modelcontextprotocol/*', '@ai-sdk/*', '@elicit-kit/react', '@elicit-kit/mcp', '@elicit-kit/ai-sdk'];
const restricted = (/** @type {string[]} */ groups, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups.flatMap((g) => [g, `${g}/*`]), message }] }],
});

const PUBLISHED_SOURCES = ['packages/{core,react,mcp,ai-sdk}/src/**/*.{ts,tsx}'];
const TESTS_AND_STORIES = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/test-support/**', '**/test-support.ts', '**/test-render.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/*.generated.*',
      'e2e/artifacts/**',
      'bench/**/results/**',
      '**/.api-out/**',
      'compat/react-18/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { kit },
    rules: {
      'kit/no-relative-across-packages': [
        'error',
        {
          // Shared test code that tests, apps and benchmarks reach today, until it moves into the private
          // test-support package (issue 17): SDK servers and clients, the Chromium launcher, the e2e
          // harness, the demo server started in process, the dev-stack runner, fixtures. Published
          // sources never import any of it (they are checked without this list below).
          allow: [
            'packages/core/src/test-support/',
            'packages/mcp/test-support/',
            'packages/ai-sdk/test-support/',
            'e2e/',
            'scripts/dev/',
            'apps/demo-server/src/',
            'bench/lib/',
          ],
        },
      ],
      // Control characters in a pattern are what the URL and text checks look for.
      'no-control-regex': 'off',
      // A named interface for one variant of a union (`interface BooleanField extends FieldBase<…> {}`) reads
      // better in hovers, docs and the API report than a bare alias.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `_`-prefixed parameters say "unused on purpose" (callbacks whose signature is given).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.tsx', 'packages/react/src/**/*.ts', 'packages/ai-sdk/src/react/**/*.ts', 'apps/{playground,chat}/src/**/*.ts'],
    // mcp is headless: its stack tests' `use…` helpers are Vitest fixtures, not React hooks.
    ignores: ['packages/mcp/**'],
    plugins: { 'react-hooks': reactHooks },
    // The two Rules of Hooks. The plugin's React Compiler rules (refs, use-memo, …) assume the
    // compiler, which the kit does not use: it reads refs in render on purpose (react-hook-form's
    // uncontrolled inputs, the latest-callback refs that keep re-renders down).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: PUBLISHED_SOURCES,
    ignores: TESTS_AND_STORIES,
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: repo } },
    rules: {
      'kit/no-relative-across-packages': 'error',
      // Inputs are untrusted JSON: the types say what a well-formed value is, the code checks what
      // actually arrived (a "never null" property can be missing, a union can hold anything else).
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // noUncheckedIndexedAccess is on: `!` marks an index the code just bounded (a loop, a length check).
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers and booleans in messages read as themselves.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `() => void f()` and `onClick={() => setX(y)}` are the usual React shorthand.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  { files: ['packages/core/**/*.{ts,tsx,mjs}'], rules: restricted(notInCore, 'core is framework-free: no React, no MCP SDK, no other kit package.') },
  {
    files: ['packages/mcp/src/**/*.ts'],
    ignores: TESTS_AND_STORIES,
    rules: restricted(['react', 'react-dom', '@elicit-kit/react'], 'mcp is headless: it does not import React.'),
  },
);
