import type { KeyboardEvent } from 'react';

/**
 * Whether a key press is an Escape that means "not now" to the kit: not one that ends an IME
 * composition (`isComposing`, or keyCode 229 in some browsers: that Escape belongs to the
 * input method, which throws away the half-composed text), and not one something inside
 * already handled (`defaultPrevented`: a filter box clearing its text).
 */
export function isEscapeForUs(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  return !isComposing(event.nativeEvent);
}

/** Whether a key press belongs to an input method's composition: `isComposing`, or keyCode 229, which some browsers send instead. */
export function isComposing(event: globalThis.KeyboardEvent): boolean {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- keyCode 229 is the only composition signal some browsers give
  return event.isComposing || event.keyCode === 229;
}
