import { AcknowledgeBox } from '../../shared/AcknowledgeBox.js';
import { Isolated } from '../../shared/Isolated.js';
import { ltr, warningText } from '../warningText.js';
import { useUrlConsentContext } from './context.js';
import { destinationOf, HostForm, Labels } from './Destination.js';

/** The report of a link the person is deciding on, or nothing. */
function useReviewed() {
  const context = useUrlConsentContext();
  const { report, state } = context.consent;
  const destination = report?.ok ? destinationOf(report) : undefined;
  const reviewing = state === 'ready' && report?.ok && report.host && report.href && destination ? { report, host: report.host, destination } : undefined;
  return { ...context, reviewing };
}

/**
 * Where the link goes: the registrable domain in large type (punycode first for a look-alike),
 * the full host with its registrable part emphasised, Unicode and punycode forms, and a note
 * when labels before the registrable domain could pass for another site.
 */
export function Destination() {
  const { reviewing, consent, messages: m, part, ids } = useReviewed();
  // Asked again for a link already opened: the compact card (the person reviewed it before).
  if (!reviewing || consent.stillWaiting) return null;
  const { host, destination } = reviewing;
  const bothForms = host.ascii !== host.unicode;
  const prefix = host.labels.filter((l) => !l.registrable && l.unicode !== '');
  return (
    <div className={part('url-destination')} data-ek-part="url-destination">
      <p className={part('url-label')} id={ids.destinationLabel}>
        {m.destination}
      </p>
      <p className={part('url-domain')} dir="ltr" data-ek-part="domain" id={ids.destination}>
        <span dir="ltr" data-ek-part="domain-main">
          <Labels name={destination.big} part={part} />
        </span>
        {destination.other ? (
          <span className={part('url-domain-other')}>
            {' '}
            (
            <span dir="ltr">
              <Labels name={destination.other} part={part} />
            </span>
            )
          </span>
        ) : null}
      </p>
      <dl className={part('url-hosts')} data-forms={bothForms ? 'both' : 'one'}>
        {(bothForms
          ? ([
              ['unicode', m.hostUnicode],
              ['ascii', m.hostAscii],
            ] as const)
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
  );
}

/** Each warning in plain words, the ones that gate Open in the danger tone (each item has an id Open is described by). */
export function Warnings() {
  const { reviewing, consent, messages: m, part, ids } = useReviewed();
  if (!reviewing || consent.stillWaiting || reviewing.report.warnings.length === 0) return null;
  const { report, destination } = reviewing;
  return (
    <ul className={part('url-warnings')} aria-label={m.warningsHeading} data-ek-part="url-warnings">
      {report.warnings.map((w) => (
        <li key={w} id={ids.warning(w)} className={part('alert')} data-tone={consent.strongWarnings.includes(w) ? 'danger' : 'warning'} data-warning={w}>
          <Isolated text={warningText(w, report, destination.ascii, m)} />
        </li>
      ))}
    </ul>
  );
}

/** "First time" or "seen before", when the host passed `trustedDomains`. */
export function Trust() {
  const { reviewing, consent, messages: m, part } = useReviewed();
  if (!reviewing || consent.stillWaiting || consent.firstTime === undefined) return null;
  const big = ltr(reviewing.destination.big);
  return (
    <p className={part('url-trust')} data-ek-part="url-trust" data-first-time={consent.firstTime}>
      <Isolated text={consent.firstTime ? m.firstTime(big) : m.seenBefore(big)} />
    </p>
  );
}

/** "Only open it if you expected this request.": only the person who started it should continue. */
export function Note() {
  const { reviewing, consent, messages: m, part } = useReviewed();
  if (!reviewing || consent.stillWaiting) return null;
  return (
    <p className={part('url-note')} data-ek-part="url-expected">
      {m.onlyIfExpected}
    </p>
  );
}

/** The explicit "I understand this link goes to …" tick that strong warnings ask for before Open. */
export function Acknowledge() {
  const { reviewing, consent, messages: m, part } = useReviewed();
  if (!reviewing || consent.gate !== 'acknowledge') return null;
  const { report, host, destination } = reviewing;
  const notThis = report.warnings.includes('userinfo') ? report.userinfo : host.lookalike;
  return (
    <AcknowledgeBox part={part} className={part('url-acknowledge')} input={consent.getAcknowledgeProps()}>
      <Isolated text={m.acknowledge(ltr(destination.ascii), notThis === undefined ? undefined : ltr(notThis))} />
    </AcknowledgeBox>
  );
}
