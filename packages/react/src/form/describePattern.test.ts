import { describe, expect, it } from 'vitest';
import { describePattern } from './describePattern.js';
import { formMessagesDe } from './messages-de.js';
import { formMessagesEn } from './messages.js';

const en = (pattern: string) => {
  const parts = describePattern(pattern);
  return parts && formMessagesEn.patternParts(parts);
};
const de = (pattern: string) => {
  const parts = describePattern(pattern);
  return parts && formMessagesDe.patternParts(parts);
};

describe('describePattern (F6)', () => {
  it('reads simple whole-value patterns in words, in English and German', () => {
    expect(en('^[A-Z]{3}-\\d{4}$')).toBe('3 capital letters, a dash, 4 digits');
    expect(de('^[A-Z]{3}-\\d{4}$')).toBe('3 Großbuchstaben, ein Bindestrich, 4 Ziffern');
    expect(en('^v?\\d+\\.\\d+\\.\\d+$')).toBe('optionally “v”, one or more digits, a dot, one or more digits, a dot, one or more digits');
    expect(en('^[a-z]{2,8}$')).toBe('2 to 8 small letters');
    expect(en('^[0-9]{5,}$')).toBe('at least 5 digits');
    expect(de('^[A-Za-z0-9]{1}_x$')).toBe('1 Buchstabe oder Ziffer, „_x“');
    expect(en('^INV-[0-9]{6}$')).toBe('“INV-”, 6 digits');
  });

  it('gives up on what words would misstate: alternatives, groups, unanchored, other classes', () => {
    for (const pattern of ['[A-Z]{3}', '^[A-Z]{3}', '^(ab)+$', '^a|b$', '^[A-F]{2}$', '^\\w+$', '^a{2}$', '^[^a]$', '^\\$'])
      expect(describePattern(pattern), pattern).toBeUndefined();
  });
});
