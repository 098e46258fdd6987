import type { ElicitAction } from '@elicit-kit/core';
import type { ElicitationCallErrorCode } from '@elicit-kit/mcp';
import { ARGUMENTS_MESSAGES, type ArgumentsMessages } from './argumentsMessages.js';
import { CONNECTION_MESSAGES, type ConnectionMessages } from './connectionMessages.js';
import { EXCHANGE_MESSAGES, type ExchangeMessages } from './exchangeMessages.js';
import type { Language } from './language.js';

/** Why a call ended badly, as the transcript shows it: the kit's typed codes plus a tool's own error. */
export type CallErrorCode = ElicitationCallErrorCode | 'tool-error';

/** What the transcript says about a failed call: its code, Cancel after Open on a link, or the protocol switch that ended it. */
export type CallFailureReason =
  CallErrorCode | 'url-abandoned' | 'url-declined' | 'url-cancelled' | 'protocol-switch' | 'server-switch' | 'auto-fallback' | 'auto-forward';

/** Every string the playground itself shows (the kit's strings come from ElicitKitProvider). */
export interface AppMessages {
  productName: string;
  productTagline: string;
  settingsLabel: string;
  layout: string;
  layoutInline: string;
  layoutDialog: string;
  theme: string;
  themeLight: string;
  themeDark: string;
  themeCustom: string;
  language: string;
  protocol: string;
  /** The protocol switch's Auto (the newest version, or what the server offers). */
  protocolAuto: string;
  connecting: string;
  connected: (version: string) => string;
  connectionFailed: string;
  /** The connection stood, then the server went away (stopped or restarted). */
  connectionLost: string;
  connectionHelp: string;
  reconnect: string;
  toolsHeading: string;
  /** Over the demo's tools (each asks something). */
  toolsHint: string;
  /** Over any other server's tools. */
  toolsHintOther: string;
  /** tools/list failed. */
  toolsFailed: string;
  /** The server lists no tools. */
  toolsNone: string;
  /** Connecting to a server other than the demo. */
  connectingTo: (label: string) => string;
  /** Said while another server does not answer. */
  otherServerHelp: string;
  conversationHeading: string;
  emptyTitle: string;
  emptyBody: string;
  /** The first screen's text for any server but the demo. */
  emptyBodyOther: string;
  emptySteps: readonly string[];
  youCalled: string;
  statusRunning: string;
  statusWaiting: string;
  statusDone: string;
  statusError: string;
  statusStopped: string;
  /** The person declined (or cancelled) a link the call needed: done, by their choice. */
  statusDeclined: (action: 'decline' | 'cancel') => string;
  stop: string;
  resultHeading: string;
  structuredContent: string;
  errorHeading: string;
  stoppedHeading: string;
  /** The heading over a call that ended because the person declined a link. */
  declinedHeading: string;
  /** Before a tool's own error text (`isError`), shown as it is. */
  toolSaid: string;
  errorDetails: string;
  errors: Record<CallFailureReason, string>;
  announceDone: (tool: string, text: string) => string;
  announceError: (tool: string, reason: string) => string;
  announceStopped: (tool: string, reason: string) => string;
  pushedHeading: string;
  /** Dialog layout: this call's request waits until the dialog of an earlier one is answered. */
  waitingForDialogAbove: string;
  answeredLabel: string;
  answeredNoMessage: string;
  /** How a request was answered; `waiting`: its round still waits for other answers, so nothing was sent yet. */
  answeredAction: (mode: 'form' | 'url' | 'unknown', action: ElicitAction, waiting: boolean) => string;
  clearConversation: string;
  footer: string;
  /** The footer when talking to another server. */
  footerOther: (label: string) => string;
  /** Link from the chat to the preview page, and its heading there. */
  previewLink: string;
  /** What the preview page is for. */
  previewIntro: string;
  /** Link from the preview page back to the chat. */
  backToChat: string;
  /** The connection panel. */
  connection: ConnectionMessages;
  /** A tool's arguments before the call. */
  args: ArgumentsMessages;
  /** A call's exchange log. */
  exchange: ExchangeMessages;
}

const en: AppMessages = {
  productName: 'Elicit Kit',
  productTagline: 'Playground',
  settingsLabel: 'Display settings',
  layout: 'Layout',
  layoutInline: 'Inline',
  layoutDialog: 'Dialog',
  theme: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeCustom: 'Custom',
  language: 'Language',
  protocol: 'Protocol',
  protocolAuto: 'Auto',
  connecting: 'Connecting to the demo server…',
  connected: (version) => `Connected · ${version}`,
  connectionFailed: 'Not connected',
  connectionLost: 'Connection lost',
  connectionHelp: 'The demo server does not answer. From the repository, `pnpm dev` starts it together with this page.',
  reconnect: 'Try again',
  toolsHeading: 'Tools',
  toolsHint: 'Each tool asks you something before it finishes.',
  toolsHintOther: 'The tools this server lists. Pick one to call it.',
  toolsFailed: 'The server’s tool list could not be read.',
  toolsNone: 'This server lists no tools.',
  connectingTo: (label) => `Connecting to ${label}…`,
  otherServerHelp: 'The server does not answer. See the panel above for why.',
  conversationHeading: 'Conversation',
  emptyTitle: 'Call a tool to begin',
  emptyBody: 'The demo server is a real MCP server. When a tool needs your input, its request appears right here, rendered by Elicit Kit.',
  emptyBodyOther: 'When a tool of this server needs your input, its request appears right here, rendered by Elicit Kit.',
  emptySteps: ['Pick a tool from the list.', 'Answer the form or approve the link — or decline.', 'The tool finishes with what you sent.'],
  youCalled: 'You called',
  statusRunning: 'Running',
  statusWaiting: 'Waiting for your answer',
  statusDone: 'Done',
  statusError: 'Failed',
  statusStopped: 'Stopped',
  statusDeclined: (action) => (action === 'decline' ? 'Done — declined' : 'Done — cancelled'),
  stop: 'Stop call',
  waitingForDialogAbove: 'Has a request for you — it opens once the request above is answered.',
  resultHeading: 'Result',
  structuredContent: 'Structured content',
  errorHeading: 'The call failed',
  stoppedHeading: 'Call stopped',
  declinedHeading: 'Your choice',
  toolSaid: 'The tool said:',
  errorDetails: 'Details',
  errors: {
    'round-limit': 'The server kept asking for more input than this app allows in one call.',
    'server-error': 'The server answered with an error.',
    'capability-missing': 'The server needed something this app does not offer.',
    'version-mismatch': 'This app and the server share no protocol version.',
    transport: 'The connection to the server failed, so the call ended. What it still waited for was not sent.',
    aborted: 'You stopped this call. Nothing more was sent.',
    'invalid-result': 'The server sent a result this app cannot use.',
    'url-refused': 'The call needed you to open a link, and you did not.',
    'url-abandoned': 'You opened the link, then cancelled, so the call was stopped. Nothing more was sent.',
    'url-declined': 'You declined to open the link the call needed, so the call ended here. Nothing was opened.',
    'url-cancelled': 'You cancelled the link the call needed, so the call ended here. Nothing was opened.',
    'protocol-switch': 'You switched the protocol: the app reconnected, which ended this call. Nothing more was sent.',
    'server-switch': 'You connected to another server, which ended this call. Nothing more was sent.',
    bind: 'This app is not set up to answer the server’s requests.',
    'invalid-content': 'An answer did not match what the server asked for, so it was not sent.',
    'push-only-server': 'The server can only ask its questions over the 2025-11-25 protocol. Switch the protocol and call again.',
    'forgetful-server':
      'The server forgets between requests that this app can answer its questions over 2025-11-25 (it keeps no sessions). Over 2026-07-28 it would not: choose Auto if the server offers it.',
    'auto-fallback': 'The server asks its questions only over the 2025-11-25 protocol: Auto switched to it for this server and called again.',
    'auto-forward': 'The server forgets over 2025-11-25 that this app can answer its questions: Auto went back to 2026-07-28 for this server and called again.',
    'tool-error': 'The tool reported an error.',
  },
  announceDone: (tool, text) => `${tool} finished. ${text}`,
  announceError: (tool, reason) => `${tool} failed. ${reason}`,
  announceStopped: (tool, reason) => `${tool} stopped. ${reason}`,
  pushedHeading: 'Requests sent by the server on its own',
  answeredLabel: 'Your answers',
  answeredNoMessage: 'A request without a message',
  answeredAction: (mode, action, waiting) =>
    action === 'accept'
      ? mode === 'url'
        ? 'Agreed to open the link'
        : waiting
          ? 'Ready — sent with the others'
          : 'Submitted'
      : `${action === 'decline' ? 'Declined' : 'Cancelled'}${waiting ? ' — sent with the others' : ''}`,
  clearConversation: 'Clear',
  footer: 'Requests go to the demo MCP server through this page’s /mcp proxy. Nothing is stored.',
  footerOther: (label) => `Requests go to ${label}. Nothing is stored.`,
  previewLink: 'Try your own request',
  previewIntro:
    'Paste what your server sends and see what the person gets, and what each answer sends back. Nothing is sent anywhere; this page’s address holds your request, so you can share it.',
  backToChat: 'Back to the chat',
  connection: CONNECTION_MESSAGES.en,
  args: ARGUMENTS_MESSAGES.en,
  exchange: EXCHANGE_MESSAGES.en,
};

const de: AppMessages = {
  productName: 'Elicit Kit',
  productTagline: 'Playground',
  settingsLabel: 'Anzeigeeinstellungen',
  layout: 'Darstellung',
  layoutInline: 'Im Verlauf',
  layoutDialog: 'Dialog',
  theme: 'Farbschema',
  themeLight: 'Hell',
  themeDark: 'Dunkel',
  themeCustom: 'Eigenes',
  language: 'Sprache',
  protocol: 'Protokoll',
  protocolAuto: 'Automatisch',
  connecting: 'Verbindung zum Demo-Server …',
  connected: (version) => `Verbunden · ${version}`,
  connectionFailed: 'Nicht verbunden',
  connectionLost: 'Verbindung verloren',
  connectionHelp: 'Der Demo-Server antwortet nicht. Im Repository startet `pnpm dev` ihn zusammen mit dieser Seite.',
  reconnect: 'Erneut versuchen',
  toolsHeading: 'Werkzeuge',
  toolsHint: 'Jedes Werkzeug fragt Sie etwas, bevor es fertig wird.',
  toolsHintOther: 'Die Werkzeuge, die dieser Server anbietet. Wählen Sie eines, um es aufzurufen.',
  toolsFailed: 'Die Werkzeugliste des Servers konnte nicht gelesen werden.',
  toolsNone: 'Dieser Server bietet keine Werkzeuge an.',
  connectingTo: (label) => `Verbindung zu ${label} …`,
  otherServerHelp: 'Der Server antwortet nicht. Warum, steht oben im Server-Bereich.',
  conversationHeading: 'Verlauf',
  emptyTitle: 'Rufen Sie ein Werkzeug auf',
  emptyBody: 'Der Demo-Server ist ein echter MCP-Server. Braucht ein Werkzeug Ihre Eingabe, erscheint die Anfrage genau hier, dargestellt von Elicit Kit.',
  emptyBodyOther: 'Braucht ein Werkzeug dieses Servers Ihre Eingabe, erscheint die Anfrage genau hier, dargestellt von Elicit Kit.',
  emptySteps: [
    'Wählen Sie ein Werkzeug aus der Liste.',
    'Füllen Sie das Formular aus oder öffnen Sie den Link – oder lehnen Sie ab.',
    'Das Werkzeug endet mit dem, was Sie gesendet haben.',
  ],
  youCalled: 'Sie haben aufgerufen',
  statusRunning: 'Läuft',
  statusWaiting: 'Wartet auf Ihre Antwort',
  statusDone: 'Fertig',
  statusError: 'Fehlgeschlagen',
  statusStopped: 'Gestoppt',
  statusDeclined: (action) => (action === 'decline' ? 'Fertig — abgelehnt' : 'Fertig — abgebrochen'),
  stop: 'Aufruf stoppen',
  waitingForDialogAbove: 'Hat eine Frage an Sie – sie öffnet sich, sobald die Anfrage darüber beantwortet ist.',
  resultHeading: 'Ergebnis',
  structuredContent: 'Strukturierte Daten',
  errorHeading: 'Der Aufruf ist fehlgeschlagen',
  stoppedHeading: 'Aufruf gestoppt',
  declinedHeading: 'Ihre Entscheidung',
  toolSaid: 'Das Werkzeug meldet:',
  errorDetails: 'Details',
  errors: {
    'round-limit': 'Der Server hat öfter nachgefragt, als diese App in einem Aufruf zulässt.',
    'server-error': 'Der Server hat mit einem Fehler geantwortet.',
    'capability-missing': 'Der Server brauchte etwas, das diese App nicht anbietet.',
    'version-mismatch': 'Diese App und der Server haben keine gemeinsame Protokollversion.',
    transport: 'Die Verbindung zum Server ist fehlgeschlagen, daher endete der Aufruf. Was noch ausstand, wurde nicht gesendet.',
    aborted: 'Sie haben den Aufruf abgebrochen. Es wurde nichts mehr gesendet.',
    'invalid-result': 'Der Server hat ein Ergebnis gesendet, das diese App nicht verwenden kann.',
    'url-refused': 'Für den Aufruf hätten Sie einen Link öffnen müssen, und das haben Sie nicht getan.',
    'url-abandoned': 'Sie haben den Link geöffnet und dann abgebrochen, daher wurde der Aufruf gestoppt. Es wurde nichts mehr gesendet.',
    'url-declined': 'Sie haben abgelehnt, den Link zu öffnen, den der Aufruf brauchte; daher endete er hier. Nichts wurde geöffnet.',
    'url-cancelled': 'Sie haben den Link, den der Aufruf brauchte, abgebrochen; daher endete er hier. Nichts wurde geöffnet.',
    'protocol-switch': 'Sie haben das Protokoll gewechselt: Die App hat sich neu verbunden und damit diesen Aufruf beendet. Es wurde nichts mehr gesendet.',
    'server-switch': 'Sie haben sich mit einem anderen Server verbunden, das hat diesen Aufruf beendet. Es wurde nichts mehr gesendet.',
    bind: 'Diese App ist nicht darauf eingerichtet, die Anfragen des Servers zu beantworten.',
    'invalid-content': 'Eine Antwort passte nicht zur Anfrage des Servers und wurde nicht gesendet.',
    'push-only-server': 'Der Server kann seine Fragen nur über das Protokoll 2025-11-25 stellen. Wechseln Sie das Protokoll und rufen Sie erneut auf.',
    'forgetful-server':
      'Der Server vergisst zwischen zwei Anfragen, dass diese App seine Fragen über 2025-11-25 beantworten kann (er führt keine Sitzungen). Über 2026-07-28 vergisst er es nicht: Wählen Sie „Automatisch“, wenn der Server es anbietet.',
    'auto-fallback':
      'Der Server stellt seine Fragen nur über das Protokoll 2025-11-25: „Automatisch“ hat für diesen Server dorthin gewechselt und erneut aufgerufen.',
    'auto-forward':
      'Der Server vergisst über 2025-11-25, dass diese App seine Fragen beantworten kann: „Automatisch“ ist für diesen Server zu 2026-07-28 zurückgekehrt und hat erneut aufgerufen.',
    'tool-error': 'Das Werkzeug hat einen Fehler gemeldet.',
  },
  announceDone: (tool, text) => `${tool} ist fertig. ${text}`,
  announceError: (tool, reason) => `${tool} ist fehlgeschlagen. ${reason}`,
  announceStopped: (tool, reason) => `${tool} wurde gestoppt. ${reason}`,
  pushedHeading: 'Anfragen, die der Server von sich aus gesendet hat',
  answeredLabel: 'Ihre Antworten',
  answeredNoMessage: 'Eine Anfrage ohne Nachricht',
  answeredAction: (mode, action, waiting) =>
    action === 'accept'
      ? mode === 'url'
        ? 'Link öffnen erlaubt'
        : waiting
          ? 'Bereit — geht mit den anderen'
          : 'Gesendet'
      : `${action === 'decline' ? 'Abgelehnt' : 'Abgebrochen'}${waiting ? ' — geht mit den anderen' : ''}`,
  clearConversation: 'Leeren',
  footer: 'Anfragen gehen über den /mcp-Proxy dieser Seite an den Demo-MCP-Server. Nichts wird gespeichert.',
  footerOther: (label) => `Anfragen gehen an ${label}. Nichts wird gespeichert.`,
  previewLink: 'Eigene Anfrage ausprobieren',
  previewIntro:
    'Fügen Sie ein, was Ihr Server sendet, und sehen Sie, was die Person bekommt und was jede Antwort zurücksendet. Nichts wird irgendwohin gesendet; die Adresse dieser Seite enthält Ihre Anfrage, Sie können sie also teilen.',
  backToChat: 'Zurück zum Chat',
  connection: CONNECTION_MESSAGES.de,
  args: ARGUMENTS_MESSAGES.de,
  exchange: EXCHANGE_MESSAGES.de,
};

/** The playground's own strings in `language`. */
export const APP_MESSAGES: Record<Language, AppMessages> = { en, de };
