import type { ElicitResult, ServerIdentity as ServerIdentityValue } from '@elicit-kit/core';
import { CrashFallback } from '../shared/CrashFallback.js';
import { GuardedConsent, type ResolvedConsentProps } from './GuardedConsent.js';
import type { UrlConsentMessages } from './messages.js';
import { useUrlConsent, type UrlConsentRespondInfo, type UseUrlConsentOptions } from './useUrlConsent.js';
import { UrlConsentView } from './UrlConsentView.js';
import type { UrlConsentHeadingLevel } from './parts/context.js';

/** Props of {@link UrlConsent} (and, with a few more, of {@link UrlConsentDialog}). */
export interface UrlConsentProps extends Omit<UseUrlConsentOptions, 'onRespond'> {
  /** The untrusted `elicitation/create` params (URL mode). Anything is accepted; unusable params offer Decline and Cancel. */
  params: unknown;
  /** Who asks, as the host knows it — never taken from the request. */
  server?: ServerIdentityValue;
  /**
   * Called exactly once per elicitation: `accept` when the person clicks Open (consent,
   * not completion — the host decides when to retry), `decline`, or `cancel`. The second
   * argument names the approved domain, for the host's `trustedDomains`.
   */
  onRespond: (result: ElicitResult, info: UrlConsentRespondInfo) => void;
  /** Any subset of the strings; the rest come from the provider, then {@link urlConsentMessagesEn}. */
  messages?: Partial<UrlConsentMessages>;
  /** Render without the kit's class names (headless styling by `data-*` attributes). */
  unstyled?: boolean | undefined;
  /** Heading level of the title: one below the heading the consent sits under. Default 2. */
  headingLevel?: UrlConsentHeadingLevel | undefined;
  /** Extra class on the root. */
  className?: string;
  /** Told when the content crashed and the fallback is shown. */
  onError?: (error: unknown) => void;
}

/** The card's content; split out so a crash in it is caught by the boundary around it. */
function CardBody(props: ResolvedConsentProps) {
  const consent = useUrlConsent(props.params, props);
  return <UrlConsentView {...props} consent={consent} escapeCancels />;
}

function CardFallback({ messages, onRespond, unstyled }: ResolvedConsentProps) {
  return <CrashFallback messages={messages} onRespond={(r) => onRespond(r, {})} unstyled={unstyled} />;
}

/**
 * An inline URL-consent card for chat streams. Shows who asks, why, and
 * where the link really goes; opens it only on an explicit click on Open, in a new
 * top-level tab with `noopener,noreferrer`, and reports `accept` once. Plain https with
 * no warnings is one click; user-info, mixed-script, look-alike or hidden characters
 * first ask the person to confirm the real domain. Hostile params never throw into the
 * host: a crash shows a fallback that still offers Decline and Cancel.
 *
 * Loads core's URL inspector (public-suffix data) on demand; a "Checking the link…" state
 * shows meanwhile. Give each elicitation its own `key`.
 *
 * Example:
 *
 * ```tsx
 * <UrlConsent params={request.params} server={{ name: 'payments' }} onRespond={(r) => answer(r)} />
 * ```
 */
export function UrlConsent(props: UrlConsentProps) {
  return <GuardedConsent props={props} Body={CardBody} Fallback={CardFallback} />;
}
