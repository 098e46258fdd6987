import { useId } from 'react';
import { usePart } from './part.js';
import { ServerText, type ServerTextProps } from './ServerText.js';

/** Props of {@link ServerMessage}. */
export interface ServerMessageProps extends ServerTextProps {
  /** The visible label that says these are the server's words, e.g. "The server's message (not checked by this app):". */
  label: string;
}

/**
 * The server's `message`, framed and labelled as the server's words: a message that imitates
 * the kit's own text ("This link goes to apple.com — verified", "Your app checked this form")
 * must not pass for it. The text itself is a {@link ServerText}.
 */
export function ServerMessage({ label, unstyled, ...text }: ServerMessageProps) {
  const part = usePart(unstyled);
  const labelId = useId();
  return (
    <div className={part('server-message')} role="group" aria-labelledby={labelId} data-ek-part="server-message">
      <p className={part('server-message-label')} id={labelId}>
        {label}
      </p>
      <ServerText {...text} unstyled={unstyled} />
    </div>
  );
}
