import { describe, expect, it } from 'vitest';
import { parseNumber, typedPrecision } from './parse-number.js';

describe('parseNumber', () => {
  it.each<[unknown, number]>([
    [42, 42],
    [-1.5, -1.5],
    ['42', 42],
    [' 42 ', 42],
    ['\t-3.25\n', -3.25],
    ['+7', 7],
    ['1e3', 1000],
    ['2.5E-1', 0.25],
    ['.5', 0.5],
    ['5.', 5],
    ['007', 7],
  ])('%j → %d', (value, expected) => expect(parseNumber(value)).toBe(expected));

  it.each<unknown>([
    '',
    ' ',
    'abc',
    '12abc',
    '0x10',
    '1,5',
    '1 000',
    'Infinity',
    '-Infinity',
    'NaN',
    '1e400',
    '--1',
    '1e',
    'e3',
    '.',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    true,
    [],
    {},
    10n,
  ])('%s → undefined', (value) => expect(parseNumber(value)).toBeUndefined());
});

describe('typedPrecision', () => {
  it.each<[string, { exact: boolean; whole: boolean }]>([
    ['42', { exact: true, whole: true }],
    [' 4.20e1 ', { exact: true, whole: true }],
    ['0.5', { exact: true, whole: false }],
    ['.5', { exact: true, whole: false }],
    ['5.', { exact: true, whole: true }],
    ['-0.0', { exact: true, whole: true }],
    ['1.0000000000000001', { exact: false, whole: false }],
    ['9007199254740993', { exact: false, whole: true }],
    ['1e21', { exact: true, whole: true }],
    ['123e-2', { exact: true, whole: false }],
  ])('%j', (text, expected) => expect(typedPrecision(text, parseNumber(text) as number)).toStrictEqual(expected));

  it('stays linear on a long run of zeros', () => {
    // No clock: a linear scan of these 2 million zeros takes milliseconds, the quadratic
    // /0+$/ it replaced would take hours, far past the test timeout. The answer is checked too.
    const zeros = '0'.repeat(2_000_000);
    expect(typedPrecision(`1${zeros}1e-2000001`, 1)).toStrictEqual({ exact: false, whole: false });
    expect(typedPrecision(`1${zeros}e-2000000`, 1)).toStrictEqual({ exact: true, whole: true });
  });
});
