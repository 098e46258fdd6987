import { useId } from 'react';
import type { HostShared } from './hostContext.js';
import { Isolated } from '../shared/Isolated.js';
import { HostItem } from './HostItem.js';
import { serverLabel, type HostBlock } from './hostItems.js';

type GroupBlock = Extract<HostBlock, { type: 'group' }>;

/**
 * The entries of one MRTR round, together: "github needs 2 answers", a note that the answers
 * go out together, and each card labelled "1 of 2" with its own Accept/Decline/Cancel. A
 * round of one is a plain wrapper (same element, so cards never re-mount when it shrinks).
 */
export function HostGroup({
  block,
  host,
  isNew,
  focusNewRequests,
}: {
  block: GroupBlock;
  host: HostShared;
  isNew: (id: string) => boolean;
  focusNewRequests: boolean;
}) {
  const { part, messages } = host;
  const labelId = useId();
  const hintId = useId();
  const labelled = block.total > 1;
  return (
    <div
      className={part('host-group')}
      data-ek-part="host-group"
      data-total={block.total}
      role={labelled ? 'group' : undefined}
      aria-labelledby={labelled ? labelId : undefined}
      aria-describedby={labelled ? hintId : undefined}
    >
      {labelled ? (
        <>
          <p id={labelId} className={part('host-group-label')}>
            <Isolated text={messages.groupLabel(serverLabel(block.server), block.total)} />
          </p>
          <p id={hintId} className={part('host-group-hint')}>
            {block.ready > 0 ? messages.groupReady(block.ready) : messages.groupHint}
          </p>
        </>
      ) : null}
      {block.items.map((item) => (
        <HostItem
          key={item.entry.id}
          kind={item.kind}
          entry={item.entry}
          record={item.record}
          stillWaiting={item.stillWaiting}
          host={host}
          index={labelled ? (item.entry.groupIndex ?? 0) + 1 : undefined}
          total={labelled ? block.total : undefined}
          focusOnMount={focusNewRequests && isNew(item.entry.id)}
        />
      ))}
    </div>
  );
}
