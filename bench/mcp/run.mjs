#!/usr/bin/env node
// @ts-check
/**
 * `pnpm bench:mcp`: what the kit's queue host and MCP binding cost. Bytes of ElicitationHost and
 * @elicit-kit/mcp (with and without the SDK client), the binding's runtime overhead per tool call
 * against the real SDK 2.4.0 server next to the plain SDK, the queue's throughput, and the host's
 * render cost in Chromium. A benchmark, not a test: prints figures and writes bench/mcp/RESULTS.md;
 * exit code 1 only when a result was wrong (the figures would be of a wrong code path).
 *
 * Flags: --quick (smoke run, never writes), --rounds=N (default 7), --no-write.
 * What each figure means: bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';
import { git, groupOf } from '../lib/bundle-inputs.mjs';
import { baseUrlOf, openPage, serve } from '../lib/browser.mjs';
import { REACT_EXTERNAL, browserBuildOptions, splitBuild } from '../lib/split-build.mjs';
import { fmt, int, median, sig, summarize } from '../lib/stats.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = join(root, 'bench/mcp');
const out = join(here, '.out');
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes('--quick');
const write = !quick && !process.argv.includes('--no-write');
const rounds = Number(arg('rounds') ?? (quick ? 1 : 7));
/** Browser samples per round (warm-up, timed). */
const PLAN = quick ? { m1: [2, 5], m20: [1, 3], a: [1, 3] } : { m1: [10, 20], m20: [3, 10], a: [3, 10] };
const SDK_EXTERNAL = ['@modelcontextprotocol/*'];

// Bare specifiers resolve as in an app: @elicit-kit/core and @elicit-kit/react through the mcp
// package's workspace links (their own `exports` and `sideEffects`), the SDK client from its install.
const base = browserBuildOptions(root, {
  nodePaths: [join(root, 'packages/mcp/node_modules')],
  alias: { '@elicit-kit/mcp': './packages/mcp/src/index.ts' },
  // Not bench/tsconfig.json: its `paths` point tsc at the SDK's type declarations.
  tsconfigRaw: {},
  metafile: true,
  write: false,
});

// ---- bytes ----------------------------------------------------------------------------

const HOST = `import { createRoot } from 'react-dom/client';\nimport { createElicitationQueue } from '@elicit-kit/core';\nimport { ElicitationHost } from '@elicit-kit/react';\n`;
const render = (layout) => `createRoot(document.getElementById('root')).render(<ElicitationHost queue={queue} layout="${layout}" />);\n`;
const CHAT =
  `import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';\nimport { bindElicitation, callWithElicitation } from '@elicit-kit/mcp';\n` +
  `const queue = createElicitationQueue();\nconst client = new Client({ name: 'chat', version: '1' }, { versionNegotiation: { mode: 'auto' } });\n` +
  `bindElicitation(client, queue, { server: { name: 'Airline' }, modes: { form: true, url: true } });\n` +
  `await client.connect(new StreamableHTTPClientTransport(new URL('https://airline.example/mcp')));\n` +
  `window.book = () => callWithElicitation(client, 'tools/call', { name: 'book', arguments: {} }, queue);\n`;

/**
 * Replaces the two modules that bring Radix Dialog in, the host's DialogHost and UrlConsentDialog
 * (which `Elicitation` imports statically), by empty components: what the inline path would weigh
 * if the dialogs were loaded on demand (hypothetical, for the note under the table).
 */
const withoutDialog = {
  name: 'stub-dialog-host',
  setup(build) {
    build.onResolve({ filter: /\/(DialogHost|UrlConsentDialog)\.js$/ }, (a) => ({ path: a.path, namespace: 'stub' }));
    build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: 'export const DialogHost = () => null;\nexport const UrlConsentDialog = () => null;',
      loader: 'js',
    }));
  },
};

/**
 * Size entries: [id, what, entry source, extra externals besides React, esbuild plugins].
 * @type {[id: string, what: string, contents: string, external: string[], plugins?: import('esbuild').Plugin[]][]}
 */
const ENTRIES = [
  [
    'host-inline',
    '`ElicitationHost` layout="inline" + `createElicitationQueue`, rendered',
    `${HOST}const queue = createElicitationQueue();\n${render('inline')}`,
    [],
  ],
  [
    'host-inline-nodialog',
    'hypothetical: host-inline with `DialogHost` and `UrlConsentDialog` stubbed out (no dialog in the initial path)',
    `${HOST}const queue = createElicitationQueue();\n${render('inline')}`,
    [],
    [withoutDialog],
  ],
  [
    'host-dialog',
    '`ElicitationHost` layout="dialog" + `createElicitationQueue`, rendered',
    `${HOST}const queue = createElicitationQueue();\n${render('dialog')}`,
    [],
  ],
  [
    'mcp',
    '`bindElicitation, callWithElicitation` from `@elicit-kit/mcp`, SDK external',
    `export { bindElicitation, callWithElicitation } from '@elicit-kit/mcp';\n`,
    SDK_EXTERNAL,
  ],
  ['mcp-all', '`export *` from `@elicit-kit/mcp` (all errors too), SDK external', `export * from '@elicit-kit/mcp';\n`, SDK_EXTERNAL],
  [
    'sdk',
    'the SDK alone: `Client, StreamableHTTPClientTransport` from `@modelcontextprotocol/client` 2.4.0',
    `export { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';\n`,
    [],
  ],
  [
    'mcp+sdk',
    '`bindElicitation, callWithElicitation` + `Client, StreamableHTTPClientTransport`, all bundled',
    `export { bindElicitation, callWithElicitation } from '@elicit-kit/mcp';\nexport { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';\n`,
    [],
  ],
  ['chat', 'a chat app: host (inline) + queue + bind + connect + `callWithElicitation`, SDK bundled', `${HOST}${CHAT}${render('inline')}`, []],
  ['chat-nosdk', 'the same chat app, SDK external (the kit\u2019s own share)', `${HOST}${CHAT}${render('inline')}`, SDK_EXTERNAL],
];

/** Minified bytes (before compression) in `stats` of inputs whose group matches `test`. */
const bytesOf = (stats, test) => Object.entries(stats.metaInputs).reduce((n, [path, v]) => n + (test(groupOf(path), path) ? v.bytesInOutput : 0), 0);

async function measureSizes() {
  const rows = [];
  for (const [id, what, contents, external, plugins = []] of ENTRIES) {
    const { initial, lazy } = await splitBuild({
      base: { ...base, plugins },
      id,
      contents,
      resolveDir: here,
      outdir: join(out, id),
      external: [...REACT_EXTERNAL, ...external],
    });
    rows.push({
      id,
      what,
      initial,
      lazy,
      sdkMin: bytesOf(initial, (g) => g.startsWith('@modelcontextprotocol/') || g === 'zod'),
      // The dialog's packages: every npm package in the host's path but the form's and the URL check's.
      dialogMin: bytesOf(initial, (g, path) => path.includes('node_modules/') && !/^(react-hook-form|punycode|zod|@modelcontextprotocol\/.*)$/.test(g)),
    });
  }
  return rows;
}

// ---- runtime, Node ------------------------------------------------------------------------

async function runOverhead() {
  const bundle = join(out, 'overhead.mjs');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [join(here, 'overhead.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    nodePaths: [join(root, 'packages/mcp/node_modules')],
    tsconfigRaw: {},
    // The SDK server's dependencies include CommonJS packages: give the ESM bundle a require.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  const child = spawnSync(process.execPath, [bundle, `--rounds=${rounds}`, ...(quick ? ['--quick'] : [])], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 << 20,
  });
  if (child.status !== 0) throw new Error(`overhead.ts failed (exit ${child.status})`);
  return JSON.parse(child.stdout);
}

// ---- host render, Chromium ------------------------------------------------------------------

async function buildPage() {
  const result = await esbuild.build({ ...base, entryPoints: [join(here, 'page/host.jsx')], format: 'iife', keepNames: true, outfile: join(out, 'host.js') });
  const text = result.outputFiles?.[0]?.text;
  if (text === undefined) throw new Error('esbuild wrote no host.js');
  return text;
}

async function runBrowser() {
  const server = await serve(new Map([['host', await buildPage()]]));
  const url = baseUrlOf(server);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /** What the page reports (counts are its own objects). @type {{ version: string, counts: Record<string, any>, rounds: Record<string, { ms: number }[]>[] }} */
  const raw = { version: browser.version(), counts: {}, rounds: [] };
  try {
    const { context, page } = await openPage(browser, url, 'host');
    for (const [n, layout] of [
      [1, 'inline'],
      [20, 'inline'],
      [20, 'dialog'],
    ])
      raw.counts[`${layout}${n}`] = await page.evaluate(([a, b]) => window.__bench.counts(a, b), [n, layout]);
    await context.close();
    for (let r = 0; r < rounds; r++) {
      process.stderr.write(`bench:mcp: browser round ${r + 1}/${rounds}\n`);
      const { context: c, page: p } = await openPage(browser, url, 'host');
      const run = (fn, ...args) => p.evaluate(([f, a]) => window.__bench[f](...a), [fn, args]);
      raw.rounds.push({
        mount1: await run('mountSeries', 1, 'inline', ...PLAN.m1),
        mount20: await run('mountSeries', 20, 'inline', ...PLAN.m20),
        dialog20: await run('mountSeries', 20, 'dialog', ...PLAN.m20),
        arrive1: await run('arrivalSeries', 1, ...PLAN.a),
        arrive20: await run('arrivalSeries', 20, ...PLAN.a),
      });
      await c.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return raw;
}

// ---- main --------------------------------------------------------------------------------

mkdirSync(out, { recursive: true });
const started = new Date();
const loadBefore = os.loadavg();
const commit = git(['rev-parse', '--short', 'HEAD'], root);
const dirty = git(['status', '--porcelain', '--', 'packages/core/src', 'packages/react/src', 'packages/mcp/src'], root);
process.stderr.write('bench:mcp: sizes…\n');
const sizes = await measureSizes();
process.stderr.write('bench:mcp: node overhead…\n');
const node = await runOverhead();
process.stderr.write('bench:mcp: browser…\n');
const browserRaw = await runBrowser();
const loadAfter = os.loadavg();

// Bytes table.
const row = (r) =>
  `| ${r.id} | ${r.what} | ${int(r.initial.min)} / **${int(r.initial.gzip)}** / ${int(r.initial.brotli)} | ${r.lazy.chunks ? `${int(r.lazy.min)} / ${int(r.lazy.gzip)} (${r.lazy.chunks} chunk${r.lazy.chunks > 1 ? 's' : ''}${r.lazy.psl ? ', public-suffix list' : ''}: ${r.lazy.inputs})` : '–'} | ${r.initial.psl ? '⚠ yes' : 'no'} | ${r.initial.inputs} |`;
const sizeOf = (/** @type {string} */ id) => {
  const row = sizes.find((r) => r.id === id);
  if (!row) throw new Error(`no size entry ${id}`);
  return row;
};
const sizeTable = [
  '| id | entry (React external) | initial: min / gzip / brotli B | loaded on demand: min / gzip B (largest inputs) | public-suffix data initially | largest inputs, initial (min bytes) |',
  '|---|---|---|---|---|---|',
  ...sizes.map(row),
].join('\n');
const mcpAlone = sizeOf('mcp').initial;
const sdk = sizeOf('sdk').initial;
const both = sizeOf('mcp+sdk').initial;
const chat = sizeOf('chat');
const chatNoSdk = sizeOf('chat-nosdk');
const pct = (a, b) => `${((100 * a) / b).toFixed(0)}%`;
const sizeNotes = [
  `- \`@elicit-kit/mcp\` (bind + call, core inlined, SDK external): ${int(mcpAlone.gzip)} B gzip; the SDK client it binds: ${int(sdk.gzip)} B gzip; together ${int(both.gzip)} B gzip, of which the SDK's minified bytes (with zod, which it bundles in) are ${pct(sizeOf('mcp+sdk').sdkMin, both.min)}.`,
  `- A chat app's whole path (host + queue + mcp + SDK, React external): ${int(chat.initial.gzip)} B gzip initially + ${int(chat.lazy.gzip)} B gzip on demand; without the SDK (the kit's share) ${int(chatNoSdk.initial.gzip)} B + ${int(chatNoSdk.lazy.gzip)} B on demand.`,
  `- Inline vs dialog layout: ${int(sizeOf('host-inline').initial.gzip)} vs ${int(sizeOf('host-dialog').initial.gzip)} B gzip initially (both layouts and \`UrlConsentDialog\` load their Radix Dialog code with \`import()\`, on first use); Radix Dialog and its dependencies are ${int(sizeOf('host-inline').dialogMin)} B of the initial minified bytes, and stubbing both dialog modules out (row host-inline-nodialog) would save ${int(sizeOf('host-inline').initial.gzip - sizeOf('host-inline-nodialog').initial.gzip)} B gzip more.`,
  `- What \`@elicit-kit/mcp\` adds to a page that already has the host (chat-nosdk − host-inline, initial): ${int(chatNoSdk.initial.gzip - sizeOf('host-inline').initial.gzip)} B gzip; alone it is ${int(mcpAlone.gzip)} B because it carries core's schema and value checks (C9), which the form shares.`,
].join('\n');

// Overhead tables.
const VARIANTS = {
  a: 'a plain SDK (auto mode, hand-written handler)',
  b: 'b kit auto: bindElicitation + queue + responder',
  c: 'c kit manual: callWithElicitation + queue + responder',
};
const TOOL_ROUNDS = { book: 1, deploy: 2 };
const S = {};
for (const v of Object.keys(VARIANTS)) for (const t of Object.keys(TOOL_ROUNDS)) S[`${v}.${t}`] = summarize(node.calls[v][t]);
/**
 * Per round: the median of the paired differences (call i of v − call i of a, from the same
 * interleaved triple) ÷ MRTR rounds of the tool; summarised over the rounds.
 */
const perRound = (what, v, t) => summarize(node[what][v][t].map((xs, r) => [median(xs.map((x, i) => x - node[what].a[t][r][i])) / TOOL_ROUNDS[t]]));
const us = (s) => (s ? `${sig(s.med * 1000)} [${sig(s.min * 1000)}–${sig(s.max * 1000)}]` : '–');
const overheadTable = [
  '| variant | book (1 round, 2 keys): ms per call | deploy (2 rounds): ms per call | CPU ms per call (median), book / deploy: client + server, all threads | HTTP requests per call, book / deploy |',
  '|---|---|---|---|---|',
  ...Object.entries(VARIANTS).map(
    ([v, name]) =>
      `| ${name} | ${fmt(S[`${v}.book`], true)} | ${fmt(S[`${v}.deploy`], true)} | ${sig(summarize(node.cpu[v].book).med)} / ${sig(summarize(node.cpu[v].deploy).med)} | ${node.legs[v].book} / ${node.legs[v].deploy} |`,
  ),
].join('\n');
const addedTable = [
  '| kit variant | added per round, book: µs (vs a, same round) | added per round, deploy: µs | added CPU per round, book / deploy: µs |',
  '|---|---|---|---|',
  ...['b', 'c'].map((v) => {
    return `| ${VARIANTS[v]} | ${us(perRound('calls', v, 'book'))} | ${us(perRound('calls', v, 'deploy'))} | ${us(perRound('cpu', v, 'book'))} / ${us(perRound('cpu', v, 'deploy'))} |`;
  }),
].join('\n');
const Q = { one: summarize([node.queue['one-by-one']]), all: summarize([node.queue['all-then-respond']]) };
const queueTable = [
  '| pattern (1,000 entries, one subscribed snapshot reader) | ms for all 1,000 (median, p90) | µs per entry | snapshots seen by the listener |',
  '|---|---|---|---|',
  `| enqueue then respond, one at a time (depth ≤ 1) | ${sig(Q.one.med)}, p90 ${sig(Q.one.p90)} | ${sig(Q.one.med)} | ${int(node.notifications['one-by-one'])} |`,
  `| enqueue all 1,000, then respond to each (depth up to 1,000) | ${sig(Q.all.med)}, p90 ${sig(Q.all.p90)} | ${sig(Q.all.med)} | ${int(node.notifications['all-then-respond'])} |`,
].join('\n');

// Host render tables.
/** @type {Record<string, ReturnType<typeof summarize>>} */
const B = {};
for (const k of ['mount1', 'mount20', 'dialog20', 'arrive1', 'arrive20']) B[k] = summarize(browserRaw.rounds.map((r) => r[k].map((s) => s.ms)));
const names = (o) =>
  Object.entries(o ?? {})
    .sort((x, y) => y[1] - x[1])
    .map(([n, c]) => `${n}×${c}`)
    .join(', ') || 'none';
const C = browserRaw.counts;
const hostTable = [
  '| figure | ms: median [min–max of round medians] p90 | commits | component renders (mounted after) | forms on the page |',
  '|---|---|---|---|---|',
  `| mount, inline, 1 pending entry | ${fmt(B.mount1, true)} | ${C.inline1.mountCommits} | ${C.inline1.mountRenders} (${C.inline1.mounted}) | ${C.inline1.forms} |`,
  `| mount, inline, 20 pending entries | ${fmt(B.mount20, true)} | ${C.inline20.mountCommits} | ${C.inline20.mountRenders} (${C.inline20.mounted}) | ${C.inline20.forms} |`,
  `| mount, dialog, 20 pending entries (one shown) | ${fmt(B.dialog20, true)} | ${C.dialog20.mountCommits} | ${C.dialog20.mountRenders} (${C.dialog20.mounted}) | ${C.dialog20.forms} |`,
  `| one entry arrives, 1 shown | ${fmt(B.arrive1, true)} | ${C.inline1.arrivalCommits} | ${C.inline1.arrivalRenders} | ${C.inline1.formsAfter} |`,
  `| one entry arrives, 20 shown | ${fmt(B.arrive20, true)} | ${C.inline20.arrivalCommits} | ${C.inline20.arrivalRenders} | ${C.inline20.formsAfter} |`,
].join('\n');
const existing = C.inline20.arrivalRenders - C.inline1.arrivalRenders;
const hostNotes = [
  `- Component renders when an entry arrives with 1 shown: ${names(C.inline1.arrivalNames)}.`,
  `- … with 20 shown: ${names(C.inline20.arrivalNames)}.`,
  `- Renders of the existing cards (20 shown minus 1 shown): **${existing}**${existing === 0 ? ' — the 20 cards on screen did not re-render' : ''}.`,
  `- Mount with 20 entries, renders by component: ${names(C.inline20.mountNames)}.`,
].join('\n');

// Reading: statements computed from this run's figures.
const aSpread = Math.max(S['a.book'].max - S['a.book'].min, S['a.deploy'].max - S['a.deploy'].min);
const perCard = (B.mount20.med - B.mount1.med) / 19;
const reading = [
  `- **Bytes.** A chat app pays ${int(chat.initial.gzip)} B gzip up front for host + queue + binding + SDK client (React external); the SDK client with zod is ${int(sdk.gzip)} B of that on its own, the kit ${int(chatNoSdk.initial.gzip)} B. Another ${int(chat.lazy.gzip)} B (secret-field lexicon, URL check and public-suffix list) load on demand, when the first form or URL card mounts. The binding itself adds ${int(chatNoSdk.initial.gzip - sizeOf('host-inline').initial.gzip)} B gzip to a page that already has the host; the dialog modules left in the inline path weigh ${int(sizeOf('host-inline').initial.gzip - sizeOf('host-inline-nodialog').initial.gzip)} B gzip (Radix itself loads on demand).`,
  `- **Binding overhead.** Added per MRTR round, paired with the plain SDK: auto mode (b) ${sig(perRound('calls', 'b', 'book').med * 1000)} µs on book (two requests in the round) and ${sig(perRound('calls', 'b', 'deploy').med * 1000)} µs on deploy (one per round); manual mode (c) ${sig(perRound('calls', 'c', 'book').med * 1000)} and ${sig(perRound('calls', 'c', 'deploy').med * 1000)} µs; on calls of ${sig(S['a.book'].med)} (book) and ${sig(S['a.deploy'].med)} ms (deploy), whose own round medians spread by up to ${sig(aSpread * 1000)} µs in this run. The queue costs ${sig(Q.one.med)} µs per enqueue + respond with a subscribed reader; the time of a call is the HTTP legs and the SDK on both sides, which all three variants pay alike.`,
  `- **Host.** Mounting 20 pending forms took ${sig(B.mount20.med)} ms (≈ ${sig(perCard)} ms per extra card, about one 10-field form mount each); the dialog layout mounts only the first (${sig(B.dialog20.med)} ms). One new entry with 20 shown took ${sig(B.arrive20.med)} ms vs ${sig(B.arrive1.med)} ms with 1 shown, ${C.inline20.arrivalCommits} commits, and ${existing} renders of the existing cards: the cost of an arrival does not grow with the cards already on screen.`,
].join('\n');

const cpu = os.cpus();
const broken = C.inline20.forms !== 20 || C.inline20.formsAfter !== 21 || C.inline1.forms !== 1;
const report = `# @elicit-kit/mcp and ElicitationHost benchmark results

${quick ? '> ⚠ **--quick smoke run**: one round, few samples; figures are not comparable.\n\n' : ''}- Date: ${started.toISOString()}
- Node ${process.version}, headless Chromium ${browserRaw.version} (\`${CHROMIUM_PATH}\`), ${os.platform()} ${os.arch()}
- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; shared with other work, load average (1 min) ${loadBefore[0].toFixed(2)} at start, ${loadAfter[0].toFixed(2)} at end
- Code: ${commit || 'unknown commit'}${
  dirty
    ? ` plus uncommitted changes in ${dirty
        .split('\n')
        .map((l) => `\`${l.trim().split(/\s+/).slice(1).join(' ')}\``)
        .join(', ')}`
    : ''
}
- Versions: @modelcontextprotocol/client and /server 2.4.0, react 19.3.1, esbuild ${esbuild.version}
- Command: \`pnpm bench:mcp${quick ? ' --quick' : ''}\`; ${rounds} round${rounds === 1 ? '' : 's'}; what each figure means: [bench/README.md](../README.md#pnpm-benchmcp--the-queue-host-and-the-mcp-binding)

## Reading

${reading}

## Bytes (esbuild ${esbuild.version} --bundle --minify, browser ESM, code splitting, NODE_ENV=production, React external; gzip 9, brotli 11)

${sizeTable}

${sizeNotes}

## Runtime: the binding vs the plain SDK (loopback, SDK 2.4.0 server in the same process, 2026-07-28 MRTR, every request answered at once)

${node.rounds} rounds; per round and tool, ${node.warm} untimed then ${node.timed} timed calls of each variant, interleaved call by call (a b c, b c a, c a b, …). Figures: median of the round medians [min–max of the round medians], p90 of the pooled calls.

${overheadTable}

What the kit adds per MRTR round: per round, the median of the paired differences to a (call i of the kit variant − call i of a, run back to back in the same interleaved triple) ÷ the tool's rounds; median of the round figures [min–max]:

${addedTable}

## Queue throughput (pure Node, ${Q.one.n} runs each after warm-up)

${queueTable}

## ElicitationHost render cost (Chromium, production React; entries of the 10-field fixture)

${hostTable}

${hostNotes}
`;

process.stdout.write(`${report}\n`);
if (write) {
  writeFileSync(join(here, 'RESULTS.md'), report);
  writeFileSync(
    join(out, 'latest.json'),
    JSON.stringify(
      {
        started,
        node,
        browser: browserRaw,
        sizes: sizes.map(({ initial, lazy, ...r }) => ({ ...r, initial: { ...initial, metaInputs: undefined }, lazy: { ...lazy, metaInputs: undefined } })),
      },
      null,
      1,
    ),
  );
  process.stdout.write('Wrote bench/mcp/RESULTS.md\n');
}
if (broken) {
  process.stderr.write('bench:mcp: ⚠ the host did not show one form per pending entry: the render figures are of a wrong code path\n');
  process.exitCode = 1;
}
