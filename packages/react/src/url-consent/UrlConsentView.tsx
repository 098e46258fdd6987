import type { ServerIdentity as ServerIdentityValue } from '@elicit-kit/core';
import { Isolated } from '../shared/Isolated.js';
import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { AcknowledgeBox } from '../shared/AcknowledgeBox.js';
import { ServerIdentity } from '../shared/ServerIdentity.js';
import { stopHeldEnter } from '../shared/heldEnter.js';
import { ServerMessage } from '../shared/ServerMessage.js';
import { usePart } from '../shared/part.js';
import type { UrlConsentMessages } from './messages.js';
import { isUrlConsentClosed, type UrlConsentController, type UrlConsentState } from './useUrlConsent.js';
import { destinationOf, HostForm, Labels } from './parts/Destination.js';
import { FullUrl, withVisibleHidden } from './parts/FullUrl.js';
import { useCopyLink } from './useCopyLink.js';
import { ltr, warningText } from './warningText.js';

/** Props of the content shared by {@link UrlConsent} and {@link UrlConsentDialog}. */
export interface UrlConsentViewProps {
  consent: UrlConsentController;
  messages: UrlConsentMessages;
  server?: ServerIdentityValue;
  unstyled?: boolean | undefined;
  headingLevel?: 2 | 3 | 4;
  /** Wraps the heading (the dialog passes Radix's `Dialog.Title`). */
  renderTitle?: (heading: ReactElement) => ReactNode;
  /** Id for the server message, so a dialog can point `aria-describedby` at it. */
  messageId?: string;
  /** Escape inside the content cancels (the card; the dialog lets Radix handle Escape). */
  escapeCancels?: boolean;
  className?: string;
}

const STATUS: Partial<Record<UrlConsentState, keyof UrlConsentMessages>> = {
  finished: 'statusFinished',
  abandoned: 'statusAbandoned',
  declined: 'statusDeclined',
  cancelled: 'statusCancelled',
  completed: 'statusCompleted',
};

/**
 * The consent content: who asks, why, where (registrable domain in large type, the host
 * with its registrable part emphasised, Unicode and punycode side by side), warnings in
 * plain words, the full link with Copy, and the actions for the current state. Renders
 * text only: never an `<a href>`, image or preview of the target (C14, C20).
 */
export function UrlConsentView({
  consent,
  messages: m,
  server,
  unstyled,
  headingLevel = 2,
  renderTitle,
  messageId,
  escapeCancels,
  className,
}: UrlConsentViewProps) {
  const part = usePart(unstyled);
  const titleId = useId();
  const ownMessageId = useId();
  const ackId = useId();
  const destinationId = useId();
  const warningsId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const focusRef = useRef<HTMLParagraphElement>(null);
  const { codeRef, copyState, copy } = useCopyLink();
  const { state, report } = consent;
  const closed = isUrlConsentClosed(state);

  // Open and the answer buttons disappear on these transitions: keep focus in the card.
  const lastState = useRef(state);
  useEffect(() => {
    if (lastState.current === state) return;
    lastState.current = state;
    if (state !== 'opened' && !closed) return;
    const active = typeof document === 'undefined' ? null : document.activeElement;
    if (!active || active === document.body || rootRef.current?.contains(active)) focusRef.current?.focus();
  }, [state, closed]);

  const Heading = `h${headingLevel}` as 'h2';
  const heading = (
    // Under `renderTitle` the wrapper (Radix's Dialog.Title) owns the id: leave the key out entirely.
    <Heading className={part('url-title')} {...(renderTitle ? {} : { id: titleId })}>
      {m.title}
    </Heading>
  );
  const destination = report?.ok ? destinationOf(report) : undefined;

  const button = (
    label: string,
    onClick: () => void,
    extra?: { primary?: boolean; disabled?: boolean; action?: string; describedBy?: string; singleClick?: boolean },
  ) => (
    <button
      // A distinct key per action: React must not turn the Open button's node into
      // "continue" under a double click's second press.
      key={extra?.action}
      type="button"
      className={part('button')}
      data-variant={extra?.primary ? 'primary' : undefined}
      data-action={extra?.action}
      disabled={extra?.disabled}
      aria-describedby={extra?.describedBy}
      onClick={(event) => {
        // The second click of a double click (detail 2+) lands wherever the layout has moved
        // to: it must never consent (Open) or tell the host to retry (continue).
        if (extra?.singleClick && event.detail > 1) return;
        onClick();
      }}
    >
      {label}
    </button>
  );
  const answerButtons = (
    <>
      {button(m.decline, consent.decline, { action: 'decline' })}
      {button(m.cancel, consent.cancel, { action: 'cancel' })}
    </>
  );

  let body: ReactNode;
  if (closed) {
    const key = STATUS[state];
    body = (
      <p className={part('url-status')} role="status" tabIndex={-1} ref={focusRef}>
        {key ? (m[key] as string) : null}
      </p>
    );
  } else if (state === 'checking') {
    body = (
      <>
        <p className={part('url-status')} role="status" aria-busy={!consent.checkFailed}>
          {consent.checkFailed ? m.checkFailed : m.checking}
        </p>
        <div className={part('actions')}>
          {consent.checkFailed ? button(m.retryCheck, consent.retryCheck, { action: 'retry-check' }) : null}
          {answerButtons}
        </div>
      </>
    );
  } else if (state === 'invalid' || state === 'blocked') {
    const why =
      state === 'invalid'
        ? m.invalidRequest
        : report?.error === 'unsupported-scheme' && report.scheme
          ? m.blockedScheme(report.scheme)
          : m.blockedInvalid;
    body = (
      <>
        <div className={part('alert')} data-tone="danger" role="alert">
          <p>
            <strong>{m.blocked}</strong>
          </p>
          <p>{why}</p>
        </div>
        {state === 'blocked' && consent.url !== undefined ? (
          <FullUrl
            text={withVisibleHidden(consent.url, report?.hiddenCharacters ?? [], part)}
            label={m.fullUrl(Array.from(consent.url).length)}
            part={part}
          />
        ) : null}
        <div className={part('actions')}>{answerButtons}</div>
      </>
    );
  } else if (report?.ok && report.host && report.href && destination) {
    const host = report.host;
    const href = report.href;
    const bothForms = host.ascii !== host.unicode;
    const prefix = host.labels.filter((l) => !l.registrable && l.unicode !== '');
    const notThis = report.warnings.includes('userinfo') ? report.userinfo : host.lookalike;
    body = (
      <>
        <div className={part('url-destination')}>
          <p className={part('url-label')} id={`${destinationId}-label`}>
            {m.destination}
          </p>
          <p className={part('url-domain')} dir="ltr" data-ek-part="domain" id={destinationId}>
            <span dir="ltr" data-ek-part="domain-main">
              <Labels name={destination.big} />
            </span>
            {destination.other ? (
              <span className={part('url-domain-other')}>
                {' '}
                (
                <span dir="ltr">
                  <Labels name={destination.other} />
                </span>
                )
              </span>
            ) : null}
          </p>
          <dl className={part('url-hosts')} data-forms={bothForms ? 'both' : 'one'}>
            {(bothForms
              ? ([['unicode', m.hostUnicode], ['ascii', m.hostAscii]] as const)
              : ([['ascii', m.host]] as const)
            ).map(([form, label]) => (
              <div key={form}>
                <dt>{label}</dt>
                <dd>
                  <HostForm labels={host.labels} form={form} part={part} />
                </dd>
              </div>
            ))}
          </dl>
          {prefix.length >= 2 && host.registrableDomain ? (
            <p className={part('url-note')}>
              <Isolated text={m.subdomainNote(ltr(prefix.map((l) => l.unicode).join('.')), ltr(destination.big))} />
            </p>
          ) : null}
        </div>
        {report.warnings.length > 0 ? (
          <ul className={part('url-warnings')} aria-label={m.warningsHeading} id={warningsId}>
            {report.warnings.map((w) => (
              <li
                key={w}
                className={part('alert')}
                data-tone={consent.strongWarnings.includes(w) ? 'danger' : 'warning'}
                data-warning={w}
              >
                <Isolated text={warningText(w, report, destination.ascii, m)} />
              </li>
            ))}
          </ul>
        ) : null}
        {consent.firstTime !== undefined ? (
          <p className={part('url-trust')} data-first-time={consent.firstTime}>
            <Isolated text={consent.firstTime ? m.firstTime(ltr(destination.big)) : m.seenBefore(ltr(destination.big))} />
          </p>
        ) : null}
        <FullUrl text={href} label={m.fullUrl(Array.from(href).length)} part={part} codeRef={codeRef}>
          <div className={part('url-copy')}>
            {button(m.copy, () => void copy(href), { action: 'copy' })}
            <span role="status" className={part('url-copy-status')}>
              {copyState === 'copied' ? m.copied : copyState === 'failed' ? m.copyFailed : ''}
            </span>
          </div>
        </FullUrl>
        {state === 'opened' ? (
          <>
            <p className={part('url-status')} tabIndex={-1} ref={focusRef} role="status">
              {m.afterOpen}
            </p>
            <p className={part('alert')} data-tone="warning" data-popup={consent.popupBlocked ? 'blocked' : 'unknown'}>
              {consent.popupBlocked ? m.popupBlocked : m.popupHint}
            </p>
            <div className={part('actions')}>
              {button(m.cancel, consent.cancel, { action: 'cancel' })}
              {button(m.finished, consent.finish, { primary: true, action: 'finish', singleClick: true })}
            </div>
          </>
        ) : (
          <>
            <p className={part('url-note')}>{m.onlyIfExpected}</p>
            {consent.gate === 'acknowledge' ? (
              <AcknowledgeBox
                part={part}
                className={part('url-acknowledge')}
                input={{ id: ackId, checked: consent.acknowledged, onChange: (e) => consent.setAcknowledged(e.currentTarget.checked) }}
              >
                <Isolated text={m.acknowledge(ltr(destination.ascii), notThis === undefined ? undefined : ltr(notThis))} />
              </AcknowledgeBox>
            ) : null}
            <div className={part('actions')}>
              {answerButtons}
              {button(m.open, consent.open, {
                primary: true,
                disabled: !consent.canOpen,
                action: 'open',
                singleClick: true,
                // Screen readers hear where Open goes and every warning at the moment of deciding.
                describedBy: [`${destinationId}-label`, destinationId, report.warnings.length > 0 ? warningsId : ''].filter(Boolean).join(' '),
              })}
            </div>
          </>
        )}
      </>
    );
  }

  const title = renderTitle ? renderTitle(heading) : heading;
  return (
    <section
      ref={rootRef}
      className={part('root', [part('url-consent'), className].filter(Boolean).join(' ') || undefined)}
      aria-labelledby={renderTitle ? undefined : titleId}
      data-ek-part="url-consent"
      data-state={state}
      data-warning={report?.warnings.length ? report.warnings.join(' ') : undefined}
      data-gate={consent.gate}
      data-acknowledged={consent.gate === 'acknowledge' ? consent.acknowledged : undefined}
      data-first-time={consent.firstTime}
      data-popup-blocked={consent.popupBlocked || undefined}
      onKeyDown={(event) => {
        if (stopHeldEnter(event)) return;
        if (!escapeCancels || event.key !== 'Escape' || event.defaultPrevented || closed) return;
        event.preventDefault();
        consent.cancel();
      }}
    >
      {server ? <ServerIdentity server={server} label={m.askedBy} unstyled={unstyled} /> : null}
      {title}
      {consent.message !== undefined && !closed ? (
        <ServerMessage
          label={m.serverMessage}
          text={consent.message}
          id={messageId ?? ownMessageId}
          showMore={m.showMore}
          showLess={m.showLess}
          unstyled={unstyled}
        />
      ) : null}
      {body}
    </section>
  );
}
