import { scriptOf, scriptsOf } from './scripts.js';

// Letters that render like a lower-case ASCII letter in common fonts, and the ASCII
// letter each imitates, position by position. Only letters that survive the URL
// parser's IDNA mapping are listed (capitals are lower-cased before we see them,
// except Cherokee, which IDNA folds to its capitals). Kept to clear look-alikes;
// near misses (Cyrillic п for n, Greek τ for t) are left out. Two strings rather
// than a Map so that loading the module builds nothing.
//   Cyrillic:        а с ԁ е һ і ј ӏ о р ԛ ѕ ԝ х у  →  a c d e h i j l o p q s w x y
//   Greek:           α ι ϳ κ ο ρ υ ν χ γ            →  a i j k o p u v x y
//   Latin, non-ASCII: ɑ ɡ ı ȷ ǀ ɩ ĸ                    →  a g i j l i k
//   Latin small capitals, read as the capital letter of a lower-cased host:
//                    ᴀ ʙ ᴄ ᴅ ᴇ ɢ ʜ ɪ ᴊ ᴋ ʟ ᴍ ɴ ᴏ ᴘ ʀ ꜱ ᴛ ᴜ ᴠ ᴡ ʏ ᴢ
//   Armenian:        օ ս ո հ ց զ                    →  o u n h g q
//   Cherokee:        Ꭺ Ᏼ Ꮯ Ꭰ Ꭼ Ꮐ Ꮋ Ꭵ Ꭻ Ꮶ Ꮮ Ꮇ Ꮲ Ꮢ Ꮪ Ꭲ Ꮩ Ꮃ Ꭹ Ꮓ  →  a b c d e g h i j k l m p r s t v w y z

/** Letters that look like an ASCII letter (only letters that survive IDNA mapping). */
export const LOOKALIKE_FROM =
  '\u0430\u0441\u0501\u0435\u04bb\u0456\u0458\u04cf\u043e\u0440\u051b\u0455\u051d\u0445\u0443' +
  '\u03b1\u03b9\u03f3\u03ba\u03bf\u03c1\u03c5\u03bd\u03c7\u03b3' +
  '\u0251\u0261\u0131\u0237\u01c0\u0269\u0138' +
  '\u1d00\u0299\u1d04\u1d05\u1d07\u0262\u029c\u026a\u1d0a\u1d0b\u029f\u1d0d\u0274\u1d0f\u1d18\u0280\ua731\u1d1b\u1d1c\u1d20\u1d21\u028f\u1d22' +
  '\u0585\u057d\u0578\u0570\u0581\u0566' +
  '\u13aa\u13f4\u13df\u13a0\u13ac\u13c0\u13bb\u13a5\u13ab\u13e6\u13de\u13b7\u13e2\u13d2\u13da\u13a2\u13d9\u13b3\u13a9\u13c3';
/** The ASCII letter each {@link LOOKALIKE_FROM} letter imitates, at the same position. */
export const LOOKALIKE_TO =
  'acdehijlopqswxy' + 'aijkopuvxy' + 'agijlik' + 'abcdeghijklmnoprstuvwyz' + 'ounhgq' + 'abcdeghijklmprstvwyz';

// A combining dot above on i, j or l draws nothing new (i̇ looks like i): the
// parser keeps it, since no precomposed letter exists.
const DOT_ABOVE_ON_ILJ = /(?<=[ijl])\u0307/gu;

/** `text` with each look-alike letter replaced by the ASCII letter it imitates. */
export function toLatinLookalike(text: string): string {
  let out = '';
  for (const char of text) out += latinFor(char) ?? char;
  return out;
}

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

/** The ASCII letter `char` imitates, if it is in the look-alike table. */
function latinFor(char: string): string | undefined {
  const at = char.length === 1 ? LOOKALIKE_FROM.indexOf(char) : -1;
  return at === -1 ? undefined : LOOKALIKE_TO.charAt(at);
}
