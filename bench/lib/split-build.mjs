// @ts-check
// Bundle-size helpers shared by the React and MCP benchmarks: an entry built as an app's
// bundler would ship it (browser ESM, minified, code splitting on), split into the chunks loaded
// initially and those loaded on demand, with gzip / brotli sizes and public-suffix markers.
import { isAbsolute, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { largestInputs } from './bundle-inputs.mjs';

/**
 * Long labels of the public suffix list that core stores whole (core/src/url/suffix-shards/ front-codes sibling
 * labels, so most labels appear only as their tail; these are first in their sibling list or share no prefix with
 * the one before). None of them can come from the kit's other code, so finding one in a bundle means
 * the list is in it. Core's URL path must contain one, or the markers have gone stale and the
 * check would prove nothing: bench/core/run.mjs reports that too.
 */
export const PSL_MARKERS = ['accident-investigation', 'webview-assets', 'myspreadshop'];
export const REACT_EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*', 'scheduler'];

/**
 * The esbuild options of every bundle the benches measure or load: bundled and minified as an
 * app's bundler ships it for the browser (ES2022, the automatic JSX runtime, React's production
 * build). A stylesheet imported from JS is dropped (the pages load none; the reports flag such
 * imports). `overrides` go last.
 * @param {string} absWorkingDir
 * @param {import('esbuild').BuildOptions} [overrides]
 * @returns {import('esbuild').BuildOptions & { absWorkingDir: string }}
 */
export function browserBuildOptions(absWorkingDir, overrides = {}) {
  return {
    absWorkingDir,
    bundle: true,
    minify: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    logLevel: 'silent',
    ...overrides,
  };
}

/** @param {Uint8Array} bytes */
export const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
/** @param {Uint8Array} bytes */
export const br = (bytes) =>
  brotliCompressSync(bytes, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;

/**
 * Splits an esbuild metafile's outputs into the initial chunks (the entry and its static
 * imports) and the chunks loaded on demand (reached through a dynamic import from there).
 * @param {import('esbuild').Metafile['outputs']} outputs
 * @param {string} entry
 */
export function chunkSets(outputs, entry) {
  /** @type {Set<string>} */
  const initial = new Set();
  /** @type {Set<string>} */
  const lazy = new Set();
  /** @type {string[]} */
  const pending = [];
  /** @param {string} p @param {Set<string>} set */
  const walk = (p, set) => {
    if (set.has(p) || (set === lazy && initial.has(p))) return;
    set.add(p);
    for (const imp of outputs[p]?.imports ?? []) {
      if (!outputs[imp.path]) continue;
      if (imp.kind === 'import-statement') walk(imp.path, set);
      else if (imp.kind === 'dynamic-import') pending.push(imp.path);
    }
  };
  walk(entry, initial);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) walk(next, lazy);
  return { initial, lazy };
}

/**
 * Bytes, compressed sizes, largest inputs and public-suffix markers of a set of chunks.
 * @param {Iterable<string>} paths
 * @param {import('esbuild').Metafile['outputs']} outputs
 * @param {Map<string, import('esbuild').OutputFile>} files
 */
export function chunkStats(paths, outputs, files) {
  const list = [...paths].filter((p) => p.endsWith('.js'));
  const texts = list.map((p) => {
    const file = files.get(p);
    if (!file) throw new Error(`esbuild wrote no ${p}`);
    return file;
  });
  /** @type {Record<string, { bytesInOutput: number }>} */
  const inputs = {};
  for (const p of list)
    for (const [k, v] of Object.entries(outputs[p]?.inputs ?? {})) inputs[k] = { bytesInOutput: (inputs[k]?.bytesInOutput ?? 0) + v.bytesInOutput };
  return {
    chunks: list.length,
    min: texts.reduce((n, f) => n + f.contents.length, 0),
    gzip: texts.reduce((n, f) => n + gz(f.contents), 0),
    brotli: texts.reduce((n, f) => n + br(f.contents), 0),
    psl: texts.some((f) => PSL_MARKERS.some((m) => f.text.includes(m))),
    inputs: largestInputs(inputs),
    metaInputs: inputs,
    cssInputs: Object.keys(inputs).filter((k) => k.endsWith('.css')),
  };
}

/**
 * The input files with code in the bundle of `options` built without code splitting: the files
 * the entry runs, with the targets of its live `import()`s (esbuild inlines them then). A
 * tree-shaken file is not in it, nor the target of an `import()` only such a file holds.
 * @param {import('esbuild').BuildOptions} options
 */
async function liveFiles(options) {
  const { metafile } = await esbuild.build({ ...options, splitting: false, metafile: true, write: false });
  /** @type {Set<string>} */
  const live = new Set();
  for (const output of Object.values(metafile.outputs))
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) if (bytesInOutput > 0) live.add(path);
  return live;
}

/**
 * Leaves the `import()`s of files that are not in `live` unresolved (external), as Rollup does. With
 * code splitting esbuild makes every `import()` of the graph an entry point, even one in a
 * tree-shaken module (bench/README.md, "Bundle sizes and esbuild"), and files an entry reaches through static imports,
 * even unused re-exports of a barrel, join its chunks: the root's re-exports of the URL consent
 * and host/lazyParts.tsx's `import()` of it put the consent in the form's first download.
 * An external `import()` of a tree-shaken file is dropped with it, so no live byte is hidden; an
 * `import()` in a live file stays an entry point, even if that `import()` itself is dead.
 * @param {string} absWorkingDir
 * @param {Set<string>} live metafile paths ({@link liveFiles})
 * @returns {import('esbuild').Plugin}
 */
function deadDynamicImports(absWorkingDir, live) {
  return {
    name: 'dead-dynamic-imports',
    setup(build) {
      build.onResolve({ filter: /./ }, (args) => {
        if (args.kind !== 'dynamic-import' || !isAbsolute(args.importer)) return undefined;
        const importer = relative(absWorkingDir, args.importer).split(sep).join('/');
        return live.has(importer) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/**
 * Builds `contents` (JSX, resolved from `resolveDir`) with code splitting into `outdir` (not
 * written) on top of the esbuild options `base` ({@link browserBuildOptions}); returns the
 * initial and on-demand chunk stats. `external`: extra externals. The `import()`s of tree-shaken
 * files load nothing ({@link deadDynamicImports}); `asIs`: esbuild's own splitting, which makes them
 * entry points.
 * @param {{ base: import('esbuild').BuildOptions & { absWorkingDir: string }, id: string, contents: string, resolveDir: string, outdir: string, external?: string[], asIs?: boolean }} options
 */
export async function splitBuild({ base, id, contents, resolveDir, outdir, external = [], asIs = false }) {
  const stdin = { contents, resolveDir, sourcefile: `size-${id}.jsx`, loader: /** @type {const} */ ('jsx') };
  const common = { ...base, stdin, format: /** @type {const} */ ('esm'), external, outdir, entryNames: 'entry' };
  const plugins = asIs ? (base.plugins ?? []) : [...(base.plugins ?? []), deadDynamicImports(base.absWorkingDir, await liveFiles(common))];
  const result = await esbuild.build({ ...common, splitting: true, metafile: true, write: false, plugins });
  const outputs = result.metafile.outputs;
  const files = new Map(result.outputFiles.map((f) => [relative(base.absWorkingDir, f.path), f]));
  const entry = Object.keys(outputs).find((p) => p.endsWith('/entry.js'));
  if (entry === undefined) throw new Error(`esbuild wrote no entry chunk for ${id}`);
  const { initial, lazy } = chunkSets(outputs, entry);
  return { initial: chunkStats(initial, outputs, files), lazy: chunkStats(lazy, outputs, files) };
}
