/**
 * Why a `pattern` cannot be checked, found without loading the pattern engine: not a valid
 * `u`-flag regular expression (as Ajv compiles it), or a construct the linear-time engine
 * refuses (back-references, lookbehind, group modifiers, a lookahead anywhere but right
 * after a leading `^`). `undefined` when the engine will take it. The engine re-checks
 * when it compiles (and also refuses patterns that expand to too many states).
 */
export function patternProblem(source: string): 'invalid-pattern' | 'unsupported-pattern' | undefined {
  try {
    new RegExp(source, 'u');
  } catch {
    return 'invalid-pattern';
  }
  let depth = 0;
  let inClass = false;
  let leading = source.startsWith('^');
  let lookahead = false;
  let topLevelAlternation = false;
  for (let index = leading ? 1 : 0; index < source.length; index++) {
    const char = source[index];
    if (inClass) {
      if (char === '\\') index++;
      else if (char === ']') inClass = false;
      continue;
    }
    const top = depth === 0;
    if (char === '\\') {
      if (/[1-9k]/.test(source[index + 1] ?? '')) return 'unsupported-pattern';
      index++;
    } else if (char === '(') {
      const head = source.slice(index, index + 4);
      if (head.startsWith('(?=') || head.startsWith('(?!')) {
        if (!(top && leading)) return 'unsupported-pattern';
        lookahead = true;
        depth++;
        continue;
      }
      if (head === '(?<=' || head === '(?<!') return 'unsupported-pattern';
      if (head.startsWith('(?') && !head.startsWith('(?:') && !head.startsWith('(?<')) return 'unsupported-pattern';
      depth++;
    } else if (char === ')') {
      depth--;
      continue;
    } else if (char === '[') inClass = true;
    else if (char === '|' && top) topLevelAlternation = true;
    // Anything else at the top level ends the run of leading lookaheads.
    if (top) leading = false;
  }
  return lookahead && topLevelAlternation ? 'unsupported-pattern' : undefined;
}
