import { useSyncExternalStore } from 'react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import { CopyButton } from './CopyButton.js';
import type { ExchangeEntry, ExchangeLog } from './exchangeLog.js';

export interface ExchangeLogViewProps {
  log: ExchangeLog;
  running: boolean;
  /** Prefix for element ids (the call's). */
  idPrefix: string;
  /** The heading, when not a call's ("Exchange log"). */
  heading?: string;
}

/**
 * The session's records no call can be told for (a 2025-11-25 server's pushed requests on its
 * own stream, or over stdio, and their answers as sent): once, after the conversation, when
 * there are any.
 */
export function SessionExchangeView({ log }: { log: ExchangeLog }) {
  const t = useAppMessages();
  const entries = useSyncExternalStore(log.subscribe, log.getSnapshot, log.getSnapshot);
  if (entries.length === 0) return null;
  return (
    <div className="session-exchange" data-testid="session-exchange">
      <ExchangeLogView log={log} running idPrefix="session-" heading={t.exchange.sessionHeading} />
    </div>
  );
}

/**
 * A call's exchange for server authors: every message as raw JSON (each entry a disclosure with
 * a copy button), the MRTR rounds with their `requestState` size and how long each leg took on
 * the server, the person's think time per answer, and the total. Collapsed by default.
 */
export function ExchangeLogView({ log, running, idPrefix, heading }: ExchangeLogViewProps) {
  const t = useAppMessages();
  const entries = useSyncExternalStore(log.subscribe, log.getSnapshot, log.getSnapshot);
  const rounds = entries.filter((entry) => entry.kind === 'round').length;
  const requests = entries.filter((entry) => entry.kind === 'request').length;
  const total = log.totalMs();
  const headingId = `${idPrefix}exchange`;
  return (
    // A group, not a <section>: every call has one, and named regions must be unique landmarks.
    <div
      className="exchange"
      role="group"
      data-testid="exchange-log"
      data-rounds={rounds}
      data-requests={requests}
      data-total-ms={total}
      aria-labelledby={headingId}
    >
      <h4 id={headingId} className="exchange-heading">
        {heading ?? t.exchange.heading}
      </h4>
      <details className="exchange-details">
        <summary data-testid="exchange-summary">{t.exchange.summary(entries.length, rounds, requests, running ? undefined : total)}</summary>
        <ol className="exchange-list">
          {entries.map((entry, index) => (
            <ExchangeItem key={index} entry={entry} id={`${idPrefix}exchange-${index}`} />
          ))}
        </ol>
      </details>
    </div>
  );
}

function ExchangeItem({ entry, id }: { entry: ExchangeEntry; id: string }) {
  const t = useAppMessages();
  const json = toJson(payloadOf(entry));
  const titleId = `${id}-title`;
  return (
    <li className="exchange-entry" data-testid="exchange-entry" data-kind={entry.kind} data-direction={directionOf(entry)}>
      <details>
        <summary>
          <span id={titleId} className="exchange-entry-title">
            {t.exchange.entry(entry)}
          </span>{' '}
          <span className="exchange-entry-time">+{t.exchange.ms(entry.at)}</span>
        </summary>
        <pre className="exchange-json" data-testid="exchange-json" tabIndex={0} aria-labelledby={titleId}>
          <code>{json}</code>
        </pre>
        <CopyButton text={json} describedBy={titleId} />
      </details>
    </li>
  );
}

/** What an entry shows as JSON: the message part a server author recognises. */
function payloadOf(entry: ExchangeEntry): unknown {
  switch (entry.kind) {
    case 'call':
      return entry.params;
    case 'round':
    case 'result':
    case 'response':
      return entry.result;
    case 'request':
      return entry.params;
    case 'failure':
      return { error: entry.message };
  }
}

function directionOf(entry: ExchangeEntry): 'sent' | 'received' | 'local' {
  if (entry.kind === 'call' || entry.kind === 'response') return 'sent';
  return entry.kind === 'failure' ? 'local' : 'received';
}

function toJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value); // not JSON (a cycle): shown as text
  }
}
