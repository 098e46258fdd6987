import { describe, expect, it } from 'vitest';
import { parseNumber } from './parse-number.js';

describe('parseNumber', () => {
  it.each<[unknown, number]>([
    [42, 42], [-1.5, -1.5], ['42', 42], [' 42 ', 42], ['\t-3.25\n', -3.25], ['+7', 7], ['1e3', 1000], ['2.5E-1', 0.25], ['.5', 0.5], ['5.', 5], ['007', 7],
  ])('%j → %d', (value, expected) => expect(parseNumber(value)).toBe(expected));

  it.each<unknown>([
    '', ' ', 'abc', '12abc', '0x10', '1,5', '1 000', 'Infinity', '-Infinity', 'NaN', '1e400', '--1', '1e', 'e3', '.', Number.NaN, Number.POSITIVE_INFINITY,
    null, undefined, true, [], {}, 10n,
  ])('%s → undefined', (value) => expect(parseNumber(value)).toBeUndefined());
});
