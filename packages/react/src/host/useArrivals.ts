import type { PendingElicitation } from '@elicit-kit/core';
import { useEffect, useRef, useState } from 'react';
import type { Announce } from './LiveRegion.js';
import { messagePreview, serverLabel, serverList } from './hostItems.js';
import type { HostMessages } from './messages.js';

/**
 * Watches for requests that arrive after the host first rendered: announces them politely
 * (when `announce` is given) and tells which entries are new, for `focusNewRequests`. Entries
 * already there at the first render are not "new" — the person sees the page as it loads.
 */
export function useArrivals(
  pending: readonly PendingElicitation[],
  messages: HostMessages,
  announce: Announce | undefined,
): (id: string) => boolean {
  const [initial] = useState(() => new Set(pending.map((e) => e.id)));
  const seen = useRef<Set<string>>(undefined);
  seen.current ??= new Set(initial);
  useEffect(() => {
    const known = seen.current!;
    const arrived = pending.filter((e) => !known.has(e.id));
    for (const entry of arrived) known.add(entry.id);
    if (!announce || arrived.length === 0) return;
    if (arrived.length === 1) {
      const [entry] = arrived;
      announce(messages.newRequest(serverLabel(entry!.server), messagePreview(entry!.params)));
    } else {
      // One short sentence however many arrive: 50 names would keep the screen reader busy for a minute.
      const { servers, more } = serverList(arrived.map((e) => serverLabel(e.server)));
      announce(messages.newRequests(arrived.length, servers, more));
    }
  }, [pending, messages, announce]);
  return (id) => !initial.has(id);
}
