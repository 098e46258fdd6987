// Scripts told apart by name. A letter of any other script counts as "Other", so
// Latin plus an unlisted script is still mixed; two unlisted scripts in one label
// are not told apart (rare in hosts, and such labels still get the `idn` warning).
// One string, compiled on first use into one pattern with a group per script: it ships
// smaller than 36 pattern literals and tests a character once instead of up to 36 times.
const SCRIPT_NAMES: readonly string[] = (
  'Latin Greek Cyrillic Armenian Hebrew Arabic Syriac Thaana Nko Devanagari Bengali Gurmukhi Gujarati Oriya ' +
  'Tamil Telugu Kannada Malayalam Sinhala Thai Lao Tibetan Myanmar Georgian Hangul Ethiopic Cherokee ' +
  'Canadian_Aboriginal Khmer Mongolian Hiragana Katakana Bopomofo Han Yi Tifinagh'
).split(' ');
let scriptPattern: RegExp | undefined;

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
  scriptPattern ??= new RegExp(SCRIPT_NAMES.map((name) => `(\\p{Script=${name}})`).join('|'), 'u');
  const groups = scriptPattern.exec(char);
  if (!groups) return 'Other';
  // Group n matched: the script is name n - 1.
  return SCRIPT_NAMES[groups.findIndex((group, n) => n > 0 && group !== undefined) - 1] ?? 'Other';
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
