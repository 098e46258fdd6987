import type { KeyboardEvent } from 'react';

/**
 * `onKeyDownCapture` for the whole app: a held Enter repeats its keydown, and each repeat acts
 * again. On a tool it started a call per repeat; worse, the new request takes focus while the key
 * is still down, and the next repeat submitted its form with the defaults, unseen. Only the first
 * press of Enter acts (a textarea keeps its repeated new lines).
 */
export function ignoreHeldEnter(event: KeyboardEvent): void {
  if (event.repeat && event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement)) event.preventDefault();
}
