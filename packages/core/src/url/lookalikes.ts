// The look-alike table on its own, so the secret-field check (core/sensitive) can fold
// look-alikes without loading the URL checks' script tables.

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
export const LOOKALIKE_TO = 'acdehijlopqswxy' + 'aijkopuvxy' + 'agijlik' + 'abcdeghijklmnoprstuvwyz' + 'ounhgq' + 'abcdeghijklmprstvwyz';

/** `text` with each look-alike letter replaced by the ASCII letter it imitates. */
export function toLatinLookalike(text: string): string {
  let out = '';
  for (const char of text) out += latinFor(char) ?? char;
  return out;
}

/** The ASCII letter `char` imitates, if it is in the look-alike table. */
export function latinFor(char: string): string | undefined {
  const at = char.length === 1 ? LOOKALIKE_FROM.indexOf(char) : -1;
  return at === -1 ? undefined : LOOKALIKE_TO.charAt(at);
}
