import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Layout effect in the browser; no React 18 server warning (the effect never runs there anyway). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const ITEM = '[data-ek-part="host-item"]';
const ROOT = '[data-ek-part="host"]';
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * Where focus goes when `item` leaves while it has focus: the next item, else the previous
 * one. Listed before the item goes, because afterwards it has no place. `undefined` outside an
 * inline host (in the dialog the dialog does it).
 */
function successors(item: HTMLElement): HTMLElement[] | undefined {
  const root = item.closest<HTMLElement>(ROOT);
  if (!root) return undefined;
  const items = [...root.querySelectorAll<HTMLElement>(ITEM)];
  const at = items.indexOf(item);
  return [...items.slice(at + 1), ...items.slice(0, Math.max(at, 0)).reverse()];
}

/**
 * Keeps focus in the host when an item that has it goes away — answered, finished, dismissed —
 * instead of dropping it on `<body>`, where a keyboard or screen reader user starts over from
 * the top of the page: the next item, else the one before, else `onLast` (the host's named
 * "nothing else is waiting" line). The layout cleanup runs while the item is still in the
 * document (focus still inside); the move waits a microtask, so an item that is only re-run
 * (StrictMode) or a focus someone else placed meanwhile (a withdrawal notice, the dialog) is
 * left alone. In the dialog there is no host root around the item and the dialog does it.
 */
export function useFocusHandOff(ref: RefObject<HTMLElement | null>, onLast: () => void): void {
  useBrowserLayoutEffect(() => {
    const item = ref.current;
    return () => {
      if (!item || !item.contains(item.ownerDocument.activeElement)) return;
      const next = successors(item);
      if (next === undefined) return;
      queueMicrotask(() => {
        const active = item.ownerDocument.activeElement;
        if (item.isConnected || (active && active !== item.ownerDocument.body)) return;
        const target = next.find((el) => el.isConnected);
        if (target) target.focus();
        else onLast();
      });
    };
  }, [ref, onLast]);
}

/**
 * Whether a new request may take focus (`focusNewRequests`): not while the person is answering
 * another request, and not from any form field or editable element (the chat's composer
 * included) — keystrokes typed for the chat would land in a server's form, and the next Enter
 * would send it.
 */
export function mayTakeFocus(doc: Document): boolean {
  const active = doc.activeElement;
  if (!active || active === doc.body) return true;
  return !active.closest(ITEM) && !active.matches(EDITABLE);
}

/**
 * `focusNewRequests` for one item: once its form or consent is in the document (at once when
 * the code was loaded, else when it arrives; see EntryCard's `onShown`), focus goes to its
 * first field, else to the item itself, so a stray Enter cannot answer (never to Open or
 * Decline), unless {@link mayTakeFocus} says no at that moment. Once per item: a card is
 * "new" once. Oldest first: effects run in document order, and once one new item has focus
 * the rest see it.
 */
export function useFocusWhenShown(ref: RefObject<HTMLElement | null>, wanted: boolean): () => void {
  // Read at mount: whether the item was new when it came, not whether it still is.
  const pending = useRef(wanted);
  const onShown = useCallback(() => {
    const item = ref.current;
    if (!pending.current || !item) return;
    pending.current = false;
    if (!mayTakeFocus(item.ownerDocument)) return;
    (item.querySelector<HTMLElement>(FIELDS) ?? item).focus();
  }, [ref]);
  return onShown;
}
