import type { ServerIdentity as ServerIdentityValue } from '@elicit-kit/core';
import { Slot } from '@radix-ui/react-slot';
import { useEffect, useId, useMemo, useRef, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { usePart } from '../../shared/part.js';
import type { UrlConsentMessages } from '../messages.js';
import { isUrlConsentClosed, type UrlConsentController } from '../useUrlConsent.js';
import { UrlConsentContext, type UrlConsentContextValue, type UrlConsentHeadingLevel } from './context.js';

/** Props of {@link Root}. */
export interface RootProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The controller from `useUrlConsent`. */
  consent: UrlConsentController;
  /** The resolved strings (all of them: `useMessages(urlConsentMessagesEn, partial)`). */
  messages: UrlConsentMessages;
  /** Who asks, as the host knows it, for {@link WhoAsks}. */
  server?: ServerIdentityValue | undefined;
  unstyled?: boolean | undefined;
  /** Level of {@link Title}'s heading. Default 2. */
  headingLevel?: UrlConsentHeadingLevel | undefined;
  /** Wraps the heading (the dialog passes Radix's `Dialog.Title`). */
  renderTitle?: ((heading: ReactElement) => ReactNode) | undefined;
  /** Id for the server message, so a dialog can point `aria-describedby` at it. */
  messageId?: string | undefined;
  /** Escape inside the root cancels (a card; a dialog lets Radix handle Escape). */
  escapeCancels?: boolean | undefined;
  /** Render your own element instead of `<section>` (Radix `asChild`); it gets the props and state. */
  asChild?: boolean | undefined;
  children?: ReactNode;
}

/**
 * The root of a URL consent built from parts: a `<section>` labelled by its {@link Title},
 * with the state as `data-*` (`data-state`, `data-gate`, `data-acknowledged`, `data-warning`,
 * `data-first-time`, `data-popup-blocked`) and the hook's root protections (held Enter, Escape).
 * It keeps focus in the card when the buttons that had it go (after Open, after an answer).
 */
export function Root({
  consent,
  messages,
  server,
  unstyled,
  headingLevel = 2,
  renderTitle,
  messageId,
  escapeCancels,
  asChild,
  className,
  children,
  ...rest
}: RootProps) {
  const part = usePart(unstyled);
  const uid = useId();
  const focusRef = useRef<HTMLParagraphElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const { state } = consent;
  const closed = isUrlConsentClosed(state);
  const lastState = useRef(state);
  useEffect(() => {
    if (lastState.current === state) return;
    lastState.current = state;
    if (state !== 'opened' && state !== 'confirming' && !closed) return;
    const active = typeof document === 'undefined' ? null : document.activeElement;
    if (!active || active === document.body || rootRef.current?.contains(active)) focusRef.current?.focus();
  }, [state, closed]);
  const ids = useMemo(
    () => ({
      title: `${uid}-title`,
      message: messageId ?? `${uid}-message`,
      destination: `${uid}-destination`,
      destinationLabel: `${uid}-destination-label`,
      warning: (w: string) => `${uid}-warning-${w}`,
      answerHelp: `${uid}-answer-help`,
      waiting: `${uid}-waiting`,
    }),
    [uid, messageId],
  );
  const value: UrlConsentContextValue = { consent, messages, server, part, unstyled, headingLevel, renderTitle, ids, focusRef };
  const Element = asChild ? Slot : 'section';
  return (
    <UrlConsentContext.Provider value={value}>
      <Element
        ref={rootRef}
        {...consent.getRootProps({ ...rest, escapeCancels: escapeCancels ?? false })}
        className={part('root', [part('url-consent'), className].filter(Boolean).join(' ') || undefined)}
        aria-labelledby={renderTitle ? undefined : ids.title}
        data-ek-part="url-consent"
      >
        {children}
      </Element>
    </UrlConsentContext.Provider>
  );
}
