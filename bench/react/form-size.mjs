#!/usr/bin/env node
// @ts-check
// Size of the form bundle, by input: form-path.mjs's build (the bench's method: esbuild
// --bundle --minify, ESM, code splitting, NODE_ENV=production, React external,
// react-hook-form included), entry = ElicitationForm + the bench's 10-field fixture +
// createRoot().render(). Prints the initial chunk and the chunks loaded on demand, each with
// esbuild's metafile bytesInOutput per input, and what breaks the budget. Flags: --tiny (a
// one-field form instead of the fixture), --headless (useElicitationForm alone, no component), --peer (the bench's kit adapter as entry). TOP=n for more rows.
//   node bench/react/form-size.mjs
import { buildFormPath, FORM_PATH_BUDGET_GZIP, formPathProblems } from './form-path.mjs';

const flag = ['tiny', 'headless', 'peer'].find((name) => process.argv.includes(`--${name}`));
const entry = flag ?? 'fixture';
const { initial, lazy } = await buildFormPath(entry);
const top = Number(process.env.TOP ?? 40);
for (const [label, stats] of /** @type {const} */ ([
  ['initial', initial],
  ['on demand', lazy],
])) {
  console.log(`${label}: ${stats.chunks} chunk(s) ${stats.min} B min / ${stats.gzip} B gzip`);
  Object.entries(stats.metaInputs)
    .filter(([, v]) => v.bytesInOutput > 0)
    .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    .slice(0, top)
    .forEach(([k, v]) => console.log(`  ${String(v.bytesInOutput).padStart(7)}  ${k.replace(/^.*node_modules\//, 'nm/')}`));
}
console.log(`TOTAL gzip initial ${initial.gzip} + lazy ${lazy.gzip} = ${initial.gzip + lazy.gzip}`);
for (const problem of formPathProblems(initial)) console.log(`LIMIT (form-path.test.ts): ${problem}`);
if (initial.gzip > FORM_PATH_BUDGET_GZIP)
  console.log(`BUDGET: first download ${initial.gzip} B gzip, ${initial.gzip - FORM_PATH_BUDGET_GZIP} B over issue 17's ${FORM_PATH_BUDGET_GZIP} B`);
// What esbuild itself ships today, for comparison: the consent and the public-suffix shards that
// the `import()`s of tree-shaken modules drag in (bench/lib/split-build.mjs, deadDynamicImports).
const asIs = await buildFormPath(entry, { asIs: true });
console.log(
  `esbuild as is: initial ${asIs.initial.chunks} chunk(s) ${asIs.initial.gzip} B gzip, on demand ${asIs.lazy.gzip} B gzip` +
    (asIs.lazy.psl || asIs.initial.psl ? ' (with the public-suffix list)' : ''),
);
