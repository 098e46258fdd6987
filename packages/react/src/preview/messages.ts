import type { PreviewShape } from './readPreviewInput.js';

/**
 * Every built-in string of {@link ElicitationPreview}. Keys start with `preview` so one
 * `ElicitKitProvider` can carry them beside every other component's messages.
 */
export interface PreviewMessages {
  /** Label of the editor. */
  previewInputLabel: string;
  /** What the editor accepts. */
  previewInputHint: string;
  /** Shown while the editor is empty. */
  previewEmpty: string;
  /** The pasted text is not JSON; `detail` is the parser's own message. */
  previewBadJson: (detail: string) => string;
  /** Heading of the live rendering. */
  previewSeenTitle: string;
  /** Heading of what the kit read from the request. */
  previewReadingTitle: string;
  /** How the pasted JSON was read. */
  previewShape: Record<PreviewShape, string>;
  /** The request's mode (`form`, `url`, or what was sent). */
  previewMode: (mode: string) => string;
  /** The request's envelope cannot be used; `problem` is core's code. */
  previewProblem: (problem: string) => string;
  /** How many fields the form has, and whether it can be answered. */
  previewFields: (count: number, acceptable: boolean) => string;
  /** Heading of core's schema issues. */
  previewIssuesTitle: string;
  /** No schema issues. */
  previewNoIssues: string;
  /** Heading of the values core adjusted while reading the schema. */
  previewNormalizationsTitle: string;
  /** Heading of what the answers send. */
  previewAnswersTitle: string;
  /** Accept on a form: its content is known once submitted. */
  previewAcceptPending: string;
  /** Heading of what was sent. */
  previewSentTitle: string;
  /** Under a URL request's sent `accept`. */
  previewUrlNotOpened: string;
  /** Shows the request again, keeping what was typed. */
  previewAgain: string;
}

/** English strings of {@link ElicitationPreview}. */
export const previewMessagesEn: PreviewMessages = {
  previewInputLabel: 'Request (JSON)',
  previewInputHint: 'The params of an elicitation/create request, the whole request, or just a requestedSchema.',
  previewEmpty: 'Paste a request to see it as the person would.',
  previewBadJson: (detail) => `This is not valid JSON (${detail}). Fix it to see the request.`,
  previewSeenTitle: 'What the person sees',
  previewReadingTitle: 'What the kit read',
  previewShape: {
    params: 'Read as elicitation/create params.',
    request: 'Read as a whole request: its params.',
    schema: 'Read as a bare requestedSchema (form mode, no message).',
  },
  previewMode: (mode) => `Mode: ${mode}`,
  previewProblem: (problem) => `Not a usable request: ${problem}. The person can only decline or cancel.`,
  previewFields: (count, acceptable) =>
    `${count} ${count === 1 ? 'field' : 'fields'}; ${acceptable ? 'can be answered' : 'cannot be answered (only Decline and Cancel)'}.`,
  previewIssuesTitle: 'Issues',
  previewNoIssues: 'No issues.',
  previewNormalizationsTitle: 'Normalisations',
  previewAnswersTitle: 'What each answer sends',
  previewAcceptPending: 'Submit the form to see the exact content it sends.',
  previewSentTitle: 'Sent',
  previewUrlNotOpened: 'Open sends accept (consent, not completion). The preview does not open the link.',
  previewAgain: 'Answer again',
};

/** German strings of {@link ElicitationPreview}. */
export const previewMessagesDe: PreviewMessages = {
  previewInputLabel: 'Anfrage (JSON)',
  previewInputHint: 'Die Parameter einer elicitation/create-Anfrage, die ganze Anfrage oder nur ein requestedSchema.',
  previewEmpty: 'Fügen Sie eine Anfrage ein, um sie so zu sehen, wie die Person sie sieht.',
  previewBadJson: (detail) => `Das ist kein gültiges JSON (${detail}). Korrigieren Sie es, um die Anfrage zu sehen.`,
  previewSeenTitle: 'Was die Person sieht',
  previewReadingTitle: 'Was das Kit gelesen hat',
  previewShape: {
    params: 'Gelesen als elicitation/create-Parameter.',
    request: 'Gelesen als ganze Anfrage: ihre Parameter.',
    schema: 'Gelesen als reines requestedSchema (Formular, ohne Nachricht).',
  },
  previewMode: (mode) => `Modus: ${mode}`,
  previewProblem: (problem) => `Keine verwendbare Anfrage: ${problem}. Die Person kann nur ablehnen oder abbrechen.`,
  previewFields: (count, acceptable) =>
    `${count} ${count === 1 ? 'Feld' : 'Felder'}; ${acceptable ? 'beantwortbar' : 'nicht beantwortbar (nur Ablehnen und Abbrechen)'}.`,
  previewIssuesTitle: 'Probleme',
  previewNoIssues: 'Keine Probleme.',
  previewNormalizationsTitle: 'Angepasste Werte',
  previewAnswersTitle: 'Was jede Antwort sendet',
  previewAcceptPending: 'Senden Sie das Formular ab, um den genauen Inhalt zu sehen, den es sendet.',
  previewSentTitle: 'Gesendet',
  previewUrlNotOpened: 'Öffnen sendet accept (Zustimmung, nicht Abschluss). Die Vorschau öffnet den Link nicht.',
  previewAgain: 'Erneut antworten',
};
