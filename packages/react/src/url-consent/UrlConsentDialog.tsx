import { cancel } from '@elicit-kit/core/respond';
import { lazy, useId, useState } from 'react';
import { CrashFallback } from '../shared/CrashFallback.js';
import { keepOpenOnOutsideInteraction } from '../shared/dialog.js';
import { LazyDialog } from '../shared/LazyDialog.js';
import { usePart } from '../shared/part.js';
import { GuardedConsent, type ResolvedConsentProps } from './GuardedConsent.js';
import type { UrlConsentProps } from './UrlConsent.js';
import type { RadixDialog } from './UrlConsentModal.js';
import { isUrlConsentClosed, useUrlConsent } from './useUrlConsent.js';
import { UrlConsentView } from './UrlConsentView.js';

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
// It holds Radix alone; the consent below is passed in (see UrlConsentModal.tsx for why).
const UrlConsentModal = lazy(() => import('./UrlConsentModal.js').then((m) => ({ default: m.UrlConsentModal })));

type DialogProps = ResolvedConsentProps<UrlConsentDialogProps> & { Dialog: RadixDialog };

function DialogBody({ Dialog, ...props }: DialogProps) {
  const part = usePart(props.unstyled);
  // Mounted once the frame has loaded, as the dialog appears: Open's arming delay starts then.
  const consent = useUrlConsent(props.params, props);
  const messageId = useId();
  const open = !isUrlConsentClosed(consent.state);
  // There is no Radix Trigger to return to: remember what had focus when the dialog appeared.
  const [returnTo] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : consent.cancel())}>
      <Dialog.Portal container={props.container}>
        <Dialog.Overlay className={part('url-dialog-overlay')} data-ek-part="url-dialog-overlay" />
        <Dialog.Content
          className={part('url-dialog')}
          data-ek-part="url-dialog"
          aria-describedby={consent.message === undefined ? undefined : messageId}
          // Start on the dialog itself, not on Open: a stray Enter must never consent.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
          }}
          onInteractOutside={keepOpenOnOutsideInteraction}
        >
          <UrlConsentView {...props} consent={consent} messageId={messageId} renderTitle={(heading) => <Dialog.Title asChild>{heading}</Dialog.Title>} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogFallback({ Dialog, ...props }: DialogProps) {
  const part = usePart(props.unstyled);
  const [open, setOpen] = useState(true);
  const respond: UrlConsentProps['onRespond'] = (result, info) => {
    setOpen(false);
    props.onRespond(result, info);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : respond(cancel(), {}))}>
      <Dialog.Portal container={props.container}>
        <Dialog.Overlay className={part('url-dialog-overlay')} data-ek-part="url-dialog-overlay" />
        <Dialog.Content className={part('url-dialog')} data-ek-part="url-dialog" aria-describedby={undefined} onInteractOutside={keepOpenOnOutsideInteraction}>
          <div className={part('root')}>
            <Dialog.Title className={part('url-title')}>{props.messages.title}</Dialog.Title>
            <CrashFallback messages={props.messages} onRespond={(r) => respond(r, {})} unstyled={props.unstyled} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The URL consent of {@link UrlConsent} in a modal `@radix-ui/react-dialog`: focus is trapped
 * inside and starts on the dialog (never on Open); Escape and Cancel cancel (after opening:
 * end without retrying, `onAbandon`); a click outside does nothing (see
 * `keepOpenOnOutsideInteraction`: coming back from the opened tab must not abandon); the dialog closes itself once
 * answered and focus returns to where it was before it opened. Open while mounted — mount it
 * when the elicitation arrives, with its own `key`. Radix Dialog (~14 kB gzip) loads the first
 * time a dialog is shown, so a page that never shows one never downloads it.
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
      <UrlConsentModal>{(Dialog) => <GuardedConsent props={{ ...props, Dialog }} Body={DialogBody} Fallback={DialogFallback} />}</UrlConsentModal>
    </LazyDialog>
  );
}
