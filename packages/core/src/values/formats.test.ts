import { fastFormats, fullFormats } from 'ajv-formats/dist/formats.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFullDate, isRfc3339DateTime } from './dates.js';
import { isEmail } from './email.js';
import { isIpv6, isUri } from './uri.js';

type FormatName = 'email' | 'uri' | 'date' | 'date-time';

/** Whether ajv-formats accepts `text` for `name`, in full mode and in fast mode. */
function ajvAccepts(name: FormatName, text: string): boolean {
  return [fullFormats[name], fastFormats[name]].every((format) => {
    const check = typeof format === 'object' && format !== null && 'validate' in format ? format.validate : format;
    if (check instanceof RegExp) return check.test(text);
    return typeof check === 'function' ? Boolean((check as (data: string) => boolean)(text)) : false;
  });
}

describe('isEmail', () => {
  it.each(['ada@example.com', 'a.b-c+tag@sub.example.co.uk', "o'brien@example.ie", 'x@a-b.io', 'UPPER@EXAMPLE.COM', `${'a'.repeat(64)}@example.com`])(
    'accepts %s',
    (text) => expect([isEmail(text), ajvAccepts('email', text)]).toStrictEqual([true, true]),
  );
  it.each([
    '',
    'plain',
    '@example.com',
    'ada@',
    'ada@localhost',
    'ada@@example.com',
    'a@b@example.com',
    '.ada@example.com',
    'ada.@example.com',
    'a..b@example.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example..com',
    'ada@example.com.',
    'ada @example.com',
    '"ada"@example.com',
    'ada@[127.0.0.1]',
    'adä@example.com',
    'ada@exämple.com',
    `${'a'.repeat(65)}@example.com`,
    `ada@${'a'.repeat(64)}.com`,
  ])('refuses %j', (text) => expect(isEmail(text)).toBe(false));
});

describe('isUri', () => {
  it.each([
    'https://example.com',
    'https://example.com/a/b?c=d&e#f',
    'http://user:pass@host:8080/p',
    'mailto:ada@example.com',
    'urn:isbn:0451450523',
    'file:///etc/hosts',
    'https://[::1]:443/',
    'http://[2001:db8::7]/c=GB?objectClass?one',
    'ldap://[2001:db8:0:0:0:0:0:7]',
    'http://[::ffff:192.0.2.128]/',
    'tel:+1-816-555-1212',
    'https://example.com/%E2%82%AC',
    'a:b',
    'x:/absolute',
    'https://example.com/?q=a/b?c',
    'https://example.com:/',
  ])('accepts %s', (text) => expect([isUri(text), ajvAccepts('uri', text)]).toStrictEqual([true, true]));
  it.each([
    '',
    'example.com',
    '/relative/path',
    '//example.com',
    '1http://x',
    'http:',
    'mailto:',
    'https:?q',
    'https://exa mple.com',
    'https://example.com/<x>',
    'https://example.com/%zz',
    'https://例え.jp',
    'https://[::1',
    'https://[1:2:3:4:5:6:7:8:9]/',
    'https://[1::2::3]/',
    'http://h:80a/',
    'https://[v1.x]/',
    'javascript :alert(1)',
    'https://example.com/#a#b',
    'https://ex`ample.com',
  ])('refuses %j', (text) => expect(isUri(text)).toBe(false));
});

describe('isIpv6', () => {
  it.each(['::', '::1', '1::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8', '1:2:3:4:5:6:1.2.3.4', '::1.2.3.4', 'fe80::1:2'])(
    'accepts %s',
    (text) => expect(isIpv6(text)).toBe(true),
  );
  it.each([
    '',
    ':',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    ':::',
    '1:2:3:4:5:6:7::8',
    '1.2.3.4::',
    '::1.2.3.04',
    '::1.2.3.256',
    '12345::',
    'g::',
    '::1%eth0',
  ])('refuses %j', (text) => expect(isIpv6(text)).toBe(false));
});

describe('isFullDate and isRfc3339DateTime', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['26-01-01', false],
    ['2026-1-1', false],
    ['2026-01-01T00:00:00Z', false],
  ])('date %s → %s', (text, expected) => expect(isFullDate(text)).toBe(expected));

  it.each([
    ['2026-07-28T09:30:00Z', true],
    ['2026-07-28t09:30:00z', true],
    ['2026-07-28T09:30:00.123+02:00', true],
    ['2026-07-28T23:59:59-23:59', true],
    ['2026-07-28T09:30:00', false],
    ['2026-07-28T09:30Z', false],
    ['2026-07-28 09:30:00Z', false],
    ['2026-07-28T24:00:00Z', false],
    ['2026-07-28T09:60:00Z', false],
    ['2026-12-31T23:59:60Z', false],
    ['2026-07-28T09:30:00+24:00', false],
    ['2026-07-28T09:30:00+02:60', false],
    ['2026-07-28T09:30:00+0200', false],
    ['2026-02-30T09:30:00Z', false],
    ['2026-07-28T09:30:00.Z', false],
  ])('date-time %s → %s', (text, expected) => expect(isRfc3339DateTime(text)).toBe(expected));
});

describe('never laxer than ajv-formats (full and fast modes)', () => {
  const ascii = (chars: string, maxLength: number) => fc.string({ unit: fc.constantFrom(...chars), maxLength });
  const uriLike = fc
    .tuple(
      fc.constantFrom('https:', 'http:', 'mailto:', 'urn:', 'a+b.c-d:', '1a:', ':', ''),
      fc.constantFrom('//', '/', '', '///'),
      ascii("ab1.-_~!$&'()*+,;=:@%/?#[]09fFvV ä<>`", 24),
    )
    .map((parts) => parts.join(''));
  const atoms = (chars: string, minLength: number) =>
    fc.array(fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength: 4 }), { minLength, maxLength: 3 }).map((parts) => parts.join('.'));
  const emailLike = fc.oneof(
    fc.tuple(atoms("ab1!#$%&'*+/=?^_`{|}~-", 1), atoms('ab1-', 2)).map(([local, domain]) => `${local}@${domain}`),
    fc.tuple(ascii('ab1.!#$%&\'*+/=?^_`{|}~-"@ ', 12), fc.constantFrom('@', '', '@@'), ascii('ab1-.[]ä', 16)).map((parts) => parts.join('')),
  );
  const dateLike = fc.oneof(
    fc.date({ noInvalidDate: true, min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z') }).map((date) => date.toISOString()),
    fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    ascii('0123456789-:TtZz+. ', 30),
  );
  const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
  const time = fc.tuple(two(25), two(61), two(61)).map((parts) => parts.join(':'));
  const dateTimeLike = fc.oneof(
    {
      weight: 3,
      arbitrary: dateLike.chain((date) =>
        fc
          .tuple(
            fc.constantFrom('T', 't', ' '),
            fc.oneof(time, ascii('0123456789:', 9)),
            fc.constantFrom('', '.5', '.'),
            fc.constantFrom('Z', 'z', '+02:00', '-23:59', '+24:00', '+0200', ''),
          )
          .map(([separator, time, fraction, offset]) => `${date.slice(0, 10)}${separator}${time}${fraction}${offset}`),
      ),
    },
    dateLike,
  );

  /** Every generated text that `ours` accepts, ajv accepts too; and `ours` accepted more than `least` of them. */
  function expectNoLaxerThanAjv(name: FormatName, ours: (text: string) => boolean, texts: fc.Arbitrary<string>, least: number): void {
    let accepted = 0;
    fc.assert(
      fc.property(texts, (text) => {
        if (!ours(text)) return;
        accepted++;
        expect(ajvAccepts(name, text)).toBe(true);
      }),
      { numRuns: 1_500 },
    );
    expect(accepted).toBeGreaterThan(least);
  }

  it('isUri ⊆ ajv uri', () => expectNoLaxerThanAjv('uri', isUri, uriLike, 100));
  it('isEmail ⊆ ajv email', () => expectNoLaxerThanAjv('email', isEmail, emailLike, 100));
  it('isFullDate ⊆ ajv date', () => expectNoLaxerThanAjv('date', isFullDate, dateLike, 100));
  it('isRfc3339DateTime ⊆ ajv date-time', () => expectNoLaxerThanAjv('date-time', isRfc3339DateTime, dateTimeLike, 100));
});
