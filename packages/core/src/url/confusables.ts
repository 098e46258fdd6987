import { latinFor } from './lookalikes.js';
import { scriptOf, scriptsOf } from './scripts.js';

export { LOOKALIKE_FROM, LOOKALIKE_TO, toLatinLookalike } from './lookalikes.js';

// A combining dot above on i, j or l draws nothing new (i̇ looks like i): the
// parser keeps it, since no precomposed letter exists.
const DOT_ABOVE_ON_ILJ = /(?<=[ijl])\u0307/gu;

/**
 * Whether a non-ASCII host `label` reads as an ASCII one: every letter in it is an
 * ASCII letter or a look-alike of one, whatever else it holds (digits, hyphens,
 * marks, symbols). That covers labels wholly in Cyrillic, Greek, Armenian or
 * Cherokee look-alikes (`аррӏе`, which mixed-script checks miss as it uses one
 * script), Latin look-alikes (`ɡoogle`, `ᴘᴀʏᴘᴀʟ`, `ǀ` for l), a dot above an `i`,
 * and symbols slipped into an ASCII name (`google.com⁄login`, with a fraction slash).
 * Accented letters (`café`) are not look-alikes: telling `é` from `e` is left to
 * the person, who sees the Unicode and punycode forms side by side.
 */
export function readsAsAscii(label: string): boolean {
  // `col·legi` is plain Catalan, not `collegi` in disguise: the dot is visible.
  const visible = label.replace(CATALAN_MIDDLE_DOT, '');
  const text = visible.replace(DOT_ABOVE_ON_ILJ, '');
  let nonAscii = text !== visible;
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) continue;
    nonAscii = true;
    if (scriptOf(char) !== undefined && latinFor(char) === undefined) return false;
  }
  return nonAscii;
}

// What a host label is normally made of: letters, combining marks, digits, hyphen
// and underscore. Letters without a script of their own (modifier letters such as
// ː or ʻ) are not in it: they are checked one by one below.
const ASCII_PLAIN = /^[a-zA-Z0-9_-]$/;
const MARK_OR_DIGIT = /^[\p{M}\p{Nd}]$/u;
const LETTER = /^\p{L}$/u;
// The Catalan ela geminada, `l·l`, is the one place a middle dot belongs.
const CATALAN_MIDDLE_DOT = /(?<=l)\u00b7(?=l)/gu;
// Combining overlays draw a stroke or slash through the letter before them.
const OVERLAY = /^[\u0334-\u0338\u20d2\u20d3\u20e5\u20e6]$/u;
// Japanese punctuation and marks of the Common script that Japanese names use:
// middle dot ・, prolonged sound mark ー, 〆 and the kana repetition marks.
const JAPANESE_COMMON = /^[\u30fb\u30fc\u3006\u3031-\u3035\u303c]$/u;
const JAPANESE_SCRIPTS: readonly string[] = ['Han', 'Hiragana', 'Katakana'];

/**
 * Whether a host `label` holds a character that is no letter, mark, digit, hyphen
 * or underscore: a symbol or punctuation that can pass for a URL delimiter (`⁄`
 * or `∕` for `/`, `։` or `ː` for `:`, `,` for `.`), an overlay that strikes a letter
 * through, an emoji, or an invisible joiner (ZWJ/ZWNJ, which IDNA keeps after a
 * virama, so two hosts that differ only by one look the same; inside an `xn--`
 * label no hidden-characters check sees it). The exceptions are those IDNA2008
 * allows in context: the Catalan middle dot between two l (`col·legi`) and Japanese
 * marks in a label that has Japanese letters.
 */
export function holdsSymbol(label: string): boolean {
  const text = label.replace(CATALAN_MIDDLE_DOT, '');
  let japanese: boolean | undefined;
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80 ? ASCII_PLAIN.test(char) : isPlainNonAscii(char)) continue;
    if (JAPANESE_COMMON.test(char)) {
      japanese ??= scriptsOf(text).some((script) => JAPANESE_SCRIPTS.includes(script));
      if (japanese) continue;
    }
    return true;
  }
  return false;
}

/** A non-ASCII letter with a script of its own, a mark other than an overlay, or a digit. */
function isPlainNonAscii(char: string): boolean {
  if (OVERLAY.test(char)) return false;
  if (MARK_OR_DIGIT.test(char)) return true;
  return LETTER.test(char) && scriptOf(char) !== undefined;
}
