import { useEffect, useId, useRef } from 'react';
import type { HostShared } from './hostContext.js';

/**
 * "Nothing else is waiting for your answer.": where focus goes when the last item of the host
 * leaves while it had focus (answered, finished, dismissed), or when the dialog closes and what
 * had focus before is gone. A named status line, like the form's "Your answer was sent." after
 * Submit, rather than the host's unnamed box or `<body>`, where a screen reader says nothing
 * useful and a keyboard user starts over from the top of the page. Never in the Tab order.
 */
export function HostDone({ host }: { host: HostShared }) {
  const { part, messages } = host;
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    // Named by its own text (a status has no name from content), as the form's status line is.
    <p ref={ref} id={id} className={part('host-done')} data-ek-part="host-done" role="status" aria-labelledby={id} tabIndex={-1}>
      {messages.allAnswered}
    </p>
  );
}
