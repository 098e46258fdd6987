// Scripts told apart by name. A letter of any other script counts as "Other", so
// Latin plus an unlisted script is still mixed; two unlisted scripts in one label
// are not told apart (rare in hosts, and such labels still get the `idn` warning).
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Syriac', /\p{Script=Syriac}/u],
  ['Thaana', /\p{Script=Thaana}/u],
  ['Nko', /\p{Script=Nko}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Oriya', /\p{Script=Oriya}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Tibetan', /\p{Script=Tibetan}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Canadian_Aboriginal', /\p{Script=Canadian_Aboriginal}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Mongolian', /\p{Script=Mongolian}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
  ['Han', /\p{Script=Han}/u],
  ['Yi', /\p{Script=Yi}/u],
  ['Tifinagh', /\p{Script=Tifinagh}/u],
];

// Digits, hyphen, punctuation and combining marks belong to no script of their own.
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

// The mixes that are normal writing, not spoofing (as in Unicode's "highly
// restrictive" profile): Japanese, Chinese with Bopomofo, Korean, each with Latin.
const ALLOWED_MIXES: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** The script of one character, or undefined when it is Common or Inherited. */
export function scriptOf(char: string): string | undefined {
  if (NEUTRAL.test(char)) return undefined;
  for (const [name, pattern] of SCRIPTS) {
    if (pattern.test(char)) return name;
  }
  return 'Other';
}

/** The distinct scripts of `label`'s characters, in order of first appearance. */
export function scriptsOf(label: string): string[] {
  const scripts: string[] = [];
  for (const char of label) {
    const script = scriptOf(char);
    if (script !== undefined && !scripts.includes(script)) scripts.push(script);
  }
  return scripts;
}

/** Whether a label written in `scripts` mixes them in a way normal writing does not. */
export function isMixedScript(scripts: readonly string[]): boolean {
  if (scripts.length < 2) return false;
  return !ALLOWED_MIXES.some((mix) => scripts.every((script) => mix.includes(script)));
}
