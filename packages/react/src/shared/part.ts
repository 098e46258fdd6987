import { useCallback } from 'react';
import { useElicitKitSettings } from '../messages/ElicitKitProvider.js';

/** Gives the kit's class name for a part, or nothing when unstyled (see {@link usePart}). */
export type Part = (name: string, extra?: string) => string | undefined;

/**
 * Class names kept once for the page (interned): a form renders the same few class names on
 * hundreds of elements, and a string built per element would be kept per element (in React's
 * props), not shared. They are the kit's part names, alone or with another part's or a host's
 * `className`, so this stays small; it stops growing at {@link MAX_CLASS_NAMES} (a host making
 * a new class name per render just gets fresh strings).
 */
const classNames = new Map<string, string>();
const MAX_CLASS_NAMES = 500;

function interned(text: string): string {
  const found = classNames.get(text);
  if (found !== undefined) return found;
  if (classNames.size < MAX_CLASS_NAMES) classNames.set(text, text);
  return text;
}

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
      if (off) return extra;
      const own = interned(`ek-${name}`);
      return extra ? interned(`${own} ${extra}`) : own;
    },
    [off],
  );
}
