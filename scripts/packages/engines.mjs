// @ts-check
// Requirements that hold: a package's `engines.node` must not promise an older Node than what it
// depends on or peers with needs (the versions the workspace installs and tests with). `ai` 7 and
// `@ai-sdk/mcp` 2 declare Node >= 22, so @elicit-kit/ai-sdk, which peers with them, must too.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The lowest Node version an `engines.node` range allows, as `[major, minor, patch]`, or
 * `undefined` for a range this reader does not know (the caller reports it).
 * Reads `>=X[.Y[.Z]]`, `^X…`, `~X…`, a bare version and `||` alternatives (their lowest).
 * @param {string} range
 * @returns {[number, number, number] | undefined}
 */
export function minNode(range) {
  /** @type {[number, number, number] | undefined} */
  let lowest;
  for (const alternative of range.split('||')) {
    const m = /^\s*(?:>=|\^|~)?\s*v?(\d+)(?:\.(\d+|x))?(?:\.(\d+|x))?\s*(?:<\S+\s*)?$/.exec(alternative);
    if (!m) return undefined;
    /** @type {[number, number, number]} */
    const version = [Number(m[1]), Number(m[2] === 'x' ? 0 : (m[2] ?? 0)), Number(m[3] === 'x' ? 0 : (m[3] ?? 0))];
    if (!lowest || compare(version, lowest) < 0) lowest = version;
  }
  return lowest;
}

/** @param {number[]} a @param {number[]} b */
function compare(a, b) {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/**
 * The problems of one package: a dependency or peer whose installed version needs a newer Node
 * than the package's `engines.node` allows.
 * @param {{ name: string, engines?: { node?: string }, dependencies?: Record<string, string>, peerDependencies?: Record<string, string> }} pkg
 * @param {(name: string) => { version: string, engines?: { node?: string } } | undefined} manifestOf  the installed manifest of a dependency
 * @returns {string[]}
 */
export function engineProblems(pkg, manifestOf) {
  const own = pkg.engines?.node;
  if (!own) return ['has no engines.node'];
  const ownMin = minNode(own);
  if (!ownMin) return [`engines.node "${own}" is not a range this check reads`];
  const problems = [];
  for (const name of [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]) {
    const dep = manifestOf(name);
    const needs = dep?.engines?.node;
    if (!dep || !needs) continue;
    const depMin = minNode(needs);
    if (!depMin) problems.push(`${name}@${dep.version} needs Node "${needs}", which this check cannot read`);
    else if (compare(depMin, ownMin) > 0) problems.push(`engines.node "${own}" allows an older Node than ${name}@${dep.version} needs ("${needs}")`);
  }
  return problems;
}

/**
 * The manifest of `name` as Node would find it from `dir` (the nearest node_modules up the tree).
 * @param {string} dir @param {string} name
 */
export function installedManifest(dir, name) {
  for (let at = dir; ; at = dirname(at)) {
    const file = join(at, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    if (dirname(at) === at) return undefined;
  }
}
