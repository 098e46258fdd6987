import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextDialogTurn, useDialogTurn, type DialogParticipant } from './dialogTurn.js';

const server = { name: 'demo' };
const params = { mode: 'form', message: 'Name?', requestedSchema: { type: 'object', properties: {} } } as const;

/** Puts one request in `queue`; returns a function that answers it. */
function ask(queue: ElicitationQueue): () => void {
  const signal = new AbortController().signal;
  void queue.enqueue({ server, params, signal });
  const id = queue.getSnapshot().pending.at(-1)!.id;
  return () => queue.respond(id, { action: 'decline' });
}

describe('nextDialogTurn', () => {
  it('keeps the holder while it waits, else gives the turn to the oldest waiting, else to nobody', () => {
    expect(nextDialogTurn(undefined, [])).toBeUndefined();
    expect(nextDialogTurn(undefined, ['a', 'b'])).toBe('a');
    expect(nextDialogTurn('b', ['a', 'b'])).toBe('b');
    expect(nextDialogTurn('b', ['a'])).toBe('a');
    expect(nextDialogTurn('a', [])).toBeUndefined();
  });
});

describe('useDialogTurn', () => {
  it('follows the queues: first come holds the dialog, the next gets it when the first is answered', () => {
    const [a, b, pushed] = [createElicitationQueue(), createElicitationQueue(), createElicitationQueue()];
    const participants: DialogParticipant[] = [
      { id: 'a', queues: [a] },
      { id: 'b', queues: [b, pushed] },
    ];
    const { result } = renderHook(() => useDialogTurn(participants));
    expect(result.current).toBeUndefined();

    let answerB!: () => void;
    act(() => void (answerB = ask(b)));
    expect(result.current).toBe('b');
    // An older call asking now does not take the open dialog away.
    let answerA!: () => void;
    act(() => void (answerA = ask(a)));
    expect(result.current).toBe('b');
    act(() => answerB());
    expect(result.current).toBe('a');
    act(() => answerA());
    expect(result.current).toBeUndefined();
    // A participant's second queue (the pushed requests) counts as its own.
    act(() => void ask(pushed));
    expect(result.current).toBe('b');
  });
});
