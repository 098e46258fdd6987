import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** Layout effect in the browser; no React 18 server warning (the effect never runs there anyway). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const ITEM = '[data-ek-part="host-item"]';
const ROOT = '[data-ek-part="host"]';
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * Where focus goes when `item` leaves while it has focus: the next item, else the previous
 * one, else the host root. Listed before the item goes, because afterwards it has no place.
 */
function successors(item: HTMLElement): HTMLElement[] {
  const root = item.closest<HTMLElement>(ROOT);
  if (!root) return [];
  const items = [...root.querySelectorAll<HTMLElement>(ITEM)];
  const at = items.indexOf(item);
  return [...items.slice(at + 1), ...items.slice(0, Math.max(at, 0)).reverse(), root];
}

/**
 * Keeps focus in the host when an item that has it goes away — answered, finished, dismissed —
 * instead of dropping it on `<body>`, where a keyboard or screen reader user starts over from
 * the top of the page. The layout cleanup runs while the item is still in the document (focus
 * still inside); the move waits a microtask, so an item that is only re-run (StrictMode) or a
 * focus someone else placed meanwhile (a withdrawal notice, the dialog) is left alone. In the
 * dialog there is no host root around the item and the dialog does it.
 */
export function useFocusHandOff(ref: RefObject<HTMLElement | null>): void {
  useBrowserLayoutEffect(() => {
    const item = ref.current;
    return () => {
      if (!item || !item.contains(item.ownerDocument.activeElement)) return;
      const next = successors(item);
      queueMicrotask(() => {
        const active = item.ownerDocument.activeElement;
        if (item.isConnected || (active && active !== item.ownerDocument.body)) return;
        next.find((el) => el.isConnected)?.focus();
      });
    };
  }, [ref]);
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
