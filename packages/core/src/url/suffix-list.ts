import { SUFFIX_EXCEPTIONS, SUFFIX_RULES } from './suffix-data.js';

// The public suffix list as two tries of labels, read right to left (`com` → `blogspot`).
// They are decoded from suffix-data.ts's text on the first lookup, not when the module loads:
// the URL check's chunk then costs a page nothing until a link is inspected.
interface SuffixNode {
  rule: boolean;
  children: Map<string, SuffixNode> | undefined;
}

let rules: Map<string, SuffixNode> | undefined;
let exceptions: Map<string, SuffixNode> | undefined;

/** Decodes `label{children},…` (`?label`: on the way to rules, no rule itself). */
function decode(text: string): Map<string, SuffixNode> {
  const root = new Map<string, SuffixNode>();
  const stack: Map<string, SuffixNode>[] = [root];
  let current = root;
  let last: SuffixNode | undefined;
  let start = 0;
  const flush = (end: number) => {
    if (end === start) return;
    const rule = text.charCodeAt(start) !== 63; /* '?' */
    last = { rule, children: undefined };
    current.set(text.slice(rule ? start : start + 1, end), last);
  };
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 44 /* ',' */) {
      flush(i);
    } else if (code === 123 /* '{' */) {
      flush(i);
      const children = new Map<string, SuffixNode>();
      if (last) last.children = children;
      stack.push(children);
      current = children;
    } else if (code === 125 /* '}' */) {
      flush(i);
      stack.pop();
      current = stack[stack.length - 1] ?? root;
    } else {
      continue;
    }
    start = i + 1;
  }
  flush(text.length);
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
  exceptions ??= decode(SUFFIX_EXCEPTIONS);
  const exception = deepestRule(host, exceptions);
  if (exception) return host.slice(exception.end + 1);
  rules ??= decode(SUFFIX_RULES);
  const rule = deepestRule(host, rules);
  if (rule) return host.slice(rule.start);
  return host.slice(host.lastIndexOf('.') + 1);
}
