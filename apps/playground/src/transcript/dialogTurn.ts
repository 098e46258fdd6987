import type { ElicitationQueue } from '@elicit-kit/core';
import { waitsForPerson } from '@elicit-kit/react/primitives';
import { useCallback, useState, useSyncExternalStore } from 'react';

/** Something in the transcript that may ask the person: a call (its own queue, maybe the pushed one) or the pushed requests on their own. */
export interface DialogParticipant {
  id: string;
  queues: readonly ElicitationQueue[];
}

/** Who may show a dialog now, and who waits for one. */
export interface DialogTurn {
  /** The one participant whose host is mounted in the dialog layout (`undefined`: nobody yet). */
  holder: string | undefined;
  /** Participants with something to show the person, in transcript order. */
  waiting: readonly string[];
}

/**
 * Who holds the one dialog next: the holder keeps it while it still has something for the
 * person (a newer request elsewhere never takes a half-filled dialog away), else the oldest
 * waiting participant gets it. With nobody waiting the holder keeps it, so its dialog closes
 * the kit's way (focus handed back) instead of vanishing with its host; a holder that left
 * the transcript (Clear) is no one.
 */
export function nextDialogTurn(holder: string | undefined, waiting: readonly string[], present: readonly string[]): string | undefined {
  if (holder !== undefined && waiting.includes(holder)) return holder;
  if (waiting.length > 0) return waiting[0];
  return holder !== undefined && present.includes(holder) ? holder : undefined;
}

/**
 * The dialog layout shows one modal at a time across every call of the transcript (each call
 * has its own queue and host, and each host would open its own modal). Only the holder's host
 * is mounted; the others that wait say so and get their turn in order. What was typed stays in
 * their queues.
 */
export function useDialogTurn(participants: readonly DialogParticipant[]): DialogTurn {
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
  const next = nextDialogTurn(
    holder,
    waiting,
    participants.map((participant) => participant.id),
  );
  // Derived from the previous render's holder (React's "store information from previous renders").
  if (next !== holder) setHolder(next);
  return { holder: next, waiting };
}

function waitingIds(participants: readonly DialogParticipant[]): string[] {
  return participants.filter((participant) => participant.queues.some((queue) => waitsForPerson(queue.getSnapshot()))).map((participant) => participant.id);
}
