import { useCallback } from 'react';
import { useElicitKitSettings } from '../messages/ElicitKitProvider.js';

/** Gives the kit's class name for a part, or nothing when unstyled (see {@link usePart}). */
export type Part = (name: string, extra?: string) => string | undefined;

/**
 * Returns a function that gives the kit's class name for a part (`ek-<name>`), or nothing
 * when the component is `unstyled` (the prop, else the provider's). Styles hang on these
 * classes only; `data-*` state attributes are always rendered, so headless users can style
 * by state. The function is stable while `unstyled` is, so memoised children that take it
 * do not re-render.
 */
export function usePart(unstyled?: boolean): Part {
  const settings = useElicitKitSettings();
  const off = unstyled ?? settings.unstyled ?? false;
  return useCallback(
    (name, extra) => {
      const own = off ? undefined : `ek-${name}`;
      if (own && extra) return `${own} ${extra}`;
      return own ?? extra;
    },
    [off],
  );
}
