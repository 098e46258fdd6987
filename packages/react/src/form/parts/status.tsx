// The lines around the actions: the secret tick, the error summary, the "sent" status, the help.
import { useSyncExternalStore } from 'react';
import { AcknowledgeBox } from '../../shared/AcknowledgeBox.js';
import { serverLabel } from '../../shared/serverLabel.js';
import { reasonText } from '../FieldSlot.js';
import { useFormParts } from './context.js';

/**
 * The explicit "I understand <server> asks for a secret" tick a secret-looking form needs
 * before Submit sends (under the default `warn` policy); nothing otherwise.
 */
export function FormAcknowledge() {
  const { controller, messages, part, server } = useFormParts();
  const { sensitive } = controller;
  // What the tick names: the first secret-looking field's kind, else the message's.
  const reason = sensitive?.fields[0]?.reason ?? sensitive?.message?.reason;
  if (controller.secretGate !== 'acknowledge' || controller.status === 'responded' || reason === undefined) return null;
  return (
    <AcknowledgeBox
      part={part}
      input={controller.getAcknowledgeProps()}
      error={controller.acknowledgeMissing ? messages.sensitiveAcknowledgeMissing : undefined}
    >
      {/* The server as the kit's sentences name it: a stdio command line shortened (the header keeps it whole). */}
      {messages.sensitiveAcknowledge(serverLabel(server), reasonText(messages, reason))}
    </AcknowledgeBox>
  );
}

/** "Fix N fields" after a failed Submit; subscribes to the error count on its own, so the form does not re-render. */
export function FormErrorSummary() {
  const { controller, messages, part } = useFormParts();
  const { errors } = controller;
  const count = useSyncExternalStore(errors.subscribeCount, errors.count, errors.count);
  return (
    <p className={part('error-summary')} aria-live="polite" data-ek-part="error-summary" hidden={count === 0}>
      {count > 0 ? messages.fixErrors(count) : ''}
    </p>
  );
}

/** "Your answer was sent." once answered; focus moves here after Submit (a named status, never an empty box). */
export function FormStatus() {
  const { controller, messages, part } = useFormParts();
  if (controller.status !== 'responded') return null;
  return (
    <p className={part('hint')} data-ek-part="status" {...controller.getStatusProps()}>
      {messages.responded}
    </p>
  );
}

/** One line telling Decline from Cancel; the Decline and Cancel buttons point at it. */
export function FormAnswerHelp() {
  const { messages, part, ids } = useFormParts();
  return (
    <p className={part('hint')} id={ids.answerHelp} data-ek-part="answer-help">
      {messages.declineOrCancel}
    </p>
  );
}
