import { describe, expect, it } from 'vitest';
import { fold, rawSlice, tokenize } from './tokenize.js';

const words = (text: string): string[] => tokenize(text).map((token) => token.raw);

describe('tokenize', () => {
  it.each([
    ['newAPIKey2', ['new', 'api', 'key', '2']],
    ['client_secret-value', ['client', 'secret', 'value']],
    ['2faCode', ['2', 'fa', 'code']],
    ["Clé d'API", ['clé', 'd', 'api']],
    ['ＰＩＮ－Ｃｏｄｅ', ['pin', 'code']],
    ['pass\u200Bword\u00ADs', ['passwords']],
    ['', []],
    ['  ...  ', []],
  ])('%j → %j', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('folds diacritics and Latin look-alikes but keeps the raw word', () => {
    expect(tokenize('Contraseña P\u0430ss')).toEqual([
      { raw: 'contraseña', folded: 'contrasena', breakBefore: false, pauseBefore: false },
      { raw: 'p\u0430ss', folded: 'pass', breakBefore: false, pauseBefore: false },
    ]);
  });

  it('marks sentence breaks and other punctuation between words', () => {
    const tokens = tokenize('a b, c. d');
    expect(tokens.map((token) => [token.raw, token.breakBefore, token.pauseBefore])).toEqual([
      ['a', false, false],
      ['b', false, false],
      ['c', false, true],
      ['d', true, true],
    ]);
  });
});

describe('fold and rawSlice', () => {
  it('maps a folded range back to the written word', () => {
    const raw = 'nuevacontraseña';
    const start = fold(raw).indexOf('contrasena');
    expect(rawSlice(raw, start, start + 'contrasena'.length)).toBe('contraseña');
    expect(rawSlice('benutzerpasswort', 8, 16)).toBe('passwort');
    expect(rawSlice('abc', 5, 6)).toBe('');
  });
});
