import type { ElicitationQueue } from '@elicit-kit/core';
import type { AskedLink } from './abandoned-links.js';

/**
 * Sends one leg (`send` with a signal of its own, under `signal`) and resolves with its answer.
 * While it is out, the person saying "I've finished" on a link of this call (its follow-up turns
 * `finished`) abandons the leg and sends it again, the same params on a new request (the
 * manual retry the person asked for). Why: on 2026-07-28 the retry after Open goes at once, and a server may hold it
 * until the outside step is done; only a fresh request lets it answer what it knows now — done,
 * or still waiting (the same link again) — instead of leaving the person with a card that waits
 * for nothing they can do.
 */
export async function sendResendingOnFinish(
  queue: ElicitationQueue,
  links: readonly AskedLink[],
  send: (signal: AbortSignal) => Promise<unknown>,
  signal: AbortSignal,
): Promise<unknown> {
  const finished = (): Set<string> =>
    new Set(
      links.flatMap(({ question }) =>
        question.url && question.entryId !== undefined && queue.getFollowUp(question.entryId) === 'finished' ? [question.entryId] : [],
      ),
    );
  for (;;) {
    const before = finished();
    const leg = new AbortController();
    const follow = (): void => leg.abort(signal.reason);
    if (signal.aborted) follow();
    else signal.addEventListener('abort', follow, { once: true });
    let unsubscribe = (): void => {};
    const again = new Promise<'again'>((resolve) => {
      unsubscribe = queue.subscribe(() => {
        if ([...finished()].some((id) => !before.has(id))) resolve('again');
      });
    });
    const answer = send(leg.signal);
    try {
      const outcome = await Promise.race([answer.then((value) => ({ value })), again]);
      if (outcome !== 'again') return outcome.value;
    } finally {
      unsubscribe();
      signal.removeEventListener('abort', follow);
    }
    // The abandoned leg's own end (an abort error, or a late answer) is of no interest now.
    answer.catch(() => {});
    leg.abort(new Error('The person said they finished: the request is sent again.'));
  }
}
