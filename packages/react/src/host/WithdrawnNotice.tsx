import type { ClosedElicitation } from '@elicit-kit/core';
import { useEffect, useId, useRef } from 'react';
import { useLocale } from '../messages/ElicitKitProvider.js';
import type { HostShared } from './hostContext.js';
import { serverLabel } from './hostItems.js';

/** The locale's short time ("8:24 PM", "20:24"), the form hosts use beside it (the playground's call times). */
export function formatTime(epochMs: number, locale: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(epochMs);
  } catch {
    return new Date(epochMs).toISOString().slice(11, 16);
  }
}

/**
 * Takes the place of a request that was aborted, timed out or cancelled before the person
 * answered, so the person is told: who asked, that nothing was sent, and when — with Dismiss. The form is gone, so
 * nobody types into a dead request.
 */
export function WithdrawnNotice({ record, host, takeFocus }: { record: ClosedElicitation; host: HostShared; takeFocus: boolean }) {
  const { messages, part, queue } = host;
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const locale = useLocale();
  const server = serverLabel(record.entry.server);
  useEffect(() => {
    // The card that had focus is gone: keep focus here rather than losing it to the page.
    if (takeFocus) textRef.current?.focus();
  }, [takeFocus]);
  return (
    <div className={part('root', part('host-notice'))} data-ek-part="host-notice" data-reason={record.reason}>
      <p id={textId} ref={textRef} tabIndex={-1} className={part('host-notice-text')}>
        {record.reason === 'cancelled'
          ? messages.withdrawnCancelled(server)
          : record.connectionLost === true
            ? messages.withdrawnConnectionLost(server)
            : messages.withdrawnAborted(server)}{' '}
        <time dateTime={new Date(record.closedAt).toISOString()} suppressHydrationWarning>
          {messages.withdrawnAt(formatTime(record.closedAt, locale))}
        </time>
      </p>
      <div className={part('actions')}>
        <button
          type="button"
          className={part('button')}
          data-action="dismiss"
          aria-describedby={textId}
          // Focus then moves to the next item (HostItem's hand-off), not to the page.
          onClick={() => queue.dismissClosed(record.entry.id)}
        >
          {messages.dismiss}
        </button>
      </div>
    </div>
  );
}
