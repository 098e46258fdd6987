// The one rule every prop getter of the kit follows when it takes the caller's props (React
// Aria's mergeProps, with the kit's protections kept out of the caller's reach).
import type { Ref } from 'react';

type AnyProps = Record<string, unknown>;
type Handler = (event: { defaultPrevented: boolean }) => unknown;

const isHandlerKey = (key: string) => /^on[A-Z]/.test(key);
const isFunction = (value: unknown): value is Handler => typeof value === 'function';

/** Sets `value` on every ref given (callback or object), as one callback ref. */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): (value: T | null) => void {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
}

// One composed ref per (kit, caller) pair: a new callback ref each render would make React
// detach and re-attach the element every render (the kit's refs move focus when they attach).
const composed = new WeakMap<object, WeakMap<object, (value: unknown) => void>>();
function stableComposedRef(kit: object, own: object): (value: unknown) => void {
  let byOwn = composed.get(kit);
  if (!byOwn) composed.set(kit, (byOwn = new WeakMap()));
  let ref = byOwn.get(own);
  if (!ref) byOwn.set(own, (ref = composeRefs(kit as Ref<unknown>, own as Ref<unknown>)));
  return ref;
}

function joinTokens(a: unknown, b: unknown): string | undefined {
  const tokens = [...new Set(`${typeof a === 'string' ? a : ''} ${typeof b === 'string' ? b : ''}`.split(/\s+/).filter(Boolean))];
  return tokens.length ? tokens.join(' ') : undefined;
}

/**
 * Merges the caller's props into a getter's. Handlers run in three steps: the kit's `guards`
 * first (a guard returning `true` swallows the event), then the caller's, then the kit's
 * `actions`, unless the caller called `preventDefault` (a veto). So the caller's handler can
 * stop an action but never a protection. `className` and `aria-describedby` join, refs are
 * all set, `style` merges; for any other prop the kit's value wins where it set one (the kit
 * finds elements by its ids and keeps its `disabled`/`type`), the caller's fills the rest.
 */
export function mergeProps<T extends object>(guards: Partial<T>, caller: object | undefined, actions: Partial<T> = {}): T {
  const kit = guards as AnyProps;
  const after = actions as AnyProps;
  const own = (caller ?? {}) as AnyProps;
  const merged: AnyProps = { ...own };
  for (const [key, value] of Object.entries(kit)) if (value !== undefined) merged[key] = value;
  for (const [key, value] of Object.entries(after)) if (value !== undefined && !isFunction(kit[key])) merged[key] = value;
  for (const key of new Set([...Object.keys(kit), ...Object.keys(after), ...Object.keys(own)])) {
    if (!isHandlerKey(key)) continue;
    const guard = isFunction(kit[key]) ? kit[key] : undefined;
    const theirs = isFunction(own[key]) ? own[key] : undefined;
    const action = isFunction(after[key]) ? after[key] : undefined;
    if (!guard && !action) continue;
    merged[key] = (event: { defaultPrevented: boolean }) => {
      if (guard?.(event) === true) return;
      theirs?.(event);
      if (action && !(theirs && event.defaultPrevented)) action(event);
    };
  }
  if (own.className !== undefined) merged.className = joinTokens(kit.className, own.className);
  if (own['aria-describedby'] !== undefined) merged['aria-describedby'] = joinTokens(kit['aria-describedby'], own['aria-describedby']);
  if (own.style !== undefined && kit.style !== undefined) merged.style = { ...(own.style as object), ...(kit.style as object) };
  if (own.ref && kit.ref) merged.ref = stableComposedRef(kit.ref, own.ref);
  return merged as T;
}
