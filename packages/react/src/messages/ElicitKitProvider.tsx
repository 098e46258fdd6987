import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ElicitKitMessages } from './bundles.js';

/** What {@link ElicitKitProvider} hands down to every Elicit Kit component below it. */
export interface ElicitKitSettings {
  /**
   * The strings of every component below: a whole language (`de` from `@elicit-kit/react/messages`)
   * or any subset of {@link ElicitKitMessages}; component props win over these.
   */
  messages?: Partial<ElicitKitMessages> | undefined;
  /** BCP 47 locale for number parsing and formatting, e.g. `"de-DE"`. Defaults to the document's language. */
  locale?: string | undefined;
  /** Render without the kit's class names, so `styles.css` does not apply (headless use). */
  unstyled?: boolean | undefined;
}

const SettingsContext = createContext<ElicitKitSettings>({});

/** Props of {@link ElicitKitProvider}. */
export interface ElicitKitProviderProps extends ElicitKitSettings {
  /** The part of the app whose Elicit Kit components take these settings. */
  children?: ReactNode;
}

/**
 * App-wide defaults for Elicit Kit components: messages (i18n), locale and `unstyled`.
 * Optional; every setting can also be passed to a component directly.
 *
 * Example:
 *
 * ```tsx
 * import { de } from '@elicit-kit/react/messages';
 *
 * <ElicitKitProvider messages={de} locale="de-DE">…</ElicitKitProvider>
 * ```
 */
export function ElicitKitProvider({ children, messages, locale, unstyled }: ElicitKitProviderProps) {
  const outer = useContext(SettingsContext);
  const value = useMemo<ElicitKitSettings>(
    () => ({
      messages: messages ? { ...outer.messages, ...messages } : outer.messages,
      locale: locale ?? outer.locale,
      unstyled: unstyled ?? outer.unstyled,
    }),
    [outer, messages, locale, unstyled],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/** The settings of the nearest {@link ElicitKitProvider} (empty when there is none). */
export function useElicitKitSettings(): ElicitKitSettings {
  return useContext(SettingsContext);
}

/**
 * Merges a component's default messages with the provider's and the component's overrides.
 * Only keys that exist in `defaults` are taken from the provider, so one provider can
 * carry every component's messages.
 */
export function useMessages<T extends object>(defaults: T, overrides?: Partial<T>): T {
  const { messages: provided } = useElicitKitSettings();
  return useMemo(() => {
    // One flat bundle for every component: each takes the keys its own defaults have.
    const messages = provided as Readonly<Record<string, unknown>> | undefined;
    const merged = { ...defaults };
    if (messages) {
      for (const key of Object.keys(defaults) as (keyof T)[]) {
        if (Object.hasOwn(messages, key) && messages[key as string] !== undefined) {
          merged[key] = messages[key as string] as T[keyof T];
        }
      }
    }
    if (overrides) {
      for (const key of Object.keys(overrides) as (keyof T)[]) {
        if (overrides[key] !== undefined) merged[key] = overrides[key];
      }
    }
    return merged;
  }, [defaults, provided, overrides]);
}

/** The locale for number parsing: explicit prop, then provider, then `<html lang>`, then the browser. */
export function useLocale(explicit?: string): string | undefined {
  const { locale } = useElicitKitSettings();
  if (explicit) return explicit;
  if (locale) return locale;
  if (typeof document !== 'undefined' && document.documentElement.lang) return document.documentElement.lang;
  return undefined;
}
