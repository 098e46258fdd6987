import { SUFFIX_EXCEPTIONS, SUFFIX_RULES } from './suffix-data.js';

// The public suffix list as two tries of labels, read right to left (`com` → `blogspot`).
// They are decoded from suffix-data.ts's text on the first lookup, not when the module loads:
// the URL check's chunk then costs a page nothing until a link is inspected.
export interface SuffixNode {
  rule: boolean;
  children: Map<string, SuffixNode> | undefined;
}

let rules: Map<string, SuffixNode> | undefined;
let exceptions: Map<string, SuffixNode> | undefined;

/**
 * Decodes the generator's text (packages/core/scripts/suffix-data.mjs): sibling lists of
 * `[mark][?]rest[{children}]`, where the mark says how many characters a label takes from the
 * previous sibling (none before the first of a list, `,` for 0, `A`… for 1…) and `?` marks a
 * label that is no rule itself.
 */
export function decodeSuffixTrie(text: string): Map<string, SuffixNode> {
  const root = new Map<string, SuffixNode>();
  const stack: { nodes: Map<string, SuffixNode>; previous: string }[] = [];
  let nodes = root;
  let previous = '';
  let i = 0;
  while (i < text.length) {
    let code = text.charCodeAt(i);
    if (code === 125 /* '}' */) {
      ({ nodes, previous } = stack.pop() ?? { nodes: root, previous: '' });
      i += 1;
      continue;
    }
    let shared = 0;
    if (code === 44 /* ',' */) i += 1;
    else if (code >= 65 && code <= 90 /* 'A'…'Z' */) {
      shared = code - 64;
      i += 1;
    }
    const rule = text.charCodeAt(i) !== 63; /* '?' */
    if (!rule) i += 1;
    const start = i;
    // Label text runs to the next mark: `,`, `{`, `}` or a capital.
    for (code = text.charCodeAt(i); i < text.length && code !== 44 && code !== 123 && code !== 125 && (code < 65 || code > 90);) {
      i += 1;
      code = text.charCodeAt(i);
    }
    const label = previous.slice(0, shared) + text.slice(start, i);
    const node: SuffixNode = { rule, children: undefined };
    nodes.set(label, node);
    previous = label;
    if (code === 123 /* '{' */) {
      node.children = new Map();
      stack.push({ nodes, previous });
      nodes = node.children;
      previous = '';
      i += 1;
    }
  }
  return root;
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
    children = node.children;
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
  exceptions ??= decodeSuffixTrie(SUFFIX_EXCEPTIONS);
  const exception = deepestRule(host, exceptions);
  if (exception) return host.slice(exception.end + 1);
  rules ??= decodeSuffixTrie(SUFFIX_RULES);
  const rule = deepestRule(host, rules);
  if (rule) return host.slice(rule.start);
  return host.slice(host.lastIndexOf('.') + 1);
}
