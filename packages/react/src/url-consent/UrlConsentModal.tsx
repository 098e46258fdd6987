// The modal behind UrlConsentDialog, loaded on demand: it carries @radix-ui/react-dialog.
import { cancel } from '@elicit-kit/core';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { CrashFallback } from '../shared/CrashFallback.js';
import { keepOpenOnOutsideInteraction } from '../shared/dialog.js';
import { usePart } from '../shared/part.js';
import { GuardedConsent, type ResolvedConsentProps } from './GuardedConsent.js';
import type { UrlConsentProps } from './UrlConsent.js';
import type { UrlConsentDialogProps } from './UrlConsentDialog.js';
import { isUrlConsentClosed, useUrlConsent } from './useUrlConsent.js';
import { UrlConsentView } from './UrlConsentView.js';

function DialogBody(props: ResolvedConsentProps<UrlConsentDialogProps>) {
  const part = usePart(props.unstyled);
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
          <UrlConsentView
            {...props}
            consent={consent}
            messageId={messageId}
            renderTitle={(heading) => <Dialog.Title asChild>{heading}</Dialog.Title>}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogFallback(props: ResolvedConsentProps<UrlConsentDialogProps>) {
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
        <Dialog.Content
          className={part('url-dialog')}
          data-ek-part="url-dialog"
          aria-describedby={undefined}
          onInteractOutside={keepOpenOnOutsideInteraction}
        >
          <div className={part('root')}>
            <Dialog.Title className={part('url-title')}>{props.messages.title}</Dialog.Title>
            <CrashFallback messages={props.messages} onRespond={(r) => respond(r, {})} unstyled={props.unstyled} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The modal URL consent; see {@link UrlConsentDialog}, which loads this module on demand. */
export function UrlConsentModal(props: UrlConsentDialogProps) {
  return <GuardedConsent props={props} Body={DialogBody} Fallback={DialogFallback} />;
}
