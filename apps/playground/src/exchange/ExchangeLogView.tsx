import { useMemo, useState, useSyncExternalStore } from 'react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import { CopyButton } from './CopyButton.js';
import type { ExchangeEntry, ExchangeLog } from './exchangeLog.js';
import { hideValues, maskEntry, secretValues } from './maskSecrets.js';

export interface ExchangeLogViewProps {
  log: ExchangeLog;
  running: boolean;
  /** Prefix for element ids (the call's). */
  idPrefix: string;
  /** The heading, when not a call's ("Exchange log"). */
  heading?: string;
  /** Requests shown under this call but logged in the session's log (no call can be told for them). */
  elsewhere?: number;
}

/**
 * The session's records no call can be told for (a 2025-11-25 server's pushed requests on its
 * own stream, or over stdio, and their answers as sent): once, after the conversation, when
 * there are any.
 */
export function SessionExchangeView({ log, ended = false }: { log: ExchangeLog; /** Its connection is gone: nothing more can come. */ ended?: boolean }) {
  const t = useAppMessages();
  const entries = useSyncExternalStore(log.subscribe, log.getSnapshot, log.getSnapshot);
  if (entries.length === 0) return null;
  return (
    <div className="session-exchange" data-testid="session-exchange">
      <ExchangeLogView log={log} running={!ended} idPrefix="session-" heading={t.exchange.sessionHeading} />
    </div>
  );
}

/**
 * A call's exchange for server authors: every message as raw JSON (each entry a disclosure with
 * a copy button), the MRTR rounds with their `requestState` size and how long each leg took on
 * the server, the person's think time per answer, and the total. Collapsed by default.
 */
export function ExchangeLogView({ log, running, idPrefix, heading, elsewhere = 0 }: ExchangeLogViewProps) {
  const t = useAppMessages();
  const entries = useSyncExternalStore(log.subscribe, log.getSnapshot, log.getSnapshot);
  const rounds = entries.filter((entry) => entry.kind === 'round').length;
  const requests = entries.filter((entry) => entry.kind === 'request').length;
  const secrets = useMemo(() => secretValues(entries), [entries]);
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
      data-elsewhere={elsewhere || undefined}
      data-total-ms={total}
      aria-labelledby={headingId}
    >
      <h4 id={headingId} className="exchange-heading">
        {heading ?? t.exchange.heading}
      </h4>
      <details className="exchange-details">
        <summary data-testid="exchange-summary">
          {t.exchange.summary(entries.length, rounds, requests, running ? 'running' : (total ?? 'ended'), elsewhere)}
        </summary>
        <ol className="exchange-list">
          {entries.map((entry, index) => (
            <ExchangeItem
              key={index}
              entry={entry}
              request={entry.kind === 'response' ? entries.find((asked) => asked.kind === 'request' && asked.id === entry.id) : undefined}
              secrets={secrets}
              id={`${idPrefix}exchange-${index}`}
            />
          ))}
        </ol>
      </details>
    </div>
  );
}

/**
 * One entry. An answer with secrets (a password the form masked) shows them masked, here and in
 * what "Copy JSON" copies, until the person deliberately reveals them: a screenshot or a pasted
 * log of the playground must not leak what was typed.
 */
function ExchangeItem({
  entry,
  request,
  secrets,
  id,
}: {
  entry: ExchangeEntry;
  request: ExchangeEntry | undefined;
  /** The secrets sent in this log: masked wherever they appear (a server may echo one back). */
  secrets: ReadonlySet<string>;
  id: string;
}) {
  const t = useAppMessages();
  const [revealed, setRevealed] = useState(false);
  const raw = payloadOf(entry);
  const { payload, masked: keys } = maskEntry(raw, entry, request);
  const hidden = hideValues(payload, secrets);
  const masked = keys.length > 0 || hidden.changed;
  const json = toJson(revealed ? raw : hidden.value);
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
        {masked ? (
          <p className="exchange-secrets" data-testid="exchange-secrets" data-revealed={revealed}>
            {revealed ? t.exchange.secretsShown(keys) : t.exchange.secretsHidden(keys)}{' '}
            <button type="button" className="button button-quiet" data-testid="reveal-secrets" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
              {t.exchange.revealSecrets}
            </button>
          </p>
        ) : null}
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
