#!/usr/bin/env node
// @ts-check
/**
 * `pnpm bench:core`: bundle sizes and speed of @elicit-kit/core. A benchmark, not a
 * test: it prints figures and writes bench/core/RESULTS.md; nothing here compares a
 * timing with a threshold. See bench/README.md for what each figure means.
 *
 * Flags:
 *   --quick     fewer samples, one round; prints but does not write RESULTS.md
 *   --no-write  full run, print only
 *
 * Plain .mjs (not TS) so it runs with nothing but Node; the speed half is TS and is
 * bundled by esbuild below before it runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { git as gitIn, largestInputs } from '../lib/bundle-inputs.mjs';
import { PSL_MARKERS, br, browserBuildOptions, gz } from '../lib/split-build.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const coreDir = join(root, 'packages/core');
const quick = process.argv.includes('--quick');
const write = !quick && !process.argv.includes('--no-write');

/**
 * @typedef {{ id: string, label: string, from: '@elicit-kit/core' | '@elicit-kit/core/url', names?: string[], star?: boolean }} Entry
 * @typedef {Entry & { missing: string[], skipped: true }} SkippedRow
 * @typedef {Entry & { missing: string[], skipped?: false, min: number, gzip: number, brotli: number, psl: string[], inputs: string }} SizeRow
 */

/** The entry points of the brief, as an app would import them. @type {Entry[]} */
const ENTRIES = [
  {
    id: 'form',
    label: 'form path',
    from: '@elicit-kit/core',
    names: ['toFormModel', 'defaultValues', 'validate', 'findSensitiveFields', 'accept', 'decline', 'cancel'],
  },
  { id: 'url', label: 'url path', from: '@elicit-kit/core/url', names: ['inspectUrl'] },
  {
    id: 'runtime',
    label: 'runtime',
    from: '@elicit-kit/core',
    names: ['runWithInput', 'requestMeta', 'resultTypeOf', 'createElicitationQueue'],
  },
  { id: 'everything', label: 'everything', from: '@elicit-kit/core', star: true },
];

/**
 * Resolves `@elicit-kit/core[/…]` the way an app in this workspace would: through the
 * package's own `exports` map (esbuild supports a package importing itself by name),
 * keeping esbuild's `sideEffects` reading of packages/core/package.json, which is
 * what lets the form path drop the URL code. A plain alias to src/ would skip both.
 */
const resolveCore = {
  name: 'resolve-elicit-kit-core',
  setup(build) {
    build.onResolve({ filter: /^@elicit-kit\/core(\/.*)?$/ }, async (args) => {
      if (args.pluginData === 'resolve-elicit-kit-core') return undefined;
      const result = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: coreDir,
        pluginData: 'resolve-elicit-kit-core',
      });
      if (result.errors.length > 0) return { errors: result.errors };
      return { path: result.path, namespace: result.namespace, sideEffects: result.sideEffects };
    });
  },
};

/** Browser ESM, minified, everything inlined: what an app's bundler would ship. */
async function bundleForBrowser(id, contents) {
  const outfile = join(root, 'bench/core/.out', `${id}.js`);
  const result = await esbuild.build({
    ...browserBuildOptions(root, {
      stdin: { contents, resolveDir: root, sourcefile: `${id}-entry.js`, loader: 'js' },
      outfile,
      format: 'esm',
      plugins: [resolveCore],
    }),
    write: false,
    metafile: true,
  });
  const file = result.outputFiles.find((f) => f.path.endsWith('.js'));
  const output = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith(`/${id}.js`))?.[1];
  if (!file || !output) throw new Error(`esbuild wrote no ${id}.js`);
  return { bytes: file.contents, text: file.text, metaOutput: output };
}

/** Names a bundle of `export * from spec` exposes: what exists in core right now. */
async function exportsOf(spec) {
  const { metaOutput } = await bundleForBrowser(`exports-${spec.replace(/\W+/g, '-')}`, `export * from '${spec}';`);
  return new Set(metaOutput.exports);
}

async function measureSizes() {
  const available = { '@elicit-kit/core': await exportsOf('@elicit-kit/core'), '@elicit-kit/core/url': await exportsOf('@elicit-kit/core/url') };
  /** @type {(SkippedRow | SizeRow)[]} */
  const rows = [];
  for (const entry of ENTRIES) {
    const present = entry.star || !entry.names ? [] : entry.names.filter((n) => available[entry.from].has(n));
    const missing = entry.star || !entry.names ? [] : entry.names.filter((n) => !available[entry.from].has(n));
    if (!entry.star && present.length === 0) {
      rows.push({ ...entry, missing, skipped: true });
      continue;
    }
    // Re-exported, not only imported: an import nobody uses is tree-shaken to nothing,
    // while an export is kept exactly as if the app called it.
    const contents = entry.star
      ? `export * from '${entry.from}';`
      : `import { ${present.join(', ')} } from '${entry.from}';\nexport { ${present.join(', ')} };`;
    const { bytes, text, metaOutput } = await bundleForBrowser(entry.id, contents);
    const gzip = gz(bytes);
    const brotli = br(bytes);
    rows.push({
      ...entry,
      missing,
      min: bytes.length,
      gzip,
      brotli,
      psl: PSL_MARKERS.filter((m) => text.includes(m)),
      inputs: largestInputs(metaOutput.inputs, 5),
    });
  }
  return rows;
}

async function measureSpeed() {
  const dir = mkdtempSync(join(os.tmpdir(), 'elicit-bench-'));
  try {
    const outfile = join(dir, 'speed.mjs');
    await esbuild.build({
      entryPoints: [join(root, 'bench/core/speed.ts')],
      absWorkingDir: root,
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // Not minified: the same code as in the browser bundle apart from names, and a
      // stack trace from a crash in core stays readable.
      logLevel: 'error',
      plugins: [resolveCore],
    });
    // A fresh process: no esbuild in the heap, nothing JIT-compiled from the size half.
    const child = spawnSync(process.execPath, ['--expose-gc', outfile, ...(quick ? ['--quick'] : [])], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (child.status !== 0) {
      throw new Error(`speed run failed (exit ${child.status}):\n${child.stderr}`);
    }
    const lines = child.stdout.trim().split('\n');
    return JSON.parse(lines[lines.length - 1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- formatting ----------------------------------------------------------------

const int = (n) => n.toLocaleString('en-US');
function us(x) {
  if (!Number.isFinite(x)) return 'n/a';
  return x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2);
}
function ops(x) {
  const digits = Math.max(0, Math.floor(Math.log10(x)) - 2);
  return int(Math.round(x / 10 ** digits) * 10 ** digits);
}

function sizeTable(rows) {
  const lines = ['| entry | min B | gzip B | brotli B | public-suffix data | largest inputs (min bytes) |', '|---|---:|---:|---:|---|---|'];
  for (const r of rows) {
    const label = r.missing.length > 0 ? `${r.label} ⚠ without ${r.missing.join(', ')}` : r.label;
    if (r.skipped) {
      lines.push(`| ${label} | – | – | – | – | none of its functions exist yet |`);
      continue;
    }
    lines.push(`| ${label} | ${int(r.min)} | ${int(r.gzip)} | ${int(r.brotli)} | ${r.psl.length > 0 ? 'yes' : 'no'} | ${r.inputs} |`);
  }
  return lines.join('\n');
}

function pslVerdict(rows) {
  const form = rows.find((r) => r.id === 'form');
  const url = rows.find((r) => r.id === 'url');
  const notes = [];
  if (url && !url.skipped && url.psl.length === 0) {
    notes.push(
      `- ⚠ None of the markers (${PSL_MARKERS.join(', ')}) is in the url path either: they are stale, so the check below proves nothing. Pick new labels from packages/core/src/url/suffix-shards/.`,
    );
  }
  if (form && !form.skipped) {
    notes.push(
      form.psl.length === 0
        ? `- Form path: **no** public-suffix data (markers ${PSL_MARKERS.map((m) => `\`${m}\``).join(', ')} absent${url && url.psl.length > 0 ? '; present in the url path' : ''}).`
        : `- ⚠ Form path **contains** the public-suffix list (found ${form.psl.map((m) => `\`${m}\``).join(', ')}): tree-shaking is broken, the design budget is not met.`,
    );
    // react-hook-form's ~13 kB is the figure the budget assumes; gzip sizes do not add up exactly
    // (one bundle compresses a little better than two), so the remainder is approximate.
    const left = 25 - form.gzip / 1000 - 13;
    notes.push(
      `- Form path: ${(form.gzip / 1000).toFixed(1)} kB gzip of core = ${((form.gzip / 25000) * 100).toFixed(0)}% of the 25 kB gzip budget for the whole React form; with react-hook-form (~13 kB) that leaves ≈ ${left.toFixed(1)} kB for the kit's React code.`,
    );
  }
  return notes.join('\n');
}

function speedTables(speed) {
  const perUrl = speed.results.filter((r) => r.id.startsWith('inspectUrl-url-'));
  const main = speed.results.filter((r) => !perUrl.includes(r));
  const row = (r) =>
    `| ${r.label} | ${us(r.medianUs)} | ${us(r.p90Us)} | ${ops(r.opsPerSec)} | ${r.roundMediansUs.map(us).join(' / ')} | ${r.samples} × ${r.batch} |`;
  const head = ['| benchmark | median µs | p90 µs | ops/s | median per round, µs | samples × calls each |', '|---|---:|---:|---:|---|---|'];
  const out = [[...head, ...main.map(row)].join('\n')];
  if (perUrl.length > 0) {
    out.push(
      ['| URL (length) | median µs | p90 µs | ops/s | median per round, µs | samples × calls each |', '|---|---:|---:|---:|---|---|']
        .concat(perUrl.map((r, i) => row({ ...r, label: `${r.label.replace(/^inspectUrl: /, '')} (${speed.urls[i].length})` })))
        .join('\n'),
    );
  }
  if (speed.cold.length > 0) {
    out.push(
      ['| first call in a fresh process (one sample each, noisy) | µs |', '|---|---:|']
        .concat(speed.cold.map((c) => `| ${c.label} | ${us(c.us)} |`))
        .join('\n'),
    );
  }
  if (speed.hostile?.length > 0) {
    out.push(
      ["| hostile input (one call each; core's tests check the output) | µs |", '|---|---:|']
        .concat(speed.hostile.map((h) => `| ${h.label} | ${us(h.us)} |`))
        .join('\n'),
    );
  }
  const notes = speed.results.filter((r) => r.note).map((r) => `- ⚠ ${r.label}: ${r.note}`);
  if (speed.missing.length > 0) notes.push(`- ⚠ Not measured, not in core yet: ${speed.missing.join(', ')}.`);
  if (notes.length > 0) out.push(notes.join('\n'));
  return out.join('\n\n');
}

const git = (args) => gitIn(args, root);

// ---- main ------------------------------------------------------------------------

// Read before measuring: the code other engineers are editing can change mid-run.
const commit = git(['rev-parse', '--short', 'HEAD']);
const dirty = git(['status', '--porcelain', '--', 'packages/core']);
const loadBefore = os.loadavg();
const started = new Date();
const sizes = await measureSizes();
const speed = await measureSpeed();
const loadAfter = os.loadavg();

const cpu = os.cpus();
const incomplete = sizes.some((r) => r.missing.length > 0) || speed.missing.length > 0 || speed.results.some((r) => r.note);
const formHasPsl = sizes.some((r) => r.id === 'form' && !r.skipped && r.psl.length > 0);

const report = `# @elicit-kit/core benchmark results

${incomplete ? '> ⚠ **Partial**: some functions were missing or a sanity check failed (see ⚠ below).\n\n' : ''}- Date: ${started.toISOString()}
- Node ${process.version}, esbuild ${esbuild.version}, ${os.platform()} ${os.arch()}
- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; shared with other work, load average (1 min) ${loadBefore[0].toFixed(2)} at start, ${loadAfter[0].toFixed(2)} at end
- Code: ${commit || 'unknown commit'}${dirty ? ' plus uncommitted changes in packages/core' : ''}
- Command: \`pnpm bench:core${quick ? ' --quick' : ''}\`; what each figure means: [bench/README.md](../README.md)

## Bundle size (esbuild ${esbuild.version}, browser ESM, minified; gzip -9, brotli q11)

${sizeTable(sizes)}

${pslVerdict(sizes)}

## Speed (Node, ${speed.rounds} round${speed.rounds === 1 ? '' : 's'}; per call${speed.quick ? '; --quick: smoke test only' : ''})

${speedTables(speed)}
`;

process.stdout.write(`${report}\n`);
if (write) {
  writeFileSync(join(root, 'bench/core/RESULTS.md'), report);
  process.stdout.write('Wrote bench/core/RESULTS.md\n');
}
// Non-zero only for things that make the figures wrong or the design broken, never
// for a timing: a function missing from core, a failed sanity check, or the
// public-suffix list in the form path.
if (incomplete || formHasPsl) process.exitCode = 1;
