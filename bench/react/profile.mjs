#!/usr/bin/env node
// @ts-check
/**
 * `node bench/react/profile.mjs [--peers=CK] [--n=10|100] [--what=mount|submit] [--count=40]`:
 * where a peer's mount (or valid submit) time goes, and what its DOM is made of. Not part of
 * `pnpm bench:react` and never timed against the others: it builds each peer's page unminified
 * (names kept), takes Chromium's sampling CPU profile (50 µs) over `count` mounts of the `n`-field
 * form (the bench's own `mountSeries`; submit: `submitSeries` of the filled form), and prints the
 * self time per source (react-dom, react-hook-form, core/…, kit/…: esbuild's `// path` comments in
 * the unminified bundle say which module a line belongs to), the top functions by self and by
 * inclusive time, the components rendered per mount, and the filled form's elements by tag.
 * bench/README.md, "Profiling", says how to read it.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';
import { baseUrlOf, openPage, serve } from '../lib/browser.mjs';
import { browserBuildOptions } from '../lib/split-build.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = join(root, 'bench/react');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const FILES = { A: 'peers/rjsf.jsx', B: 'peers/jsonforms.jsx', C: 'peers/rhf.jsx', E: 'peers/rhf-memo.jsx', K: 'peers/kit.tsx' };
const peers = [...arg('peers', 'CK')].filter((id) => id in FILES);
const n = Number(arg('n', '100'));
const what = arg('what', 'mount');
const count = Number(arg('count', n === 10 ? '120' : '40'));
/** `--time=R`: no profiler; R interleaved rounds of `count` timed samples per peer, minified pages, medians printed. */
const timeRounds = Number(arg('time', '0'));

/** Unminified page (the module comments stay), otherwise built as bench:react builds it. */
async function build(id) {
  const result = await esbuild.build({
    ...browserBuildOptions(root, { write: false, minify: timeRounds > 0, keepNames: true }),
    stdin: {
      contents: `import { peer } from './${FILES[id]}';\nimport { install } from './page/harness.jsx';\ninstall(peer);\n`,
      resolveDir: here,
      sourcefile: `page-${id}.jsx`,
      loader: 'jsx',
    },
    format: 'iife',
    outfile: join(here, '.out', `profile-${id}.js`),
  });
  const text = result.outputFiles?.[0]?.text ?? '';
  // Line (0-based) → the module it belongs to, from esbuild's `// path/to/module` lines.
  const modules = [];
  let current = '(entry)';
  for (const line of text.split('\n')) {
    const m = /^\s*\/\/ (\S+\.(?:m?[jt]sx?|cjs|json))$/.exec(line);
    if (m?.[1]) current = m[1];
    modules.push(current);
  }
  return { text, modules };
}

/** A module path as a short source name: the npm package, or the kit/core folder. */
function sourceOf(path) {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg?.[1]) return pkg[1];
  const kit = /packages\/(react|core)\/src\/(.*)$/.exec(path);
  if (kit?.[1] && kit[2]) return `${kit[1] === 'react' ? 'kit' : 'core'}/${kit[2]}`;
  return path;
}

const pages = new Map();
const lines = new Map();
for (const id of peers) {
  const { text, modules } = await build(id);
  pages.set(`profile-${id}`, text);
  lines.set(id, modules);
}
const server = await serve(pages);
const base = baseUrlOf(server);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
/** React's phases and the harness's steps whose inclusive time is printed (names in React 19's unminified production build). */
const PHASES = [
  'timedMount',
  'flushSyncWork$1',
  'renderRootSync',
  'commitRoot',
  'flushPassiveEffects',
  'commitPassiveMountOnFiber',
  'unmount',
  'settle',
  'submitSeries',
  'performWorkOnRootViaSchedulerTask',
];
const ms = (us) => (us / 1000).toFixed(2);
/** A quick A/B reading of one figure (`--time`): per round, each peer in a fresh context, rotated order. */
async function timeOnly() {
  const all = Object.fromEntries(peers.map((id) => [id, []]));
  for (let r = 0; r < timeRounds; r++) {
    for (const id of [...peers.slice(r % peers.length), ...peers.slice(0, r % peers.length)]) {
      const { context, page } = await openPage(browser, base, `profile-${id}`);
      const samples = await page.evaluate(
        ([k, w, c]) => (k === 'submit' ? window.__bench.submitSeries(w, 5, c) : window.__bench.mountSeries(w, 10, c)),
        [what, n, count],
      );
      all[id].push(samples.map((s) => s.ms).sort((a, b) => a - b)[Math.floor(samples.length / 2)]);
      await context.close();
    }
  }
  for (const id of peers) {
    const sorted = [...all[id]].sort((a, b) => a - b);
    console.log(
      `${id}: ${what} ${n}: median of ${timeRounds} round medians ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)} ms [${sorted.map((v) => v.toFixed(2)).join(' ')}]`,
    );
  }
}
try {
  if (timeRounds > 0) {
    await timeOnly();
    peers.length = 0;
  }
  for (const id of peers) {
    const modules = lines.get(id);
    const { context, page } = await openPage(browser, base, `profile-${id}`);
    const cdp = await context.newCDPSession(page);
    // Warm the JIT as the bench does, then profile.
    await page.evaluate(([k, w]) => (k === 'submit' ? window.__bench.submitSeries(w, 3, 3) : window.__bench.mountSeries(w, 10, 0)), [what, n]);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    const samples = await page.evaluate(
      ([k, w, c]) => (k === 'submit' ? window.__bench.submitSeries(w, 0, c) : window.__bench.mountSeries(w, 0, c)),
      [what, n, count],
    );
    const { profile } = await cdp.send('Profiler.stop');
    // Per node: self time from the samples' time deltas.
    const self = new Map();
    profile.samples?.forEach((nodeId, i) => self.set(nodeId, (self.get(nodeId) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const keyOf = (node) => {
      const { functionName, url, lineNumber } = node.callFrame;
      if (!url) return { fn: functionName || '(program)', src: functionName.startsWith('(') ? functionName : '(native)' };
      return { fn: functionName || '(anonymous)', src: url.includes('profile-') ? sourceOf(modules[lineNumber] ?? '?') : url };
    };
    const selfBy = new Map();
    /** Self time by source of the samples inside React's synchronous work (`flushSyncWork$1`): what a mount figure measures. */
    const syncBy = new Map();
    let syncTotal = 0;
    const fnSelf = new Map();
    const fnTotal = new Map();
    let total = 0;
    for (const [nodeId, us] of self) {
      const node = byId.get(nodeId);
      const { fn, src } = keyOf(node);
      if (fn === '(idle)') continue;
      total += us;
      selfBy.set(src, (selfBy.get(src) ?? 0) + us);
      fnSelf.set(`${fn} [${src}]`, (fnSelf.get(`${fn} [${src}]`) ?? 0) + us);
      // Inclusive: once per function on the sample's stack.
      const seen = new Set();
      let inSync = false;
      for (let at = nodeId; at !== undefined; at = parent.get(at)) {
        const k = keyOf(byId.get(at));
        const name = `${k.fn} [${k.src}]`;
        if (k.fn === 'flushSyncWork$1') inSync = true;
        if (seen.has(name)) continue;
        seen.add(name);
        fnTotal.set(name, (fnTotal.get(name) ?? 0) + us);
      }
      if (inSync) {
        syncTotal += us;
        syncBy.set(src, (syncBy.get(src) ?? 0) + us);
      }
    }
    // Submit: the samples from the click (the harness's `submit` on the stack) until the next
    // `unmount`, in time order, apart from the mount each sample pays first: the click, the
    // form's handler, and React's re-render, which runs in a microtask after the click.
    const underBy = new Map();
    const underSelf = new Map();
    const underTotal = new Map();
    let underAll = 0;
    let open = false;
    profile.samples?.forEach((nodeId, i) => {
      const us = profile.timeDeltas?.[i + 1] ?? 0;
      const stack = [];
      for (let at = nodeId; at !== undefined; at = parent.get(at)) stack.push(keyOf(byId.get(at)));
      if (stack.some((k) => k.fn === 'submit' && k.src.endsWith('page/harness.jsx'))) open = true;
      if (stack.some((k) => k.fn === 'unmount' && k.src.endsWith('page/harness.jsx'))) open = false;
      const top = stack[0];
      if (!open || !top || top.fn === '(idle)' || top.src.startsWith('bench/')) return;
      underAll += us;
      underBy.set(top.src, (underBy.get(top.src) ?? 0) + us);
      underSelf.set(`${top.fn} [${top.src}]`, (underSelf.get(`${top.fn} [${top.src}]`) ?? 0) + us);
      for (const name of new Set(stack.map((k) => `${k.fn} [${k.src}]`))) underTotal.set(name, (underTotal.get(name) ?? 0) + us);
    });
    const median = samples.map((s) => s.ms).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
    const per = (us) => `${ms(us / count)} ms`;
    console.log(`\n## ${id}: ${what} of ${n} fields, ${count} times (median ${median?.toFixed(2)} ms each; profiled busy time ${per(total)} each)\n`);
    console.log('self time by source (per ' + what + '):');
    for (const [src, us] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, 14))
      console.log(`  ${per(us).padStart(9)}  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${src}`);
    console.log(`\ninside React's synchronous work (flushSyncWork$1, what the mount figure times: ${per(syncTotal)}), self time by source:`);
    for (const [src, us] of [...syncBy].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`  ${per(us).padStart(9)}  ${((100 * us) / syncTotal).toFixed(1).padStart(5)}%  ${src}`);
    if (what === 'submit') {
      console.log(`\nfrom the click to the unmount (the harness's own code left out: ${per(underAll)}), self time by source:`);
      for (const [src, us] of [...underBy].sort((a, b) => b[1] - a[1]).slice(0, 12))
        console.log(`  ${per(us).padStart(9)}  ${((100 * us) / underAll).toFixed(1).padStart(5)}%  ${src}`);
      console.log('  top functions, self:');
      for (const [fn, us] of [...underSelf].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${per(us).padStart(9)}  ${fn}`);
      console.log('  top functions, inclusive:');
      for (const [fn, us] of [...underTotal].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${per(us).padStart(9)}  ${fn}`);
    }
    console.log('\ntop functions, self:');
    for (const [fn, us] of [...fnSelf].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${per(us).padStart(9)}  ${fn}`);
    console.log('\nphases (inclusive, per ' + what + '):');
    for (const phase of PHASES) {
      const us = [...fnTotal].filter(([f]) => f.startsWith(`${phase} [`)).reduce((sum, [, v]) => sum + v, 0);
      console.log(`  ${per(us).padStart(9)}  ${phase}`);
    }
    console.log('\ntop kit/core/peer functions, inclusive:');
    for (const [fn, us] of [...fnTotal]
      .filter(([f]) => /\[(kit|core)\/|\[bench\/react\/peers|\[react-hook-form/.test(f))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25))
      console.log(`  ${per(us).padStart(9)}  ${fn}`);
    // Components per mount and the DOM of the filled form.
    const shape = await page.evaluate(async (w) => {
      const bench = window.__bench;
      const hook = window.__benchHook;
      hook.counting = true;
      hook.names = {};
      await bench.mountFilled(w);
      hook.counting = false;
      const names = { ...hook.names };
      const container = bench.kept.container;
      const tags = {};
      for (const el of container.querySelectorAll('*')) {
        const t = el.tagName.toLowerCase() + (el.getAttribute('data-ek-part') ? `[${el.getAttribute('data-ek-part')}]` : '');
        tags[t] = (tags[t] ?? 0) + 1;
      }
      const total = container.querySelectorAll('*').length;
      await bench.submitKept();
      return { names, tags, total };
    }, n);
    console.log(
      `\ncomponents rendered by one mount (filled): ${Object.entries(shape.names)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k}×${v}`)
        .join(', ')}`,
    );
    console.log(
      `\nDOM of the filled form: ${shape.total} elements: ${Object.entries(shape.tags)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
