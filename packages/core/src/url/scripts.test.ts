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
