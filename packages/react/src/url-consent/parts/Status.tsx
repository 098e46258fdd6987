import type { UrlConsentMessages } from '../messages.js';
import { isUrlConsentClosed, type UrlConsentState } from '../useUrlConsent.js';
import { useUrlConsentContext } from './context.js';
import { FullUrl, withVisibleHidden } from './FullUrl.js';

const CLOSED_STATUS: Partial<Record<UrlConsentState, keyof UrlConsentMessages>> = {
  finished: 'statusFinished',
  abandoned: 'statusAbandoned',
  declined: 'statusDeclined',
  cancelled: 'statusCancelled',
  completed: 'statusCompleted',
};

/**
 * The status line: "Checking the link…" (or why it could not be checked) while checking, and
 * the outcome once answered (it takes focus when the buttons that had it go). Nothing otherwise.
 */
export function Status() {
  const { consent, messages: m, part, focusRef } = useUrlConsentContext();
  const { state } = consent;
  if (state === 'checking') {
    return (
      <p className={part('url-status')} data-ek-part="url-status" role="status" aria-busy={!consent.checkFailed}>
        {consent.checkFailed ? m.checkFailed : m.checking}
      </p>
    );
  }
  if (!isUrlConsentClosed(state)) return null;
  const key = CLOSED_STATUS[state];
  return (
    <p className={part('url-status')} data-ek-part="url-status" role="status" tabIndex={-1} ref={focusRef}>
      {key ? (m[key] as string) : null}
    </p>
  );
}

/** Why the link cannot be opened (not URL-mode params, not a URL, not http/https), with the raw text shown safely. */
export function Blocked() {
  const { consent, messages: m, part } = useUrlConsentContext();
  const { state, report, url } = consent;
  if (state !== 'invalid' && state !== 'blocked') return null;
  const why =
    state === 'invalid' ? m.invalidRequest : report?.error === 'unsupported-scheme' && report.scheme ? m.blockedScheme(report.scheme) : m.blockedInvalid;
  return (
    <>
      <div className={part('alert')} data-tone="danger" role="alert" data-ek-part="url-blocked">
        <p>
          <strong>{m.blocked}</strong>
        </p>
        <p>{why}</p>
      </div>
      {state === 'blocked' && url !== undefined ? (
        <FullUrl text={withVisibleHidden(url, report?.hiddenCharacters ?? [], part)} label={m.fullUrl(Array.from(url).length)} part={part} />
      ) : null}
    </>
  );
}
