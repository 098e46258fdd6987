// The compact public suffix list (src/url/suffix-shards/ and suffix-data.ts, decoded by
// src/url/suffix-list.ts) must be the generator's output for the tldts now installed, each shard
// must hold exactly the rules of its top-level labels, and the list must give the registrable
// domain tldts gives — core's lookup before the list was made compact — for every rule.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'tldts';
import { describe, expect, it } from 'vitest';
import { registrableDomainOf } from '../src/url/full-list.js';
import { SUFFIX_SHARDS } from '../src/url/suffix-data.js';
import { childrenOf, decodeSuffixList, type SuffixNode } from '../src/url/suffix-list.js';
import { LOAD_SUFFIX_SHARD } from '../src/url/suffix-shards/load.js';
import { SUFFIX_SHARD_COUNT, suffixShardOf } from '../src/url/suffix-shards/shard-of.js';
import { listedRules, shardOf, SHARD_NAMES, SUFFIX_DATA_DIR, suffixDataFiles } from './suffix-data.mjs';

/** Core's lookup as it was, on tldts (packages/core/src/url/registrable-domain.ts before the compact list). */
function tldtsRegistrable(domain: string): string | undefined {
  const { domain: registrable } = parse(domain, { allowPrivateDomains: true, extractHostname: false, validateHostname: false, detectIp: false });
  if (registrable === null || registrable.split('.').includes('')) return undefined;
  return registrable;
}

const ascii = (rule: string) => /^[\x00-\x7f]*$/.test(rule);
const RULES = listedRules('rules').filter(ascii);
const EXCEPTIONS = listedRules('exceptions');

/** Hosts at and around a rule: the rule, one and two labels under it, a trailing dot, an empty label. */
function hostsAround(rule: string): string[] {
  const name = rule.replace(/\*/g, 'wild');
  return [name, `a.${name}`, `b.a.${name}`, `${name}.`, `a.${name}.`, `.${name}`, `a..${name}`, `${name}.x`];
}

/** The rules a decoded trie holds, written as the list writes them (`*.ck`, `co.uk`). */
function rulesIn(trie: Map<string, SuffixNode>, suffix = ''): string[] {
  return [...trie].flatMap(([label, node]) => {
    const name = suffix ? `${label}.${suffix}` : label;
    const children = childrenOf(node);
    return [...(node.rule ? [name] : []), ...(children ? rulesIn(children, name) : [])];
  });
}

describe('the compact public suffix list', () => {
  it('is what the generator writes from the installed tldts (run packages/core/scripts/suffix-data.mjs)', () => {
    const files = suffixDataFiles();
    expect(Object.keys(files)).toHaveLength(SHARD_NAMES.length + 3);
    for (const [file, text] of Object.entries(files)) expect(readFileSync(join(SUFFIX_DATA_DIR, file), 'utf8'), file).toBe(text);
  });

  it("finds a label's shard as the generator placed it, the full list and the loaders in the same order", async () => {
    expect(SUFFIX_SHARDS).toHaveLength(SUFFIX_SHARD_COUNT);
    expect(LOAD_SUFFIX_SHARD).toHaveLength(SUFFIX_SHARD_COUNT);
    const labels = [...new Set([...RULES, ...EXCEPTIONS].map((rule) => rule.slice(rule.lastIndexOf('.') + 1)))];
    fc.assert(fc.property(fc.oneof(fc.constantFrom(...labels), fc.stringMatching(/^[a-z0-9-]{1,12}$/)), (label) => suffixShardOf(label) === shardOf(label)));
    for (const label of labels) expect(suffixShardOf(label), label).toBe(shardOf(label));
    for (const [shard, load] of LOAD_SUFFIX_SHARD.entries()) expect(await load(), SHARD_NAMES[shard]).toBe(SUFFIX_SHARDS[shard]);
  });

  it('holds thousands of rules, wildcards, the exceptions and the private section', () => {
    expect(RULES.length).toBeGreaterThan(9000);
    expect(RULES).toEqual(expect.arrayContaining(['github.io', 'vercel.app', '*.ck', 'co.uk']));
    expect(EXCEPTIONS).toEqual(expect.arrayContaining(['www.ck', 'city.kawasaki.jp']));
  });

  it("gives tldts's registrable domain around every rule and exception of the list", () => {
    const differences: string[] = [];
    for (const rule of [...RULES, ...EXCEPTIONS])
      for (const host of hostsAround(rule)) {
        const expected = tldtsRegistrable(host);
        const got = registrableDomainOf(host);
        if (got !== expected) differences.push(`${host}: ${got} instead of ${expected}`);
      }
    expect(differences).toEqual([]);
  });

  it("gives tldts's registrable domain for hosts made of the list's labels and others", () => {
    const labels = [...new Set([...RULES, ...EXCEPTIONS].flatMap((rule) => rule.split('.')))];
    const label = fc.oneof(fc.constantFrom(...labels), fc.constantFrom('', 'a', 'www', 'xn--p1ai', '*'), fc.stringMatching(/^[a-z0-9-]{1,8}$/));
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 6 }), fc.constantFrom('', '.', '..'), (parts, tail) => {
        const host = parts.join('.') + tail;
        expect(registrableDomainOf(host)).toBe(tldtsRegistrable(host));
      }),
      { numRuns: 20_000 },
    );
  });

  // Last, so the lookups above ran on a trie decoded only as they reached it.
  it('decodes to exactly the listed rules and exceptions, each in the shard of its top-level label (a top-level rule only when rules lie under it)', () => {
    const topLevel = (rule: string) => rule.slice(rule.lastIndexOf('.') + 1);
    const withRulesUnder = new Set(RULES.filter((rule) => rule.includes('.')).map(topLevel));
    const kept = RULES.filter((rule) => rule.includes('.') || withRulesUnder.has(rule));
    const decoded = SUFFIX_SHARDS.map((shard) => ({ rules: rulesIn(decodeSuffixList(shard.rules)), exceptions: rulesIn(decodeSuffixList(shard.exceptions)) }));
    for (const [shard, { rules, exceptions }] of decoded.entries()) {
      expect(rules.sort(), SHARD_NAMES[shard]).toEqual(kept.filter((rule) => suffixShardOf(topLevel(rule)) === shard).sort());
      expect(exceptions.sort(), SHARD_NAMES[shard]).toEqual(EXCEPTIONS.filter((rule) => suffixShardOf(topLevel(rule)) === shard).sort());
    }
    expect(decoded.flatMap((shard) => shard.rules).sort()).toEqual(kept.sort());
    expect(decoded.flatMap((shard) => shard.exceptions).sort()).toEqual([...EXCEPTIONS].sort());
  });
});
