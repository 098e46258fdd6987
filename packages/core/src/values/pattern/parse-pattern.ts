/**
 * Reads a JSON Schema `pattern` (an ECMAScript regular expression, `u` flag, as Ajv
 * compiles it) into a tree the linear-time matcher runs. Only patterns the engine can run
 * with exactly ECMAScript's meaning are read: back-references and lookbehind are refused,
 * and lookahead only right after a leading `^` (where it is checked once, at the start).
 * The input must already compile as `new RegExp(source, 'u')`; this parser relies on that
 * for everything it does not refuse.
 */

/** A node of the pattern tree. One character is tested by `test` on one code point. */
export type PatternNode =
  | { t: 'seq'; items: PatternNode[] }
  | { t: 'alt'; alts: PatternNode[] }
  | { t: 'char'; test: (char: string) => boolean }
  | { t: 'assert'; kind: '^' | '$' | 'b' | 'B' }
  | { t: 'look'; negative: boolean; body: PatternNode }
  | { t: 'repeat'; body: PatternNode; min: number; max: number };

/** Why a valid pattern cannot be run by the engine. */
export class UnsupportedPattern extends Error {}

const SYNTAX = new Set('^$\\.*+?()[]{}|');

// One code point against one character class, by the host's own engine: an atom matched on
// a single character cannot backtrack, and the class means exactly what ECMAScript says.
const classCache = new Map<string, (char: string) => boolean>();
function nativeClass(source: string): (char: string) => boolean {
  let test = classCache.get(source);
  if (test === undefined) {
    const regex = new RegExp(`^(?:${source})$`, 'u');
    test = (char) => regex.test(char);
    if (classCache.size < 500) classCache.set(source, test);
  }
  return test;
}

const LINE_TERMINATORS = new Set(['\n', '\r', '\u2028', '\u2029']);
const anyButLineTerminator = (char: string) => !LINE_TERMINATORS.has(char);

class Parser {
  index = 0;
  constructor(readonly source: string) {}

  peek(offset = 0): string | undefined {
    return this.source[this.index + offset];
  }

  startsWith(text: string): boolean {
    return this.source.startsWith(text, this.index);
  }

  disjunction(): PatternNode {
    const alts = [this.alternative()];
    while (this.peek() === '|') {
      this.index++;
      alts.push(this.alternative());
    }
    return alts.length === 1 ? alts[0]! : { t: 'alt', alts };
  }

  alternative(): PatternNode {
    const items: PatternNode[] = [];
    while (this.index < this.source.length && this.peek() !== '|' && this.peek() !== ')') items.push(this.term());
    return { t: 'seq', items };
  }

  term(): PatternNode {
    const char = this.peek()!;
    if (char === '^' || char === '$') {
      this.index++;
      return { t: 'assert', kind: char };
    }
    if (this.startsWith('\\b') || this.startsWith('\\B')) {
      this.index += 2;
      return { t: 'assert', kind: this.source[this.index - 1] as 'b' | 'B' };
    }
    if (this.startsWith('(?=') || this.startsWith('(?!')) {
      const negative = this.peek(2) === '!';
      this.index += 3;
      const body = this.disjunction();
      this.index++; // ')'
      return { t: 'look', negative, body };
    }
    return this.quantified(this.atom());
  }

  atom(): PatternNode {
    const start = this.index;
    const char = this.peek()!;
    if (char === '(') return this.group();
    if (char === '.') {
      this.index++;
      return { t: 'char', test: anyButLineTerminator };
    }
    if (char === '[') {
      this.index++;
      while (this.peek() !== ']') this.index += this.peek() === '\\' ? 2 : 1;
      this.index++;
      return { t: 'char', test: nativeClass(this.source.slice(start, this.index)) };
    }
    if (char === '\\') return this.escape();
    // A literal: one code point (a surrogate pair is one character under the `u` flag).
    const point = String.fromCodePoint(this.source.codePointAt(this.index)!);
    this.index += point.length;
    return { t: 'char', test: (input) => input === point };
  }

  escape(): PatternNode {
    const start = this.index;
    const next = this.peek(1)!;
    if (/[1-9]/.test(next) || next === 'k') throw new UnsupportedPattern('back-references');
    this.index += 2;
    if (next === 'p' || next === 'P' || (next === 'u' && this.peek() === '{')) {
      while (this.peek() !== '}') this.index++;
      this.index++;
    } else if (next === 'u') {
      this.index += 4;
      // `\uD83D\uDE00` is one character under the `u` flag.
      if (/^\\u[dD][c-fC-F][0-9a-fA-F]{2}$/.test(this.source.slice(this.index, this.index + 6))) {
        const lead = parseInt(this.source.slice(start + 2, start + 6), 16);
        if (lead >= 0xd800 && lead <= 0xdbff) this.index += 6;
      }
    } else if (next === 'x') this.index += 2;
    else if (next === 'c') this.index += 1;
    else if (SYNTAX.has(next) || next === '/') {
      return { t: 'char', test: (input) => input === next };
    }
    return { t: 'char', test: nativeClass(this.source.slice(start, this.index)) };
  }

  group(): PatternNode {
    if (this.startsWith('(?<=') || this.startsWith('(?<!')) throw new UnsupportedPattern('lookbehind');
    if (this.startsWith('(?:')) this.index += 3;
    else if (this.startsWith('(?<')) this.index = this.source.indexOf('>', this.index) + 1;
    else if (this.startsWith('(?')) throw new UnsupportedPattern('group modifiers');
    else this.index += 1;
    const body = this.disjunction();
    this.index++; // ')'
    return body;
  }

  quantified(body: PatternNode): PatternNode {
    const char = this.peek();
    let min: number;
    let max: number;
    if (char === '*' || char === '+' || char === '?') {
      this.index++;
      [min, max] = char === '*' ? [0, Infinity] : char === '+' ? [1, Infinity] : [0, 1];
    } else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.index, this.index + 40));
      if (match === null) throw new UnsupportedPattern('a repetition count too large');
      this.index += match[0].length;
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    } else return body;
    // Laziness changes which match is found, never whether there is one.
    if (this.peek() === '?') this.index++;
    return { t: 'repeat', body, min, max };
  }
}

/** The leading lookaheads (checked at the start only) and the rest of an anchored pattern. */
export interface ParsedPattern {
  lookaheads: { negative: boolean; body: PatternNode }[];
  main: PatternNode;
}

function containsLookahead(node: PatternNode): boolean {
  switch (node.t) {
    case 'look':
      return true;
    case 'seq':
      return node.items.some(containsLookahead);
    case 'alt':
      return node.alts.some(containsLookahead);
    case 'repeat':
      return containsLookahead(node.body);
    default:
      return false;
  }
}

/**
 * Parses `source` (already known to compile with the `u` flag). Throws
 * {@link UnsupportedPattern} for back-references, lookbehind, group modifiers, and a
 * lookahead anywhere but directly after a leading `^` (`^(?!\.)(?!.*\.\.)…`, as zod's
 * e-mail pattern has). Such a leading lookahead is only ever tried at position 0, so it is
 * checked there on its own.
 */
export function parsePattern(source: string): ParsedPattern {
  const parser = new Parser(source);
  const tree = parser.disjunction();
  const lookaheads: ParsedPattern['lookaheads'] = [];
  if (tree.t === 'seq' && tree.items[0]?.t === 'assert' && tree.items[0].kind === '^') {
    let index = 1;
    for (let item = tree.items[index]; item?.t === 'look'; item = tree.items[++index]) {
      lookaheads.push({ negative: item.negative, body: item.body });
    }
    tree.items.splice(1, lookaheads.length);
  }
  if (containsLookahead(tree) || lookaheads.some((look) => containsLookahead(look.body))) {
    throw new UnsupportedPattern('a lookahead that is not at the start');
  }
  return { lookaheads, main: tree };
}
