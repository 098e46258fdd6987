// The compact public suffix list (src/url/suffix-data.ts, decoded by src/url/suffix-list.ts)
// must be the generator's output for the tldts now installed, and must give the registrable
// domain tldts gives — core's lookup before the list was made compact — for every rule.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'tldts';
import { describe, expect, it } from 'vitest';
import { registrableDomainOf } from '../src/url/registrable-domain.js';
import { SUFFIX_EXCEPTIONS, SUFFIX_RULES } from '../src/url/suffix-data.js';
import { childrenOf, decodeSuffixList, type SuffixNode } from '../src/url/suffix-list.js';
import { listedRules, SUFFIX_DATA_FILE, suffixDataModule } from './suffix-data.mjs';

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
    expect(readFileSync(SUFFIX_DATA_FILE, 'utf8')).toBe(suffixDataModule());
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
  it('decodes to exactly the listed rules and exceptions (a top-level rule only when rules lie under it)', () => {
    const withRulesUnder = new Set(RULES.filter((rule) => rule.includes('.')).map((rule) => rule.slice(rule.lastIndexOf('.') + 1)));
    const kept = RULES.filter((rule) => rule.includes('.') || withRulesUnder.has(rule));
    expect(rulesIn(decodeSuffixList(SUFFIX_RULES)).sort()).toEqual(kept.sort());
    expect(rulesIn(decodeSuffixList(SUFFIX_EXCEPTIONS)).sort()).toEqual([...EXCEPTIONS].sort());
  });
});
