import { useEffect, useRef, useState } from 'react';
import type { Part } from '../shared/part.js';
import { useAnnounce } from './LiveRegion.js';
import type { HostMessages } from './messages.js';

/** Seconds left at which the deadline is announced, once. */
export const DEADLINE_ANNOUNCE_SECONDS = 30;

/** `m:ss`, or `h:mm:ss` from an hour on. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The current time, refreshed every second until `until` has passed. */
function useNow(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now >= until]); // eslint-disable-line react-hooks/exhaustive-deps -- restart when the deadline passes, not every tick
  return now;
}

/**
 * "2:05 left" for an entry with `expiresAt`. Its own component, so the ticking re-renders
 * only this line, never the form. `role="timer"` is not spoken on every tick; one polite
 * announcement goes out when {@link DEADLINE_ANNOUNCE_SECONDS} remain.
 */
export function Deadline({ expiresAt, server, messages, part }: { expiresAt: number; server: string; messages: HostMessages; part: Part }) {
  const now = useNow(expiresAt);
  const remaining = expiresAt - now;
  const seconds = Math.ceil(remaining / 1000);
  const soon = seconds <= DEADLINE_ANNOUNCE_SECONDS;
  const announce = useAnnounce();
  const announced = useRef(false);
  useEffect(() => {
    if (!soon || seconds <= 0 || announced.current) return;
    announced.current = true;
    announce(messages.timeRunningOut(server, seconds));
  }, [soon, seconds, announce, messages, server]);
  const state = seconds <= 0 ? 'expired' : soon ? 'soon' : 'running';
  return (
    <p className={part('host-deadline')} data-ek-part="host-deadline" data-state={state} role="timer" suppressHydrationWarning>
      {seconds <= 0 ? messages.timeUp : messages.timeLeft(formatRemaining(remaining))}
    </p>
  );
}
