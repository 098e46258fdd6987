import { lazy } from 'react';
import { LazyDialog } from '../shared/LazyDialog.js';
import type { UrlConsentProps } from './UrlConsent.js';

/** Props of {@link UrlConsentDialog}: those of {@link UrlConsent} plus where to portal the dialog. */
export interface UrlConsentDialogProps extends UrlConsentProps {
  /**
   * Where the dialog is portalled (default `document.body`). Pass an element inside your
   * themed tree (e.g. one carrying `data-theme="dark"`) so the kit's tokens apply.
   */
  container?: HTMLElement | null;
}

// A module of its own, reached only through this import(): a bundler that sees the public
// export here cannot pull Radix Dialog into the initial chunk of an app that never shows a dialog.
const UrlConsentModal = lazy(() => import('./UrlConsentModal.js').then((m) => ({ default: m.UrlConsentModal })));

/**
 * The URL consent of {@link UrlConsent} in a modal `@radix-ui/react-dialog`: focus is trapped
 * inside and starts on the dialog (never on Open); Escape and Cancel cancel (after opening:
 * end without retrying, `onAbandon`); a click outside does nothing (see
 * `keepOpenOnOutsideInteraction`: coming back from the opened tab must not abandon); the dialog closes itself once
 * answered and focus returns to where it was before it opened. Open while mounted — mount it
 * when the elicitation arrives, with its own `key`. Its code (with Radix Dialog, ~14 kB gzip)
 * loads the first time a dialog is shown, so a page that never shows one never downloads it.
 *
 * Example:
 *
 * ```tsx
 * {pending && <UrlConsentDialog key={pending.id} params={pending.params} server={pending.server} onRespond={answer} />}
 * ```
 */
export function UrlConsentDialog(props: UrlConsentDialogProps) {
  return (
    <LazyDialog>
      <UrlConsentModal {...props} />
    </LazyDialog>
  );
}
