import type { InputHTMLAttributes, ReactNode } from 'react';
import type { Part } from './part.js';

/** Props of {@link AcknowledgeBox}. */
export interface AcknowledgeBoxProps {
  /** The checkbox's props (a hook's prop getter, or `id`, `checked`, `onChange`). */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
  /** What the person confirms, in their words ("I understand …"). */
  children: ReactNode;
  part: Part;
  /** Extra class (the URL consent keeps its historic `ek-url-acknowledge`). */
  className?: string | undefined;
  /** Why the action did not happen ("Tick this box to send"), shown and announced; id `${input.id}-err`. */
  error?: ReactNode;
}

/**
 * The explicit tick a strong warning asks for before the risky action (Open on a look-alike
 * link, Submit on a form that asks for a secret): a checkbox and its label, framed in the
 * danger colour. One look and one behaviour for both gates.
 */
export function AcknowledgeBox({ input, children, part, className, error }: AcknowledgeBoxProps) {
  return (
    <div className={part('acknowledge', className)} data-ek-part="acknowledge">
      <input type="checkbox" {...input} />
      <label htmlFor={input.id}>{children}</label>
      {error ? (
        <p className={part('field-error')} id={`${input.id}-err`} role="alert" data-ek-part="acknowledge-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
