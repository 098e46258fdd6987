import type { KeyboardEvent } from 'react';

/**
 * Whether a key press is an Escape that means "not now" to the kit: not one that ends an IME
 * composition (`isComposing`, or keyCode 229 in some browsers: that Escape belongs to the
 * input method, which throws away the half-composed text), and not one something inside
 * already handled (`defaultPrevented`: a filter box clearing its text).
 */
export function isEscapeForUs(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  return !(event.nativeEvent.isComposing || event.keyCode === 229);
}
