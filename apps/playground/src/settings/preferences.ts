import { LANGUAGES, type Language } from '../i18n/language.js';

/** Where the kit shows requests: in the conversation, or one modal at a time. */
export type LayoutChoice = 'inline' | 'dialog';
/** The page's colour scheme; `custom` is a brand palette set through the kit's `--ek-*` variables. */
export type ThemeChoice = 'light' | 'dark' | 'custom';
/** `auto` negotiates 2026-07-28 (falling back if the server is older); `legacy` speaks 2025-11-25 only. */
export type EraChoice = 'auto' | 'legacy';

export interface Preferences {
  layout: LayoutChoice;
  theme: ThemeChoice;
  language: Language;
  era: EraChoice;
}

export const CHOICES = {
  layout: ['inline', 'dialog'],
  theme: ['light', 'dark', 'custom'],
  language: LANGUAGES,
  era: ['auto', 'legacy'],
} as const satisfies { [K in keyof Preferences]: readonly Preferences[K][] };

const STORAGE_KEY = 'elicit-kit-playground:preferences';

/** First visit: the system's colour scheme and language; later visits: what the person chose. */
export function loadPreferences(): Preferences {
  const defaults: Preferences = {
    layout: 'inline',
    theme: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    language: navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en',
    era: 'auto',
  };
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    stored = null; // unreadable or blocked storage: start from the defaults
  }
  if (typeof stored !== 'object' || stored === null) return defaults;
  const pick = <K extends keyof Preferences>(key: K): Preferences[K] => {
    const value = (stored as Record<string, unknown>)[key];
    return (CHOICES[key] as readonly unknown[]).includes(value) ? (value as Preferences[K]) : defaults[key];
  };
  return { layout: pick('layout'), theme: pick('theme'), language: pick('language'), era: pick('era') };
}

export function savePreferences(preferences: Preferences): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Private mode or a full quota: the choice simply lasts for this visit.
  }
}
