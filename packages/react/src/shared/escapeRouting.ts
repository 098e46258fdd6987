import { createContext, useContext, useEffect } from 'react';

/**
 * Where a request registers what Escape does for it, so a host that catches Escape itself
 * (the dialog layout: Radix sees the key first, wherever focus is in the dialog) asks the
 * request instead of cancelling it: a form with typed work asks before it cancels.
 */
export const EscapeRouting = createContext<((handler: (() => void) | undefined) => void) | undefined>(undefined);

/** Registers `handler` as this request's Escape with the host around it, if any. */
export function useRoutedEscape(handler: () => void): void {
  const register = useContext(EscapeRouting);
  useEffect(() => {
    if (register === undefined) return undefined;
    register(handler);
    return () => register(undefined);
  }, [register, handler]);
}
