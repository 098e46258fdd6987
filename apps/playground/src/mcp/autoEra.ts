import type { CallErrorCode } from '../i18n/appMessages.js';
import type { EraChoice } from '../settings/preferences.js';

/**
 * How "Auto" connects the current server: `auto` lets the SDK negotiate (2026-07-28 where the
 * server offers it), `legacy` pins 2025-11-25 once the server turned out to ask only by push.
 */
export type AutoEra = 'auto' | 'legacy';

/** What Auto does about a call that failed with `code`: the era to connect with instead, or `undefined`. */
export function autoEraAfter(choice: EraChoice, current: AutoEra, code: CallErrorCode | undefined): AutoEra | undefined {
  if (choice !== 'auto') return undefined;
  // F5: Python FastMCP offers 2026-07-28 but its ctx.elicit only works over a 2025-11-25 session.
  if (code === 'push-only-server' && current === 'auto') return 'legacy';
  // A server without sessions forgets the capability on 2025-11-25; 2026-07-28 sends it with every request.
  if (code === 'forgetful-server' && current === 'legacy') return 'auto';
  return undefined;
}
