import { toLatinLookalike } from '../url/lookalikes.js';

/** One word of a text, as the matcher sees it. */
export interface Token {
  /** The word as written, after NFKC and lower-casing (what a report quotes). */
  raw: string;
  /** `raw` without diacritics and with Latin look-alike letters made Latin (what rules compare). */
  folded: string;
  /** A sentence break (`.`, `!`, `?`, `;`, `:`, newline) lies between this word and the previous one. */
  breakBefore: boolean;
  /** Anything but spaces, `_` or `-` lies between this word and the previous one (a comma, a bracket…). */
  pauseBefore: boolean;
}

// Every pattern below looks at a fixed number of characters per step, so each pass
// is linear in the text however hostile it is.
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const LOWER_THEN_UPPER = /(\p{Ll})(\p{Lu})/gu;
const UPPER_THEN_WORD = /(\p{Lu})(\p{Lu}\p{Ll})/gu;
const LETTER_THEN_DIGIT = /(\p{L})(\p{N})/gu;
const DIGIT_THEN_LETTER = /(\p{N})(\p{L})/gu;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const SENTENCE_BREAK = /[.!?;:\n\r\u2026\u3002\uff01\uff1f\uff1b\uff1a]/u;
const PLAIN_SEPARATOR = /^[\s_-]*$/u;
const MARKS = /\p{M}/gu;

/**
 * Splits `text` into words: camelCase, snake_case, kebab-case and digit boundaries
 * all separate words (`newAPIKey2` → `new api key 2`). Invisible format characters
 * are dropped first, so `pass\u200Bword` cannot hide a password.
 */
export function tokenize(text: string): Token[] {
  const spaced = text
    .normalize('NFKC')
    .replace(FORMAT_CHARACTERS, '')
    .replace(LOWER_THEN_UPPER, '$1 $2')
    .replace(UPPER_THEN_WORD, '$1 $2')
    .replace(LETTER_THEN_DIGIT, '$1 $2')
    .replace(DIGIT_THEN_LETTER, '$1 $2')
    .toLowerCase();
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of spaced.matchAll(WORD)) {
    const raw = match[0];
    const start = match.index;
    const separator = tokens.length > 0 ? spaced.slice(previousEnd, start) : '';
    tokens.push({
      raw,
      folded: fold(raw),
      breakBefore: SENTENCE_BREAK.test(separator),
      pauseBefore: !PLAIN_SEPARATOR.test(separator),
    });
    previousEnd = start + raw.length;
  }
  return tokens;
}

/** `word` without diacritics (`contraseña` → `contrasena`) and with look-alike letters made Latin. */
export function fold(word: string): string {
  return toLatinLookalike(word.normalize('NFD').replace(MARKS, ''));
}

/**
 * The part of `raw` whose folded form is `folded.slice(start, end)`, so a report can
 * quote `contraseña` rather than `contrasena`. Folding works character by character,
 * which lets us walk both strings together.
 */
export function rawSlice(raw: string, start: number, end: number): string {
  let foldedAt = 0;
  let rawAt = 0;
  let from = -1;
  for (const char of raw) {
    if (from === -1 && foldedAt >= start) from = rawAt;
    foldedAt += fold(char).length;
    rawAt += char.length;
    if (from !== -1 && foldedAt >= end) return raw.slice(from, rawAt);
  }
  return from === -1 ? '' : raw.slice(from);
}
