import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { CallStatus } from './useToolCalls.js';

export interface CallStatusBadgeProps {
  status: CallStatus;
  /** Running and at least one request waits for the person. */
  waiting: boolean;
  /** The person ended the call: Stop, or Cancel after opening a link (C21). */
  stopped: boolean;
  /** The person declined (or cancelled) a link that ended the call: done, by their choice. */
  declined?: 'decline' | 'cancel' | undefined;
  /** How long the call took, once it ended. */
  durationMs?: number | undefined;
}

/** The call's state in words (never colour alone), with a dot for quick scanning. */
export function CallStatusBadge({ status, waiting, stopped, declined, durationMs }: CallStatusBadgeProps) {
  const t = useAppMessages();
  const state = status === 'running' && waiting ? 'waiting' : status === 'error' && declined ? 'declined' : status === 'error' && stopped ? 'stopped' : status;
  const label = {
    running: t.statusRunning,
    waiting: t.statusWaiting,
    done: t.statusDone,
    error: t.statusError,
    stopped: t.statusStopped,
    declined: t.statusDeclined(declined ?? 'decline'),
  }[state];
  return (
    <span className="status-badge" data-testid="call-status" data-state={state}>
      <span className="status-dot" aria-hidden="true" />
      {label}
      {durationMs !== undefined ? <span className="status-duration"> · {formatSeconds(durationMs)}</span> : null}
    </span>
  );
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
