import { scriptsOf } from './scripts.js';

// Lower-case Cyrillic and Greek letters that render like a Latin letter in common
// fonts (hosts are lower-cased by the parser, so capitals never reach us), and the
// Latin letter each imitates, position by position. Kept to clear look-alikes; near
// misses (Cyrillic п for n, Greek τ for t) are left out, and so are letters IDNA
// maps away (lunate sigma ϲ becomes σ). Two strings rather than a Map so that
// loading the module builds nothing.
//   Cyrillic: а с ԁ е һ і ј ӏ о р ԛ ѕ ԝ х у  →  a c d e h i j l o p q s w x y
//   Greek:    α ι ϳ κ ο ρ υ ν χ γ            →  a i j k o p u v x y

/** Cyrillic and Greek letters that look Latin (only letters that survive IDNA mapping). */
export const LOOKALIKE_FROM =
  '\u0430\u0441\u0501\u0435\u04bb\u0456\u0458\u04cf\u043e\u0440\u051b\u0455\u051d\u0445\u0443' +
  '\u03b1\u03b9\u03f3\u03ba\u03bf\u03c1\u03c5\u03bd\u03c7\u03b3';
/** The Latin letter each {@link LOOKALIKE_FROM} letter imitates, at the same position. */
export const LOOKALIKE_TO = 'acdehijlopqswxy' + 'aijkopuvxy';

// Scripts whose whole-label look-alikes of Latin we detect.
const CONFUSABLE_SCRIPTS: readonly string[] = ['Cyrillic', 'Greek'];

/** `text` with each look-alike letter replaced by the Latin letter it imitates. */
export function toLatinLookalike(text: string): string {
  let out = '';
  for (const char of text) out += latinFor(char) ?? char;
  return out;
}

/**
 * Whether `label` is written wholly in one of Cyrillic or Greek (digits and hyphens
 * aside) using only letters that look Latin, e.g. `аррӏе`: mixed-script checks miss
 * these because the label uses a single script.
 */
export function isWholeScriptConfusable(label: string): boolean {
  const scripts = scriptsOf(label);
  const [only] = scripts;
  if (scripts.length !== 1 || only === undefined || !CONFUSABLE_SCRIPTS.includes(only)) return false;
  for (const char of label) {
    if (scriptsOf(char).length > 0 && latinFor(char) === undefined) return false;
  }
  return true;
}

/** The Latin letter `char` imitates, if it is in the look-alike table. */
function latinFor(char: string): string | undefined {
  const at = char.length === 1 ? LOOKALIKE_FROM.indexOf(char) : -1;
  return at === -1 ? undefined : LOOKALIKE_TO.charAt(at);
}
