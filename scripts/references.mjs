// @ts-check
// Keeps the repository self-contained: no README, doc, comment or test may point at a file
// outside it. The team's background notes lived in a `shared/` folder beside the repository
// (reached as `../shared/…`); a person who clones the repository does not have them, so the
// protocol facts the code relies on are in docs/protocol.md instead. It also keeps that page's
// requirement ids (C9, S1, spec §4.3) out of published source, where they mean nothing in a
// consumer's editor hover. Run by
// scripts/references.test.ts (part of `pnpm test`); `node scripts/references.mjs` prints the hits.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The background notes' own file names: naming one (anywhere) points outside the repository. */
export const OUTSIDE_NAMES = ['design.md', 'ecosystem.md', 'peers.md', 'perf-anchors.md', 'perf-anchors', 'toolchain.md', 'elicitation-2026-07-28.md'];

/** The top-level entries of that `shared/` folder: `shared/<entry>` names one of them. */
const OUTSIDE_SHARED_ENTRIES = ['spec', 'fixtures', 'seed', 'hooks', ...OUTSIDE_NAMES.filter((name) => name.endsWith('.md'))];

/** Folders never scanned when git cannot list the tracked files. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'storybook-static', 'artifacts', 'results']);

/**
 * @typedef {{ file: string, line: number, text: string, why: string }} OutsideReference
 */

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The references to files outside the repository in one file's text.
 * @param {string} file path of the file, relative to `root` (POSIX separators)
 * @param {string} text its content
 * @param {{ root: string, exists: (absolutePath: string) => boolean, trackedNames: ReadonlySet<string> }} repo
 *   the repository root, a way to ask whether a path exists, and the base names of its tracked files
 * @returns {OutsideReference[]}
 */
export function findOutsideReferences(file, text, repo) {
  /** @type {OutsideReference[]} */
  const found = [];
  const here = dirname(join(repo.root, file));
  const insideRoot = (/** @type {string} */ path) => {
    const rel = relative(repo.root, path);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  };
  const names = new RegExp(`(?<![\\w.-])(${OUTSIDE_NAMES.map(escape).join('|')})(?![\\w-])`, 'g');
  const sharedEntry = new RegExp(`(?<![\\w.-])((?:[\\w.-]+/)*)shared/(${OUTSIDE_SHARED_ENTRIES.map(escape).join('|')})(?![\\w-])`, 'g');
  const climbToShared = /(?<![\w.-])((?:\.\.\/)+)shared(?![\w-])/g;
  const lines = text.split('\n');
  lines.forEach((lineText, index) => {
    /** @param {string} why */
    const add = (why) => found.push({ file, line: index + 1, text: lineText.trim().slice(0, 160), why });
    if (lineText.includes('/work/shared')) add('names the absolute path of the background notes');
    for (const match of lineText.matchAll(climbToShared)) {
      const target = resolve(here, `${match[1]}shared`);
      if (!insideRoot(target)) add(`"${match[0]}" climbs out of the repository`);
    }
    for (const match of lineText.matchAll(sharedEntry)) {
      // `src/shared/part.js` and the like are the repository's own folders: fine when they exist.
      const prefix = match[1] ?? '';
      const inRepo = [resolve(here, `${prefix}shared`, match[2] ?? ''), resolve(repo.root, `${prefix}shared`, match[2] ?? '')];
      if (!inRepo.some((path) => insideRoot(path) && repo.exists(path))) add(`"${match[0]}" is not a path in the repository`);
    }
    for (const match of lineText.matchAll(names)) {
      const name = match[1] ?? '';
      if (!repo.trackedNames.has(name) && !(name === 'perf-anchors' && repo.trackedNames.has('perf-anchors.md'))) {
        add(`"${name}" is a background note outside the repository`);
      }
    }
  });
  return found;
}

/**
 * The repository's tracked files (git), or every file outside build and dependency folders
 * when git is not there (an unpacked tarball).
 * @param {string} root
 * @returns {string[]} paths relative to `root`, POSIX separators
 */
export function listFiles(root) {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter((path) => path !== '' && !path.split('/').includes('node_modules') && existsSync(join(root, path)));
  } catch {
    /** @type {string[]} */
    const files = [];
    /** @param {string} dir */
    const walk = (dir) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
        if (entry.isDirectory()) {
          if (!SKIPPED_DIRS.has(entry.name)) walk(path);
        } else if (entry.isFile()) files.push(path);
      }
    };
    walk('');
    return files;
  }
}

/**
 * Every reference to a file outside the repository in its text files (binary files skipped).
 * @param {string} root
 * @param {{ ignore?: readonly string[] }} [options] files not to scan (this checker and its test name the notes on purpose)
 * @returns {OutsideReference[]}
 */
export function scanRepository(root, options = {}) {
  const files = listFiles(root);
  const trackedNames = new Set(files.map((path) => basename(path)));
  const ignore = new Set(options.ignore ?? []);
  const repo = { root, exists: existsSync, trackedNames };
  return files.flatMap((file) => {
    if (ignore.has(file)) return [];
    const bytes = readFileSync(join(root, file));
    if (bytes.includes(0)) return [];
    return findOutsideReferences(file, bytes.toString('utf8'), repo);
  });
}

/**
 * A requirement id of docs/protocol.md (`C9`, `S1`, `A2`) or a section of it (`§4.3`, "spec §1.7").
 * "C1 control(s)" is Unicode's control range, not an id (C0 never matches: ids start at 1).
 */
const REQUIREMENT_ID = /\b(?!C1 control)[CSA][1-9]\d?\b|§\s?\d/g;

/**
 * Generated data, not prose: the front-coded public-suffix list spells `C1`, `A2`… as a
 * shared-prefix mark followed by a label's next character (packages/core/scripts/suffix-data.mjs),
 * in its shards.
 */
const GENERATED_DATA = (/** @type {string} */ file) => file.startsWith('packages/core/src/url/suffix-shards/');

/** Test-only files inside a package's `src/`: tests, fixtures, test helpers (none of them ships). */
const TEST_ONLY = /(\.test\.tsx?|\.fixtures\.ts|\/test-support\.ts|\/test-render\.tsx)$|\/test-support\//;

/**
 * Whether a tracked file is published source: `src/` of a published package (core, react, mcp,
 * ai-sdk, ag-ui), whose TSDoc a consumer reads in an editor hover, the API reports and
 * docs/api; its stories too (Storybook's docs). Tests and test helpers are not.
 * @param {string} file path relative to the repository root (POSIX separators)
 */
export function isPublishedSource(file) {
  return /^packages\/(core|react|mcp|ai-sdk|ag-ui)\/src\//.test(file) && /\.(ts|tsx|mjs|js|css)$/.test(file) && !TEST_ONLY.test(file);
}

/**
 * Whether a tracked file is a published package's README: npm shows it on the package page and it
 * ships in the tarball, so it says rules in words too.
 * @param {string} file path relative to the repository root (POSIX separators)
 */
export function isPublishedReadme(file) {
  return /^packages\/(core|react|mcp|ai-sdk|ag-ui)\/README\.md$/.test(file);
}

/**
 * The requirement ids in one published file's text. An id means nothing in a consumer's editor:
 * published source says the rule in words, and docs/protocol.md maps each id to the code.
 * @param {string} file path relative to the repository root (POSIX separators)
 * @param {string} text its content
 * @returns {OutsideReference[]}
 */
export function findRequirementIds(file, text) {
  if (GENERATED_DATA(file)) return [];
  return text.split('\n').flatMap((lineText, index) =>
    [...lineText.matchAll(REQUIREMENT_ID)].map((match) => ({
      file,
      line: index + 1,
      text: lineText.trim().slice(0, 160),
      why: `"${match[0]}" is a requirement id of docs/protocol.md: say the rule in words`,
    })),
  );
}

/** This checker and its test, which name the background notes to recognise them. */
export const SELF = ['scripts/references.mjs', 'scripts/references.test.ts'];

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const hits = [
    ...scanRepository(root, { ignore: SELF }),
    ...listFiles(root)
      .filter((file) => isPublishedSource(file) || isPublishedReadme(file))
      .flatMap((file) => findRequirementIds(file, readFileSync(join(root, file), 'utf8'))),
  ];
  for (const hit of hits) console.log(`${hit.file.split(sep).join('/')}:${hit.line}: ${hit.why}\n    ${hit.text}`);
  console.log(hits.length === 0 ? 'No reference points outside the repository; no requirement id in published source or READMEs.' : `${hits.length} hit(s).`);
  process.exitCode = hits.length === 0 ? 0 : 1;
}
