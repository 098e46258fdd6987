import { memo, useId, useRef, useState } from 'react';
import type { ClosedElicitation, PendingElicitation } from '@elicit-kit/core';
import { Deadline } from './Deadline.js';
import { EntryCard } from './EntryCard.js';
import { useFocusHandOff, useFocusWhenShown } from './hostFocus.js';
import type { HostShared } from './hostContext.js';
import { serverLabel, type HostItemKind } from './hostItems.js';
import { withoutIsolates } from '../shared/Isolated.js';
import { RejectionNotice } from './RejectionNotice.js';
import { WithdrawnNotice } from './WithdrawnNotice.js';

/** Props of {@link HostItem}. */
export interface HostItemProps {
  kind: HostItemKind;
  entry: PendingElicitation;
  record: ClosedElicitation | undefined;
  host: HostShared;
  /** Place in its group (from 1), with `total`, when the group has more than one entry. Numbers, so memo holds. */
  index?: number | undefined;
  total?: number | undefined;
  /** Move focus into the item when its form or consent appears (`focusNewRequests`). */
  focusOnMount?: boolean;
  /** A URL request for a link the person already opened here (see `HostItem.stillWaiting` in hostItems). */
  stillWaiting?: boolean | undefined;
}

/**
 * One entry in the host: its card (form or URL consent, with the deadline) or, once withdrawn,
 * the notice. The wrapper stays the same element through these states, so the host keeps the
 * card's React state while it is shown and can tell whether focus was inside when it went.
 */
export const HostItem = memo(function HostItem({ kind, entry, record, host, index, total, focusOnMount, stillWaiting }: HostItemProps) {
  const position = index !== undefined && total !== undefined ? { index, total } : undefined;
  const { part, messages } = host;
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const rejectionId = useId();
  const rejection = kind === 'pending' && typeof entry.rejection === 'string' ? entry.rejection : undefined;
  const [shownKind, setShownKind] = useState(kind);
  const [takeFocus, setTakeFocus] = useState(false);
  if (shownKind !== kind) {
    setShownKind(kind);
    // Read before React removes the card: was the person inside it? (A render-time DOM read, on purpose.)
    const active = typeof document === 'undefined' ? null : document.activeElement;
    setTakeFocus(kind === 'withdrawn' && !!active && !!ref.current?.contains(active));
  }
  useFocusHandOff(ref, host.focusDone);
  const onShown = useFocusWhenShown(ref, focusOnMount === true);
  return (
    <div
      ref={ref}
      className={part('host-item')}
      data-ek-part="host-item"
      data-state={kind}
      data-group-position={position ? `${position.index}/${position.total}` : undefined}
      // Always a named group: focus lands on the item itself (after the one before it was answered,
      // or a new URL request), and a screen reader should say which request that is.
      role="group"
      aria-labelledby={position ? labelId : undefined}
      aria-label={position ? undefined : withoutIsolates(messages.itemLabel(serverLabel(entry.server)))}
      aria-describedby={rejection !== undefined ? rejectionId : undefined}
      data-rejected={rejection !== undefined ? '' : undefined}
      tabIndex={-1}
    >
      {position ? (
        <p id={labelId} className={part('host-position')} data-ek-part="host-position">
          {messages.position(position.index, position.total)}
        </p>
      ) : null}
      {kind === 'pending' && typeof entry.expiresAt === 'number' ? (
        <Deadline expiresAt={entry.expiresAt} server={serverLabel(entry.server)} messages={messages} part={part} />
      ) : null}
      {rejection !== undefined ? <RejectionNotice id={rejectionId} server={serverLabel(entry.server)} reason={rejection} host={host} /> : null}
      {kind === 'withdrawn' && record ? (
        <WithdrawnNotice record={record} host={host} takeFocus={takeFocus} />
      ) : (
        <EntryCard
          entry={entry}
          host={host}
          opened={kind === 'opened' || kind === 'checking'}
          checking={kind === 'checking'}
          stillWaiting={stillWaiting === true}
          onShown={onShown}
        />
      )}
    </div>
  );
});
