// German strings in their own module, so a host that does not import them does not ship them.
import { commonMessagesDe } from '../messages/common.js';
import type { PatternPart } from './describePattern.js';
import type { FormMessages } from './messages.js';

const KINDS_DE = {
  upper: ['Großbuchstabe', 'Großbuchstaben'],
  lower: ['Kleinbuchstabe', 'Kleinbuchstaben'],
  letter: ['Buchstabe', 'Buchstaben'],
  digit: ['Ziffer', 'Ziffern'],
  alphanumeric: ['Buchstabe oder Ziffer', 'Buchstaben oder Ziffern'],
  any: ['Zeichen', 'Zeichen'],
} as const;
const LITERALS_DE: Record<string, string> = {
  '-': 'ein Bindestrich',
  '.': 'ein Punkt',
  _: 'ein Unterstrich',
  ':': 'ein Doppelpunkt',
  '/': 'ein Schrägstrich',
  ' ': 'ein Leerzeichen',
  '@': 'ein @',
  '+': 'ein Plus',
};

function partDe(part: PatternPart): string {
  if (part.kind === 'literal') return `${part.optional ? 'wahlweise ' : ''}${LITERALS_DE[part.text] ?? `„${part.text}“`}`;
  const [one, many] = KINDS_DE[part.kind];
  const { min, max } = part;
  if (min === max) return `${min} ${min === 1 ? one : many}`;
  if (max === undefined) return min === 0 ? `beliebig viele ${many}` : min === 1 ? `ein oder mehr ${many}` : `mindestens ${min} ${many}`;
  if (min === 0 && max === 1) return `wahlweise 1 ${one}`;
  return `${min} bis ${max} ${many}`;
}

/** German translations of {@link FormMessages}. */
export const formMessagesDe: FormMessages = {
  ...commonMessagesDe,
  formLabel: 'Bitte um Angaben',
  required: '(Pflichtfeld)',
  errors: {
    required: () => 'Bitte ausfüllen.',
    tooShort: (p) => `Mindestens ${p.min} Zeichen eingeben.`,
    tooLong: (p) => `Höchstens ${p.max} Zeichen eingeben.`,
    belowMinimum: (p) => `Mindestens ${String(p.minimum).replace('.', ',')} eingeben.`,
    aboveMaximum: (p) => `Höchstens ${String(p.maximum).replace('.', ',')} eingeben.`,
    notANumber: () => 'Bitte eine Zahl eingeben.',
    notAnInteger: () => 'Bitte eine ganze Zahl eingeben.',
    invalidEmail: () => 'Bitte eine E-Mail-Adresse eingeben, z. B. name@example.com.',
    invalidUri: () => 'Bitte eine vollständige Webadresse eingeben, z. B. https://example.com.',
    invalidDate: () => 'Bitte ein gültiges Datum eingeben.',
    invalidDateTime: () => 'Bitte ein gültiges Datum mit Uhrzeit eingeben.',
    notAnOption: () => 'Bitte eine der Möglichkeiten wählen.',
    tooFewItems: (p) => `Mindestens ${p.min} auswählen.`,
    tooManyItems: (p) => `Höchstens ${p.max} auswählen.`,
    invalidType: () => 'Dieser Wert passt hier nicht.',
    tooPrecise: () => 'Diese Zahl hat zu viele Stellen, um genau gesendet zu werden.',
    notAboveMinimum: (p) => `Geben Sie mehr als ${p.minimum} ein.`,
    notBelowMaximum: (p) => `Geben Sie weniger als ${p.maximum} ein.`,
    notAMultiple: (p) => `Geben Sie ein Vielfaches von ${p.multipleOf} ein.`,
    invalidFormat: (p) =>
      ({
        uuid: 'Geben Sie eine ID wie 123e4567-e89b-12d3-a456-426614174000 ein.',
        time: 'Geben Sie eine Uhrzeit mit Versatz ein, z. B. 14:30:00Z oder 14:30:00+02:00.',
        hostname: 'Geben Sie einen Hostnamen wie example.com ein.',
        ipv4: 'Geben Sie eine IPv4-Adresse wie 192.0.2.1 ein.',
        ipv6: 'Geben Sie eine IPv6-Adresse wie 2001:db8::1 ein.',
        duration: 'Geben Sie eine Dauer wie P3D oder PT1H30M ein.',
      })[String(p.format)] ?? 'Geben Sie einen Wert im erwarteten Format ein.',
    patternMismatch: (p) =>
      p.expected !== undefined
        ? `Erwartet: ${p.expected}.`
        : p.seeDescription !== undefined
          ? 'Das entspricht nicht der Form, die der Server erwartet: siehe die Beschreibung oben.'
          : p.pattern !== undefined
            ? `Das entspricht nicht der Form, die der Server erwartet (das Muster ${p.pattern}).`
            : 'Das entspricht nicht der Form, die der Server erwartet.',
    patternPending: () => 'Diese Antwort kann noch nicht geprüft werden. Versuchen Sie es gleich noch einmal.',
    uncheckable: () => 'Diese App kann Antworten auf diese Frage nicht prüfen: Lassen Sie sie leer.',
    duplicateItem: () => 'Dieser Eintrag steht schon in der Liste.',
  },
  fixErrors: (n) => `${n} ${n === 1 ? 'Angabe muss' : 'Angaben müssen'} noch korrigiert werden.`,
  paramsProblems: {
    'not-an-object': 'Die Anfrage hat ein Format, das diese App nicht lesen kann.',
    'unknown-mode': 'Die Anfrage nutzt eine Art von Frage, die diese App nicht kennt.',
    'missing-message': 'Die Anfrage sagt nicht, wofür sie ist.',
    'missing-schema': 'Die Anfrage sagt nicht, welche Angaben sie braucht.',
    'missing-url': 'Der Anfrage fehlt ihr Link.',
    'invalid-elicitation-id': 'Die Anfrage hat eine fehlerhafte Kennung.',
    'invalid-meta': 'Die Anfrage enthält fehlerhafte Zusatzdaten.',
    'invalid-task': 'Die Anfrage enthält fehlerhafte Aufgabendaten.',
    'not-form-mode': 'Diese Anfrage möchte einen Link öffnen, kein Formular ausfüllen lassen.',
  },
  schemaProblemsTitle: 'Ein Teil dieser Anfrage kann nicht angezeigt werden',
  schemaIssues: {
    'root-not-object': 'Die Liste der Fragen ist nicht lesbar.',
    'root-type-not-object': 'Die Liste der Fragen ist nicht lesbar.',
    'properties-missing': 'Die Anfrage enthält keine Fragen.',
    'unsupported-dialect': 'Die Anfrage nutzt eine Formatversion, die diese App nicht unterstützt.',
    'required-invalid': 'Die Liste der Pflichtangaben ist nicht lesbar.',
    'required-unknown-key': 'Zu einer Pflichtangabe gibt es keine Frage.',
    'property-not-object': 'Diese Frage ist nicht lesbar.',
    'missing-type': 'Diese Frage sagt nicht, welche Art von Antwort sie braucht.',
    'unsupported-type': 'Diese Frage verlangt eine Antwortart, die diese App nicht unterstützt.',
    'nested-object': 'Diese Frage verlangt verschachtelte Daten, die ein Formular nicht aufnehmen kann.',
    'unsupported-array': 'Diese Frage verlangt eine Liste, die diese App nicht unterstützt.',
    'enum-and-oneof': 'Diese Frage hat zwei widersprüchliche Auswahllisten.',
    'invalid-options': 'Die Auswahlmöglichkeiten dieser Frage sind nicht lesbar.',
    'enum-names-mismatch': 'Die Namen der Auswahlmöglichkeiten passen nicht zu den Möglichkeiten.',
    'duplicate-option': 'Einige Möglichkeiten kommen doppelt vor; die Kopien werden weggelassen.',
    'option-violates-constraint': 'Einige Möglichkeiten verletzen die Regeln der Frage und werden weggelassen.',
    'too-large': 'Das ist zu groß, um es anzuzeigen.',
    'invalid-constraint': 'Eine Grenze dieser Frage ist unbrauchbar und wird ignoriert.',
    'unsupported-constraint': 'Diese Frage hat eine Regel, die diese App nicht prüfen kann; der Server kann die Antwort trotzdem ablehnen.',
    'unsupported-format': 'Diese Frage nutzt ein unbekanntes Format, das ignoriert wird.',
    'invalid-default': 'Der Vorschlag passt nicht zur Frage und wird weggelassen.',
    'unchecked-format': 'Diese App kann Antworten auf diese Frage nicht prüfen: Sie kann nur leer bleiben.',
    'invalid-pattern': 'Die Regel dieser Frage ist fehlerhaft: Sie kann nur leer bleiben.',
    'unsupported-pattern': 'Diese App kann die Regel dieser Frage nicht prüfen: Sie kann nur leer bleiben.',
    'unresolved-ref': 'Diese Frage kann nicht gelesen werden.',
    'conflicting-keywords': 'Die Regeln dieser Frage widersprechen sich.',
  },
  schemaIssueField: (field) => `„${field}“: `,
  notAcceptable: 'Diese Anfrage kann so nicht beantwortet werden. Sie können sie ablehnen oder abbrechen.',
  sensitiveTitle: 'Hier wird eventuell ein Geheimnis abgefragt',
  sensitiveField: (reason) =>
    `Das sieht nach einer Abfrage für ${reason} aus. Server dürfen in Formularen nicht nach Geheimnissen fragen. Geben Sie es nur ein, wenn Sie sicher sind.`,
  sensitiveMessage: (reason) => `Die Nachricht erwähnt ${reason}. Server dürfen in Formularen nicht nach Geheimnissen fragen; geben Sie hier nie eines ein.`,
  sensitiveBlocked: 'Ihre App erlaubt keine Antworten auf Formulare, die nach Geheimnissen fragen. Sie können ablehnen oder abbrechen.',
  confirmCancel: 'Diese Anfrage abbrechen? Was Sie eingegeben haben, wird nicht gesendet.',
  keepEditing: 'Weiter bearbeiten',
  discardAndCancel: 'Verwerfen und abbrechen',
  sensitiveReasons: {
    otp: 'einen Einmal- oder Bestätigungscode',
    'card-security-code': 'eine Kartenprüfnummer',
    'card-expiry': 'ein Kartenablaufdatum',
    pin: 'eine PIN',
    'private-key': 'einen privaten Schlüssel oder eine Wiederherstellungsphrase',
    'api-key': 'einen API-Schlüssel',
    token: 'ein Zugriffstoken',
    secret: 'ein Geheimnis',
    password: 'ein Passwort',
    'card-number': 'eine Kartennummer',
    'bank-account': 'Bankverbindungsdaten',
    'national-id': 'eine Ausweis- oder Steuernummer',
  },
  chooseOption: 'Bitte wählen…',
  noAnswer: 'Keine Angabe',
  filterOptions: (label) => `Auswahl für „${label}“ filtern`,
  filterStatus: (shown, total) => `${shown.toLocaleString('de')} von ${total.toLocaleString('de')} Möglichkeiten angezeigt`,
  chooseBetween: (min, max) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `${min} auswählen.`
        : `${min} bis ${max} auswählen.`
      : min !== undefined
        ? `Mindestens ${min} auswählen.`
        : `Höchstens ${max} auswählen.`,
  listBetween: (min, max) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `Fügen Sie ${min} ${min === 1 ? 'Eintrag' : 'Einträge'} hinzu.`
        : `Fügen Sie ${min} bis ${max} Einträge hinzu.`
      : min !== undefined
        ? `Fügen Sie mindestens ${min} ${min === 1 ? 'Eintrag' : 'Einträge'} hinzu.`
        : `Fügen Sie höchstens ${max} ${max === 1 ? 'Eintrag' : 'Einträge'} hinzu.`,
  addItem: 'Eintrag hinzufügen',
  listItem: (label, n) => `${label}, Eintrag ${n}`,
  removeItem: (n) => `Eintrag ${n} entfernen`,
  moveItemUp: (n) => `Eintrag ${n} nach oben`,
  moveItemDown: (n) => `Eintrag ${n} nach unten`,
  itemError: (n, text) => `Eintrag ${n}: ${text}`,
  listKeys: 'Eingabe fügt einen Eintrag hinzu; Alt+Pfeil nach oben/unten verschiebt ihn.',
  fixedValue: 'Von der Anfrage festgelegt: wird so gesendet.',
  localTime: (offset) => (offset ? `Ihre Ortszeit (UTC${offset}).` : 'Ihre Ortszeit.'),
  responded: 'Ihre Antwort wurde gesendet.',
  numberRange: (min, max) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `Genau ${min}.`
        : `Zwischen ${min} und ${max}.`
      : min !== undefined
        ? `${min} oder mehr.`
        : `Bis ${max}.`,
  lengthRange: (min, max) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `Genau ${max} Zeichen.`
        : `${min} bis ${max} Zeichen.`
      : min !== undefined
        ? `Mindestens ${min} Zeichen.`
        : `Bis zu ${max} Zeichen.`,
  yes: 'Ja',
  no: 'Nein',
  revealSecret: (field) => `${field} anzeigen`,
  revealSecretShort: 'Anzeigen',
  sensitiveAcknowledge: (server, reason) => `Mir ist klar, dass ${server} hier ${reason} verlangt`,
  sensitiveAcknowledgeMissing: 'Setzen Sie dieses Häkchen, um Ihre Antwort zu senden.',
  patternParts: (parts) => parts.map(partDe).join(', '),
  declineOrCancel: 'Ablehnen antwortet mit Nein. Abbrechen schließt die Anfrage ohne Antwort.',
};
