import type { KeyboardEvent } from 'react';

/**
 * Stops a held Enter's repeats inside an elicitation. An Enter held down to start something
 * elsewhere (a tool button, the previous card's Submit) keeps repeating once a new card takes
 * focus; without this, its repeats would submit a form the person has not seen, or press
 * Decline or Cancel. Only a fresh press counts. Multi-line text (a textarea from a custom field
 * component, contenteditable) keeps its repeated new lines. Returns whether the event was stopped.
 */
export function stopHeldEnter(event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' || !event.repeat) return false;
  const target = event.target as HTMLElement;
  if (target.tagName === 'TEXTAREA' || target.isContentEditable) return false;
  event.preventDefault();
  return true;
}
