/**
 * Every string the {@link ElicitationHost} shows or announces. Functions take the values they
 * interpolate, so a translation can reorder them. Pass any subset as the host's `messages`
 * prop (or through `ElicitKitProvider`); the rest come from {@link hostMessagesEn}.
 */
export interface HostMessages {
  /** Label of the whole host region. */
  regionLabel: string;
  /** Label of a group (one MRTR round), e.g. "github needs 2 answers". */
  groupLabel: (server: string, total: number) => string;
  /** Hint under a group's label: the round is sent as a whole. */
  groupHint: string;
  /**
   * The hint once some answers of the round are given while others still wait: nothing was
   * sent yet, and declining or cancelling a remaining request still sends those answers.
   */
  groupReady: (ready: number) => string;
  /** Name of a card outside a round (where focus lands after the one before it was answered), e.g. "Request from GitHub". */
  itemLabel: (server: string) => string;
  /** A card's place in its group, e.g. "1 of 2". */
  position: (index: number, total: number) => string;
  /** The dialog's title. */
  dialogTitle: (server: string) => string;
  /** How many more requests wait after the one in the dialog. */
  dialogMore: (count: number) => string;
  /** Above a request asked again because the server refused the answer; the server's reason follows. */
  rejected: (server: string) => string;
  /** Notice after the request was aborted (the call was cancelled, a sibling failed, it timed out). */
  withdrawnAborted: (server: string) => string;
  /** Notice after the host cancelled the request (e.g. closed the conversation). */
  withdrawnCancelled: (server: string) => string;
  /** Notice after the connection to the server was lost while the request waited (core's `connectionLost`). */
  withdrawnConnectionLost: (server: string) => string;
  /** The time the notice's event happened, e.g. "at 14:05". */
  withdrawnAt: (time: string) => string;
  /** Dismiss button of a notice. */
  dismiss: string;
  /** The status line focus moves to when the last request leaves the host (answered, finished, dismissed). */
  allAnswered: string;
  /** Remaining time before the deadline, e.g. "2:05 left". */
  timeLeft: (time: string) => string;
  /** The deadline passed (the runtime will withdraw the request). */
  timeUp: string;
  /** Announced once when a deadline gets near. */
  timeRunningOut: (server: string, seconds: number) => string;
  /** Announced for one new request: who asks and the start of the server's message. */
  newRequest: (server: string, message: string) => string;
  /** Announced when several requests arrive at once: `servers` names the first few, `moreServers` counts the rest. */
  newRequests: (count: number, servers: string, moreServers: number) => string;
}

/** English defaults for {@link HostMessages}. */
export const hostMessagesEn: HostMessages = {
  regionLabel: 'Requests from servers',
  groupLabel: (server, total) => `${server} needs ${total} answers`,
  groupHint: 'Answers are sent together when all are done.',
  groupReady: (ready) =>
    ready === 1
      ? '1 answer is ready and not sent yet: it goes with the others, even if you decline or cancel them.'
      : `${ready} answers are ready and not sent yet: they go with the others, even if you decline or cancel them.`,
  itemLabel: (server) => `Request from ${server}`,
  position: (index, total) => `${index} of ${total}`,
  dialogTitle: (server) => `${server} needs your answer`,
  dialogMore: (count) => (count === 1 ? '1 more request waiting' : `${count} more requests waiting`),
  rejected: (server) => `${server} did not accept your answer. Correct it below and submit again:`,
  withdrawnAborted: (server) => `${server}’s request was withdrawn — nothing was sent.`,
  withdrawnCancelled: (server) => `${server}’s request was cancelled by this app — nothing was sent.`,
  withdrawnConnectionLost: (server) => `${server} went away; your answer was not sent.`,
  withdrawnAt: (time) => `(at ${time})`,
  dismiss: 'Dismiss',
  allAnswered: 'Nothing else is waiting for your answer.',
  timeLeft: (time) => `${time} left`,
  timeUp: 'Time is up',
  timeRunningOut: (server, seconds) => `${seconds} seconds left to answer ${server}.`,
  newRequest: (server, message) => (message ? `New request from ${server}: ${message}` : `New request from ${server}`),
  newRequests: (count, servers, more) => `${count} new requests from ${servers}${more > 0 ? ` and ${more} more` : ''}`,
};

/** German translations of {@link HostMessages}. */
export const hostMessagesDe: HostMessages = {
  regionLabel: 'Anfragen von Servern',
  groupLabel: (server, total) => `${server} braucht ${total} Antworten`,
  groupHint: 'Die Antworten werden zusammen gesendet, wenn alle erledigt sind.',
  groupReady: (ready) =>
    ready === 1
      ? '1 Antwort ist bereit und noch nicht gesendet: Sie geht mit den anderen, auch wenn Sie diese ablehnen oder abbrechen.'
      : `${ready} Antworten sind bereit und noch nicht gesendet: Sie gehen mit den anderen, auch wenn Sie diese ablehnen oder abbrechen.`,
  itemLabel: (server) => `Anfrage von ${server}`,
  position: (index, total) => `${index} von ${total}`,
  dialogTitle: (server) => `${server} braucht Ihre Antwort`,
  dialogMore: (count) => (count === 1 ? '1 weitere Anfrage wartet' : `${count} weitere Anfragen warten`),
  rejected: (server) => `${server} hat Ihre Antwort nicht angenommen. Korrigieren Sie sie unten und senden Sie sie erneut:`,
  withdrawnAborted: (server) => `Die Anfrage von ${server} wurde zurückgezogen — nichts wurde gesendet.`,
  withdrawnCancelled: (server) => `Die Anfrage von ${server} wurde von dieser App abgebrochen — nichts wurde gesendet.`,
  withdrawnConnectionLost: (server) => `${server} ist nicht mehr erreichbar; Ihre Antwort wurde nicht gesendet.`,
  withdrawnAt: (time) => `(um ${time})`,
  dismiss: 'Schließen',
  allAnswered: 'Nichts wartet mehr auf Ihre Antwort.',
  timeLeft: (time) => `noch ${time}`,
  timeUp: 'Die Zeit ist abgelaufen',
  timeRunningOut: (server, seconds) => `Noch ${seconds} Sekunden, um ${server} zu antworten.`,
  newRequest: (server, message) => (message ? `Neue Anfrage von ${server}: ${message}` : `Neue Anfrage von ${server}`),
  newRequests: (count, servers, more) => `${count} neue Anfragen von ${servers}${more > 0 ? ` und ${more} weiteren` : ''}`,
};
