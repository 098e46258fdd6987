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
  it('keeps the holder while it waits, else gives the turn to the oldest waiting, else keeps it while it is there', () => {
    expect(nextDialogTurn(undefined, [], [])).toBeUndefined();
    expect(nextDialogTurn(undefined, ['a', 'b'], ['a', 'b'])).toBe('a');
    expect(nextDialogTurn('b', ['a', 'b'], ['a', 'b'])).toBe('b');
    expect(nextDialogTurn('b', ['a'], ['a', 'b'])).toBe('a');
    // Nobody waits: the last holder keeps its (closing) dialog host, unless it is gone.
    expect(nextDialogTurn('a', [], ['a', 'b'])).toBe('a');
    expect(nextDialogTurn('a', [], ['b'])).toBeUndefined();
  });
});

describe('useDialogTurn', () => {
  it('follows the queues: first come holds the dialog, the next gets it when the first is answered', () => {
    const [a, b, pushed] = [createElicitationQueue(), createElicitationQueue(), createElicitationQueue()];
    const participants: DialogParticipant[] = [
      { id: 'a', queues: [a] },
      { id: 'b', queues: [b, pushed] },
    ];
    const { result } = renderHook(() => useDialogTurn(participants).holder);
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
    expect(result.current).toBe('a');
    // A participant's second queue (the pushed requests) counts as its own.
    act(() => void ask(pushed));
    expect(result.current).toBe('b');
  });

  it('a link the person opened keeps its call waiting until its card is done with', () => {
    const queue = createElicitationQueue();
    const participants: DialogParticipant[] = [{ id: 'a', queues: [queue] }];
    const { result } = renderHook(() => useDialogTurn(participants).waiting);
    const url = { mode: 'url', message: 'Sign in', url: 'https://example.com/sign-in', elicitationId: 'e1' } as const;
    act(() => void queue.enqueue({ server, params: url, signal: new AbortController().signal }));
    const id = queue.getSnapshot().pending[0]!.id;
    act(() => queue.respond(id, { action: 'accept' }));
    expect(result.current).toEqual(['a']);
    act(() => queue.dismissClosed(id, 'finished'));
    expect(result.current).toEqual([]);
  });
});
