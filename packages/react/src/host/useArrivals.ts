import type { PendingElicitation } from '@elicit-kit/core';
import { useEffect, useRef, useState } from 'react';
import type { Announce } from './LiveRegion.js';
import { messagePreview, serverLabel, serverList } from './hostItems.js';
import type { HostMessages } from './messages.js';

/**
 * After an announcement, arrivals within this long are held and then said together: a polite
 * region queues every change, so 20 servers each sending a request a moment apart would keep a
 * screen reader talking for a minute.
 */
export const ARRIVALS_QUIET_MS = 1000;

/** One sentence for the arrivals still pending: the request itself when alone, else a count. */
function sentence(arrived: readonly PendingElicitation[], messages: HostMessages): string {
  if (arrived.length === 1) {
    const [entry] = arrived;
    return messages.newRequest(serverLabel(entry!.server), messagePreview(entry!));
  }
  const { servers, more } = serverList(arrived.map((e) => serverLabel(e.server)));
  return messages.newRequests(arrived.length, servers, more);
}

/**
 * Watches for requests that arrive after the host first rendered: announces them politely
 * (when `announce` is given) — at once when the region has been quiet, else together once
 * {@link ARRIVALS_QUIET_MS} has passed since the last announcement — and tells which entries
 * are new, for `focusNewRequests`. Entries already there at the first render are not "new":
 * the person sees the page as it loads.
 */
export function useArrivals(pending: readonly PendingElicitation[], messages: HostMessages, announce: Announce | undefined): (id: string) => boolean {
  const [initial] = useState(() => new Set(pending.map((e) => e.id)));
  const seen = useRef<Set<string>>(undefined);
  seen.current ??= new Set(initial);
  const held = useRef<PendingElicitation[]>([]);
  const lastSaid = useRef(Number.NEGATIVE_INFINITY);
  // The requests the region's text is about: once none still waits, the text goes, so a
  // screen reader browsing the page later does not read "New request" for an ended call.
  const saidAbout = useRef<readonly string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // What a held announcement needs when its time comes: the latest of each.
  const latest = useRef({ pending, messages, announce });
  latest.current = { pending, messages, announce };

  useEffect(() => {
    const known = seen.current!;
    const arrived = pending.filter((e) => !known.has(e.id));
    for (const entry of arrived) known.add(entry.id);
    if (saidAbout.current.length > 0 && !saidAbout.current.some((id) => pending.some((p) => p.id === id))) {
      saidAbout.current = [];
      announce?.('');
    }
    if (!announce || arrived.length === 0) return;
    held.current.push(...arrived);
    if (timer.current !== undefined) return;
    const say = () => {
      timer.current = undefined;
      const { pending: now, messages: words, announce: speak } = latest.current;
      // Only what still waits: a request answered or withdrawn meanwhile is no news.
      const waiting = held.current.filter((e) => now.some((p) => p.id === e.id));
      held.current = [];
      if (waiting.length === 0 || !speak) return;
      lastSaid.current = Date.now();
      saidAbout.current = waiting.map((e) => e.id);
      speak(sentence(waiting, words));
    };
    const wait = lastSaid.current + ARRIVALS_QUIET_MS - Date.now();
    if (wait <= 0) say();
    else timer.current = setTimeout(say, wait);
  }, [pending, messages, announce]);

  useEffect(
    () => () => {
      // Nothing scheduled outlives the host (held arrivals go with it).
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );
  return (id) => !initial.has(id);
}
