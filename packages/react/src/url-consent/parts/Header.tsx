import { ServerIdentity } from '../../shared/ServerIdentity.js';
import { ServerMessage } from '../../shared/ServerMessage.js';
import { isUrlConsentClosed } from '../useUrlConsent.js';
import { useUrlConsentContext } from './context.js';

/** Who asks: the host-supplied server identity, apart from anything the server wrote. Nothing without `server`. */
export function WhoAsks() {
  const { server, messages, unstyled } = useUrlConsentContext();
  return server ? <ServerIdentity server={server} label={messages.askedBy} unstyled={unstyled} /> : null;
}

/** The heading (level from the root's `headingLevel`), wrapped by the root's `renderTitle` in a dialog. */
export function Title() {
  const { messages, part, headingLevel, renderTitle, ids } = useUrlConsentContext();
  const Heading = `h${headingLevel}` as 'h2';
  // Under `renderTitle` the wrapper (Radix's Dialog.Title) owns the id: leave the key out entirely.
  const heading = (
    <Heading className={part('url-title')} data-ek-part="url-title" {...(renderTitle ? {} : { id: ids.title })}>
      {messages.title}
    </Heading>
  );
  return renderTitle ? renderTitle(heading) : heading;
}

/** The server's `message`, framed and labelled as its words, as plain text; clipped when long. Gone once answered. */
export function Message() {
  const { consent, messages: m, unstyled, ids } = useUrlConsentContext();
  if (consent.message === undefined || isUrlConsentClosed(consent.state)) return null;
  return <ServerMessage label={m.serverMessage} text={consent.message} id={ids.message} showMore={m.showMore} showLess={m.showLess} unstyled={unstyled} />;
}
