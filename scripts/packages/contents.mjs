// @ts-check
// What a tarball must (and must not) hold, checked on the packed files themselves.
import { posix } from 'node:path';

/** Files a user needs; anything else in a tarball is a mistake (tests, sources, build caches…). */
const ALLOWED = /^(package\.json|README\.md|LICENSE|dist\/.+\.(js|js\.map|d\.ts|css))$/;
/** Test and tooling files that could still match ALLOWED (e.g. a declaration of a test helper). */
const NEVER = /(\.test\.|\.stories\.|\.fixtures\.|test-support|test-render|\.tsbuildinfo$|\.d\.ts\.map$)/;
/** Module specifiers in built JS (minified or not) and in declarations (`import("./x.js").T`). */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'])([^"'\s]+)\1/g;

/** @param {string} code @returns {string[]} */
const specifiersOf = (code) => [...code.matchAll(SPECIFIERS)].map((m) => m[2] ?? '');
/** @param {string} specifier */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Every string target of an `exports` map (conditions flattened).
 * @param {unknown} exports
 * @returns {string[]}
 */
function exportTargets(exports) {
  if (typeof exports === 'string') return [exports];
  return Object.values(/** @type {object} */ (exports ?? {})).flatMap(exportTargets);
}

/**
 * Problems with one packed package, as readable sentences (empty when it is fine).
 * @param {Map<string, Buffer>} files  the tarball's files (see tarball.mjs)
 * @param {{ useClient: boolean | ((file: string, code: string) => boolean), sideEffects: false | string[], rootLicense: Buffer }} expect
 *   `useClient`: whether every JS file starts with "use client" (true), none does (false), or which must (a predicate).
 */
export function checkContents(files, expect) {
  /** @type {string[]} */
  const problems = [];
  const pkg = JSON.parse(files.get('package.json')?.toString() ?? '{}');
  /** @param {string} f */
  const has = (f) => files.has(f);
  /** @param {string} f */
  const text = (f) => files.get(f)?.toString() ?? '';

  for (const f of ['package.json', 'README.md', 'LICENSE']) if (!has(f)) problems.push(`${f} is missing`);
  if (has('LICENSE') && !files.get('LICENSE')?.equals(expect.rootLicense)) problems.push('LICENSE differs from the repository LICENSE');
  for (const f of files.keys()) {
    if (!ALLOWED.test(f)) problems.push(`${f} should not be published (only package.json, README.md, LICENSE and dist JS/maps/d.ts/CSS)`);
    else if (NEVER.test(f)) problems.push(`${f} is a test/tooling file and should not be published`);
  }

  // The packed manifest: pnpm must have applied publishConfig and replaced workspace: ranges.
  const targets = [pkg.types, ...exportTargets(pkg.exports)].filter(Boolean);
  for (const t of targets) {
    if (!/^\.\/(dist\/|package\.json$)/.test(t)) problems.push(`package.json points at ${t}, not at dist (publishConfig not applied?)`);
    else if (!has(t.slice(2))) problems.push(`package.json points at ${t}, which is not in the tarball`);
  }
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${name} is still ${range}`);
      // The four packages are released together (.changeset/config.json `fixed`) and need each other's
      // same version: a range would let a user mix versions and get two copies of core.
      else if (name.startsWith('@elicit-kit/') && range !== pkg.version) problems.push(`${field}.${name} is ${range}, not this release's ${pkg.version}`);
    }
  }
  if (JSON.stringify(pkg.sideEffects) !== JSON.stringify(expect.sideEffects)) {
    problems.push(`sideEffects is ${JSON.stringify(pkg.sideEffects)}, expected ${JSON.stringify(expect.sideEffects)}`);
  }

  // Imports: relative ones must exist, bare ones must be declared (or the package itself).
  const declared = new Set([pkg.name, ...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
  const js = [...files.keys()].filter((f) => f.endsWith('.js'));
  const dts = [...files.keys()].filter((f) => f.endsWith('.d.ts'));
  /** @type {Map<string, string[]>} */
  const importsOf = new Map();
  for (const f of [...js, ...dts]) {
    const relative = [];
    for (const s of specifiersOf(text(f))) {
      if (s.startsWith('.')) {
        let target = posix.normalize(posix.join(posix.dirname(f), s));
        if (f.endsWith('.d.ts')) target = target.replace(/\.js$/, '.d.ts');
        if (!has(target)) problems.push(`${f} imports ${s}, which is not in the tarball`);
        relative.push(target);
      } else if (s.startsWith('node:')) {
        // Node's built-ins (the `node:http` types of a Node adapter) are no packages to declare.
      } else if (!declared.has(packageOf(s))) {
        problems.push(`${f} imports ${s}, but ${packageOf(s)} is not in dependencies or peerDependencies`);
      }
    }
    importsOf.set(f, relative);
  }

  // Every JS file is reachable from an entry point (static or dynamic import): anything else
  // is a leftover of an earlier build.
  /** @type {Set<string>} */
  const reachable = new Set();
  /** @param {string} f */
  const visit = (f) => {
    if (reachable.has(f) || !has(f)) return;
    reachable.add(f);
    for (const next of importsOf.get(f) ?? []) visit(next);
  };
  for (const t of exportTargets(pkg.exports)) if (t.endsWith('.js')) visit(t.slice(2));
  // tsc writes an empty `export {};` module for each types-only file; nothing imports those at run time.
  /** @param {string} f */
  const typesOnly = (f) => /^export \{\};$/m.test(text(f)) && !/\b(function|class|const|let|var)\b/.test(text(f).replace(/\/\/.*$/gm, ''));
  for (const f of js)
    if (!reachable.has(f) && !typesOnly(f)) problems.push(`${f} is not reachable from any export (stale output of an earlier build? rm -rf dist and rebuild)`);

  // Source maps: one per JS file, self-contained (the sources they name are not published). An entry
  // that only re-exports chunks (a subpath such as react's ./fields) has no code of its own to map.
  for (const f of js) {
    const code = text(f);
    // The bundler's own helpers (rolldown's runtime, `__exportAll` for a namespace export, under
    // dist/_virtual/ when the package is built one file per module) have no source of ours to map.
    if (onlyReExports(code) || /(^|\/)_virtual\//.test(f)) continue;
    const ref = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const map = ref && posix.join(posix.dirname(f), ref);
    if (!map || !has(map)) {
      problems.push(`${f} has no source map in the tarball`);
      continue;
    }
    /** @type {{ sources?: string[], sourcesContent?: unknown[] }} */
    const { sources = [], sourcesContent = [] } = JSON.parse(text(map));
    // No sources at all: a module whose only code is the bundler's (a namespace object of re-exports).
    if (sources.some((_, i) => typeof sourcesContent[i] !== 'string') || (sources.length === 0 && !/"mappings":""/.test(text(map)))) {
      problems.push(`${map} does not embed its sources (sourcesContent), and src/ is not published`);
    }
  }

  // "use client": on every chunk of a package with components and hooks, on none elsewhere
  // (or, for a package with a server and a browser side, exactly on the files the predicate names).
  for (const f of js) {
    const code = text(f);
    const marked = /^\s*["']use client["'];/.test(code);
    const wanted = typeof expect.useClient === 'function' ? expect.useClient(f, code) : expect.useClient;
    if (wanted && !marked) problems.push(`${f} does not start with "use client";`);
    if (!wanted && marked) problems.push(`${f} starts with "use client" but has no hooks or components`);
  }
  return problems;
}

/**
 * True for a module whose statements are only a directive, imports and exports (no code of its own).
 * @param {string} code
 */
function onlyReExports(code) {
  const statements = code
    .replace(/\/\/# sourceMappingURL=\S+\s*$/, '')
    .split(/;\s*\n?/)
    .map((x) => x.trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((x) => /^"use client"$/.test(x) || /^(import|export) \{[^}]*\}( from "[^"]+")?$/.test(x));
}
