import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAscii } from './host-labels.js';
import { inspectUrl } from './inspect-url.js';
import { URL_WARNINGS } from './types.js';
import type { UrlReport } from './types.js';

/** Invariants every report keeps, whatever the input. */
function expectConsistent(report: UrlReport): void {
  // Warnings are unique and in canonical order.
  expect(report.warnings).toEqual(URL_WARNINGS.filter((warning) => report.warnings.includes(warning)));
  expect(report.warnings.includes('hidden-characters')).toBe(report.hiddenCharacters.length > 0);
  if (!report.ok) {
    expect(report.error === 'invalid-url' || report.error === 'unsupported-scheme').toBe(true);
    expect(report.href).toBeUndefined();
    expect(report.host).toBeUndefined();
    return;
  }
  expect(report.error).toBeUndefined();
  expect(report.scheme === 'https:' || report.scheme === 'http:').toBe(true);
  const href = report.href ?? '';
  expect(new URL(href).href).toBe(href);
  expect(href.startsWith(report.scheme ?? '')).toBe(true);
  const host = report.host;
  expect(host).toBeDefined();
  if (host === undefined) return;
  expect(isAscii(host.ascii)).toBe(true);
  expect(host.labels.map((label) => label.ascii).join(host.kind === 'domain' ? '.' : '')).toBe(host.ascii);
  expect(host.labels.map((label) => label.unicode).join(host.kind === 'domain' ? '.' : '')).toBe(host.unicode);
  if (host.registrableDomain !== undefined) {
    // Whole labels at the end, trailing dots (there may be several) aside.
    expect(`.${host.ascii.replace(/\.+$/, '')}`.endsWith(`.${host.registrableDomain}`)).toBe(true);
  }
  // The labels a UI emphasises are a run at the end that reads as the registrable domain.
  const firstMarked = host.labels.findIndex((label) => label.registrable);
  const marked = firstMarked === -1 ? [] : host.labels.slice(firstMarked);
  expect(marked.every((label) => label.registrable)).toBe(true);
  expect(
    marked
      .map((label) => label.ascii)
      .filter((ascii) => ascii !== '')
      .join('.') || undefined,
  ).toBe(host.registrableDomain);
  expect(host.registrableDomain?.split('.').includes('') ?? false).toBe(false);
}

// URL-shaped strings from parts, tricky ones included, so that many of them parse.
const scheme = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('https://', 'http://') },
  fc.constantFrom('HTTPS://', 'https:', 'http:/', 'javascript:', 'data:', 'ftp://', 'blob:https://', '//', '', 'ht\ttps://', ' https://'),
);
const label = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/) },
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  fc.string({ unit: fc.constantFrom(...'аерсохуіӏαορνιкпλ東京タワー例子中国한국αβγ𝒶ｅ-0', '\u200B', '\u00AD', '\u202E'), minLength: 1, maxLength: 8 }),
  fc.constantFrom('', 'xn--80ak6aa92e', 'xn--abc-', 'xn--', 'localhost', 'com', 'co', 'uk', 'github', 'io', 'example', '127', '0x7f'),
);
const hostname = fc.oneof(
  { weight: 4, arbitrary: fc.array(label, { minLength: 1, maxLength: 8 }).map((labels) => labels.join('.')) },
  fc.ipV4().map(String),
  fc.ipV4Extended(),
  fc.ipV6().map((ip) => `[${ip}]`),
);
const userinfo = fc.option(fc.constantFrom('user@', 'user:pass@', 'accounts.google.com@', ':@', '@', 'a%40b@'), { nil: '' });
const port = fc.option(
  fc.oneof(
    fc.integer({ min: 0, max: 65535 }).map((n) => `:${n}`),
    fc.constantFrom(':', ':65536'),
  ),
  { nil: '' },
);
// Mostly after a separator, so the host stays parsable; sometimes glued to the host.
const rest = fc
  .tuple(fc.constantFrom('/', '/', '?', '#', '/a/../', '\\', ''), fc.string({ unit: 'binary', maxLength: 40 }))
  .map(([separator, tail]) => separator + tail);
const urlShaped = fc.tuple(scheme, userinfo, hostname, port, rest).map((parts) => parts.join(''));

describe('inspectUrl properties', () => {
  it('never throws on arbitrary strings of any code points, and stays consistent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })), (input) => {
        expectConsistent(inspectUrl(input));
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on URL-shaped strings built from parts, and stays consistent', () => {
    fc.assert(
      fc.property(urlShaped, (input) => {
        expectConsistent(inspectUrl(input));
      }),
      { numRuns: 2000 },
    );
  });

  it('treats every non-string as invalid-url', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'string'),
        (value) => {
          const report = inspectUrl(value as string);
          expect(report.ok).toBe(false);
          expect(report.error).toBe('invalid-url');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is stable on its own output: re-inspecting the href gives the same href and host', () => {
    fc.assert(
      fc.property(urlShaped, (input) => {
        const first = inspectUrl(input);
        if (first.href === undefined) return;
        const again = inspectUrl(first.href);
        expect(again.href).toBe(first.href);
        expect(again.host).toStrictEqual(first.host);
        expect(again.hiddenCharacters).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
