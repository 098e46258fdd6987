/**
 * Strings every Elicit Kit surface shares. Functions take the values they interpolate,
 * so a translation can reorder them.
 */
export interface CommonMessages {
  /** Label above the host-supplied server identity, e.g. "Request from". */
  askedBy: string;
  /**
   * Label above the server's `message`, so its words (which may claim anything, even
   * "verified by your app") never read as the kit's own.
   */
  serverMessage: string;
  /** Accept/submit button on a form. */
  accept: string;
  /** Decline button: "no, I won't answer". */
  decline: string;
  /** Cancel button: "not now / dismiss". */
  cancel: string;
  /** Toggle that reveals the rest of a long server message. */
  showMore: (hiddenCharacters: number) => string;
  /** Toggle that clips a long server message again. */
  showLess: string;
  /** Heading of the fallback shown when a part of the UI crashed. */
  crashed: string;
  /** Body of that fallback: the person can still decline or cancel. */
  crashedHint: string;
}

/** English defaults for {@link CommonMessages}. */
export const commonMessagesEn: CommonMessages = {
  askedBy: 'Request from',
  serverMessage: 'The server’s message (not checked by this app):',
  accept: 'Submit',
  decline: 'Decline',
  cancel: 'Cancel',
  showMore: (n) => `Show ${n.toLocaleString('en')} more characters`,
  showLess: 'Show less',
  crashed: 'This request could not be shown',
  crashedHint: 'Something in it broke the display. You can still decline or cancel it.',
};

/** German translations of {@link CommonMessages}. */
export const commonMessagesDe: CommonMessages = {
  askedBy: 'Anfrage von',
  serverMessage: 'Nachricht des Servers (von dieser App nicht geprüft):',
  accept: 'Senden',
  decline: 'Ablehnen',
  cancel: 'Abbrechen',
  showMore: (n) => `${n.toLocaleString('de')} weitere Zeichen anzeigen`,
  showLess: 'Weniger anzeigen',
  crashed: 'Diese Anfrage kann nicht angezeigt werden',
  crashedHint: 'Etwas darin hat die Anzeige gestört. Sie können sie trotzdem ablehnen oder abbrechen.',
};
