import type { ServerIdentity as ServerIdentityValue } from '@elicit-kit/core';
import type { ReactElement, ReactNode } from 'react';
import type { UrlConsentMessages } from './messages.js';
import * as UrlConsentParts from './parts/index.js';
import type { UrlConsentHeadingLevel } from './parts/context.js';
import type { UrlConsentController } from './useUrlConsent.js';

/** Props of the content shared by {@link UrlConsent} and {@link UrlConsentDialog}. */
export interface UrlConsentViewProps {
  consent: UrlConsentController;
  messages: UrlConsentMessages;
  server?: ServerIdentityValue | undefined;
  unstyled?: boolean | undefined;
  headingLevel?: UrlConsentHeadingLevel | undefined;
  /** Wraps the heading (the dialog passes Radix's `Dialog.Title`). */
  renderTitle?: (heading: ReactElement) => ReactNode;
  /** Id for the server message, so a dialog can point `aria-describedby` at it. */
  messageId?: string;
  /** Escape inside the content cancels (the card; the dialog lets Radix handle Escape). */
  escapeCancels?: boolean;
  className?: string | undefined;
}

/**
 * The consent content, the kit's arrangement of {@link UrlConsentParts}: who asks, why, where
 * (registrable domain in large type, the host with its registrable part emphasised, Unicode
 * and punycode forms), warnings in plain words, the full link with Copy, and the actions for
 * the current state. Renders text only: never an `<a href>`, image or preview of the target, so nothing is fetched before Open.
 */
export function UrlConsentView({ consent, messages, server, unstyled, headingLevel, renderTitle, messageId, escapeCancels, className }: UrlConsentViewProps) {
  return (
    <UrlConsentParts.Root
      consent={consent}
      messages={messages}
      server={server}
      unstyled={unstyled}
      headingLevel={headingLevel}
      renderTitle={renderTitle}
      messageId={messageId}
      escapeCancels={escapeCancels}
      className={className}
    >
      <UrlConsentParts.WhoAsks />
      <UrlConsentParts.Title />
      <UrlConsentParts.Message />
      <UrlConsentParts.Status />
      <UrlConsentParts.Blocked />
      <UrlConsentParts.Destination />
      <UrlConsentParts.Warnings />
      <UrlConsentParts.Trust />
      <UrlConsentParts.Waiting />
      <UrlConsentParts.FullLink />
      <UrlConsentParts.Note />
      <UrlConsentParts.Acknowledge />
      <UrlConsentParts.AnswerHelp />
      <UrlConsentParts.Actions />
    </UrlConsentParts.Root>
  );
}
