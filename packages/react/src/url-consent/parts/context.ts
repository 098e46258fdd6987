import type { ServerIdentity as ServerIdentityValue } from '@elicit-kit/core';
import { createContext, useContext, type ReactElement, type ReactNode, type RefObject } from 'react';
import type { Part } from '../../shared/part.js';
import type { UrlConsentMessages } from '../messages.js';
import type { UrlConsentController } from '../useUrlConsent.js';

/** What every part of a URL consent reads from its {@link Root}. */
export interface UrlConsentContextValue {
  consent: UrlConsentController;
  messages: UrlConsentMessages;
  server: ServerIdentityValue | undefined;
  part: Part;
  unstyled: boolean | undefined;
  headingLevel: UrlConsentHeadingLevel;
  renderTitle: ((heading: ReactElement) => ReactNode) | undefined;
  /** Ids the parts point `aria-*` at one another with. */
  ids: { title: string; message: string; destination: string; destinationLabel: string; warning: (w: string) => string; answerHelp: string; waiting: string };
  /** The status line that takes focus when the buttons that had it go (after Open, after an answer). */
  focusRef: RefObject<HTMLParagraphElement | null>;
}

/** Heading level of the consent's title: one below the heading it sits under. */
export type UrlConsentHeadingLevel = 2 | 3 | 4 | 5 | 6;

export const UrlConsentContext = createContext<UrlConsentContextValue | undefined>(undefined);

/** The consent a part belongs to; throws outside a `UrlConsentParts.Root`, a mistake best seen at once. */
export function useUrlConsentContext(): UrlConsentContextValue {
  const value = useContext(UrlConsentContext);
  if (value === undefined) throw new Error('URL consent parts must be rendered inside <UrlConsentParts.Root>.');
  return value;
}
