import { describe, expect, it } from 'vitest';
import { codePointLength } from './code-points.js';

describe('codePointLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 1],
    ['e\u0301', 2],
    ['😀', 1],
    ['a😀b', 3],
    ['👩‍💻', 3],
    ['\uD83D', 1],
    ['\uDE00\uD83D', 2],
    ['x\uD83D', 2],
  ])('%j has %i code points', (text, length) => {
    expect(codePointLength(text)).toBe(length);
    expect(codePointLength(text)).toBe([...text].length);
  });
});
