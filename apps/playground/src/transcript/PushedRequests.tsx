import type { ElicitationQueue } from '@elicit-kit/core';
import { ElicitationHost, useElicitationQueue } from '@elicit-kit/react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { LayoutChoice } from '../settings/preferences.js';

/**
 * Requests a 2025-11-25 server pushes over its session. Neither the SDK nor HTTP says which
 * call they belong to, so they appear after the conversation instead of inside a call. The
 * host stays mounted (its live region must exist before a request arrives to be announced).
 */
export function PushedRequests({ queue, layout }: { queue: ElicitationQueue; layout: LayoutChoice }) {
  const t = useAppMessages();
  const waiting = useElicitationQueue(queue).pending.length > 0;
  return (
    <div className="pushed" data-testid="pushed-requests" data-waiting={waiting}>
      {waiting && layout === 'inline' ? <h3 className="pushed-heading">{t.pushedHeading}</h3> : null}
      <ElicitationHost queue={queue} layout={layout} focusNewRequests />
    </div>
  );
}
