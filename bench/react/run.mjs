#!/usr/bin/env node
// @ts-check
/**
 * `pnpm bench:react`: the React form benchmark of issue 3, by the method in
 * bench/README.md. The kit's ElicitationForm (K) side by side with
 * react-jsonschema-form (A), JSON Forms (B), the bare react-hook-form floor (C) and C with
 * React.memo (E), in one run, in headless Chromium, production React 19 builds, rounds
 * interleaved. A benchmark, not a test: it prints figures and writes bench/react/RESULTS.md;
 * goals are reported as pass/miss, never turned into an exit code.
 *
 * Flags:
 *   --quick        smoke test: one round, few samples; prints, never writes RESULTS.md
 *   --rounds=N     rounds (default 7)
 *   --peers=ABCEK  subset of peers
 *   --no-write     full run, print only
 *   --with-core    first run bench/core/run.mjs (same --quick / --no-write): what `pnpm bench` does
 *
 * Plain .mjs so it runs with nothing but Node; the pages are bundled by esbuild below.
 * What each figure means: bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { git as gitIn } from '../lib/bundle-inputs.mjs';
import { baseUrlOf, openPage, serve } from '../lib/browser.mjs';
import { REACT_EXTERNAL, br, browserBuildOptions, gz, splitBuild as splitBuildIn } from '../lib/split-build.mjs';
import { fmt, int, kB, sig, summarize } from '../lib/stats.mjs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = join(root, 'bench/react');
const kitSrc = join(root, 'packages/react/src');
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes('--quick');
const write = !quick && !process.argv.includes('--no-write');
const rounds = Number(arg('rounds') ?? (quick ? 1 : 7));

/** Peers, in report order. K is measured only once the kit exports ElicitationForm. */
const ALL_PEERS = [
  { id: 'A', name: 'rjsf', file: 'peers/rjsf.jsx' },
  { id: 'B', name: 'jsonforms', file: 'peers/jsonforms.jsx' },
  { id: 'C', name: 'rhf-floor', file: 'peers/rhf.jsx' },
  { id: 'E', name: 'rhf-floor+memo', file: 'peers/rhf-memo.jsx' },
  { id: 'K', name: 'elicit-kit', file: 'peers/kit.tsx' },
];
const kitIndex = existsSync(join(kitSrc, 'index.ts')) ? readFileSync(join(kitSrc, 'index.ts'), 'utf8') : '';
const kitReady = /\bElicitationForm\b/.test(kitIndex) && existsSync(join(kitSrc, 'form/ElicitationForm.tsx'));
const urlConsentReady = /\bUrlConsent\b/.test(kitIndex);
const wanted = arg('peers');
const PEERS = ALL_PEERS.filter((p) => (!wanted || wanted.includes(p.id)) && (p.id !== 'K' || kitReady));
const skipped = [];
if (!kitReady && (!wanted || wanted.includes('K'))) skipped.push('K (packages/react/src/index.ts does not export ElicitationForm yet)');

/** Samples per round (warm-up + timed), as in the first peer measurements; --quick cuts them down. */
const PLAN = quick
  ? { mount10: [2, 5], mount100: [1, 5], submit10: [1, 5], submit100: [1, 5], key: [1, 2, 10] }
  : { mount10: [10, 20], mount100: [5, 15], submit10: [5, 15], submit100: [3, 15], key: [2, 5, 15] };

// ---- builds ------------------------------------------------------------------------

// Peers and the kit load no stylesheet (all pages unstyled, like the anchors).
const common = browserBuildOptions(root, { metafile: true, write: false });

/** The page bundle of one peer: IIFE, React inside. keepNames so render counts can name components. */
async function buildPage(peer) {
  const result = await esbuild.build({
    ...common,
    stdin: {
      contents: `import { peer } from './${peer.file}';\nimport { install } from './page/harness.jsx';\ninstall(peer);\n`,
      resolveDir: here,
      sourcefile: `page-${peer.id}.jsx`,
      loader: 'jsx',
    },
    format: 'iife',
    keepNames: true,
    outfile: join(here, '.out', `page-${peer.id}.js`),
  });
  const text = result.outputFiles?.[0]?.text;
  if (text === undefined) throw new Error(`esbuild wrote no page-${peer.id}.js`);
  return text;
}

/** An entry built as an app's bundler would ship it: browser ESM, minified, code splitting on. */
const splitBuild = (id, contents, reactExternal) =>
  splitBuildIn({ base: common, id, contents, resolveDir: here, outdir: join(here, '.out', id), external: reactExternal ? REACT_EXTERNAL : [] });

/**
 * Size entry: the peer + the 10-field fixture + createRoot().render(). The figure is the initial
 * chunk plus what the form loads on demand (the kit loads core's secret-field lexicon with a
 * dynamic import on every mount); the on-demand part is also shown alone.
 */
async function sizeOf(id, contents, reactExternal) {
  const { initial, lazy } = await splitBuild(id, contents, reactExternal);
  return {
    min: initial.min + lazy.min,
    gzip: initial.gzip + lazy.gzip,
    brotli: initial.brotli + lazy.brotli,
    initial,
    lazy,
    inputs: initial.inputs,
    psl: initial.psl || lazy.psl,
    cssInputs: [...initial.cssInputs, ...lazy.cssInputs],
  };
}

const renderEntry = (peer) =>
  `import { createRoot } from 'react-dom/client';\nimport schema from './fixtures/schema10.json';\n` +
  (peer
    ? `import { peer } from './${peer.file}';\nconst { Form } = peer;\ncreateRoot(document.getElementById('root')).render(<Form schema={schema} onSubmit={(v) => console.log(v)} />);\n`
    : `createRoot(document.getElementById('root')).render(<pre>{JSON.stringify(schema)}</pre>);\n`);

async function measureSizes() {
  const rows = [];
  for (const peer of [{ id: 'baseline', name: 'baseline (react-dom + fixture only)' }, ...PEERS]) {
    const contents = renderEntry(peer.file ? peer : null);
    const ext = await sizeOf(`${peer.id}-ext`, contents, true);
    const bundled = await sizeOf(`${peer.id}-react`, contents, false);
    rows.push({ id: peer.id, name: peer.name, ext, bundled });
  }
  /** @type {{ css?: { min: number, gzip: number, brotli: number }, url?: [string, Awaited<ReturnType<typeof urlConsentSizes>>][] }} */
  const extra = {};
  if (existsSync(join(kitSrc, 'styles.css'))) {
    // The kit's stylesheet, bundled (@import inlined) and minified: what styles.css costs on top.
    const css = await esbuild.build({
      entryPoints: [join(kitSrc, 'styles.css')],
      absWorkingDir: root,
      bundle: true,
      minify: true,
      write: false,
      logLevel: 'silent',
      outfile: join(here, '.out', 'styles.css'),
    });
    const bytes = css.outputFiles?.[0]?.contents;
    if (!bytes) throw new Error('esbuild wrote no styles.css');
    extra.css = { min: bytes.length, gzip: gz(bytes), brotli: br(bytes) };
  }
  if (urlConsentReady) {
    extra.url = [['UrlConsent', await urlConsentSizes('UrlConsent')]];
    if (/\bUrlConsentDialog\b/.test(kitIndex)) extra.url.push(['UrlConsentDialog', await urlConsentSizes('UrlConsentDialog')]);
  }
  return { rows, extra };
}

/**
 * The URL-consent entries with code splitting, as an app's bundler would ship them: the initial
 * chunks vs the chunks only reachable through a dynamic import (the public-suffix data should be
 * there, loaded when a URL consent appears).
 */
const urlConsentSizes = (name) => splitBuild(`url-${name}`, `export { ${name} } from '@elicit-kit/react';\n`, true);

// ---- browser -----------------------------------------------------------------------

async function timedRound(browser, base, id) {
  const { context, page } = await openPage(browser, base, id);
  try {
    const run = (fn, ...args) => page.evaluate(([f, a]) => window.__bench[f](...a), [fn, args]);
    /** @type {Record<string, any[]>} */
    const out = {};
    out.mount10 = await run('mountSeries', 10, ...PLAN.mount10);
    out.mount100 = await run('mountSeries', 100, ...PLAN.mount100);
    out.submit10 = await run('submitSeries', 10, ...PLAN.submit10);
    out.submit100 = await run('submitSeries', 100, ...PLAN.submit100);
    out.key10 = await run('keystrokeSeries', 10, ...PLAN.key);
    out.key100 = await run('keystrokeSeries', 100, ...PLAN.key);
    return out;
  } finally {
    await context.close();
  }
}

async function countsPass(browser, base, id) {
  const { context, page } = await openPage(browser, base, id);
  try {
    return {
      10: await page.evaluate(() => window.__bench.counts(10)),
      100: await page.evaluate(() => window.__bench.counts(100)),
    };
  } finally {
    await context.close();
  }
}

/** Fresh context: GC ×3, heap, first mount of the 100-field form (kept), settle, GC ×3, heap. */
async function heapRound(browser, base, id) {
  const { context, page } = await openPage(browser, base, id);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const gc = async () => {
      for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    };
    await gc();
    const before = await cdp.send('Runtime.getHeapUsage');
    await page.evaluate(() => window.__bench.mountAndKeep(100));
    await gc();
    const after = await cdp.send('Runtime.getHeapUsage');
    const MiB = 2 ** 20;
    return {
      before: before.usedSize / MiB,
      after: after.usedSize / MiB,
      retained: (after.usedSize - before.usedSize) / MiB,
      blinkRetained: ((after.embedderHeapUsedSize ?? 0) - (before.embedderHeapUsedSize ?? 0)) / MiB,
    };
  } finally {
    await context.close();
  }
}

// ---- statistics and formatting -----------------------------------------------------------

const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '–');

/** Submitted values vs the fill data; date-time values compared as instants (RFC 3339 forms differ). */
function sameValues(got, want, schema) {
  if (!got) return 'onSubmit not called';
  const diffs = [];
  for (const k of new Set([...Object.keys(want), ...Object.keys(got)])) {
    const a = got[k];
    const b = want[k];
    const p = schema.properties[k];
    const eq =
      p?.format === 'date-time' && typeof a === 'string' && typeof b === 'string' ? Date.parse(a) === Date.parse(b) : JSON.stringify(a) === JSON.stringify(b);
    if (!eq) diffs.push(`${k}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
  }
  return diffs.length === 0 ? true : diffs.slice(0, 3).join('; ') + (diffs.length > 3 ? `; +${diffs.length - 3} more` : '');
}

const git = (args) => gitIn(args, root);
const versionOf = (pkg, from = 'bench') => {
  try {
    const dir = join(root, from, 'node_modules', pkg);
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
};

// ---- main ------------------------------------------------------------------------

if (process.argv.includes('--with-core')) {
  const flags = process.argv.filter((a) => a === '--quick' || a === '--no-write');
  const core = spawnSync(process.execPath, [join(root, 'bench/core/run.mjs'), ...flags], { stdio: 'inherit' });
  if (core.status !== 0) process.exitCode = core.status ?? 1;
}

const commit = git(['rev-parse', '--short', 'HEAD']);
const dirtyKit = git(['status', '--porcelain', '--', 'packages/react/src', 'packages/core/src']);
const loadBefore = os.loadavg();
const started = new Date();
mkdirSync(join(here, '.out'), { recursive: true });

process.stderr.write(`bench:react: sizes…\n`);
const sizes = await measureSizes();
process.stderr.write(`bench:react: building pages for ${PEERS.map((p) => p.id).join('')}…\n`);
const pages = new Map();
for (const peer of PEERS) pages.set(peer.id, await buildPage(peer));

const server = await serve(pages);
const base = baseUrlOf(server);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const browserVersion = browser.version();
/** @type {Record<string, { rounds: Awaited<ReturnType<typeof timedRound>>[], heap: Awaited<ReturnType<typeof heapRound>>[], counts: Awaited<ReturnType<typeof countsPass>> }>} */
const raw = {};
try {
  for (const peer of PEERS) raw[peer.id] = { rounds: [], heap: [], counts: await countsPass(browser, base, peer.id) };
  for (let r = 0; r < rounds; r++) {
    // Order rotated each round (ABCEK, BCEKA, …) so no peer always runs first or last.
    const order = PEERS.map((_, i) => PEERS[(i + r) % PEERS.length]);
    process.stderr.write(`bench:react: round ${r + 1}/${rounds}: ${order.map((p) => p.id).join('')}\n`);
    for (const peer of order) {
      raw[peer.id].rounds.push(await timedRound(browser, base, peer.id));
      raw[peer.id].heap.push(await heapRound(browser, base, peer.id));
    }
  }
} finally {
  await browser.close();
  server.close();
}
const loadAfter = os.loadavg();

// Summaries per peer.
/** @type {Record<string, Record<string, ReturnType<typeof summarize>>>} */
const S = {};
for (const peer of PEERS) {
  const { rounds: rs, heap } = raw[peer.id];
  const pick = (key, field = 'ms') => summarize(rs.map((r) => r[key].map((s) => s[field])));
  const h = (field) => summarize(heap.map((x) => [x[field]]));
  S[peer.id] = {
    mount10: pick('mount10'),
    mount100: pick('mount100'),
    sync100: pick('mount100', 'syncMs'),
    layout100: pick('mount100', 'layoutMs'),
    submit10: pick('submit10'),
    submit100: pick('submit100'),
    submitCall100: pick('submit100', 'toCallMs'),
    key10: pick('key10'),
    key100: pick('key100'),
    keyCommits100: pick('key100', 'commits'),
    heapRetained: h('retained'),
    heapAfter: h('after'),
    heapBefore: h('before'),
    blinkRetained: h('blinkRetained'),
  };
}

const fixtures = {
  10: [JSON.parse(readFileSync(join(here, 'fixtures/schema10.json'), 'utf8')), JSON.parse(readFileSync(join(here, 'fixtures/data10.json'), 'utf8'))],
  100: [JSON.parse(readFileSync(join(here, 'fixtures/schema100.json'), 'utf8')), JSON.parse(readFileSync(join(here, 'fixtures/data100.json'), 'utf8'))],
};
/** @type {Record<string, Record<number, { filled: unknown, typed: unknown }>>} */
const checks = {};
for (const peer of PEERS) {
  const c = raw[peer.id].counts;
  checks[peer.id] = {};
  for (const n of [10, 100]) {
    const [schema, data] = fixtures[n];
    const firstKey = Object.keys(data)[0];
    checks[peer.id][n] = {
      filled: sameValues(c[n].filledValues, data, schema),
      typed: c[n].typedFirst === `${data[firstKey]}xyz` ? true : `got ${JSON.stringify(c[n].typedFirst)}`,
    };
  }
}

const cols = PEERS.map((p) => p.id);
const head = (label) => [`| ${label} | ${PEERS.map((p) => `${p.id} ${p.name}`).join(' | ')} |`, `|---|${cols.map(() => '---').join('|')}|`];
const row = (label, f) => `| ${label} | ${cols.map(f).join(' | ')} |`;
const sizeRow = (/** @type {string} */ id) => {
  const found = sizes.rows.find((r) => r.id === id);
  if (!found) throw new Error(`no size row ${id}`);
  return found;
};
const C = S.C;
const K = S.K;

const summaryTable = [
  ...head('figure (median [min–max of round medians])'),
  row('kB min / gzip / brotli, React external', (id) => {
    const s = sizeRow(id).ext;
    return `${kB(s.min)} / ${kB(s.gzip)} / ${kB(s.brotli)}`;
  }),
  row(`kB gzip / brotli, React bundled (React alone ${kB(sizeRow('baseline').bundled.gzip)} / ${kB(sizeRow('baseline').bundled.brotli)})`, (id) => {
    const s = sizeRow(id).bundled;
    return `${kB(s.gzip)} / ${kB(s.brotli)}`;
  }),
  row('mount 10 fields, ms', (id) => fmt(S[id].mount10)),
  row('mount 100 fields, ms', (id) => fmt(S[id].mount100)),
  row(
    '100: first sync commit ms; forced style+layout ms; commits per mount',
    (id) => `${sig(S[id].sync100.med)}; ${sig(S[id].layout100.med)}; ${raw[id].counts[100].mountCommits}`,
  ),
  row('validate+submit filled 10, ms', (id) => fmt(S[id].submit10)),
  row('validate+submit filled 100, ms', (id) => fmt(S[id].submit100)),
  row('keystroke, 10-field form, ms', (id) => fmt(S[id].key10)),
  row('keystroke, 100-field form, ms', (id) => fmt(S[id].key100)),
  row('per keystroke (100): commits; component renders / mounted', (id) => {
    const c = raw[id].counts[100];
    return `${c.keyCommits}; ${c.keyRenders} / ${c.keyMounted}`;
  }),
  row('per keystroke (10): commits; component renders / mounted', (id) => {
    const c = raw[id].counts[10];
    return `${c.keyCommits}; ${c.keyRenders} / ${c.keyMounted}`;
  }),
  row('component renders; commits per valid submit (100, after typing)', (id) => `${raw[id].counts[100].submitRenders}; ${raw[id].counts[100].submitCommits}`),
  row('JS heap retained by 100-field mount, MiB (heap after)', (id) => `${S[id].heapRetained.med.toFixed(2)} (${S[id].heapAfter.med.toFixed(2)})`),
  row('Blink/Oilpan (DOM) heap retained, MiB', (id) => S[id].blinkRetained.med.toFixed(2)),
  row('DOM elements, 10 / 100 fields (filled)', (id) => `${raw[id].counts[10].domFilled} / ${raw[id].counts[100].domFilled}`),
  row(
    'submitted = fill data (10 / 100)',
    (id) =>
      `${checks[id][10].filled === true ? 'yes' : `⚠ ${checks[id][10].filled}`} / ${checks[id][100].filled === true ? 'yes' : `⚠ ${checks[id][100].filled}`}`,
  ),
  row(
    "typed 'xyz' then submitted value correct (10 / 100)",
    (id) => `${checks[id][10].typed === true ? 'yes' : `⚠ ${checks[id][10].typed}`} / ${checks[id][100].typed === true ? 'yes' : `⚠ ${checks[id][100].typed}`}`,
  ),
].join('\n');

const fullTable = [
  ...head('metric (median [min–max of round medians], p90 of pooled samples)'),
  row('mount, 10 fields (ms)', (id) => fmt(S[id].mount10, true)),
  row('mount, 100 fields (ms)', (id) => fmt(S[id].mount100, true)),
  row('  of which first sync commit (ms)', (id) => fmt(S[id].sync100, true)),
  row('  forced style+layout after 1st commit (ms)', (id) => fmt(S[id].layout100, true)),
  row('validate+submit filled, 10 fields (ms)', (id) => fmt(S[id].submit10, true)),
  row('validate+submit filled, 100 fields (ms)', (id) => fmt(S[id].submit100, true)),
  row('  of which click → onSubmit called (ms)', (id) => fmt(S[id].submitCall100, true)),
  row('keystroke, 10-field form (ms)', (id) => fmt(S[id].key10, true)),
  row('keystroke, 100-field form (ms)', (id) => fmt(S[id].key100, true)),
  row('commits per mount (10 / 100)', (id) => `${raw[id].counts[10].mountCommits} / ${raw[id].counts[100].mountCommits}`),
  row('component renders per mount (100)', (id) => raw[id].counts[100].mountRenders),
  row('commits per submit, untouched / after typing (100)', (id) => `${raw[id].counts[100].submitCommitsUntouched} / ${raw[id].counts[100].submitCommits}`),
  row(
    'component renders per submit, untouched / after typing (100)',
    (id) => `${raw[id].counts[100].submitRendersUntouched} / ${raw[id].counts[100].submitRenders}`,
  ),
  row('JS heap used after mounting 100 fields (MiB)', (id) => `${fmt(S[id].heapAfter)}`),
  row('JS heap retained by the 100-field mount (MiB)', (id) => `${fmt(S[id].heapRetained)}`),
  row('JS heap before mount (bundle loaded) (MiB)', (id) => `${fmt(S[id].heapBefore)}`),
  row('Blink/Oilpan (DOM) heap retained by mount (MiB)', (id) => `${fmt(S[id].blinkRetained)}`),
  row('pooled samples: mount 10/100, submit 10/100, keystroke 10/100', (id) =>
    ['mount10', 'mount100', 'submit10', 'submit100', 'key10', 'key100'].map((k) => S[id][k].n).join('/'),
  ),
].join('\n');

const sizeTable = [
  '| entry | React external: min / gzip / brotli B | of which loaded on demand: min / gzip B | React bundled: min / gzip / brotli B | largest inputs, React external (min bytes) |',
  '|---|---|---|---|---|',
  ...sizes.rows.map(
    (r) =>
      `| ${r.id === 'baseline' ? r.name : `${r.id} ${r.name}`} | ${int(r.ext.min)} / ${int(r.ext.gzip)} / ${int(r.ext.brotli)} | ${r.ext.lazy.chunks ? `${int(r.ext.lazy.min)} / ${int(r.ext.lazy.gzip)} (${r.ext.lazy.chunks} chunk${r.ext.lazy.chunks > 1 ? 's' : ''}: ${r.ext.lazy.inputs})` : '–'} | ${int(r.bundled.min)} / ${int(r.bundled.gzip)} / ${int(r.bundled.brotli)} | ${r.ext.inputs}${r.id === 'K' && r.ext.psl ? ' ⚠ contains the public-suffix list' : ''}${r.ext.cssInputs.length ? ` (CSS imported from JS, dropped: ${r.ext.cssInputs.join(', ')})` : ''} |`,
  ),
].join('\n');

const extraLines = [];
if (sizes.extra.css) {
  const c = sizes.extra.css;
  extraLines.push(
    `- The kit's stylesheet \`packages/react/src/styles.css\` (bundled, minified; not loaded in any page above, not in K's bytes): ${int(c.min)} B min / ${int(c.gzip)} B gzip / ${int(c.brotli)} B brotli.`,
  );
}
for (const [name, { initial, lazy }] of sizes.extra.url ?? []) {
  extraLines.push(
    `- URL-consent entry \`${name}\` (React external, code splitting on): initial ${initial.chunks} chunk(s) ${int(initial.min)} B min / ${int(initial.gzip)} B gzip / ${int(initial.brotli)} B brotli${initial.psl ? ' ⚠ contains the public-suffix list' : ', no public-suffix data'} (${initial.inputs}); loaded on demand ${lazy.chunks} chunk(s) ${int(lazy.min)} B min / ${int(lazy.gzip)} B gzip / ${int(lazy.brotli)} B brotli${lazy.psl ? ', with the public-suffix list' : ''} (${lazy.inputs || 'none'}).`,
  );
}
if (!sizes.extra.url) extraLines.push('- URL-consent entry: not measured, `UrlConsent` is not exported by packages/react/src/index.ts yet.');

const ratioTable = [
  ...head('metric (peer ÷ C, medians)'),
  row('mount 10', (id) => ratio(S[id].mount10.med, C?.mount10.med)),
  row('mount 100', (id) => ratio(S[id].mount100.med, C?.mount100.med)),
  row('submit 10', (id) => ratio(S[id].submit10.med, C?.submit10.med)),
  row('submit 100', (id) => ratio(S[id].submit100.med, C?.submit100.med)),
  row('keystroke 100', (id) => ratio(S[id].key100.med, C?.key100.med)),
  row('heap retained 100', (id) => ratio(S[id].heapRetained.med, C?.heapRetained.med)),
  row('gzip, React external', (id) => ratio(sizeRow(id).ext.gzip, sizes.rows.find((r) => r.id === 'C')?.ext.gzip)),
].join('\n');

let goals = '';
if (K && C) {
  const k100 = raw.K.counts[100];
  const renderNames = (names) =>
    Object.entries(names ?? {})
      .sort((a, b) => b[1] - a[1])
      .map(([n, c]) => `${n}×${c}`)
      .join(', ') || 'none';
  const g = [
    [
      'mount of 100 fields ≤ 1.2× C',
      `${sig(K.mount100.med)} vs ${sig(C.mount100.med)} ms = ${ratio(K.mount100.med, C.mount100.med)}`,
      K.mount100.med <= 1.2 * C.mount100.med,
    ],
    ['keystroke in the 100-field form ≤ 0.5 ms', `${sig(K.key100.med)} ms (C ${sig(C.key100.med)})`, K.key100.med <= 0.5],
    [
      '… with at most the edited field re-rendering',
      `${k100.keyCommits} commit(s), ${k100.keyRenders} component render(s): ${renderNames(k100.keyRenderNames)}`,
      // "The edited field": its field component and the input component inside it, at most.
      k100.keyRenders <= 3,
    ],
    [
      'valid submit (100 fields) ≤ 1× C',
      `${sig(K.submit100.med)} vs ${sig(C.submit100.med)} ms = ${ratio(K.submit100.med, C.submit100.med)}`,
      K.submit100.med <= C.submit100.med,
    ],
    [
      'JS heap retained (100 fields) ≤ 1.2× C',
      `${K.heapRetained.med.toFixed(2)} vs ${C.heapRetained.med.toFixed(2)} MiB = ${ratio(K.heapRetained.med, C.heapRetained.med)}`,
      K.heapRetained.med <= 1.2 * C.heapRetained.med,
    ],
    [
      'bundle, React external, react-hook-form included ≤ 25 kB gzip',
      `${int(sizeRow('K').ext.gzip)} B gzip${sizeRow('K').ext.lazy.chunks ? ` (initial ${int(sizeRow('K').ext.initial.gzip)} + loaded on demand at every mount ${int(sizeRow('K').ext.lazy.gzip)})` : ''}; largest: ${sizeRow('K').ext.initial.inputs}`,
      sizeRow('K').ext.gzip <= 25000,
    ],
  ];
  goals = [
    '| goal (kit K vs floor C, same run) | measured | |',
    '|---|---|---|',
    ...g.map(([goal, got, ok]) => `| ${goal} | ${got} | ${ok ? 'pass' : '**miss**'} |`),
  ].join('\n');
  goals += `\n\nComponent renders in K per valid submit (100 fields, after typing): ${renderNames(k100.submitRenderNames)}.`;
} else goals = `Goals not evaluated: ${!K ? 'the kit (K) was not measured' : 'the floor (C) was not measured'} in this run.`;

const cpu = os.cpus();
const versions = [
  `react ${versionOf('react')}`,
  `react-dom ${versionOf('react-dom')}`,
  `react-hook-form ${versionOf('react-hook-form')}`,
  `@rjsf/core ${versionOf('@rjsf/core')}`,
  `@rjsf/utils ${versionOf('@rjsf/utils')}`,
  `@rjsf/validator-ajv8 ${versionOf('@rjsf/validator-ajv8')}`,
  `@jsonforms/core ${versionOf('@jsonforms/core')}`,
  `@jsonforms/react ${versionOf('@jsonforms/react')}`,
  `@jsonforms/vanilla-renderers ${versionOf('@jsonforms/vanilla-renderers')}`,
  `esbuild ${esbuild.version}`,
  `playwright-core ${versionOf('playwright-core', '.')}`,
].join(', ');
const partial = skipped.length > 0 || quick;

const report = `# @elicit-kit/react form benchmark results

${partial ? `> ⚠ ${quick ? '**--quick smoke run**: one round, few samples; figures are not comparable. ' : ''}${skipped.length ? `**Not measured**: ${skipped.join('; ')}.` : ''}\n\n` : ''}- Date: ${started.toISOString()}
- Browser: headless Chromium ${browserVersion} (\`${CHROMIUM_PATH}\`), Node ${process.version}, ${os.platform()} ${os.arch()}
- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; shared with other work, load average (1 min) ${loadBefore[0].toFixed(2)} at start, ${loadAfter[0].toFixed(2)} at end
- Code: ${commit || 'unknown commit'}${
  dirtyKit
    ? ` plus uncommitted changes (read before measuring) in ${dirtyKit
        .split('\n')
        .map((l) => `\`${l.slice(3)}\``)
        .join(', ')}`
    : ''
}
- Versions: ${versions}
- Method: bench/README.md, "What is measured"; ${rounds} round${rounds === 1 ? '' : 's'}, peers interleaved (order rotated each round), a fresh browser context per peer per round plus one for the heap reading
- Command: \`pnpm bench:react${quick ? ' --quick' : ''}\`; what each figure means: [bench/README.md](../README.md)

## Goals (issue 3, "Performance")

${goals}

## Summary (median of ${rounds} per-round medians, [min–max of the round medians])

${summaryTable}

## Ratios to the floor C

${ratioTable}

## Full results

${fullTable}

## Bundle sizes (bytes; esbuild ${esbuild.version} --bundle --minify, ESM, NODE_ENV=production; entry = renderer + 10-field fixture + createRoot().render)

${sizeTable}

${extraLines.join('\n')}
`;

process.stdout.write(`${report}\n`);
if (write) {
  writeFileSync(join(here, 'RESULTS.md'), report);
  writeFileSync(
    join(here, '.out', 'latest.json'),
    JSON.stringify(
      {
        started,
        raw,
        sizes: sizes.rows.map(({ ext, bundled, ...r }) => ({ ...r, ext: { ...ext, metaInputs: undefined }, bundled: { ...bundled, metaInputs: undefined } })),
      },
      null,
      1,
    ),
  );
  process.stdout.write('Wrote bench/react/RESULTS.md\n');
}
// Non-zero only when figures would be of the wrong code path: a submit that did not send the
// fill data back, or a typed value that did not arrive. Never for a timing or a missed goal.
const broken = PEERS.some((p) => [10, 100].some((n) => checks[p.id][n].filled !== true || checks[p.id][n].typed !== true));
if (broken) process.exitCode = 1;
