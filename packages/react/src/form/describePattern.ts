/**
 * One piece of a simple pattern, as {@link describePattern} reads it: a run of one kind of
 * character (`[A-Z]{3}` is `{ kind: 'upper', min: 3, max: 3 }`; `max` undefined is "no
 * upper limit"), or fixed text (`-`, `v`; `optional` when followed by `?`).
 */
export type PatternPart =
  | { kind: 'upper' | 'lower' | 'letter' | 'digit' | 'alphanumeric' | 'any'; min: number; max: number | undefined }
  | { kind: 'literal'; text: string; optional: boolean };

const CLASSES: Record<string, Exclude<PatternPart['kind'], 'literal'>> = {
  '\\d': 'digit',
  '[0-9]': 'digit',
  '[A-Z]': 'upper',
  '[a-z]': 'lower',
  '[A-Za-z]': 'letter',
  '[a-zA-Z]': 'letter',
  '[A-Za-z0-9]': 'alphanumeric',
  '[a-zA-Z0-9]': 'alphanumeric',
  '[A-Z0-9]': 'alphanumeric',
  '[0-9A-Z]': 'alphanumeric',
  '[a-z0-9]': 'alphanumeric',
  '.': 'any',
};
const ESCAPED_LITERAL = /^\\[.\-/:_@#+()[\]{}$^*?|\\ ]$/;
const PLAIN_LITERAL = /^[^\\^$.|?*+()[\]{}]$/u;
const QUANTIFIER = /^(?:\{(\d{1,3})(,(\d{1,3})?)?\}|[?+*])/;
const MAX_PARTS = 8;

/**
 * The pieces of a simple, whole-value pattern (`^[A-Z]{3}-\d{4}$`: 3 capital letters, a dash,
 * 4 digits), so an error can say what is expected in words; `undefined` for anything else
 * (alternatives, groups, unanchored patterns, more than a few pieces), where words would
 * mislead and the pattern itself is the honest answer.
 */
export function describePattern(pattern: string): PatternPart[] | undefined {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return undefined;
  const body = pattern.slice(1, -1);
  const parts: PatternPart[] = [];
  let at = 0;
  while (at < body.length) {
    const atom = readAtom(body, at);
    if (atom === undefined) return undefined;
    at += atom.length;
    const quantifier = QUANTIFIER.exec(body.slice(at));
    if (quantifier) at += quantifier[0].length;
    const [min, max] = quantifier ? bounds(quantifier) : [1, 1];
    if (atom.kind === 'literal') {
      if (max !== 1 && !(min === 0 && max === 1 && quantifier?.[0] === '?')) return undefined;
      const previous = parts.at(-1);
      if (min === 1 && previous?.kind === 'literal' && !previous.optional) previous.text += atom.text;
      else parts.push({ kind: 'literal', text: atom.text, optional: min === 0 });
    } else {
      parts.push({ kind: atom.kind, min, max });
    }
    if (parts.length > MAX_PARTS) return undefined;
  }
  return parts.length > 0 ? parts : undefined;
}

function readAtom(
  body: string,
  at: number,
): ({ length: number } & ({ kind: 'literal'; text: string } | { kind: Exclude<PatternPart['kind'], 'literal'> })) | undefined {
  const rest = body.slice(at);
  if (rest.startsWith('[')) {
    const end = rest.indexOf(']');
    const kind = end === -1 ? undefined : CLASSES[rest.slice(0, end + 1)];
    return kind && { kind, length: end + 1 };
  }
  const two = rest.slice(0, 2);
  if (CLASSES[two]) return { kind: CLASSES[two], length: 2 };
  if (ESCAPED_LITERAL.test(two)) return { kind: 'literal', text: two.slice(1), length: 2 };
  const one = String.fromCodePoint(rest.codePointAt(0) ?? 0);
  if (CLASSES[one]) return { kind: CLASSES[one], length: 1 };
  return PLAIN_LITERAL.test(one) ? { kind: 'literal', text: one, length: one.length } : undefined;
}

function bounds(quantifier: RegExpExecArray): [number, number | undefined] {
  const [text, min, comma, max] = quantifier;
  if (text === '?') return [0, 1];
  if (text === '+') return [1, undefined];
  if (text === '*') return [0, undefined];
  const low = Number(min);
  return [low, comma === undefined ? low : max === undefined ? undefined : Number(max)];
}
