import type { ElicitationQueueSnapshot } from '@elicit-kit/core';
import { useMemo } from 'react';
import type { HostShared } from './hostContext.js';
import { HostGroup } from './HostGroup.js';
import { HostItem } from './HostItem.js';
import { hostBlocks, type HostItem as HostItemValue } from './hostItems.js';

/** The inline layout: every item as a card in the chat stream, rounds grouped, oldest first. */
export function InlineHost({
  snapshot,
  items,
  host,
  isNew,
  focusNewRequests,
}: {
  snapshot: ElicitationQueueSnapshot;
  items: readonly HostItemValue[];
  host: HostShared;
  isNew: (id: string) => boolean;
  focusNewRequests: boolean;
}) {
  const blocks = useMemo(() => hostBlocks(snapshot, items), [snapshot, items]);
  return (
    <>
      {blocks.map((block) =>
        block.type === 'group' ? (
          <HostGroup key={`group:${block.group}`} block={block} host={host} isNew={isNew} focusNewRequests={focusNewRequests} />
        ) : (
          <HostItem
            key={block.item.entry.id}
            kind={block.item.kind}
            entry={block.item.entry}
            record={block.item.record}
            stillWaiting={block.item.stillWaiting}
            host={host}
            focusOnMount={focusNewRequests && isNew(block.item.entry.id)}
          />
        ),
      )}
    </>
  );
}
