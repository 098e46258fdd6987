import type { ElicitationQueue } from '@elicit-kit/core';
import { useCallback, useState, useSyncExternalStore } from 'react';

/** Something in the transcript that may ask the person: a call (its own queue, maybe the pushed one) or the pushed requests on their own. */
export interface DialogParticipant {
  id: string;
  queues: readonly ElicitationQueue[];
}

/**
 * Who holds the one dialog: the holder keeps it while it still waits for the person (a newer
 * request elsewhere never takes a half-filled dialog away), else the oldest waiting participant
 * gets it, else nobody. `waiting` is in transcript order.
 */
export function nextDialogTurn(holder: string | undefined, waiting: readonly string[]): string | undefined {
  if (holder !== undefined && waiting.includes(holder)) return holder;
  return waiting[0];
}

/**
 * The dialog layout shows one modal at a time across every call of the transcript (each call
 * has its own queue and host, and each host would open its own modal): returns the id of the
 * participant whose host may open its dialog now. The others wait their turn; what was typed
 * stays in their queues.
 */
export function useDialogTurn(participants: readonly DialogParticipant[]): string | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribes = participants.flatMap((participant) => participant.queues.map((queue) => queue.subscribe(onChange)));
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
      };
    },
    [participants],
  );
  // A string snapshot: stable between changes, as useSyncExternalStore needs.
  const waitingKey = useSyncExternalStore(subscribe, () => waitingIds(participants).join('\n'));
  const waiting = waitingKey === '' ? [] : waitingKey.split('\n');
  const [holder, setHolder] = useState<string | undefined>(undefined);
  const next = nextDialogTurn(holder, waiting);
  // Derived from the previous render's holder (React's "store information from previous renders").
  if (next !== holder) setHolder(next);
  return next;
}

function waitingIds(participants: readonly DialogParticipant[]): string[] {
  return participants
    .filter((participant) => participant.queues.some((queue) => queue.getSnapshot().pending.length > 0))
    .map((participant) => participant.id);
}
