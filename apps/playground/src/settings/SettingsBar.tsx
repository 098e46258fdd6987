import { useId, useState } from 'react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import type { Preferences } from './preferences.js';

export interface SettingsBarProps {
  preferences: Preferences;
  onChange: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
  /** The settings to offer (default: all); the preview page has no calls, so no layout or protocol. */
  only?: readonly (keyof Preferences)[];
}

/**
 * The header's controls: where requests appear, colours, language and protocol era. On a phone
 * they fold behind one button (CSS shows it only there), so the conversation starts on the
 * first screen instead of below four setting groups.
 */
export function SettingsBar({ preferences, onChange, only }: SettingsBarProps) {
  const t = useAppMessages();
  const id = useId();
  const [open, setOpen] = useState(false);
  const shown = (key: keyof Preferences) => !only || only.includes(key);
  return (
    <div className="settings-area">
      <button
        type="button"
        className="button settings-toggle"
        data-testid="settings-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t.settingsLabel}
      </button>
      <div id={id} className="settings" data-open={open || undefined} role="group" aria-label={t.settingsLabel}>
        {shown('layout') ? (
          <ChoiceGroup
            label={t.layout}
            testId="layout-control"
            value={preferences.layout}
            onChange={(value) => onChange('layout', value)}
            options={[
              { value: 'inline', label: t.layoutInline },
              { value: 'dialog', label: t.layoutDialog },
            ]}
          />
        ) : null}
        {shown('theme') ? (
          <ChoiceGroup
            label={t.theme}
            testId="theme-control"
            value={preferences.theme}
            onChange={(value) => onChange('theme', value)}
            options={[
              { value: 'light', label: t.themeLight },
              { value: 'dark', label: t.themeDark },
              { value: 'custom', label: t.themeCustom },
            ]}
          />
        ) : null}
        {shown('language') ? (
          <ChoiceGroup
            label={t.language}
            testId="language-control"
            value={preferences.language}
            onChange={(value) => onChange('language', value)}
            options={[
              { value: 'en', label: 'English', lang: 'en' },
              { value: 'de', label: 'Deutsch', lang: 'de' },
            ]}
          />
        ) : null}
        {shown('era') ? (
          <ChoiceGroup
            label={t.protocol}
            testId="protocol-control"
            value={preferences.era}
            onChange={(value) => onChange('era', value)}
            options={[
              // "Auto", not a version: Auto may fall back to 2025-11-25, and the status then says which one stands.
              { value: 'auto', label: t.protocolAuto },
              { value: 'legacy', label: '2025-11-25' },
            ]}
          />
        ) : null}
      </div>
    </div>
  );
}
