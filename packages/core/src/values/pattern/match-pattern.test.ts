import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePattern } from './match-pattern.js';
import { UnsupportedPattern } from './parse-pattern.js';

/** Small regex pieces whose combinations stay valid with the `u` flag and free of back-references. */
const atom = fc.constantFrom(
  'a',
  'b',
  '.',
  '\\d',
  '\\w',
  '\\s',
  '\\S',
  '[ab]',
  '[^a]',
  '[a-c\\d]',
  '\\.',
  'é',
  '😀',
  '\\u0061',
  '\\x62',
  '\\p{Lu}',
  '[]',
  '[^]',
  '\\bx',
  '\\B',
);
const pieceArb: fc.Arbitrary<string> = fc.letrec((tie) => ({
  piece: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom,
    fc.tuple(tie('piece'), fc.constantFrom('*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?')).map(([p, q]) => `(?:${p})${q}`),
    fc.tuple(tie('piece'), tie('piece')).map(([a, b]) => `${a}${b}`),
    fc.tuple(tie('piece'), tie('piece')).map(([a, b]) => `(?:${a}|${b})`),
    fc.tuple(tie('piece')).map(([a]) => `(${a})`),
  ),
})).piece;
const patternArb = fc.tuple(fc.boolean(), pieceArb, fc.boolean()).map(([start, body, end]) => `${start ? '^' : ''}${body}${end ? '$' : ''}`);
const textArb = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'x', '1', ' ', '.', 'é', 'A', '😀', '\n', '_'), maxLength: 8 }),
  fc.string({ maxLength: 6 }),
);

describe('compilePattern: the linear-time engine', () => {
  it('agrees with the JavaScript engine (u flag) on random patterns and texts', () => {
    fc.assert(
      fc.property(patternArb, fc.array(textArb, { minLength: 1, maxLength: 6 }), (source, texts) => {
        const native = new RegExp(source, 'u');
        const test = compilePattern(source);
        for (const text of texts) {
          const expected = native.test(text);
          // V8 tries \b and \B between the halves of an astral character too; there the engine can only
          // be stricter (refuse what V8 matches), never laxer: soundness is what must hold.
          if (/\\[bB]/.test(source) && /[\u{10000}-\u{10FFFF}]/u.test(text)) {
            if (test(text)) expect([source, text, expected]).toStrictEqual([source, text, true]);
          } else expect([source, text, test(text)]).toStrictEqual([source, text, expected]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    [
      "^(?!\\.)(?!.*\\.\\.)([A-Za-z0-9_'+\\-\\.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
      ['ada@example.com', 'a.b@ex.io', '.a@ex.io', 'a..b@ex.io', 'a@b', 'ab.@ex.io'],
    ],
    ['^(?=.*\\d)(?=.*[a-z]).{8,}$', ['abcdefg1', 'abcdefgh', '12345678', 'a1']],
    ['^\\d{3}-\\d{4}$', ['123-4567', '123-456', 'a123-4567']],
    ['^(?:\\uD83D\\uDE00|\\u{1F601})+$', ['😀😁', '😀x', '']],
    ['[^\\s]\\s[\\S]', ['a b', 'a\u00a0b', 'a\u3000b', 'ab']],
    ['^(?<year>\\d{4})-(?:0[1-9]|1[0-2])$', ['2024-02', '2024-13']],
    ['a{0}b', ['b', 'ab', '']],
    ['\\cJ|\\0', ['\n', '\0', 'J']],
  ])('matches %s exactly as RegExp does', (source, texts) => {
    const test = compilePattern(source);
    for (const text of texts) expect([text, test(text)]).toStrictEqual([text, new RegExp(source, 'u').test(text)]);
  });

  it('runs catastrophic-backtracking patterns in linear time', () => {
    // Each of these takes the JavaScript engine exponential time on such input.
    const long = `${'a'.repeat(50_000)}!`;
    expect(compilePattern('(a+)+$')(long)).toBe(false);
    expect(compilePattern('^(a|aa)+$')(long)).toBe(false);
    expect(compilePattern('^(a|a?)+$')(long)).toBe(false);
    expect(compilePattern('(.*a){12}$')(long)).toBe(false);
    expect(compilePattern('^(\\w+\\s?)*$')(`${'word '.repeat(5_000)}!`)).toBe(false);
  });

  it.each([
    ['(a)\\1', 'back-references'],
    ['\\k<x>(?<x>a)', 'named back-references'],
    ['(?<=a)b', 'lookbehind'],
    ['(?<!a)b', 'negative lookbehind'],
    ['a(?=b)', 'a lookahead past the start'],
    ['^(?=a)b|c', 'a lookahead beside a top-level alternation'],
    ['^(?:(?=a))', 'a lookahead inside a group'],
    ['(?:x{100}){300}', 'an expansion past the state limit'],
  ])('refuses %s (%s)', (source) => {
    expect(() => compilePattern(source)).toThrow(UnsupportedPattern);
  });

  it('throws SyntaxError for a pattern that is not a valid u-flag regex', () => {
    expect(() => compilePattern('([a-z')).toThrow(SyntaxError);
    expect(() => compilePattern('a{')).toThrow(SyntaxError);
  });
});
