import { SUFFIX_EXCEPTIONS, SUFFIX_RULES } from './suffix-data.js';

// The public suffix list as two tries of labels, read right to left (`com` → `blogspot`).
// They are decoded from suffix-data.ts's text as lookups reach them, one sibling list at a time:
// the chunk costs a page nothing until a link is inspected, and the first lookup decodes the
// top level and the lists on its host's path, not all ~10,000 rules.
export interface SuffixNode {
  rule: boolean;
  /** Where the node's children are written (`text`, `start`, `end`), until they are decoded. */
  written?: readonly [string, number, number] | undefined;
  children?: Map<string, SuffixNode>;
}

let rules: Map<string, SuffixNode> | undefined;
let exceptions: Map<string, SuffixNode> | undefined;

/** A node's children, decoded on the first visit. */
export function childrenOf(node: SuffixNode): Map<string, SuffixNode> | undefined {
  if (node.written) {
    node.children = decodeSuffixList(...node.written);
    node.written = undefined;
  }
  return node.children;
}

/**
 * Decodes one sibling list of the generator's text (packages/core/scripts/suffix-data.mjs), from
 * `start` to `end`: entries `[mark][?]rest[{children}]`, where the mark says how many characters
 * a label takes from the previous sibling (none before the first of a list, `,` for 0, `A`… for
 * 1…) and `?` marks a label that is no rule itself. Children are only located, not decoded.
 */
export function decodeSuffixList(text: string, start = 0, end = text.length): Map<string, SuffixNode> {
  const nodes = new Map<string, SuffixNode>();
  let previous = '';
  let i = start;
  while (i < end) {
    let code = text.charCodeAt(i);
    let shared = 0;
    if (code === 44 /* ',' */) i += 1;
    else if (code >= 65 && code <= 90 /* 'A'…'Z' */) {
      shared = code - 64;
      i += 1;
    }
    const rule = text.charCodeAt(i) !== 63; /* '?' */
    if (!rule) i += 1;
    const labelStart = i;
    // Label text runs to the next mark: `,`, `{` or a capital (a `}` only closes a list).
    for (code = text.charCodeAt(i); i < end && code !== 44 && code !== 123 && (code < 65 || code > 90); code = text.charCodeAt(i)) i += 1;
    const label = previous.slice(0, shared) + text.slice(labelStart, i);
    const node: SuffixNode = { rule };
    if (i < end && code === 123 /* '{' */) {
      const childrenStart = i + 1;
      for (let depth = 1; depth > 0;) {
        i += 1;
        code = text.charCodeAt(i);
        if (code === 123) depth += 1;
        else if (code === 125 /* '}' */) depth -= 1;
      }
      node.written = [text, childrenStart, i];
      i += 1;
    }
    nodes.set(label, node);
    previous = label;
  }
  return nodes;
}

/**
 * Walks `host`'s labels from the right down a trie, taking `*` where no label matches (never
 * for an empty label), and returns the bounds of the left-most label of the deepest rule met.
 */
function deepestRule(host: string, trie: Map<string, SuffixNode>): { start: number; end: number } | undefined {
  let children: Map<string, SuffixNode> | undefined = trie;
  let end = host.length;
  let match: { start: number; end: number } | undefined;
  for (let i = host.length - 1; i >= -1 && children; i -= 1) {
    if (i >= 0 && host.charCodeAt(i) !== 46 /* '.' */) continue;
    const start = i + 1;
    const label = host.slice(start, end);
    const node: SuffixNode | undefined = children.get(label) ?? (label === '' ? undefined : children.get('*'));
    if (!node) break;
    if (node.rule) match = { start, end };
    children = childrenOf(node);
    end = i;
  }
  return match;
}

/**
 * The public suffix of an ASCII host name, by the list's rules with its private section: an
 * exception rule first (`!www.ck` makes `www.ck`'s suffix `ck`), else the longest matching
 * rule, else the last label (the default rule, `*`).
 */
export function publicSuffixOf(host: string): string {
  exceptions ??= decodeSuffixList(SUFFIX_EXCEPTIONS);
  const exception = deepestRule(host, exceptions);
  if (exception) return host.slice(exception.end + 1);
  rules ??= decodeSuffixList(SUFFIX_RULES);
  const rule = deepestRule(host, rules);
  if (rule) return host.slice(rule.start);
  return host.slice(host.lastIndexOf('.') + 1);
}
