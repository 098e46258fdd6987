import { MAX_FILLERS, MODIFIER_WINDOW_AFTER, MODIFIER_WINDOW_BEFORE, NEGATED_LIST_ITEMS, NEGATION_WINDOW, lexicon } from './lexicon.js';
import type { Lexicon, PhraseRule, RuleOptions, StemRule } from './lexicon.js';
import { rawSlice } from './tokenize.js';
import type { Token } from './tokenize.js';
import { SENSITIVE_REASONS } from './types.js';
import type { SensitiveReason, SensitiveSource, SensitiveTextMatch } from './types.js';

/** Answers "does this field mention any of these words?" for rules that look beyond their own text. */
export interface FieldContext {
  mentions(words: ReadonlySet<string>): boolean;
}

/**
 * A {@link FieldContext} over all the words of a field. The word set is built on the
 * first question only, since most fields never need it.
 */
export function fieldContext(parts: readonly (readonly Token[])[]): FieldContext {
  let all: Set<string> | undefined;
  return {
    mentions(words) {
      all ??= new Set(parts.flatMap((tokens) => tokens.map((token) => token.folded)));
      for (const word of words) if (all.has(word)) return true;
      return false;
    },
  };
}

interface Hit {
  rank: number;
  matched: string;
  start: number;
  end: number;
}

/** More specific first; then earlier; then, from the same word, longer (`secret key` over `secret`). */
function isBetter(best: Hit | undefined, rank: number, start: number, end: number): boolean {
  if (best === undefined || rank < best.rank) return true;
  return rank === best.rank && start === best.start && end > best.end;
}

/**
 * The most specific secret mentioned in `tokens` (earliest on a tie), or `undefined`.
 * `source` says which part of a field the words come from, for rules limited to some.
 */
export function matchTokens(tokens: readonly Token[], source: SensitiveSource, context: FieldContext): SensitiveTextMatch | undefined {
  const lex = lexicon();
  let best: Hit | undefined;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token === undefined) continue;
    for (const rule of lex.phrases.get(token.folded) ?? []) {
      const { rank } = rule;
      if (best !== undefined && rank > best.rank) continue;
      const end = phraseEnd(lex, tokens, index, rule);
      if (end === -1 || !isBetter(best, rank, index, end)) continue;
      if (!counts(lex, rule.options, tokens, index, end, '', '', source, context)) continue;
      const matched = tokens
        .slice(index, end)
        .map((word) => word.raw)
        .join(' ');
      best = { rank, matched, start: index, end };
    }
    for (const rule of lex.stems) {
      const { rank, stem } = rule;
      if (!isBetter(best, rank, index, index + 1)) continue;
      const at = stemIndex(token.folded, rule);
      if (at === -1) continue;
      const prefix = token.folded.slice(0, at);
      const suffix = token.folded.slice(at + stem.length);
      if (!counts(lex, rule.options, tokens, index, index + 1, prefix, suffix, source, context)) continue;
      best = { rank, matched: rawSlice(token.raw, at, at + stem.length), start: index, end: index + 1 };
    }
    if (best?.rank === 0) break;
  }
  return best && { reason: SENSITIVE_REASONS[best.rank] as SensitiveReason, matched: best.matched };
}

/** Where `rule.stem` sits in `word`, or -1. */
function stemIndex(word: string, { stem, head }: StemRule): number {
  if (!head) return word.indexOf(stem);
  return word.length > stem.length && word.endsWith(stem) ? word.length - stem.length : -1;
}

/**
 * The index after the last word of `rule` when it starts at `start`, or -1. Up to
 * {@link MAX_FILLERS} filler words may sit between two slots (`numéro de la carte`).
 */
function phraseEnd(lex: Lexicon, tokens: readonly Token[], start: number, rule: PhraseRule): number {
  let at = start + 1;
  for (let slot = 1; slot < rule.slots.length; slot++) {
    const words = rule.slots[slot];
    if (words === undefined) return -1;
    let skipped = 0;
    for (;;) {
      const word = tokens[at]?.folded;
      if (word === undefined) return -1;
      if (words.has(word)) break;
      if (!lex.fillers.has(word) || skipped === MAX_FILLERS) return -1;
      skipped++;
      at++;
    }
    at++;
  }
  return at;
}

/**
 * Whether a match of a rule with `options` over `tokens[start..end)` stands: right
 * source, not talk *about* the secret (`password hint`, `max tokens`), not denied (`not
 * your password`), and the field context agrees. `prefix` and `suffix` are the rest of a
 * compound word around a stem (`hint` in `passwordhint`).
 */
function counts(
  lex: Lexicon,
  options: RuleOptions,
  tokens: readonly Token[],
  start: number,
  end: number,
  prefix: string,
  suffix: string,
  source: SensitiveSource,
  context: FieldContext,
): boolean {
  const { sources, unlessAfter, unlessBefore, unlessField, onlyWithField, alone } = options;
  if (sources !== undefined && !sources.includes(source)) return false;
  if (alone === true && (start !== 0 || end !== tokens.length)) return false;
  if (lex.modifiersBefore.has(prefix) || lex.modifiersAfter.has(suffix)) return false;
  if (unlessBefore?.has(prefix) === true || unlessAfter?.has(suffix) === true) return false;
  if (hasModifierAfter(lex, tokens, end, unlessAfter) || hasModifierBefore(lex, tokens, start, unlessBefore)) return false;
  if (isNegated(lex, tokens, start, end)) return false;
  if (unlessField !== undefined && context.mentions(unlessField)) return false;
  if (onlyWithField !== undefined && !context.mentions(onlyWithField)) return false;
  return true;
}

/** A modifier within the next few words of the sentence, or a rule-specific one right after. */
function hasModifierAfter(lex: Lexicon, tokens: readonly Token[], end: number, unlessAfter: ReadonlySet<string> | undefined): boolean {
  const next = tokens[end];
  if (next !== undefined && !next.pauseBefore && unlessAfter?.has(next.folded) === true) return true;
  for (let at = end; at < end + MODIFIER_WINDOW_AFTER; at++) {
    const token = tokens[at];
    if (token === undefined || token.breakBefore) return false;
    if (lex.modifiersAfter.has(token.folded)) return true;
  }
  return false;
}

/** A modifier just before, with only fillers between (`hint for your password`), or a rule-specific one right before. */
function hasModifierBefore(lex: Lexicon, tokens: readonly Token[], start: number, unlessBefore: ReadonlySet<string> | undefined): boolean {
  const previous = tokens[start - 1];
  if (previous !== undefined && tokens[start]?.pauseBefore === false && unlessBefore?.has(previous.folded) === true) return true;
  for (let at = start - 1; at >= 0 && at >= start - MODIFIER_WINDOW_BEFORE; at--) {
    const token = tokens[at];
    if (token === undefined || tokens[at + 1]?.breakBefore === true) return false;
    if (lex.modifiersBefore.has(token.folded)) return true;
    if (!lex.fillers.has(token.folded)) return false;
  }
  return false;
}

/**
 * A negation earlier in the same sentence, a few words back (`never share your password`,
 * `don't`), or before a list the match is an item of: `do not give us your phone number, pin,
 * or other sensitive info` denies each item. An item is what follows a comma or a conjunction
 * (with only fillers between); after a bare comma, only when the list goes on after it. So a
 * clause (`…, then enter your PIN`) or a contrast (`not your name, your password`) is no item.
 */
function isNegated(lex: Lexicon, tokens: readonly Token[], start: number, end: number, items = 0): boolean {
  for (let at = start - 1; at >= 0 && at >= start - NEGATION_WINDOW; at--) {
    const token = tokens[at];
    if (token === undefined || tokens[at + 1]?.breakBefore === true) return false;
    if (lex.negations.has(token.folded)) return true;
    // The "t" of "don't", "isn't", "won't" after its apostrophe.
    if (token.folded === 't' && tokens[at - 1]?.folded.endsWith('n') === true) return true;
  }
  if (items === NEGATED_LIST_ITEMS) return false;
  const previousItem = listItemBefore(lex, tokens, start, end);
  return previousItem !== -1 && isNegated(lex, tokens, previousItem, previousItem + 1, items + 1);
}

/** The last word of the list item before the one at `start..end`, or -1 when that is no list item. */
function listItemBefore(lex: Lexicon, tokens: readonly Token[], start: number, end: number): number {
  let at = start;
  for (let skipped = 0; at > 0 && !tokens[at]?.pauseBefore; skipped++) {
    const previous = tokens[at - 1];
    if (previous === undefined || skipped > MAX_FILLERS) return -1;
    if (lex.conjunctions.has(previous.folded)) return tokens[at - 1]?.breakBefore === true ? -1 : at - 2;
    if (!lex.fillers.has(previous.folded)) return -1;
    at--;
  }
  // A comma (or bracket) before the item, not a sentence break, and the list goes on after it.
  if (at === 0 || tokens[at]?.breakBefore === true) return -1;
  const next = tokens[end];
  const goesOn = next !== undefined && !next.breakBefore && (next.pauseBefore || lex.conjunctions.has(next.folded));
  return goesOn ? at - 1 : -1;
}
