/**
 * The on-demand half of `pattern`: the linear-time engine (`pattern/match-pattern.ts`) is
 * `import()`ed only when a form has a pattern, so forms without one never load it. Until
 * it has loaded, a pattern cannot be checked, and `validate` refuses the text with
 * `patternPending` rather than accept something the server's pattern may reject.
 */
import type { FieldModel, FormModel } from '../schema/types.js';
import type { PatternTest } from './pattern/match-pattern.js';

type Engine = typeof import('./pattern/match-pattern.js');

let engine: Engine | undefined;
let loading: Promise<void> | undefined;
/** Compiled patterns by source; `null`: the engine refuses it. Bounded: a hostile server cannot grow it forever. */
const compiled = new Map<string, PatternTest | null>();
const MAX_CACHED = 200;

/** Loads the pattern engine (once; a failed load may be retried). Resolves when `pattern` checks work. */
export function loadPatternEngine(): Promise<void> {
  loading ??= import('./pattern/match-pattern.js').then(
    (module) => {
      engine = module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the pattern engine has loaded (then every `pattern` check is synchronous). */
export function isPatternEngineLoaded(): boolean {
  return engine !== undefined;
}

/**
 * Whether `text` matches `pattern` (a match anywhere, as JSON Schema's `pattern`):
 * `'pending'` while the engine is not loaded, `'unsupported'` when the engine refuses the
 * pattern (invalid, back-references, too large…).
 */
export function testPattern(pattern: string, text: string): boolean | 'pending' | 'unsupported' {
  if (engine === undefined) return 'pending';
  let test = compiled.get(pattern);
  if (test === undefined) {
    try {
      test = engine.compilePattern(pattern);
    } catch {
      test = null;
    }
    if (compiled.size >= MAX_CACHED) compiled.clear();
    compiled.set(pattern, test);
  }
  return test === null ? 'unsupported' : test(text);
}

function usesPattern(field: FieldModel): boolean {
  if (field.kind === 'text') return field.pattern !== undefined && field.uncheckable === undefined;
  return field.kind === 'list' && field.item.pattern !== undefined && field.item.uncheckable === undefined;
}

/** Whether `validate` can fully check `model` now (no pattern waits for its engine). */
export function isSchemaSupportLoaded(model: FormModel): boolean {
  return engine !== undefined || !model.fields.some(usesPattern);
}

/**
 * Loads what checking `model` needs beyond the form path: today the pattern engine, when
 * some field has a `pattern` (a no-op otherwise). Await it before `validate` so that a
 * pattern field can be accepted; `ElicitationForm` does so on mount, and the SDK binding
 * before it re-checks an answer. Never rejects: if loading fails, pattern fields keep
 * refusing with `patternPending` (safe), and a later call retries.
 */
export async function loadSchemaSupport(model: FormModel): Promise<void> {
  if (isSchemaSupportLoaded(model)) return;
  try {
    await loadPatternEngine();
  } catch {
    // Refusing stays the safe answer; the next call tries again.
  }
}
