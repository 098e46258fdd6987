// Who asks, what the server says, and the warnings about the request as a whole.
import { ServerIdentity } from '../../shared/ServerIdentity.js';
import { ServerMessage } from '../../shared/ServerMessage.js';
import { reasonText } from '../FieldSlot.js';
import { useFormPart, useFormSlice } from './context.js';

/** "Asked by …": the host's own name for the server, never the request's. */
export function FormServer() {
  const { server, messages, ids, unstyled } = useFormPart();
  return <ServerIdentity server={server} label={messages.askedBy} id={ids.server} unstyled={unstyled} />;
}

/** The server's `message`, as plain text (never links or markup); nothing when it is empty. */
export function FormMessage() {
  const { form, messages, ids, unstyled } = useFormPart();
  if (!form.message) return null;
  return (
    <ServerMessage
      label={messages.serverMessage}
      text={form.message}
      id={ids.message}
      showMore={messages.showMore}
      showLess={messages.showLess}
      unstyled={unstyled}
    />
  );
}

/** The secret check's warnings about the whole request: the message asks for a secret; the form is blocked. */
export function FormWarnings() {
  const { messages, part } = useFormPart();
  // Nothing to say (and no re-render) unless the secret check flagged something.
  const view = useFormSlice((v) => (v.sensitive ? v : undefined));
  const sensitive = view?.sensitive;
  const blocked = view?.blocked;
  return (
    <>
      {sensitive?.message ? (
        <p className={part('alert')} data-tone="warning" role="note" data-ek-part="sensitive-message">
          <strong>{messages.sensitiveTitle}. </strong>
          {messages.sensitiveMessage(reasonText(messages, sensitive.message.reason))}
        </p>
      ) : null}
      {blocked ? (
        <p className={part('alert')} role="alert" data-ek-part="sensitive-blocked">
          {messages.sensitiveBlocked}
        </p>
      ) : null}
    </>
  );
}

/** The default header: {@link FormServer}, {@link FormMessage}, {@link FormWarnings}. */
export function FormHeader() {
  return (
    <>
      <FormServer />
      <FormMessage />
      <FormWarnings />
    </>
  );
}
