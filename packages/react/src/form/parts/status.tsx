// The lines around the actions: the secret tick, the error summary, the "sent" status, the help.
import { useSyncExternalStore } from 'react';
import { AcknowledgeBox } from '../../shared/AcknowledgeBox.js';
import { serverLabel } from '../../shared/serverLabel.js';
import { reasonText } from '../FieldSlot.js';
import { useFormPart, useFormSlice } from './context.js';

/**
 * The explicit "I understand <server> asks for a secret" tick a secret-looking form needs
 * before Submit sends (under the default `warn` policy); nothing otherwise.
 */
export function FormAcknowledge() {
  const { form, messages, part, server } = useFormPart();
  // The whole view while the tick shows (it follows the tick), nothing otherwise: an ordinary
  // form's Submit does not re-render this part.
  const view = useFormSlice((v) => (v.secretGate === 'acknowledge' && v.status !== 'responded' ? v : undefined));
  // What the tick names: the first secret-looking field's kind, else the message's.
  const reason = view?.sensitive?.fields[0]?.reason ?? view?.sensitive?.message?.reason;
  if (!view || reason === undefined) return null;
  return (
    <AcknowledgeBox part={part} input={form.getAcknowledgeProps()} error={view.acknowledgeMissing ? messages.sensitiveAcknowledgeMissing : undefined}>
      {/* The server as the kit's sentences name it: a stdio command line shortened (the header keeps it whole). */}
      {messages.sensitiveAcknowledge(serverLabel(server), reasonText(messages, reason))}
    </AcknowledgeBox>
  );
}

/** "Fix N fields" after a failed Submit; subscribes to the error count on its own, so the form does not re-render. */
export function FormErrorSummary() {
  const { form, messages, part } = useFormPart();
  const { errors } = form;
  const count = useSyncExternalStore(errors.subscribeCount, errors.count, errors.count);
  return (
    <p className={part('error-summary')} aria-live="polite" data-ek-part="error-summary" hidden={count === 0}>
      {count > 0 ? messages.fixErrors(count) : ''}
    </p>
  );
}

/** "Your answer was sent." once answered; focus moves here after Submit (a named status, never an empty box). */
export function FormStatus() {
  const { form, messages, part } = useFormPart();
  const answered = useFormSlice((view) => view.status === 'responded');
  if (!answered) return null;
  return (
    <p className={part('hint')} data-ek-part="status" {...form.getStatusProps()}>
      {messages.responded}
    </p>
  );
}

/** One line telling Decline from Cancel; the Decline and Cancel buttons point at it. */
export function FormAnswerHelp() {
  const { messages, part, ids } = useFormPart();
  return (
    <p className={part('hint')} id={ids.answerHelp} data-ek-part="answer-help">
      {messages.declineOrCancel}
    </p>
  );
}
