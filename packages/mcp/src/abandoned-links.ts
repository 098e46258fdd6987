import type { ElicitationQueue } from '@elicit-kit/core';
import type { AskedElicitation } from './ask-person.js';
import { UrlElicitationRefusedError } from './errors.js';

/** A URL question of one call, with the key the server knows it by. */
export interface AskedLink {
  key: string;
  question: AskedElicitation;
}

/** Aborts when the person stops an opened link of this call; `stop()` ends the watch. */
export interface AbandonWatch {
  /** Aborted with a {@link UrlElicitationRefusedError} (`action: 'abandon'`). */
  readonly signal: AbortSignal;
  stop(): void;
}

/**
 * Why this exists: after Open, the person's Cancel on a URL card means "stop the original
 * request", not "retry it" as "I've finished — continue" does. The host records which
 * one it was with `queue.dismissClosed(id, 'abandoned' | 'finished')`; this watch turns an
 * abandoned link of the call into the end of the call, in both eras.
 */
export function watchAbandonedLinks(queue: ElicitationQueue, links: readonly AskedLink[]): AbandonWatch {
  const controller = new AbortController();
  const look = (): void => {
    if (controller.signal.aborted) return;
    const gone = links.find(({ question }) => question.url && question.entryId !== undefined && queue.getFollowUp(question.entryId) === 'abandoned');
    if (gone !== undefined) controller.abort(new UrlElicitationRefusedError(gone.key, 'abandon'));
  };
  const unsubscribe = queue.subscribe(look);
  return { signal: controller.signal, stop: unsubscribe };
}
