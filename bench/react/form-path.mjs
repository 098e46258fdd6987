// @ts-check
// The form path's bytes, as an app's bundler ships them: ElicitationForm from the public root +
// a fixture + createRoot().render(), built like bench/react/run.mjs's size entries (esbuild
// --bundle --minify, browser ESM, code splitting, NODE_ENV=production, React external,
// react-hook-form included). Shared by form-size.mjs (prints it) and form-path.test.ts (the
// budget that fails `pnpm test:all`).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REACT_EXTERNAL, browserBuildOptions, splitBuild } from '../lib/split-build.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = join(root, 'bench/react');

/** The budget of the form path's first download (React external, react-hook-form included), gzip bytes: issue 17's goal. */
export const FORM_PATH_BUDGET_GZIP = 25_000;

/**
 * What form-path.test.ts enforces until the budget is met: the measured first download with
 * ~0.7 kB of headroom, so a regression fails and a growth is a deliberate change of this number.
 * Lower it as the form path shrinks. Raised from 39,700 when it measured 42,333 B gzip (from
 * 38,633): Radix's Slot replaced the kit's own (one Slot), getters merge the caller's props
 * (mergeProps), pattern errors are put into words (describePattern), the tick's missing-line and
 * the short stdio name in the kit's sentences. Raised from 43,000 when it measured 43,169 B gzip
 * (from 42,333): the form's state became a control with a reducer (issue 27), which costs
 * bytes a single hook did not. Raised from 43,900 to 55,600 when it measured 54,852 B gzip: esbuild's
 * code splitting put the URL consent, which the form never uses, in the first download. Lowered
 * to 44,450 when it measured 43,590 B gzip: the build leaves out what the `import()`s of
 * tree-shaken modules load, as Rollup does (deadDynamicImports in bench/lib/split-build.mjs;
 * esbuild itself still ships 55,967 B, which `node bench/react/form-size.mjs` prints last).
 */
export const FORM_PATH_LIMIT_GZIP = 44_450;

/**
 * Inputs that must never be in the form's first download: the public-suffix list, URL
 * inspection (core/url, punycode) and the secret-field lexicon (core/sensitive), which load on
 * demand; the URL consent and Radix Dialog, which a form does not use.
 */
export const NOT_IN_FORM_PATH = [
  { what: 'the public-suffix list (core/url/suffix-data)', test: (/** @type {string} */ path) => path.startsWith('packages/core/src/url/suffix-') },
  { what: 'punycode (URL inspection)', test: (/** @type {string} */ path) => /node_modules\/punycode\//.test(path) },
  { what: 'URL inspection (core/url)', test: (/** @type {string} */ path) => path.startsWith('packages/core/src/url/') },
  { what: 'the secret-field lexicon (core/sensitive)', test: (/** @type {string} */ path) => path.startsWith('packages/core/src/sensitive/') },
  { what: 'the URL consent (react/url-consent)', test: (/** @type {string} */ path) => path.startsWith('packages/react/src/url-consent/') },
  { what: 'Radix Dialog', test: (/** @type {string} */ path) => /node_modules\/@radix-ui\/react-dialog\//.test(path) },
];

const render = (/** @type {string} */ element) => `createRoot(document.getElementById('root')).render(${element});\n`;

/**
 * Entries: the bench's 10-field fixture (default), a one-field form, a headless form (`useElicitationForm`
 * with a one-field schema and no component: the floor any UI on the hook pays), or the bench's kit adapter.
 */
export const FORM_PATH_ENTRIES = {
  fixture:
    `import { createRoot } from 'react-dom/client';\nimport schema from './fixtures/schema10.json';\nimport { ElicitationForm } from '@elicit-kit/react';\n` +
    render(
      `<ElicitationForm params={{ mode: 'form', message: 'Benchmark', requestedSchema: schema }} server={{ name: 'bench' }} onRespond={(r) => console.log(r)} />`,
    ),
  tiny:
    `import { createRoot } from 'react-dom/client';\nimport { ElicitationForm } from '@elicit-kit/react';\n` +
    render(
      `<ElicitationForm params={{ message: 'Hi', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } }} server={{ name: 'bench' }} onRespond={(r) => console.log(r)} />`,
    ),
  headless:
    `import { createRoot } from 'react-dom/client';\nimport { useElicitationForm } from '@elicit-kit/react';\n` +
    `function Headless() {\n  const form = useElicitationForm({ message: 'Hi', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } }, { onRespond: (r) => console.log(r) });\n` +
    `  return <form {...form.getFormProps()}><button {...form.getSubmitButtonProps()}>Submit</button></form>;\n}\n` +
    render(`<Headless />`),
  peer:
    `import { createRoot } from 'react-dom/client';\nimport schema from './fixtures/schema10.json';\nimport { peer } from './peers/kit.tsx';\nconst { Form } = peer;\n` +
    render(`<Form schema={schema} onSubmit={(v) => console.log(v)} />`),
};

/**
 * Builds an entry (a key of {@link FORM_PATH_ENTRIES}, or JSX source resolved from bench/react)
 * and returns its initial and on-demand chunk stats (bench/lib/split-build.mjs). `asIs`: with
 * esbuild's own splitting, where the `import()`s of tree-shaken modules are entry points too.
 * @param {string} entry
 * @param {{ asIs?: boolean }} [options]
 */
export function buildFormPath(entry = 'fixture', { asIs = false } = {}) {
  const contents = entry in FORM_PATH_ENTRIES ? FORM_PATH_ENTRIES[/** @type {keyof typeof FORM_PATH_ENTRIES} */ (entry)] : entry;
  return splitBuild({
    base: browserBuildOptions(root),
    id: 'form-path',
    contents,
    resolveDir: here,
    outdir: join(here, '.out', 'form-path'),
    external: REACT_EXTERNAL,
    asIs,
  });
}

/**
 * What is wrong with a build's first download: over `limit`, or carrying an input that must
 * load on demand. Empty when the form path is within it.
 * @param {Awaited<ReturnType<typeof buildFormPath>>['initial']} initial
 * @param {number} [limit]
 */
export function formPathProblems(initial, limit = FORM_PATH_LIMIT_GZIP) {
  const problems = [];
  if (initial.gzip > limit) problems.push(`first download ${initial.gzip} B gzip, over the limit of ${limit} B`);
  if (initial.psl) problems.push('first download carries public-suffix data');
  for (const { what, test } of NOT_IN_FORM_PATH) {
    const found = Object.entries(initial.metaInputs).filter(([path, { bytesInOutput }]) => bytesInOutput > 0 && test(path));
    if (found.length > 0)
      problems.push(`first download carries ${what}: ${found.map(([path, { bytesInOutput }]) => `${path} (${bytesInOutput} B)`).join(', ')}`);
  }
  return problems;
}
