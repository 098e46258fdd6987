import { describe, expect, it } from 'vitest';
import { isWholeScriptConfusable, LOOKALIKE_FROM, LOOKALIKE_TO, toLatinLookalike } from './confusables.js';
import { domainToUnicode } from './host-labels.js';

describe('look-alike table', () => {
  it('pairs every letter with one Latin letter', () => {
    expect(LOOKALIKE_FROM.length).toBe(25);
    expect(LOOKALIKE_TO).toMatch(/^[a-z]{25}$/);
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
  });
});

describe('isWholeScriptConfusable', () => {
  it('flags an all-Cyrillic or all-Greek label of Latin look-alikes, digits and hyphens aside', () => {
    expect(isWholeScriptConfusable('\u0430\u0440\u0440\u04cf\u0435')).toBe(true);
    expect(isWholeScriptConfusable('\u0440\u0430\u0443\u0440\u0430\u04cf-24')).toBe(true);
    expect(isWholeScriptConfusable('\u03bf\u03ba')).toBe(true);
  });

  it('leaves Latin, mixed and genuinely Cyrillic or Greek labels to other checks', () => {
    expect(isWholeScriptConfusable('apple')).toBe(false);
    expect(isWholeScriptConfusable('\u0430pple')).toBe(false);
    expect(isWholeScriptConfusable('\u043f\u0440\u0438\u043c\u0435\u0440')).toBe(false); // пример
    expect(isWholeScriptConfusable('\u03bb\u03bf')).toBe(false);
    expect(isWholeScriptConfusable('123')).toBe(false);
  });
});
