import type { ElicitationQueue } from '@elicit-kit/core';
import { ElicitationHost, useElicitationQueue } from '@elicit-kit/react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { LayoutChoice } from '../settings/preferences.js';

export interface PushedRequestsProps {
  /** The pushed requests that show here: the part of the binding's queue placed at this spot (see `placePush`). */
  queue: ElicitationQueue;
  layout: LayoutChoice;
  /**
   * `call`: inside a call's entry — the call whose stream carried the push, or, for a push no
   * call can be told for, the newest running call (almost always the one that asked);
   * `conversation`: after the conversation, where an untold push shows when no call runs.
   */
  placement: 'call' | 'conversation';
}

/**
 * Requests a 2025-11-25 server pushes over its session. The binding's queue does not say which
 * call they belong to; the wire does: a push on a call's response stream is that call's
 * (`wireRouter.ts`), and the entry is matched to it by the key the binding gives it (a URL
 * request's `elicitationId`, else the JSON-RPC id). So each card shows inside the call that
 * asked; one no call can be told for (the session's own stream, stdio, an ambiguous key) keeps
 * the rule above. The host stays mounted wherever a request may arrive (in every running call,
 * and after the conversation while no call runs): its live region must exist before a request
 * arrives for the arrival to be announced.
 */
export function PushedRequests({ queue, layout, placement }: PushedRequestsProps) {
  const t = useAppMessages();
  const waiting = useElicitationQueue(queue).pending.length > 0;
  return (
    <div className="pushed" data-testid="pushed-requests" data-placement={placement} data-waiting={waiting}>
      {waiting && layout === 'inline' && placement === 'conversation' ? <h3 className="pushed-heading">{t.pushedHeading}</h3> : null}
      <ElicitationHost queue={queue} layout={layout} focusNewRequests />
    </div>
  );
}
