import { useCallback, useLayoutEffect, useState } from 'react';
import { LOCALE_OF } from '../i18n/language.js';
import { loadPreferences, savePreferences, type Preferences } from './preferences.js';

/**
 * The person's display choices, remembered across visits and applied to `<html>`:
 * `data-theme` (which the kit's tokens and the app's CSS follow, dialogs included,
 * since they are portalled into `<body>`) and `lang`.
 */
export function usePreferences(): [Preferences, <K extends keyof Preferences>(key: K, value: Preferences[K]) => void] {
  const [preferences, setPreferences] = useState(loadPreferences);
  // Before paint: a dark first screen never flashes light.
  useLayoutEffect(() => {
    savePreferences(preferences);
    document.documentElement.dataset.theme = preferences.theme;
    document.documentElement.lang = LOCALE_OF[preferences.language];
  }, [preferences]);
  const set = useCallback(<K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    setPreferences((current) => ({ ...current, [key]: value }));
  }, []);
  return [preferences, set];
}
