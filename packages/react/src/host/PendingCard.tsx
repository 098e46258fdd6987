import type { ElicitResult, ServerIdentity as ServerIdentityValue } from '@elicit-kit/core';
import { readElicitationRequest } from '@elicit-kit/core/protocol';
import { cancel, decline } from '@elicit-kit/core/respond';
import type { CommonMessages } from '../messages/common.js';
import { usePart } from '../shared/part.js';
import { ServerIdentity } from '../shared/ServerIdentity.js';
import { ServerMessage } from '../shared/ServerMessage.js';

/** The server's `message` as the form and the consent read it (a string, else nothing): core's one reading. */
export function messageOf(params: unknown): string | undefined {
  return readElicitationRequest(params).message;
}

/**
 * A request's card while its form or consent code loads (the first request of a kind on a page
 * that did not preload it yet, or a `renderToString` page): the card's frame with who asks and
 * the server's message, and Decline and Cancel, so the request can be answered right away. The
 * frame takes the look of the card that replaces it (`ek-form` or `ek-url-consent`).
 */
export function PendingCard({
  kind,
  params,
  server,
  messages,
  onRespond,
  unstyled,
}: {
  kind: 'form' | 'url';
  params: unknown;
  server: ServerIdentityValue;
  messages: CommonMessages;
  onRespond: (result: ElicitResult) => void;
  unstyled: boolean | undefined;
}) {
  const part = usePart(unstyled);
  const message = messageOf(params);
  return (
    <div className={part('root', part(kind === 'url' ? 'url-consent' : 'form'))} data-ek-part="pending" data-kind={kind} aria-busy="true">
      <ServerIdentity server={server} label={messages.askedBy} unstyled={unstyled} />
      {message ? (
        <ServerMessage label={messages.serverMessage} text={message} showMore={messages.showMore} showLess={messages.showLess} unstyled={unstyled} />
      ) : null}
      <div className={part('actions')} data-ek-part="actions">
        <button type="button" className={part('button')} data-action="decline" onClick={() => onRespond(decline())}>
          {messages.decline}
        </button>
        <button type="button" className={part('button')} data-action="cancel" onClick={() => onRespond(cancel())}>
          {messages.cancel}
        </button>
      </div>
    </div>
  );
}
