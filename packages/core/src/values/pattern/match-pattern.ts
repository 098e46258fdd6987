/**
 * A Thompson automaton for a parsed pattern, run as a set of states over the input's code
 * points: the work is at most (states × characters), whatever the pattern, so a pattern
 * such as `(a+)+$` cannot freeze the page (no backtracking exists to explode).
 */
import { parsePattern, UnsupportedPattern, type PatternNode } from './parse-pattern.js';

/** Above this many automaton states a pattern is refused (a repetition such as `(x{100}){100}` expands). */
export const MAX_PATTERN_STATES = 20_000;

type State =
  | { t: 'char'; test: (char: string) => boolean; next: number }
  | { t: 'split'; next: number; other: number }
  | { t: 'assert'; kind: '^' | '$' | 'b' | 'B'; next: number }
  | { t: 'match' };

/** Builds the automaton; each build returns the entry state of a fragment whose exit is `next`. */
class Builder {
  states: State[] = [];

  add(state: State): number {
    if (this.states.length >= MAX_PATTERN_STATES) throw new UnsupportedPattern('too many states');
    this.states.push(state);
    return this.states.length - 1;
  }

  build(node: PatternNode, next: number): number {
    switch (node.t) {
      case 'char':
        return this.add({ t: 'char', test: node.test, next });
      case 'assert':
        return this.add({ t: 'assert', kind: node.kind, next });
      case 'seq': {
        let entry = next;
        for (let index = node.items.length - 1; index >= 0; index--) entry = this.build(node.items[index]!, entry);
        return entry;
      }
      case 'alt': {
        let entry = this.build(node.alts[node.alts.length - 1]!, next);
        for (let index = node.alts.length - 2; index >= 0; index--) {
          entry = this.add({ t: 'split', next: this.build(node.alts[index]!, next), other: entry });
        }
        return entry;
      }
      case 'repeat': {
        let entry = next;
        if (node.max === Infinity) {
          // A loop: split → body → back to the split, or on to `next`.
          const loop = this.add({ t: 'split', next: -1, other: next });
          const body = this.build(node.body, loop);
          (this.states[loop] as { next: number }).next = body;
          entry = loop;
        } else {
          for (let count = node.max - node.min; count > 0; count--) {
            entry = this.add({ t: 'split', next: this.build(node.body, entry), other: next === entry ? next : next });
            // Optional copies nest: x{0,2} = (x(x)?)?, so every exit may go straight to `next`.
            (this.states[entry] as { other: number }).other = next;
          }
        }
        for (let count = node.min; count > 0; count--) entry = this.build(node.body, entry);
        return entry;
      }
      case 'look':
        // parsePattern only leaves lookaheads at the start; they never reach the builder.
        throw new UnsupportedPattern('lookahead');
    }
  }
}

const isWordChar = (char: string | undefined) => char !== undefined && /^[A-Za-z0-9_]$/.test(char);

/** Whether the automaton (entry `start`) matches `chars` at some position (or only at 0 when `anchored`). */
function run(states: State[], start: number, chars: string[], anchored: boolean): boolean {
  const seen = new Int32Array(states.length).fill(-1);
  let current: number[] = [];
  let following: number[] = [];
  // Adds `state` and everything reachable from it without consuming a character at `position`.
  const close = (list: number[], state: number, position: number): boolean => {
    const stack = [state];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen[id] === position) continue;
      seen[id] = position;
      const node = states[id]!;
      if (node.t === 'match') return true;
      if (node.t === 'char') list.push(id);
      else if (node.t === 'split') stack.push(node.other, node.next);
      else {
        const before = chars[position - 1];
        const after = chars[position];
        const holds =
          node.kind === '^'
            ? position === 0
            : node.kind === '$'
              ? position === chars.length
              : (isWordChar(before) !== isWordChar(after)) === (node.kind === 'b');
        if (holds) stack.push(node.next);
      }
    }
    return false;
  };
  for (let position = 0; position <= chars.length; position++) {
    if ((!anchored || position === 0) && close(current, start, position)) return true;
    if (position === chars.length || current.length === 0) {
      if (anchored || position === chars.length) return false;
      continue;
    }
    const char = chars[position]!;
    following = [];
    // `seen` marks states per position: the next position starts a fresh generation.
    for (const id of current) {
      const node = states[id] as Extract<State, { t: 'char' }>;
      if (node.test(char) && close(following, node.next, position + 1)) return true;
    }
    current = following;
  }
  return false;
}

/** A compiled pattern: whether a text contains a match, as `new RegExp(source, 'u').test(text)`. */
export type PatternTest = (text: string) => boolean;

function automaton(node: PatternNode): { states: State[]; start: number } {
  const builder = new Builder();
  const match = builder.add({ t: 'match' });
  const start = builder.build(node, match);
  return { states: builder.states, start };
}

/**
 * Compiles a JSON Schema `pattern` into a linear-time test, or throws
 * {@link UnsupportedPattern} (or a `SyntaxError` when it is not a valid `u`-flag regex).
 */
export function compilePattern(source: string): PatternTest {
  new RegExp(source, 'u');
  const { lookaheads, main } = parsePattern(source);
  const checks = lookaheads.map(({ negative, body }) => ({ negative, ...automaton(body) }));
  const { states, start } = automaton(main);
  return (text) => {
    const chars = Array.from(text);
    for (const check of checks) if (run(check.states, check.start, chars, true) === check.negative) return false;
    return run(states, start, chars, false);
  };
}
