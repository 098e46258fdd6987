import { describe, expect, it } from 'vitest';
import { findHiddenCharacters } from './hidden-characters.js';

describe('findHiddenCharacters', () => {
  it('finds nothing in a plain URL', () => {
    expect(findHiddenCharacters('https://example.com/a b?q=1')).toEqual([]);
  });

  it('finds each bidi control, with its offset', () => {
    const controls = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const codePoint of controls) {
      expect(findHiddenCharacters(`https://x.example/${String.fromCodePoint(codePoint)}`)).toEqual([{ index: 18, codePoint }]);
    }
  });

  it('finds zero-width characters, the word joiner, the BOM and the soft hyphen', () => {
    for (const codePoint of [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x00ad]) {
      expect(findHiddenCharacters(`https://a${String.fromCodePoint(codePoint)}b.example/`)).toEqual([{ index: 9, codePoint }]);
    }
  });

  it('finds a tag character outside the BMP and counts UTF-16 offsets past it', () => {
    expect(findHiddenCharacters('https://x.example/\u{E0041}\u200B')).toEqual([
      { index: 18, codePoint: 0xe0041 },
      { index: 20, codePoint: 0x200b },
    ]);
  });

  it('finds tab, CR and LF anywhere, which the parser deletes', () => {
    expect(findHiddenCharacters('ht\ttps://exa\r\nmple.com/')).toEqual([
      { index: 2, codePoint: 9 },
      { index: 12, codePoint: 13 },
      { index: 13, codePoint: 10 },
    ]);
  });

  it('finds C0 controls and spaces only at the ends, which the parser trims', () => {
    expect(findHiddenCharacters(' \u0001https://x.example/a b\u0000 ')).toEqual([
      { index: 0, codePoint: 0x20 },
      { index: 1, codePoint: 0x01 },
      { index: 23, codePoint: 0x00 },
      { index: 24, codePoint: 0x20 },
    ]);
  });

  it('flags every character of an all-space input once', () => {
    expect(findHiddenCharacters('  ')).toEqual([
      { index: 0, codePoint: 0x20 },
      { index: 1, codePoint: 0x20 },
    ]);
  });
});
