import type { FieldError } from '@elicit-kit/core';

/** Same code and same params: showing one instead of the other changes nothing on screen. */
function sameError(a: FieldError | undefined, b: FieldError | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.code !== b.code) return false;
  const pa = (a.params ?? {}) as Record<string, unknown>;
  const pb = (b.params ?? {}) as Record<string, unknown>;
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((k) => Object.is(pa[k], pb[k]));
}

/**
 * The errors shown under the fields, keyed by safe field name, outside React. A view
 * subscribes to one field's error (`subscribe`), or to every change (`subscribeCount` with
 * `version`: the kit's field list, which hands each memoised field its error object), and the
 * error summary to the count. An error that stays the same keeps its object and notifies
 * nobody, so a valid submit re-renders no field and a failed one only those whose error is
 * new, gone or different.
 */
export class FieldErrorStore {
  private readonly errors = new Map<string, FieldError>();
  /** One listener per name: one field component renders each name. */
  private readonly listeners = new Map<string, () => void>();
  private readonly countListeners = new Set<() => void>();
  private failed = false;
  private changes = 0;

  /** The error shown under field `name`, if any. */
  readonly get = (name: string): FieldError | undefined => this.errors.get(name);

  /** How many fields show an error (0 before the first failed submit). */
  readonly count = (): number => (this.failed ? this.errors.size : 0);

  /**
   * A number that changes whenever any shown error changes: with `subscribeCount` (told about
   * every change, not only of the count), a `useSyncExternalStore` snapshot for a view that
   * draws every field's error (the kit's field list).
   */
  readonly version = (): number => this.changes;

  /** Whether a submit has failed: from then on an edit re-validates its own field. */
  get submitted(): boolean {
    return this.failed;
  }

  subscribe(name: string, listener: () => void): () => void {
    this.listeners.set(name, listener);
    return () => {
      if (this.listeners.get(name) === listener) this.listeners.delete(name);
    };
  }

  readonly subscribeCount = (listener: () => void): (() => void) => {
    this.countListeners.add(listener);
    return () => this.countListeners.delete(listener);
  };

  /** Sets or clears one field's error; notifies only when what is shown changes. */
  set(name: string, error: FieldError | undefined): void {
    if (!this.update(name, error)) return;
    this.countListeners.forEach((l) => l());
  }

  /** The outcome of a submit: exactly these fields have errors now (an empty map clears all). */
  replace(next: ReadonlyMap<string, FieldError>): void {
    let changed = !this.failed && next.size > 0;
    this.failed ||= next.size > 0;
    for (const name of [...this.errors.keys()]) if (!next.has(name)) changed = this.update(name, undefined) || changed;
    for (const [name, error] of next) changed = this.update(name, error) || changed;
    if (changed) this.countListeners.forEach((l) => l());
  }

  private update(name: string, error: FieldError | undefined): boolean {
    if (sameError(this.errors.get(name), error)) return false;
    if (error) this.errors.set(name, error);
    else this.errors.delete(name);
    this.changes++;
    this.listeners.get(name)?.();
    return true;
  }
}
