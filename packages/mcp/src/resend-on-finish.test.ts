import { createElicitationQueue } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import type { AskedLink } from './abandoned-links.js';
import { sendResendingOnFinish } from './resend-on-finish.js';

const server = { name: 'github' };
const signIn = { mode: 'url', message: 'Sign in', url: 'https://github.com/login' };

/** A send whose legs wait until told to answer (or until aborted, like a held HTTP request). */
function heldSends() {
  const legs: Array<{ signal: AbortSignal; answer: (value: unknown) => void }> = [];
  const waiters: Array<() => void> = [];
  const send = (signal: AbortSignal) =>
    new Promise<unknown>((resolve, reject) => {
      legs.push({ signal, answer: resolve });
      waiters.splice(0).forEach((wake) => wake());
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  /** Resolves once `count` legs were sent. */
  const sent = (count: number) => new Promise<void>((resolve) => (legs.length >= count ? resolve() : waiters.push(() => void sent(count).then(resolve))));
  return { legs, send, sent };
}

function openedLink(queue: ReturnType<typeof createElicitationQueue>): { id: string; links: AskedLink[] } {
  const answer = queue.enqueue({ server, params: signIn, waitsForServer: true });
  queue.respond(answer.id, { action: 'accept' });
  return { id: answer.id, links: [{ key: 'github', question: { entryId: answer.id, url: true, answer: Promise.resolve({ action: 'accept' }) } }] };
}

describe('sendResendingOnFinish', () => {
  it('"I\'ve finished" while a leg is held abandons it and sends it again; the fresh answer is the result', async () => {
    const queue = createElicitationQueue();
    const { id, links } = openedLink(queue);
    const { legs, send, sent } = heldSends();
    const result = sendResendingOnFinish(queue, links, send, new AbortController().signal);
    expect(legs).toHaveLength(1);

    queue.dismissClosed(id, 'finished');
    await sent(2);
    expect(legs[0]?.signal.aborted).toBe(true);
    expect(legs).toHaveLength(2);
    expect(legs[1]?.signal.aborted).toBe(false);
    legs[1]?.answer({ resultType: 'input_required' });
    await expect(result).resolves.toEqual({ resultType: 'input_required' });
  });

  it('other queue changes, and a link finished before the leg went, send nothing again', async () => {
    const queue = createElicitationQueue();
    const { id, links } = openedLink(queue);
    queue.dismissClosed(id, 'finished');
    const { legs, send } = heldSends();
    const result = sendResendingOnFinish(queue, links, send, new AbortController().signal);
    queue.enqueue({ server, params: signIn });
    queue.dismissClosed(id, 'finished');
    expect(legs).toHaveLength(1);
    legs[0]?.answer('done');
    await expect(result).resolves.toBe('done');
  });

  it('the caller’s abort reaches the leg; a leg’s error passes unchanged', async () => {
    const queue = createElicitationQueue();
    const { links } = openedLink(queue);
    const caller = new AbortController();
    const { legs, send } = heldSends();
    const result = sendResendingOnFinish(queue, links, send, caller.signal);
    const reason = new Error('stopped');
    caller.abort(reason);
    expect(legs[0]?.signal.aborted).toBe(true);
    await expect(result).rejects.toBe(reason);
  });
});
