import type { ElicitationQueue } from '@elicit-kit/core';
import { ElicitationHost, useElicitationQueue } from '@elicit-kit/react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { LayoutChoice } from '../settings/preferences.js';

export interface PushedRequestsProps {
  queue: ElicitationQueue;
  layout: LayoutChoice;
  /**
   * `call`: inside the newest running call, which almost always is the one that asked;
   * `conversation`: after the conversation, when no call runs.
   */
  placement: 'call' | 'conversation';
}

/**
 * Requests a 2025-11-25 server pushes over its session. The binding's queue does not say which
 * call they belong to, so the cards are placed by a rule (see `placement`); the exchange log,
 * which reads the wire, credits each to its own call when the stream tells (`wireRouter.ts`). The host stays mounted while placed: its live region must exist before a
 * request arrives for the arrival to be announced.
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
