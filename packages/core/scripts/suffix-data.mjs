#!/usr/bin/env node
// @ts-check
// Writes src/url/suffix-shards/ and src/url/suffix-data.ts: the public suffix list, from tldts's
// own data (the same list core used through tldts before), in the compact text form
// src/url/suffix-list.ts decodes, split into shards by top-level label (see SOLO below).
// Run after updating tldts: `node packages/core/scripts/suffix-data.mjs`;
// scripts/suffix-data.test.ts fails while the files are stale.
//
// What it keeps: ASCII rules only (core looks up the ASCII form of a host, so each Unicode
// rule's `xn--` twin, also in the list, is the one that counts); ICANN and private rules alike
// (core always takes the private section); no top-level rule without rules below it, since
// the list's default rule (`*`) gives the same answer for those.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

// tldts's flat trie module, typed by the declaration tldts ships beside it.
const trieFile = createRequire(import.meta.url).resolve('tldts/dist/es6/src/data/trie.js');
/** @type {typeof import('tldts/dist/types/src/data/trie.js')} */
const trie = await import(pathToFileURL(trieFile).href);

/** @typedef {{ rule: boolean, children: Map<string, Node> }} Node */

/**
 * The rules (or exceptions) under `root` in tldts's flat trie, as reversed label paths.
 * @param {number} root
 * @param {boolean} [unicode]  keep the Unicode rules too
 * @returns {Map<string, Node>}
 */
function readTrie(root, unicode = false) {
  const { nodeFlags, edgeStart, edgeLength, edgeChild, labelText } = trie;
  /** @type {number[]} */
  const offsets = [];
  for (let edge = 0, offset = 0; edge < edgeLength.length; edge += 1) {
    offsets.push(offset);
    offset += edgeLength[edge] ?? 0;
  }
  /** @param {number} node @returns {Map<string, Node>} */
  const children = (node) => {
    const map = new Map();
    for (let edge = edgeStart[node] ?? 0; edge < (edgeStart[node + 1] ?? 0); edge += 1) {
      const label = labelText.slice(offsets[edge], (offsets[edge] ?? 0) + (edgeLength[edge] ?? 0));
      const child = edgeChild[edge] ?? 0;
      if (!unicode && /[^\x00-\x7f]/.test(label)) continue;
      map.set(label, { rule: nodeFlags[child] !== 0, children: children(child) });
    }
    return map;
  };
  return children(root);
}

/**
 * Every rule under `root` of tldts's trie (Unicode ones included), as the list writes it
 * (`*.ck`, `city.kawasaki.jp` for the exception `!city.kawasaki.jp`).
 * @param {'rules' | 'exceptions'} which
 * @returns {string[]}
 */
export function listedRules(which) {
  /** @type {string[]} */
  const out = [];
  /** @param {Map<string, Node>} nodes @param {string} suffix */
  const walk = (nodes, suffix) => {
    for (const [label, node] of nodes) {
      const name = suffix ? `${label}.${suffix}` : label;
      if (node.rule) out.push(name);
      walk(node.children, name);
    }
  };
  walk(readTrie(which === 'rules' ? trie.rulesRoot : trie.exceptionsRoot, true), '');
  return out;
}

/** The most characters a label can take over from its previous sibling (one of `A`–`Z`). */
const MAX_SHARED = 26;

/**
 * The trie as text, children sorted, each sibling list front-coded: a label other than the
 * first of its list starts with how many characters it shares with the previous one (`,` for
 * none, `A` for 1 … `Z` for 26), then `?` when it is only on the way to rules (no rule
 * itself), then its remaining characters, then `{children}`. Sorted siblings share long
 * prefixes (`s3-accesspoint`, `s3-accesspoint-fips`), so this is ~18 % shorter than writing
 * each label out and ~7 % smaller gzipped; labels hold only `a`–`z`, digits, `-` and `*`, so
 * the marks cannot be mistaken for label text.
 * @param {Map<string, Node>} nodes
 * @returns {string}
 */
function serialize(nodes) {
  let previous = '';
  let out = '';
  for (const [label, node] of [...nodes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!/^[a-z0-9*-]+$/.test(label)) throw new Error(`unexpected label ${JSON.stringify(label)}`);
    let shared = 0;
    while (shared < MAX_SHARED && shared < label.length - 1 && label[shared] === previous[shared]) shared += 1;
    if (previous !== '') out += shared === 0 ? ',' : String.fromCharCode(64 + shared);
    out += `${node.rule ? '' : '?'}${label.slice(shared)}`;
    if (node.children.size) out += `{${serialize(node.children)}}`;
    previous = label;
  }
  return out;
}

/**
 * Top-level labels whose rules make a shard of their own (the largest, gzip: jp ~6.3 kB, com
 * ~3.5 kB, no ~2.8 kB, net ~1.5 kB, it ~1.2 kB); every other top-level label goes to one of
 * GROUPS shards by a hash of the label, ~1.5 kB gzip each. A link needs the shard of its
 * top-level label only, so the first URL check downloads one shard rather than the whole list.
 * The same table and hash are written into src/url/suffix-shards/shard-of.ts, so the lookup
 * finds a label's shard with no index of labels.
 */
export const SOLO = ['jp', 'com', 'no', 'net', 'it'];
export const GROUPS = 8;

/**
 * The shard of a top-level label: its place in SOLO, else SOLO.length plus a hash of its
 * characters (31·h + code, 32-bit) modulo GROUPS. Written out again in shard-of.ts.
 * @param {string} label
 */
export function shardOf(label) {
  const solo = SOLO.indexOf(label);
  if (solo >= 0) return solo;
  let hash = 0;
  for (let i = 0; i < label.length; i += 1) hash = (Math.imul(hash, 31) + label.charCodeAt(i)) >>> 0;
  return SOLO.length + (hash % GROUPS);
}

/** Each shard's file name (without `.ts`): the solo label, else `group-N`. */
export const SHARD_NAMES = [...SOLO, ...Array.from({ length: GROUPS }, (_, i) => `group-${i}`)];

/**
 * The two encoded tries, rules and exceptions, of each shard: the top-level labels that
 * `shardOf` sends there with everything under them (labels hold no quote or backslash, so each
 * fits a quoted string as is).
 */
export function encodeSuffixShards() {
  const rules = readTrie(trie.rulesRoot);
  for (const [label, node] of rules) if (!node.children.size) rules.delete(label);
  const exceptions = readTrie(trie.exceptionsRoot);
  // A top-level `*` would match every label, whichever shard holds it.
  if (rules.has('*') || exceptions.has('*')) throw new Error('a top-level wildcard rule cannot be sharded');
  /** @param {Map<string, Node>} nodes @param {number} shard */
  const part = (nodes, shard) => new Map([...nodes].filter(([label]) => shardOf(label) === shard));
  return SHARD_NAMES.map((name, shard) => ({ name, rules: serialize(part(rules, shard)), exceptions: serialize(part(exceptions, shard)) }));
}

const HEADER = `// Generated by packages/core/scripts/suffix-data.mjs from tldts's public suffix list. Do not edit.`;

/**
 * The generated files, by path relative to src/url/: a module per shard, the full list (every
 * shard statically, for `inspectUrl`), the shard of a label, and a loader per shard (a dynamic
 * import() each, which bundlers split into a chunk of its own).
 * @returns {Record<string, string>}
 */
export function suffixDataFiles() {
  const shards = encodeSuffixShards();
  /** @type {Record<string, string>} */
  const files = {};
  for (const { name, rules, exceptions } of shards) {
    // Typed `string`: a literal type would copy the rules into the published .d.ts.
    files[`suffix-shards/${name}.ts`] = `${HEADER}
// The rules of ${SOLO.includes(name) ? `.${name}` : `the top-level labels hashed to ${name}`}: labels in reversed order, \`label{children}\`, siblings front-coded.
/** The shard's rules (ICANN and private, ASCII), top-level rules without children left out. */
export const rules: string =
  '${rules}';
/** The shard's exception rules (\`!www.ck\`), as a trie of the same form. */
export const exceptions: string = '${exceptions}';
`;
  }
  const ident = (/** @type {string} */ name) => name.replace('-', '_');
  files['suffix-data.ts'] = `${HEADER}
// Every shard of the list, in shard order (see suffix-shards/shard-of.ts), for the synchronous inspectUrl.
import type { SuffixShard } from './suffix-list.js';
${shards.map(({ name }) => `import * as ${ident(name)} from './suffix-shards/${name}.js';`).join('\n')}

/** The shards, indexed by \`suffixShardOf\`. */
export const SUFFIX_SHARDS: readonly SuffixShard[] = [${shards.map(({ name }) => ident(name)).join(', ')}];
`;
  files['suffix-shards/shard-of.ts'] = `${HEADER}
// The same table and hash as the generator's \`shardOf\`.
const SOLO = [${SOLO.map((label) => `'${label}'`).join(', ')}];

/** The number of shards. */
export const SUFFIX_SHARD_COUNT = ${shards.length};

/** The shard that holds the rules under a top-level label (its ASCII form). */
export function suffixShardOf(label: string): number {
  const solo = SOLO.indexOf(label);
  if (solo >= 0) return solo;
  let hash = 0;
  for (let i = 0; i < label.length; i += 1) hash = (Math.imul(hash, 31) + label.charCodeAt(i)) >>> 0;
  return SOLO.length + (hash % ${GROUPS});
}
`;
  files['suffix-shards/load.ts'] = `${HEADER}
// One dynamic import() per shard, each a literal path, so bundlers give each shard a chunk of its own.
import type { SuffixShard } from '../suffix-list.js';

/** Loads a shard, indexed by \`suffixShardOf\`. */
export const LOAD_SUFFIX_SHARD: readonly (() => Promise<SuffixShard>)[] = [
${shards.map(({ name }) => `  () => import('./${name}.js'),`).join('\n')}
];
`;
  return files;
}

export const SUFFIX_DATA_DIR = fileURLToPath(new URL('../src/url/', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(join(SUFFIX_DATA_DIR, 'suffix-shards'), { recursive: true });
  for (const [file, text] of Object.entries(suffixDataFiles())) writeFileSync(join(SUFFIX_DATA_DIR, file), text);
  console.log(`wrote ${SUFFIX_DATA_DIR}suffix-data.ts and suffix-shards/`);
}
