import type { ExchangeEntry } from '../exchange/exchangeLog.js';
import type { Language } from './language.js';

/** The exchange log's strings. */
export interface ExchangeMessages {
  heading: string;
  /** The log of the session's pushed requests that belong to no call the page can tell. */
  sessionHeading: string;
  /**
   * The disclosure's line: counts, and the total once the call ended (`running` while it runs;
   * `ended`: the session's log once its connection is gone, which has no total). `elsewhere`:
   * requests shown under this call that are logged in the session's log (stdio cannot tell
   * which call asked).
   */
  summary: (entries: number, rounds: number, requests: number, totalMs: number | 'running' | 'ended', elsewhere?: number) => string;
  /** One entry's line. */
  entry: (entry: ExchangeEntry) => string;
  ms: (ms: number) => string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** An answer's secret values are masked (here and in what is copied). */
  secretsHidden: (keys: readonly string[]) => string;
  /** …and shown, after the person chose to. */
  secretsShown: (keys: readonly string[]) => string;
  /** The toggle (a pressed button while they show). */
  revealSecrets: string;
}

/** What an answer as sent says: its `action`, or `error` for a JSON-RPC error response. */
const answerOf = (result: unknown): string => {
  const action = typeof result === 'object' && result !== null ? (result as { action?: unknown }).action : undefined;
  return typeof action === 'string' ? action : 'error';
};

const formatMs = (locale: string) => (ms: number) =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ms / 1000)} s`;
const formatBytes = (locale: string, bytes: number) => `${new Intl.NumberFormat(locale).format(bytes)} B`;

const enMs = formatMs('en-US');
const en: ExchangeMessages = {
  heading: 'Exchange log',
  sessionHeading: 'Exchange log of the session (requests no call can be told for)',
  summary: (entries, rounds, requests, total, elsewhere = 0) =>
    `${entries} ${entries === 1 ? 'message' : 'messages'} · ${rounds} ${rounds === 1 ? 'round' : 'rounds'} · ${requests} ${requests === 1 ? 'request' : 'requests'}` +
    (elsewhere > 0 ? ` (+ ${elsewhere} shown here, logged in the session’s log below)` : '') +
    (total === 'running' ? ' · running' : total === 'ended' ? ' · connection ended' : ` · total ${enMs(total)}`),
  entry: (entry) => {
    switch (entry.kind) {
      case 'call':
        return `→ tools/call ${entry.params.name}`;
      case 'round':
        return `← Round ${entry.round}: input_required · ${entry.keys.length} ${entry.keys.length === 1 ? 'request' : 'requests'} · requestState ${entry.requestStateBytes === undefined ? 'none' : formatBytes('en-US', entry.requestStateBytes)} · server ${enMs(entry.legMs)}`;
      case 'request':
        return `← elicitation/create${entry.key === undefined || entry.pushed ? '' : ` “${entry.key}”`}${entry.pushed ? ' (pushed on the session)' : ''}`;
      case 'response':
        return `→ ${answerOf(entry.result)}${entry.key === undefined ? '' : ` “${entry.key}”`} · answered after ${enMs(entry.thinkMs)}`;
      case 'result':
        return `← Result · server ${enMs(entry.legMs)}`;
      case 'failure':
        return `✕ Failed: ${entry.message.slice(0, 200)}`;
    }
  },
  ms: enMs,
  copy: 'Copy JSON',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the text instead',
  secretsHidden: (keys) => `Secret values hidden here and in Copy JSON${keys.length > 0 ? `: ${keys.join(', ')}` : ''}.`,
  secretsShown: (keys) => `Secret values shown, and copied as they are${keys.length > 0 ? `: ${keys.join(', ')}` : ''}.`,
  revealSecrets: 'Show secret values',
};

const deMs = formatMs('de-DE');
const de: ExchangeMessages = {
  heading: 'Nachrichtenprotokoll',
  sessionHeading: 'Nachrichtenprotokoll der Sitzung (Anfragen ohne erkennbaren Aufruf)',
  summary: (entries, rounds, requests, total, elsewhere = 0) =>
    `${entries} ${entries === 1 ? 'Nachricht' : 'Nachrichten'} · ${rounds} ${rounds === 1 ? 'Runde' : 'Runden'} · ${requests} ${requests === 1 ? 'Anfrage' : 'Anfragen'}` +
    (elsewhere > 0 ? ` (+ ${elsewhere} hier gezeigt, im Protokoll der Sitzung unten)` : '') +
    (total === 'running' ? ' · läuft' : total === 'ended' ? ' · Verbindung beendet' : ` · gesamt ${deMs(total)}`),
  entry: (entry) => {
    switch (entry.kind) {
      case 'call':
        return `→ tools/call ${entry.params.name}`;
      case 'round':
        return `← Runde ${entry.round}: input_required · ${entry.keys.length} ${entry.keys.length === 1 ? 'Anfrage' : 'Anfragen'} · requestState ${entry.requestStateBytes === undefined ? 'keiner' : formatBytes('de-DE', entry.requestStateBytes)} · Server ${deMs(entry.legMs)}`;
      case 'request':
        return `← elicitation/create${entry.key === undefined || entry.pushed ? '' : ` „${entry.key}“`}${entry.pushed ? ' (in der Sitzung gesendet)' : ''}`;
      case 'response':
        return `→ ${answerOf(entry.result)}${entry.key === undefined ? '' : ` „${entry.key}“`} · beantwortet nach ${deMs(entry.thinkMs)}`;
      case 'result':
        return `← Ergebnis · Server ${deMs(entry.legMs)}`;
      case 'failure':
        return `✕ Fehlgeschlagen: ${entry.message.slice(0, 200)}`;
    }
  },
  ms: deMs,
  copy: 'JSON kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen: Text bitte markieren',
  secretsHidden: (keys) => `Geheime Werte sind hier und beim Kopieren verborgen${keys.length > 0 ? `: ${keys.join(', ')}` : ''}.`,
  secretsShown: (keys) => `Geheime Werte werden angezeigt und so kopiert${keys.length > 0 ? `: ${keys.join(', ')}` : ''}.`,
  revealSecrets: 'Geheime Werte anzeigen',
};

export const EXCHANGE_MESSAGES: Record<Language, ExchangeMessages> = { en, de };
