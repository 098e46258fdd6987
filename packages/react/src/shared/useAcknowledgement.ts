import { useCallback, useRef, useState } from 'react';

/** What {@link useAcknowledgement} returns: whether the box is ticked for the current subject, and the setter. */
export type Acknowledgement = [acknowledged: boolean, setAcknowledged: (value: boolean) => void];

/**
 * An explicit "I understand" tick that holds for one subject only: the link it was given for
 * (URL consent) or the secret-asking form it was given for. Another subject — even one ticked
 * before (A → B → A) — starts unticked, so a tick never carries over to something the person
 * has not looked at. `undefined` is no subject: never acknowledged.
 */
export function useAcknowledgement(subject: unknown): Acknowledgement {
  const [acknowledgedFor, setAcknowledgedFor] = useState<{ subject: unknown } | undefined>(undefined);
  const [seen, setSeen] = useState(subject);
  if (!Object.is(seen, subject)) {
    // React's "adjust state on prop change": untick during the render that shows the new subject.
    setSeen(subject);
    setAcknowledgedFor(undefined);
  }
  const acknowledged = subject !== undefined && acknowledgedFor !== undefined && Object.is(acknowledgedFor.subject, subject) && Object.is(seen, subject);
  const current = useRef(subject);
  current.current = subject;
  const setAcknowledged = useCallback((value: boolean) => {
    const now = current.current;
    setAcknowledgedFor(value && now !== undefined ? { subject: now } : undefined);
  }, []);
  return [acknowledged, setAcknowledged];
}
