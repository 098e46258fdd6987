import type { UIMessage } from 'ai';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** One message of the conversation: who said it, and its parts in order. */
export function Message({ message, children }: { message: UIMessage; children: ReactNode }) {
  const headingId = useId();
  const fromPerson = message.role === 'user';
  return (
    <li className="message" data-role={message.role} data-testid="message">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="message-author">
          {fromPerson ? 'You' : 'Assistant'}
        </h2>
        <div className="message-body">{children}</div>
      </article>
    </li>
  );
}

/** A text part: the model's (or the person's) words, line breaks kept. */
export function TextPart({ text }: { text: string }) {
  return <p className="message-text">{text}</p>;
}
