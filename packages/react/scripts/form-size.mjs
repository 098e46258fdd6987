#!/usr/bin/env node
// Size of the form bundle, by input: the build of bench/react/run.mjs's splitBuild (esbuild
// --bundle --minify, ESM, code splitting, NODE_ENV=production, React external,
// react-hook-form included), entry = ElicitationForm + the bench's 10-field fixture +
// createRoot().render(). Prints the initial chunk and the chunks loaded on demand, each with
// esbuild's metafile bytesInOutput per input. Flags: --tiny (a one-field form instead of the
// fixture), --peer (the bench's kit adapter as entry). TOP=n for more rows.
//   node packages/react/scripts/form-size.mjs
import { gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
const root = fileURLToPath(new URL('../../../', import.meta.url));
const require = createRequire(join(root, 'bench/package.json'));
const esbuild = await import(require.resolve('esbuild'));
const here = join(root, 'bench/react');
const gz = (b) => gzipSync(b, { level: 9 }).length;
const usePeer = process.argv.includes('--peer');
const tiny = process.argv.includes('--tiny');
const contents = tiny ? `import { createRoot } from 'react-dom/client';\nimport { ElicitationForm } from '@elicit-kit/react';\ncreateRoot(document.getElementById('root')).render(<ElicitationForm params={{ message: 'Hi', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } }} server={{ name: 'bench' }} onRespond={(r) => console.log(r)} />);\n` : usePeer
  ? `import { createRoot } from 'react-dom/client';\nimport schema from './fixtures/schema10.json';\nimport { peer } from './peers/kit.tsx';\nconst { Form } = peer;\ncreateRoot(document.getElementById('root')).render(<Form schema={schema} onSubmit={(v) => console.log(v)} />);\n`
  : `import { createRoot } from 'react-dom/client';\nimport schema from './fixtures/schema10.json';\nimport { ElicitationForm } from '@elicit-kit/react';\ncreateRoot(document.getElementById('root')).render(<ElicitationForm params={{ mode: 'form', message: 'Benchmark', requestedSchema: schema }} server={{ name: 'bench' }} onRespond={(r) => console.log(r)} />);\n`;
const result = await esbuild.build({
  absWorkingDir: root, bundle: true, minify: true, platform: 'browser', target: 'es2022', jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' }, loader: { '.css': 'empty' }, metafile: true, write: false, logLevel: 'silent',
  stdin: { contents, resolveDir: here, sourcefile: 'size-entry.jsx', loader: 'jsx' },
  format: 'esm', splitting: true, external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'scheduler'],
  outdir: join(here, '.out', 'form-size'), entryNames: 'entry',
});
const outputs = result.metafile.outputs;
const files = new Map(result.outputFiles.map((f) => [relative(root, f.path), f]));
const entry = Object.keys(outputs).find((p) => p.endsWith('/entry.js'));
const initial = new Set(), lazy = new Set(), pending = [];
const walk = (p, set) => { if (set.has(p) || (set === lazy && initial.has(p))) return; set.add(p);
  for (const imp of outputs[p].imports) { if (!outputs[imp.path]) continue; if (imp.kind === 'import-statement') walk(imp.path, set); else if (imp.kind === 'dynamic-import') pending.push(imp.path); } };
walk(entry, initial); while (pending.length) walk(pending.pop(), lazy);
function stats(set, label) {
  const list = [...set].filter((p) => p.endsWith('.js'));
  const min = list.reduce((n, p) => n + files.get(p).contents.length, 0);
  const gzip = list.reduce((n, p) => n + gz(files.get(p).contents), 0);
  const inputs = {};
  for (const p of list) for (const [k, v] of Object.entries(outputs[p].inputs)) inputs[k] = (inputs[k] ?? 0) + v.bytesInOutput;
  console.log(`${label}: ${list.length} chunk(s) ${min} B min / ${gzip} B gzip`);
  const top = Number(process.env.TOP ?? 40);
  Object.entries(inputs).filter(([, b]) => b > 0).sort((a, b) => b[1] - a[1]).slice(0, top)
    .forEach(([k, b]) => console.log(`  ${String(b).padStart(7)}  ${k.replace(/^.*node_modules\//, 'nm/')}`));
  return { min, gzip };
}
const i = stats(initial, 'initial'); const l = stats(lazy, 'on demand');
console.log(`TOTAL gzip initial ${i.gzip} + lazy ${l.gzip} = ${i.gzip + l.gzip}`);
