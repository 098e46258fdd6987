import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPreferences, savePreferences } from './preferences.js';

const KEY = 'elicit-kit-playground:preferences';

function systemPrefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }));
}

describe('preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    systemPrefersDark(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('first visit: inline, the system colour scheme, the browser language, 2026-07-28', () => {
    systemPrefersDark(true);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
    expect(loadPreferences()).toEqual({ layout: 'inline', theme: 'dark', language: 'de', era: 'auto' });
    vi.restoreAllMocks();
  });

  it('a later visit gets what was saved', () => {
    savePreferences({ layout: 'dialog', theme: 'custom', language: 'en', era: 'legacy' });
    expect(loadPreferences()).toEqual({ layout: 'dialog', theme: 'custom', language: 'en', era: 'legacy' });
  });

  it('unknown or broken stored values fall back to the defaults, one by one', () => {
    localStorage.setItem(KEY, JSON.stringify({ layout: 'dialog', theme: 'neon', language: 42, era: '__proto__' }));
    expect(loadPreferences()).toMatchObject({ layout: 'dialog', theme: 'light', era: 'auto' });
    localStorage.setItem(KEY, '{not json');
    expect(loadPreferences()).toMatchObject({ layout: 'inline', theme: 'light', era: 'auto' });
  });
});
