#!/usr/bin/env node
// @ts-check
// Writes src/url/suffix-data.ts: the public suffix list, from tldts's own data (the same list
// core used through tldts before), in the compact text form src/url/suffix-list.ts decodes.
// Run after updating tldts: `node packages/core/scripts/suffix-data.mjs`;
// scripts/suffix-data.test.ts fails while the file is stale.
//
// What it keeps: ASCII rules only (core looks up the ASCII form of a host, so each Unicode
// rule's `xn--` twin, also in the list, is the one that counts); ICANN and private rules alike
// (core always takes the private section); no top-level rule without rules below it, since
// the list's default rule (`*`) gives the same answer for those.
import { writeFileSync } from 'node:fs';
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

/** The two encoded tries: rules and exceptions (labels hold no quote or backslash, so each fits a quoted string as is). */
export function encodeSuffixList() {
  const rules = readTrie(trie.rulesRoot);
  for (const [label, node] of rules) if (!node.children.size) rules.delete(label);
  return { rules: serialize(rules), exceptions: serialize(readTrie(trie.exceptionsRoot)) };
}

/** The generated module's text. */
export function suffixDataModule() {
  const { rules, exceptions } = encodeSuffixList();
  // Typed `string`: a literal type would copy the whole list into the published .d.ts.
  return `// Generated by packages/core/scripts/suffix-data.mjs from tldts's public suffix list. Do not edit.
// Labels in reversed order, \`label{children}\`, siblings front-coded (see the generator).
/** The list's rules (ICANN and private, ASCII), top-level rules without children left out. */
export const SUFFIX_RULES: string =
  '${rules}';
/** The list's exception rules (\`!www.ck\`), as a trie of the same form. */
export const SUFFIX_EXCEPTIONS: string = '${exceptions}';
`;
}

export const SUFFIX_DATA_FILE = fileURLToPath(new URL('../src/url/suffix-data.ts', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SUFFIX_DATA_FILE, suffixDataModule());
  console.log(`wrote ${SUFFIX_DATA_FILE}`);
}
