import { describe, expect, it } from 'vitest';
import { isMixedScript, scriptOf, scriptsOf } from './scripts.js';

describe('scriptOf', () => {
  it('names the script of a letter and leaves digits, hyphens and marks neutral', () => {
    expect(scriptOf('a')).toBe('Latin');
    expect(scriptOf('\u0430')).toBe('Cyrillic');
    expect(scriptOf('\u03b1')).toBe('Greek');
    expect(scriptOf('\u4e2d')).toBe('Han');
    expect(scriptOf('1')).toBeUndefined();
    expect(scriptOf('-')).toBeUndefined();
    expect(scriptOf('\u0301')).toBeUndefined();
  });

  it('names each script it tells apart by one of its letters', () => {
    const samples: Record<string, string> = {
      Latin: 'z',
      Greek: '\u03c9',
      Cyrillic: '\u0436',
      Armenian: '\u0561',
      Hebrew: '\u05d0',
      Arabic: '\u0628',
      Syriac: '\u0710',
      Thaana: '\u0780',
      Nko: '\u07ca',
      Devanagari: '\u0915',
      Bengali: '\u0995',
      Gurmukhi: '\u0a15',
      Gujarati: '\u0a95',
      Oriya: '\u0b15',
      Tamil: '\u0b95',
      Telugu: '\u0c15',
      Kannada: '\u0c95',
      Malayalam: '\u0d15',
      Sinhala: '\u0d9a',
      Thai: '\u0e01',
      Lao: '\u0e81',
      Tibetan: '\u0f40',
      Myanmar: '\u1000',
      Georgian: '\u10d0',
      Hangul: '\uac00',
      Ethiopic: '\u1200',
      Cherokee: '\u13a0',
      Canadian_Aboriginal: '\u1401',
      Khmer: '\u1780',
      Mongolian: '\u1820',
      Hiragana: '\u3042',
      Katakana: '\u30a2',
      Bopomofo: '\u3105',
      Han: '\u5b57',
      Yi: '\ua000',
      Tifinagh: '\u2d30',
    };
    for (const [script, letter] of Object.entries(samples)) expect([letter, scriptOf(letter)]).toEqual([letter, script]);
  });

  it('calls a letter of an unlisted script "Other"', () => {
    expect(scriptOf('\u16a0')).toBe('Other'); // Runic ᚠ
  });
});

describe('scriptsOf', () => {
  it('lists distinct scripts in order of appearance', () => {
    expect(scriptsOf('\u0430pple-2')).toEqual(['Cyrillic', 'Latin']);
    expect(scriptsOf('123-456')).toEqual([]);
    expect(scriptsOf('\u6771\u4eac\u30bf\u30ef\u30fc\u3042')).toEqual(['Han', 'Katakana', 'Hiragana']);
  });
});

describe('isMixedScript', () => {
  it('accepts a single script and the usual CJK combinations with Latin', () => {
    expect(isMixedScript([])).toBe(false);
    expect(isMixedScript(['Cyrillic'])).toBe(false);
    expect(isMixedScript(['Latin', 'Han', 'Hiragana', 'Katakana'])).toBe(false);
    expect(isMixedScript(['Han', 'Bopomofo'])).toBe(false);
    expect(isMixedScript(['Latin', 'Hangul'])).toBe(false);
  });

  it('rejects other mixes', () => {
    expect(isMixedScript(['Latin', 'Cyrillic'])).toBe(true);
    expect(isMixedScript(['Greek', 'Cyrillic'])).toBe(true);
    expect(isMixedScript(['Hangul', 'Katakana'])).toBe(true);
    expect(isMixedScript(['Latin', 'Other'])).toBe(true);
  });
});
