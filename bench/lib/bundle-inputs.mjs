// @ts-check
// Helpers shared by the core and React benchmarks.
import { execFileSync } from 'node:child_process';

/**
 * The package or source folder a bundled file belongs to, for "largest inputs" columns:
 * npm packages by name, core's public-suffix data apart, `core/<folder>` and
 * `kit/<folder-or-file>` for our sources (`kit/mcp` for all of @elicit-kit/mcp), `(entry+fixture)` for generated entries.
 */
export function groupOf(/** @type {string} */ path) {
  const nm = path.lastIndexOf('node_modules/');
  if (/core\/(src|dist)\/url\/suffix-(data\.[jt]s|shards\/)/.test(path)) return 'public-suffix data';
  if (nm >= 0) {
    const [scope = '', name = ''] = path.slice(nm + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (path.startsWith('packages/react/src/')) return `kit/${(path.split('/')[3] ?? '').replace(/\.tsx?$/, '')}`;
  if (path.startsWith('packages/core/src/')) return `core/${(path.split('/')[3] ?? '').replace(/\.ts$/, '')}`;
  if (path.startsWith('packages/mcp/src/')) return 'kit/mcp';
  if (path.includes('fixtures/') || path === '<stdin>' || path.includes('size-')) return '(entry+fixture)';
  return '(adapter)';
}

/**
 * esbuild metafile `inputs` ({ path: { bytesInOutput } }) summed by {@link groupOf}, largest first.
 * @param {Record<string, { bytesInOutput: number }>} inputs
 */
export function largestInputs(inputs, count = 6) {
  const groups = new Map();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    const group = groupOf(path);
    groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
  }
  return [...groups.entries()]
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${(bytes / 1000).toFixed(1)}k`)
    .join(', ');
}

/** `git <args>` in `cwd`, trimmed; empty when git is missing or fails (results still get written). */
export function git(/** @type {string[]} */ args, /** @type {string} */ cwd) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}
