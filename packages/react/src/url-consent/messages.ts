import { commonMessagesDe, commonMessagesEn, type CommonMessages } from '../messages/common.js';

/**
 * Every string the URL consent shows. Functions take the values they interpolate, so a
 * translation can reorder them. Pass any subset as the `messages` prop (or through
 * `ElicitKitProvider`); the rest come from {@link urlConsentMessagesEn}.
 */
export interface UrlConsentMessages extends CommonMessages {
  /** Heading of the card and the dialog's title. */
  title: string;
  /** Shown while the link checker (public-suffix data) loads. */
  checking: string;
  /** Shown when the link checker could not be loaded; the link stays closed. */
  checkFailed: string;
  /** Button that loads the link checker again. */
  retryCheck: string;
  /** Label above the registrable domain in large type. */
  destination: string;
  /** Label of the full host (registrable part emphasised). */
  host: string;
  /** Label of the host as a person reads it, when it differs from the form sent. */
  hostUnicode: string;
  /** Label of the host as sent on the wire (punycode), when it differs. */
  hostAscii: string;
  /** Note under the host when it has two or more labels before the registrable domain. */
  subdomainNote: (prefix: string, domain: string) => string;
  /** Label of the full link, given its length in characters. */
  fullUrl: (length: number) => string;
  /** The Open button (consent). */
  open: string;
  /** The Copy link button. */
  copy: string;
  /** Announced after a successful copy. */
  copied: string;
  /** Announced when copying failed and the link text was selected instead. */
  copyFailed: string;
  /** Reminder that only the person who started the request should continue. */
  onlyIfExpected: string;
  /** Warning heading. */
  warningsHeading: string;
  /** `userinfo`: the real destination and what stood before the `@`. */
  warnUserinfo: (destination: string, userinfo: string) => string;
  /** `mixed-script`, with the imitated host when core found one. */
  warnMixedScript: (lookalike: string | undefined) => string;
  /** `confusable`, with the imitated host when core found one. */
  warnConfusable: (lookalike: string | undefined) => string;
  /** `idn`: the Unicode and punycode forms differ. */
  warnIdn: string;
  /** `hidden-characters`, with how many. */
  warnHiddenCharacters: (count: number) => string;
  /** `not-https`. */
  warnNotHttps: string;
  /** `ip-host`. */
  warnIpHost: string;
  /** `unusual-port`, with the port. */
  warnUnusualPort: (port: number | undefined) => string;
  /** `long`. */
  warnLong: string;
  /** Notice when the host passed `trustedDomains` and this domain is not among them. */
  firstTime: (domain: string) => string;
  /** Notice when the domain is among `trustedDomains`. */
  seenBefore: (domain: string) => string;
  /** Label of the confirmation box that strong warnings require before Open enables. */
  acknowledge: (destination: string, notThis: string | undefined) => string;
  /** Heading when the link cannot be opened at all. */
  blocked: string;
  /** Why: not a URL at all. */
  blockedInvalid: string;
  /** Why: a scheme other than https/http (e.g. `javascript:`). */
  blockedScheme: (scheme: string) => string;
  /** The request itself is unusable (not URL-mode params, no url, no message). */
  invalidRequest: string;
  /** Shown after Open. */
  afterOpen: string;
  /** Leads the compact card after Open: it waits for the person at this domain. */
  waitingAt: (domain: string) => string;
  /** Leads the compact card when the server asked again for a link the person already opened. */
  stillWaitingAt: (domain: string) => string;
  /** Under it: what to do. */
  stillWaitingHint: string;
  /** Leads the compact card while the host checks with the server after "I've finished" (no server: undefined). */
  checkingWith: (server: string | undefined) => string;
  /** Under it: what happens next, and what to do if the person has not finished. */
  checkingHint: string;
  /** Button after Open that opens the same link again (nothing is answered again). */
  openAgain: string;
  /** One line telling Decline from Cancel, beside those buttons. */
  linkDeclineOrCancel: string;
  /** Shown after Open when the opener cannot tell whether a pop-up blocker stopped it. */
  popupHint: string;
  /** Shown after Open when the opener reported that the new tab was blocked. */
  popupBlocked: string;
  /** "Continue" button after opening: resume the original request. */
  finished: string;
  /** Summary once the person said they finished. */
  statusFinished: string;
  /** Summary once the person cancelled after opening. */
  statusAbandoned: string;
  /** Summary after Decline. */
  statusDeclined: string;
  /** Summary after Cancel. */
  statusCancelled: string;
  /** Summary after the server reported completion (2025-11-25). */
  statusCompleted: string;
}

/** English defaults for {@link UrlConsentMessages}. */
export const urlConsentMessagesEn: UrlConsentMessages = {
  ...commonMessagesEn,
  title: 'Open a link outside this app?',
  checking: 'Checking the link…',
  checkFailed: 'The link could not be checked: the checker did not load. The link stays closed until it is checked.',
  retryCheck: 'Check again',
  destination: 'This link goes to',
  host: 'Full site address',
  hostUnicode: 'As shown',
  hostAscii: 'As sent (punycode)',
  subdomainNote: (prefix, domain) => `“${prefix}” is only part of the address at ${domain}: ${domain} decides what that page shows.`,
  fullUrl: (n) => `Full link (${n.toLocaleString('en')} characters)`,
  open: 'Open link',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy automatically. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  onlyIfExpected: 'Only open it if you expected this request.',
  warningsHeading: 'Look before you open',
  warnUserinfo: (destination, userinfo) => `This link really goes to ${destination}. “${userinfo}” before the @ sign is only a user name, not the site.`,
  warnMixedScript: (lookalike) =>
    lookalike
      ? `This address mixes letters from different alphabets to look like ${lookalike}. It is a different site.`
      : 'This address mixes letters from different alphabets, a common trick to imitate another site.',
  warnConfusable: (lookalike) =>
    lookalike
      ? `This address uses look-alike characters to resemble ${lookalike}. It is a different site.`
      : 'This address uses characters that look like ordinary letters or punctuation but are not.',
  warnIdn: 'This address contains non-Latin characters. Its encoded form (punycode) is shown too.',
  warnHiddenCharacters: (n) =>
    n === 1 ? 'The link contains an invisible character that can disguise it.' : `The link contains ${n} invisible characters that can disguise it.`,
  warnNotHttps: 'This link is not secure (http): others on the network could read or change the page. Do not enter passwords there.',
  warnIpHost: 'This link points to a bare IP address instead of a named site.',
  warnUnusualPort: (port) => (port === undefined ? 'This link uses an unusual port.' : `This link uses an unusual port (${port}).`),
  warnLong: 'This link is unusually long. Check the site address above, not the end of the link.',
  firstTime: (domain) => `First time: this server has not sent you to ${domain} before.`,
  seenBefore: (domain) => `You have opened ${domain} for this server before.`,
  acknowledge: (destination, notThis) =>
    notThis ? `I understand this link goes to ${destination}, not to ${notThis}` : `I understand this link goes to ${destination}`,
  blocked: 'This link cannot be opened',
  blockedInvalid: 'It is not a valid web address.',
  blockedScheme: (scheme) => `Only web links (https or http) can be opened. This one starts with “${scheme}”.`,
  invalidRequest: 'This request has no usable link to open.',
  afterOpen: 'The link was opened in a new tab. When you are done there, come back and continue.',
  waitingAt: (domain) => `Waiting for you to finish at ${domain}.`,
  openAgain: 'Open the link again',
  stillWaitingAt: (domain) => `The server is still waiting: you have not finished at ${domain} yet.`,
  stillWaitingHint: 'Open the link again if you closed it, or finish there and come back.',
  checkingWith: (server) => (server === undefined ? 'Checking with the server…' : `Checking with ${server}…`),
  checkingHint: 'You said you have finished there. If the server still waits for you, it will say so here.',
  linkDeclineOrCancel: 'Decline tells the server you will not open the link. Cancel closes the request without an answer.',
  popupHint: 'No new tab? Your browser may have blocked it: copy the link and paste it into a new tab.',
  popupBlocked: 'Your browser blocked the new tab. Copy the link and paste it into a new tab.',
  finished: 'I’ve finished — continue',
  statusFinished: 'You finished on the linked page.',
  statusAbandoned: 'You cancelled after opening the link.',
  statusDeclined: 'You declined to open the link.',
  statusCancelled: 'You cancelled this request.',
  statusCompleted: 'The server reported this step as complete.',
};

/** German translations of {@link UrlConsentMessages}. */
export const urlConsentMessagesDe: UrlConsentMessages = {
  ...commonMessagesDe,
  title: 'Einen Link außerhalb dieser App öffnen?',
  checking: 'Link wird geprüft …',
  checkFailed: 'Der Link konnte nicht geprüft werden: Die Prüfung wurde nicht geladen. Bis zur Prüfung bleibt der Link geschlossen.',
  retryCheck: 'Erneut prüfen',
  destination: 'Dieser Link führt zu',
  host: 'Vollständige Adresse der Website',
  hostUnicode: 'Angezeigt',
  hostAscii: 'Gesendet (Punycode)',
  subdomainNote: (prefix, domain) => `„${prefix}“ ist nur ein Teil der Adresse bei ${domain}: ${domain} bestimmt, was diese Seite zeigt.`,
  fullUrl: (n) => `Vollständiger Link (${n.toLocaleString('de')} Zeichen)`,
  open: 'Link öffnen',
  copy: 'Link kopieren',
  copied: 'Link kopiert.',
  copyFailed: 'Automatisches Kopieren ging nicht. Der Link ist markiert: Mit Strg+C (⌘C auf dem Mac) kopieren.',
  onlyIfExpected: 'Öffnen Sie ihn nur, wenn Sie diese Anfrage erwartet haben.',
  warningsHeading: 'Erst prüfen, dann öffnen',
  warnUserinfo: (destination, userinfo) =>
    `Dieser Link führt in Wirklichkeit zu ${destination}. „${userinfo}“ vor dem @-Zeichen ist nur ein Benutzername, nicht die Website.`,
  warnMixedScript: (lookalike) =>
    lookalike
      ? `Diese Adresse mischt Buchstaben verschiedener Alphabete, um wie ${lookalike} auszusehen. Es ist eine andere Website.`
      : 'Diese Adresse mischt Buchstaben verschiedener Alphabete – ein üblicher Trick, um eine andere Website nachzuahmen.',
  warnConfusable: (lookalike) =>
    lookalike
      ? `Diese Adresse verwendet ähnlich aussehende Zeichen, um ${lookalike} zu gleichen. Es ist eine andere Website.`
      : 'Diese Adresse enthält Zeichen, die wie gewöhnliche Buchstaben oder Satzzeichen aussehen, es aber nicht sind.',
  warnIdn: 'Diese Adresse enthält nicht-lateinische Zeichen. Ihre kodierte Form (Punycode) wird ebenfalls angezeigt.',
  warnHiddenCharacters: (n) =>
    n === 1 ? 'Der Link enthält ein unsichtbares Zeichen, das ihn tarnen kann.' : `Der Link enthält ${n} unsichtbare Zeichen, die ihn tarnen können.`,
  warnNotHttps: 'Dieser Link ist nicht sicher (http): Andere im Netz könnten die Seite mitlesen oder verändern. Geben Sie dort keine Passwörter ein.',
  warnIpHost: 'Dieser Link führt zu einer bloßen IP-Adresse statt zu einer benannten Website.',
  warnUnusualPort: (port) => (port === undefined ? 'Dieser Link nutzt einen ungewöhnlichen Port.' : `Dieser Link nutzt einen ungewöhnlichen Port (${port}).`),
  warnLong: 'Dieser Link ist ungewöhnlich lang. Prüfen Sie die Adresse der Website oben, nicht das Ende des Links.',
  firstTime: (domain) => `Zum ersten Mal: Dieser Server hat Sie noch nie zu ${domain} geschickt.`,
  seenBefore: (domain) => `Sie haben ${domain} für diesen Server schon einmal geöffnet.`,
  acknowledge: (destination, notThis) =>
    notThis ? `Mir ist klar, dass dieser Link zu ${destination} führt, nicht zu ${notThis}` : `Mir ist klar, dass dieser Link zu ${destination} führt`,
  blocked: 'Dieser Link kann nicht geöffnet werden',
  blockedInvalid: 'Es ist keine gültige Webadresse.',
  blockedScheme: (scheme) => `Nur Weblinks (https oder http) können geöffnet werden. Dieser beginnt mit „${scheme}“.`,
  invalidRequest: 'Diese Anfrage enthält keinen verwendbaren Link.',
  afterOpen: 'Der Link wurde in einem neuen Tab geöffnet. Wenn Sie dort fertig sind, kommen Sie zurück und fahren Sie fort.',
  waitingAt: (domain) => `Es wird gewartet, bis Sie bei ${domain} fertig sind.`,
  openAgain: 'Link erneut öffnen',
  stillWaitingAt: (domain) => `Der Server wartet noch: Sie sind bei ${domain} noch nicht fertig.`,
  stillWaitingHint: 'Öffnen Sie den Link erneut, falls Sie ihn geschlossen haben, oder werden Sie dort fertig und kommen Sie zurück.',
  checkingWith: (server) => (server === undefined ? 'Rückfrage beim Server …' : `Rückfrage bei ${server} …`),
  checkingHint: 'Sie haben gesagt, dass Sie dort fertig sind. Wartet der Server noch auf Sie, steht es gleich hier.',
  linkDeclineOrCancel: 'Ablehnen teilt dem Server mit, dass Sie den Link nicht öffnen. Abbrechen schließt die Anfrage ohne Antwort.',
  popupHint: 'Kein neuer Tab? Ihr Browser hat ihn vielleicht blockiert: Kopieren Sie den Link und fügen Sie ihn in einen neuen Tab ein.',
  popupBlocked: 'Ihr Browser hat den neuen Tab blockiert. Kopieren Sie den Link und fügen Sie ihn in einen neuen Tab ein.',
  finished: 'Ich bin fertig – weiter',
  statusFinished: 'Sie sind auf der verlinkten Seite fertig.',
  statusAbandoned: 'Sie haben nach dem Öffnen des Links abgebrochen.',
  statusDeclined: 'Sie haben das Öffnen des Links abgelehnt.',
  statusCancelled: 'Sie haben diese Anfrage abgebrochen.',
  statusCompleted: 'Der Server hat diesen Schritt als erledigt gemeldet.',
};
