// @ts-check
// Size of each package as published: `export *` of its entry point (or of a subpath, for a package
// whose root is not what an app imports), bundled from the installed
// tarball the way an app's bundler would (the benchmarks' method: esbuild, browser ESM, minified,
// code splitting, NODE_ENV=production; gzip level 9 per chunk, kB = 1000 bytes). "initial" is
// the entry chunk and its static imports, "on demand" what only a dynamic import() reaches.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { gz, splitBuild } from '@elicit-kit/bench/lib/split-build.mjs';

/** @param {string[]} names */
const withSubpaths = (names) => names.flatMap((n) => [n, `${n}/*`]);

/** @typedef {{ min: number, gzip: number }} Bytes */
/** @typedef {{ initial: Bytes, lazy: Bytes }} Sizes */
/** @typedef {{ name: string, alone: Sizes, withDependencies: Sizes, css?: Bytes }} SizeRow */

/**
 * @param {string} appDir  an app whose node_modules holds the installed packages
 * @param {string[]} names  package names or entry points (`@elicit-kit/ai-sdk/react`)
 * @returns {Promise<SizeRow[]>}
 *   `alone`: the package's own code (its dependencies and peers external);
 *   `withDependencies`: with its dependencies bundled in (only peers external: React, the MCP SDK).
 */
export async function measureSizes(appDir, names) {
  /** @type {import('esbuild').BuildOptions & { absWorkingDir: string }} */
  const base = {
    absWorkingDir: appDir,
    bundle: true,
    minify: true,
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  };
  /** @type {SizeRow[]} */
  const rows = [];
  for (const name of names) {
    const pkgName = name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
    const pkgDir = join(appDir, 'node_modules', pkgName);
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    const deps = Object.keys(pkg.dependencies ?? {});
    // A host installs the peers of the kit's own packages too (the ag-ui package bundles the AI SDK bridge's code).
    const kitDepPeers = deps
      .filter((dep) => dep.startsWith('@elicit-kit/'))
      .flatMap((dep) => Object.keys(JSON.parse(readFileSync(join(appDir, 'node_modules', dep, 'package.json'), 'utf8')).peerDependencies ?? {}));
    const peers = [...new Set([...Object.keys(pkg.peerDependencies ?? {}), ...kitDepPeers])];
    /** @param {string[]} external @returns {Promise<Sizes>} */
    const build = async (external) => {
      const { initial, lazy } = await splitBuild({
        base,
        id: name.replace(/\W/g, '-'),
        contents: `export * from '${name}';`,
        resolveDir: appDir,
        outdir: join(appDir, 'size-out'),
        external: withSubpaths(external),
      });
      return { initial: { min: initial.min, gzip: initial.gzip }, lazy: { min: lazy.min, gzip: lazy.gzip } };
    };
    /** @type {SizeRow} */
    const row = { name, alone: await build([...peers, ...deps]), withDependencies: await build(peers) };
    const css = name === pkgName && pkg.exports?.['./styles.css'];
    if (css) {
      const result = await esbuild.build({ ...base, entryPoints: [join(pkgDir, css)], write: false, outdir: join(appDir, 'size-out') });
      const bytes = result.outputFiles?.[0]?.contents;
      if (!bytes) throw new Error(`esbuild wrote nothing for ${css}`);
      row.css = { min: bytes.length, gzip: gz(bytes) };
    }
    rows.push(row);
  }
  return rows;
}

/** @param {number} b */
const kB = (b) => (b / 1000).toFixed(1);
/** @param {Sizes} sizes */
const pair = ({ initial, lazy }) => `${kB(initial.min)} / **${kB(initial.gzip)}**${lazy.min ? ` + ${kB(lazy.min)} / ${kB(lazy.gzip)} on demand` : ''}`;

/**
 * The README's table (kB min / gzip).
 * @param {SizeRow[]} rows
 */
export function sizesTable(rows) {
  const lines = [
    '| package | own code, kB min / **gzip** | with its dependencies, kB min / **gzip** |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| \`${r.name}\` | ${pair(r.alone)} | ${pair(r.withDependencies)} |`),
  ];
  for (const r of rows) if (r.css) lines.push(`| \`${r.name}/styles.css\` | ${kB(r.css.min)} / **${kB(r.css.gzip)}** | – |`);
  return lines.join('\n');
}
