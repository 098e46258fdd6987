import { useElicitKitSettings } from '../messages/ElicitKitProvider.js';

/**
 * Returns a function that gives the kit's class name for a part (`ek-<name>`), or nothing
 * when the component is `unstyled`. Styles hang on these classes only; `data-*` state
 * attributes are always rendered, so headless users can style by state.
 */
export function usePart(unstyled?: boolean): (name: string, extra?: string) => string | undefined {
  const settings = useElicitKitSettings();
  const off = unstyled ?? settings.unstyled ?? false;
  return (name, extra) => {
    const own = off ? undefined : `ek-${name}`;
    if (own && extra) return `${own} ${extra}`;
    return own ?? extra;
  };
}
