// @ts-check
// `pnpm lint`: ESLint over the workspace (part of `pnpm test:all`).
// - The published packages' sources: typescript-eslint's strict type-checked rules.
// - Everything else (tests, stories, apps, scripts): typescript-eslint's recommended rules.
// - React code: the Rules of Hooks and exhaustive deps, and jsx-a11y's recommended rules.
// - Boundaries: no relative import leaves its workspace package (packages import each other by name),
//   core imports neither React nor any MCP SDK, mcp's own code does not import React, and no app's
//   production code imports another app.
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
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        additionalProperties: false,
      },
    ],
    messages: {
      crosses: "'{{source}}' leaves {{from}} for {{to}}: import it by package name (add the dependency), or move what both need into a package they share.",
    },
  },
  create(context) {
    const from = packageRoot(context.filename);
    const options = /** @type {{ allow?: Record<string, string[]> }} */ (context.options[0] ?? {});
    const allowed = options.allow?.[relative(repo, context.filename).split(sep).join('/')] ?? [];
    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source);
      const to = target.startsWith(repo + sep) ? packageRoot(target) : dirname(target);
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

/**
 * Relative imports that cross a package boundary, by the file that has one (and where it may
 * reach). Empty: every package imports another by name (issue 17); an entry needs a reason here.
 */
const crossingsStillAllowed = {};

/** Imports that turn core into something other than a framework-free protocol library. */
const notInCore = [
  'react',
  'react-dom',
  'react-hook-form',
  '@radix-ui/*',
  '@modelcontextprotocol/*',
  '@ai-sdk/*',
  '@elicit-kit/react',
  '@elicit-kit/mcp',
  '@elicit-kit/ai-sdk',
];
const restricted = (/** @type {string[]} */ groups, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups.flatMap((g) => [g, `${g}/*`]), message }] }],
});

/** The apps, by package name: each runs on its own, so one's production code never imports another. */
const APPS = ['@elicit-kit/demo-server', '@elicit-kit/chat', '@elicit-kit/playground', '@elicit-kit/ag-ui-example'];

const PUBLISHED_SOURCES = ['packages/{core,react,mcp,ai-sdk}/src/**/*.{ts,tsx}'];
const TESTS_AND_STORIES = ['**/*.test.{ts,tsx}', '**/*.suite.{ts,tsx}', '**/*.stories.tsx', '**/test-support/**', '**/test-support.ts', '**/test-render.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/*.generated.*',
      '**/coverage/**',
      '**/results/**',
      '**/__screenshots__/**',
      '**/.vitest-attachments/**',
      '.tools/**',
      'e2e/artifacts/**',
      '**/.api-out/**',
      'compat/react-18/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // A disable comment that no longer silences anything goes (it would hide the next real finding).
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { kit },
    rules: {
      'kit/no-relative-across-packages': ['error', { allow: crossingsStillAllowed }],
      // Control characters in a pattern are what the URL and text checks look for.
      'no-control-regex': 'off',
      // A named interface for one variant of a union (`interface BooleanField extends FieldBase<…> {}`) reads
      // better in hovers, docs and the API report than a bare alias.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `_`-prefixed parameters say "unused on purpose" (callbacks whose signature is given).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { ignores: ['**/*.cjs'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    // CommonJS on purpose: preloaded with `node -r` into servers, or run as a bare child process (Node only).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.jsx', 'packages/react/src/**/*.ts', 'packages/ai-sdk/src/react/**/*.ts', 'apps/{playground,chat}/src/**/*.ts'],
    // mcp is headless, and the stack tests' `use…` helpers (useSdkServer, useSdkStack,
    // useEverything) are Vitest fixtures that register hooks at the top level, not React hooks.
    ignores: ['packages/mcp/**', 'integration/src/*.stack.test.tsx'],
    plugins: { 'react-hooks': reactHooks },
    // The two Rules of Hooks. The plugin's React Compiler rules (refs, use-memo, …) assume the
    // compiler, which the kit does not use: it reads refs in render on purpose (react-hook-form's
    // uncontrolled inputs, the latest-callback refs that keep re-renders down).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.tsx', '**/*.jsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    rules: {
      // A scrolling region (a long URL, a JSON block) takes focus so a keyboard user can scroll it
      // (axe's scrollable-region-focusable); the plugin's own default allows tab panels.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
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
      // An async function without `await` still turns a throw into a rejection: implementations of a
      // Promise-returning interface (answer channels) stay async so they never throw synchronously.
      '@typescript-eslint/require-await': 'off',
      // `this: void` marks a store's methods as bound, safe to pass detached (`useSyncExternalStore(q.subscribe, …)`).
      '@typescript-eslint/no-invalid-void-type': ['error', { allowAsThisParameter: true }],
    },
  },
  { files: ['packages/core/**/*.{ts,tsx,mjs}'], rules: restricted(notInCore, 'core is framework-free: no React, no MCP SDK, no other kit package.') },
  {
    // Tests and end-to-end stacks may start another app (the demo server); what ships with an app may not.
    files: ['apps/*/{src,server}/**/*.{ts,tsx,mjs}'],
    ignores: TESTS_AND_STORIES,
    rules: restricted(APPS, "An app's production code imports no other app: what two apps share lives in a package (@elicit-kit/node-http)."),
  },
  {
    files: ['packages/mcp/**/*.{ts,tsx,mjs}'],
    rules: restricted(['react', 'react-dom', '@testing-library/react', '@elicit-kit/react'], 'mcp is headless: it does not import React.'),
  },
);
