import { describe, expect, it } from 'vitest';
import { holdsSymbol, LOOKALIKE_FROM, LOOKALIKE_TO, readsAsAscii, toLatinLookalike } from './confusables.js';
import { domainToUnicode } from './host-labels.js';

describe('look-alike table', () => {
  it('pairs every letter with one ASCII letter', () => {
    expect(LOOKALIKE_FROM.length).toBe(81);
    expect(LOOKALIKE_TO).toMatch(/^[a-z]{81}$/);
    expect(new Set(LOOKALIKE_FROM).size).toBe(81);
  });

  it('holds only letters that survive the URL parser, so no entry is dead', () => {
    for (const letter of LOOKALIKE_FROM) {
      const { hostname } = new URL(`https://${letter}q.example/`);
      expect(domainToUnicode(hostname)).toBe(`${letter}q.example`);
    }
  });
});

describe('toLatinLookalike', () => {
  it('replaces look-alike letters and keeps everything else', () => {
    expect(toLatinLookalike('\u0430\u0440\u0440\u04cf\u0435.com')).toBe('apple.com');
    expect(toLatinLookalike('\u03bf\u03c1\u03b1\u03bb')).toBe('opa\u03bb');
    expect(toLatinLookalike('\u0261oo\u0261le')).toBe('google'); // ɡoogle
    expect(toLatinLookalike('\u1d18\u1d00\u028f\u1d18\u1d00\u029f')).toBe('paypal'); // ᴘᴀʏᴘᴀʟ
    expect(toLatinLookalike('\u13aa\u13f4\u13df')).toBe('abc'); // Cherokee ᎪᏴᏟ
    expect(toLatinLookalike('\u0563\u0585')).toBe('\u0563o'); // Armenian գ is no look-alike, օ is
  });
});

describe('readsAsAscii', () => {
  it('flags labels whose every letter is ASCII or looks like it, in any script', () => {
    expect(readsAsAscii('\u0430\u0440\u0440\u04cf\u0435')).toBe(true); // аррӏе
    expect(readsAsAscii('\u0440\u0430\u0443\u0440\u0430\u04cf-24')).toBe(true);
    expect(readsAsAscii('\u03bf\u03ba')).toBe(true);
    expect(readsAsAscii('\u0430pple')).toBe(true); // mixed too; inspectUrl reports mixed-script instead
    expect(readsAsAscii('\u0261oogle')).toBe(true); // Latin small script g
    expect(readsAsAscii('\u0131nstagram')).toBe(true); // dotless ı
    expect(readsAsAscii('paypa\u01c0')).toBe(true); // ǀ dental click for l
    expect(readsAsAscii('\u1d00\u1d18\u1d18\u029f\u1d07')).toBe(true); // ᴀᴘᴘʟᴇ
    expect(readsAsAscii('\u0570\u0585\u0585')).toBe(true); // Armenian հօօ
    expect(readsAsAscii('\u13aa\u13f4\u13df')).toBe(true); // Cherokee ᎪᏴᏟ
    expect(readsAsAscii('gi\u0307thub')).toBe(true); // i with a combining dot above
    expect(readsAsAscii('com\u2044login')).toBe(true); // fraction slash posing as /
  });

  it('leaves ASCII, accented and genuinely non-Latin labels to other checks', () => {
    expect(readsAsAscii('apple')).toBe(false);
    expect(readsAsAscii('xn--80ak6aa92e')).toBe(false);
    expect(readsAsAscii('123')).toBe(false);
    expect(readsAsAscii('caf\u00e9')).toBe(false);
    expect(readsAsAscii('m\u00fcnchen')).toBe(false);
    expect(readsAsAscii('\u043f\u0440\u0438\u043c\u0435\u0440')).toBe(false); // пример
    expect(readsAsAscii('\u03bb\u03bf')).toBe(false);
    expect(readsAsAscii('\u4f8b\u5b50')).toBe(false);
    expect(readsAsAscii('\u05d0\u05d1')).toBe(false);
    expect(readsAsAscii('\u00e9\u0307')).toBe(false); // a dot above only vanishes on i, j, l
    expect(readsAsAscii('col\u00b7legi')).toBe(false); // Catalan l·l
  });
});

describe('holdsSymbol', () => {
  it('flags symbols, punctuation, modifier letters and overlays that can pass for delimiters', () => {
    expect(holdsSymbol('com\u2044\u4f8b')).toBe(true); // fraction slash next to Han: not mixed, not ASCII-looking
    expect(holdsSymbol('\u4f8b\u2215\u5b50')).toBe(true); // division slash
    expect(holdsSymbol('com,evil')).toBe(true);
    expect(holdsSymbol('a\u0589b')).toBe(true); // Armenian full stop, a colon look-alike
    expect(holdsSymbol('a\u02d0b')).toBe(true); // modifier letter triangular colon
    expect(holdsSymbol('a\u0338')).toBe(true); // combining long solidus overlay
    expect(holdsSymbol('\u2603')).toBe(true); // snowman
    expect(holdsSymbol('a\u00b7b')).toBe(true); // middle dot outside l·l
    expect(holdsSymbol('l\u00b7')).toBe(true);
    expect(holdsSymbol('abc\u30fc')).toBe(true); // prolonged sound mark with no Japanese letter
    expect(holdsSymbol('\u0915\u094d\u200d\u0937')).toBe(true); // क्‍ष: an invisible joiner after the virama
  });

  it('accepts letters, marks, digits, hyphen, underscore and the IDNA2008 context exceptions', () => {
    expect(holdsSymbol('a-b_c9')).toBe(false);
    expect(holdsSymbol('caf\u00e9')).toBe(false);
    expect(holdsSymbol('\u0915\u094d\u0937')).toBe(false); // Devanagari with a virama
    expect(holdsSymbol('\u0661\u0662\u0628')).toBe(false); // Arabic-Indic digits
    expect(holdsSymbol('col\u00b7legi')).toBe(false); // Catalan l·l
    expect(holdsSymbol('\u6771\u4eac\u30bf\u30ef\u30fc')).toBe(false); // 東京タワー
    expect(holdsSymbol('\u30a2\u30fb\u30a4')).toBe(false); // ア・イ
  });
});
