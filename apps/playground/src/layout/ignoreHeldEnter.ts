import type { KeyboardEvent } from 'react';

/**
 * `onKeyDownCapture` for the app's own controls: a held Enter repeats its keydown, and on a tool
 * button each repeat started another call. Only the first press of Enter acts (a textarea keeps
 * its repeated new lines). The kit's cards guard themselves the same way (a request that takes
 * focus while the key is still down is not submitted by its repeats); this covers the rest.
 */
export function ignoreHeldEnter(event: KeyboardEvent): void {
  if (event.repeat && event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement)) event.preventDefault();
}
