import { readElicitRequestParams, type ElicitAction, type ElicitationQueue } from '@elicit-kit/core';

/** One request the person answered, as the transcript remembers it (what was sent is not kept). */
export interface AnsweredRequest {
  id: string;
  mode: 'form' | 'url' | 'unknown';
  /** The first line of the server's message, clipped (untrusted: render as plain text). */
  message: string;
  action: ElicitAction;
  /** When it was answered (epoch ms). */
  closedAt: number;
  /** Its round (MRTR group), if it had one. */
  group?: string;
  /** Answered, but others of its round still wait: nothing was sent yet. */
  waiting: boolean;
}

/** The answers of one call, in order: an external store for `useSyncExternalStore`. */
export interface AnswerLog {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly AnsweredRequest[];
}

const MESSAGE_LIMIT = 120;

/**
 * Keeps a line per answered request of `queue`. The queue forgets an entry once the host or the
 * runtime dismisses its closed record (an opened link's card goes when the call ends), so the
 * log listens from the start and keeps its own copy: the transcript still says what was asked
 * and how it was answered after the cards are gone.
 */
export function createAnswerLog(queue: ElicitationQueue): AnswerLog {
  let answers: readonly AnsweredRequest[] = [];
  const seen = new Set<string>();
  const listeners = new Set<() => void>();
  queue.subscribe(() => {
    const snapshot = queue.getSnapshot();
    const waitingGroups = new Set(snapshot.pending.flatMap((entry) => (entry.group === undefined ? [] : [entry.group])));
    const fresh = snapshot.closed
      .filter((closed) => closed.reason === 'responded' && !seen.has(closed.entry.id))
      .map(({ entry, action, closedAt }): AnsweredRequest => {
        seen.add(entry.id);
        const reading = readElicitRequestParams(entry.params);
        const message = reading.ok ? reading.params.message : (reading.message ?? '');
        const mode = reading.ok ? reading.mode : 'unknown';
        return { id: entry.id, mode, message: firstLine(message), action, closedAt, ...(entry.group !== undefined && { group: entry.group }), waiting: false };
      });
    const before = [...answers, ...fresh];
    // An answer is held back while its round still waits for others (MRTR sends a round whole).
    const next = before.map((answer) => {
      const waiting = answer.group !== undefined && waitingGroups.has(answer.group);
      return waiting === answer.waiting ? answer : { ...answer, waiting };
    });
    if (fresh.length === 0 && next.every((answer, i) => answer === answers[i])) return;
    answers = next;
    for (const listener of listeners) listener();
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => answers,
  };
}

const NO_ANSWERS: readonly AnsweredRequest[] = Object.freeze([]);

/**
 * A log with nothing in it, for a call that shows no pushed requests (hooks cannot be skipped).
 * Its snapshot is one constant: a fresh `[]` per read made useSyncExternalStore re-render
 * forever (the page crashed whenever a call stood in the transcript while disconnected).
 */
export const EMPTY_ANSWER_LOG: AnswerLog = { subscribe: () => () => {}, getSnapshot: () => NO_ANSWERS };

function firstLine(text: string): string {
  const line = text.trim().split('\n', 1)[0] ?? '';
  const points = [...line];
  return points.length > MESSAGE_LIMIT ? `${points.slice(0, MESSAGE_LIMIT - 1).join('')}…` : line;
}
