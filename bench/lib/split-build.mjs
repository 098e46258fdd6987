// @ts-check
// Bundle-size helpers shared by the React and MCP benchmarks: an entry built as an app's
// bundler would ship it (browser ESM, minified, code splitting on), split into the chunks loaded
// initially and those loaded on demand, with gzip / brotli sizes and public-suffix markers.
import { relative } from 'node:path';
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
 * Builds `contents` (JSX, resolved from `resolveDir`) with code splitting into `outdir` (not
 * written) on top of the esbuild options `base` ({@link browserBuildOptions}); returns the
 * initial and on-demand chunk stats. `external`: extra externals.
 * @param {{ base: import('esbuild').BuildOptions & { absWorkingDir: string }, id: string, contents: string, resolveDir: string, outdir: string, external?: string[] }} options
 */
export async function splitBuild({ base, id, contents, resolveDir, outdir, external = [] }) {
  const result = await esbuild.build({
    ...base,
    stdin: { contents, resolveDir, sourcefile: `size-${id}.jsx`, loader: 'jsx' },
    format: 'esm',
    splitting: true,
    metafile: true,
    write: false,
    external,
    outdir,
    entryNames: 'entry',
  });
  const outputs = result.metafile.outputs;
  const files = new Map(result.outputFiles.map((f) => [relative(base.absWorkingDir, f.path), f]));
  const entry = Object.keys(outputs).find((p) => p.endsWith('/entry.js'));
  if (entry === undefined) throw new Error(`esbuild wrote no entry chunk for ${id}`);
  const { initial, lazy } = chunkSets(outputs, entry);
  return { initial: chunkStats(initial, outputs, files), lazy: chunkStats(lazy, outputs, files) };
}
