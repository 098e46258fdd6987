/** The strings of {@link ChatElicitation}'s outcome line; `{server}` is replaced by the server's name. */
export interface ChatElicitationMessages {
  sending: string;
  sent: string;
  accepted: string;
  declined: string;
  cancelled: string;
  expired: string;
  aborted: string;
  streamClosed: string;
  channelLost: string;
  shutdown: string;
  /** The route refused the answer; `{reason}` is the route's status. */
  refused: string;
  /** The server refused an answer that bypassed the route (status `refused`). */
  refusedByServer: string;
}

/** English strings of `ChatElicitation`'s outcome line, the default. */
export const chatElicitationMessagesEn: ChatElicitationMessages = {
  sending: 'Sending your answer to {server}…',
  sent: 'Your answer was sent to {server}.',
  accepted: 'You answered {server}.',
  declined: 'You declined {server}’s request.',
  cancelled: 'You cancelled {server}’s request.',
  expired: '{server}’s request expired; nothing was sent.',
  aborted: '{server}’s request was stopped with the chat; nothing was sent.',
  streamClosed: '{server}’s request ended when the chat’s connection closed; nothing was sent.',
  channelLost: '{server}’s request was cancelled: the server lost its answer channel; nothing was sent.',
  shutdown: '{server}’s request was cancelled: the server shut down; nothing was sent.',
  refused: 'Your answer to {server} was not accepted ({reason}).',
  refusedByServer: '{server} got an answer that breaks its form; it was not forwarded.',
};

/** German strings of `ChatElicitation`'s outcome line. */
export const chatElicitationMessagesDe: ChatElicitationMessages = {
  sending: 'Ihre Antwort an {server} wird gesendet …',
  sent: 'Ihre Antwort wurde an {server} gesendet.',
  accepted: 'Sie haben {server} geantwortet.',
  declined: 'Sie haben die Anfrage von {server} abgelehnt.',
  cancelled: 'Sie haben die Anfrage von {server} abgebrochen.',
  expired: 'Die Anfrage von {server} ist abgelaufen; nichts wurde gesendet.',
  aborted: 'Die Anfrage von {server} wurde mit dem Chat gestoppt; nichts wurde gesendet.',
  streamClosed: 'Die Anfrage von {server} endete, als die Verbindung des Chats schloss; nichts wurde gesendet.',
  channelLost: 'Die Anfrage von {server} wurde abgebrochen: der Server hat seinen Antwortkanal verloren; nichts wurde gesendet.',
  shutdown: 'Die Anfrage von {server} wurde abgebrochen: der Server wurde beendet; nichts wurde gesendet.',
  refused: 'Ihre Antwort an {server} wurde nicht angenommen ({reason}).',
  refusedByServer: '{server} erhielt eine Antwort, die nicht zum Formular passt; sie wurde nicht weitergegeben.',
};
