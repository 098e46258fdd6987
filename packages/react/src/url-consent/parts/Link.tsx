import { Isolated } from '../../shared/Isolated.js';
import { useCopyLink } from '../useCopyLink.js';
import { ltr } from '../warningText.js';
import { useUrlConsentContext } from './context.js';
import { FullUrl } from './FullUrl.js';

/** The whole link, selectable and wrapping, with its length and Copy; before and after Open. */
export function FullLink() {
  const { consent, messages: m, part } = useUrlConsentContext();
  const { codeRef, copyState, copy } = useCopyLink();
  const href = consent.report?.ok ? consent.report.href : undefined;
  if (href === undefined || (consent.state !== 'ready' && consent.state !== 'opened')) return null;
  return (
    <FullUrl text={href} label={m.fullUrl(Array.from(href).length)} part={part} codeRef={codeRef}>
      <div className={part('url-copy')}>
        <button type="button" className={part('button')} data-action="copy" onClick={() => void copy(href)}>
          {m.copy}
        </button>
        <span role="status" className={part('url-copy-status')}>
          {copyState === 'copied' ? m.copied : copyState === 'failed' ? m.copyFailed : ''}
        </span>
      </div>
    </FullUrl>
  );
}

/**
 * After Open: the compact "waiting for you at <domain>" line (it takes focus when Open goes)
 * and the pop-up hint; after "I've finished" while the host checks with the server, the
 * "Checking with <server>…" line. The card stays until the host closes it, so there is always a way on:
 * open the link again, say you finished, or cancel.
 */
export function Waiting() {
  const context = useUrlConsentContext();
  const { consent, messages: m, part, focusRef, ids } = context;
  if (consent.stillWaiting && consent.state === 'ready' && consent.domain !== undefined) {
    // The server asked again for the link the person opened: say so, and how to go on.
    return (
      <div className={part('url-waiting')} data-ek-part="url-waiting" data-still-waiting="">
        <p className={part('alert')} data-tone="warning" role="status" id={ids.waiting}>
          <strong>
            <Isolated text={m.stillWaitingAt(ltr(consent.domain))} />
          </strong>{' '}
          {m.stillWaitingHint}
        </p>
      </div>
    );
  }
  if (consent.state === 'confirming') {
    // After "I've finished": the host keeps the card until the server answers (takes focus from the finish button).
    const server = context.server;
    const raw = server ? server.title || server.name : undefined;
    // In an isolate (shown as <bdi>): a right-to-left or hostile name cannot reorder the sentence.
    const name = raw
      ? `\u2068${raw
          .replace(/[\u2066-\u2069]/g, '')
          .replace(/\s+/g, ' ')
          .trim()}\u2069`
      : undefined;
    return (
      <div className={part('url-waiting')} data-ek-part="url-waiting" data-checking="">
        <p className={part('url-status')} tabIndex={-1} ref={focusRef} role="status" aria-busy="true">
          <strong className={part('url-waiting-at')}>
            <Isolated text={m.checkingWith(name)} />{' '}
          </strong>
          {m.checkingHint}
        </p>
      </div>
    );
  }
  if (consent.state !== 'opened') return null;
  return (
    <div className={part('url-waiting')} data-ek-part="url-waiting">
      <p className={part('url-status')} tabIndex={-1} ref={focusRef} role="status">
        {consent.domain === undefined ? null : (
          <strong className={part('url-waiting-at')}>
            <Isolated text={m.waitingAt(ltr(consent.domain))} />{' '}
          </strong>
        )}
        {m.afterOpen}
      </p>
      <p className={part('alert')} data-tone="warning" data-popup={consent.popupBlocked ? 'blocked' : 'unknown'}>
        {consent.popupBlocked ? m.popupBlocked : m.popupHint}
      </p>
    </div>
  );
}
