import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { isUrlConsentClosed, type UrlConsentController, type UrlConsentState } from '../useUrlConsent.js';
import type { UrlConsentMessages } from '../messages.js';
import { useUrlConsentContext, type UrlConsentContextValue } from './context.js';

/** Props of the consent's buttons: any button props, your own label as children, or `asChild` to render your own button. */
export interface ConsentButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  asChild?: boolean | undefined;
  children?: ReactNode;
}

type Getter =
  'getOpenButtonProps' | 'getReopenButtonProps' | 'getFinishButtonProps' | 'getCancelButtonProps' | 'getDeclineButtonProps' | 'getRetryCheckButtonProps';

const DECIDING: ReadonlySet<UrlConsentState> = new Set(['checking', 'invalid', 'blocked', 'ready']);

/** One button part: shown in `when` states, its props from the hook's getter (so its protections come along). */
function consentButton(
  name: string,
  getter: Getter,
  label: keyof UrlConsentMessages,
  when: (consent: UrlConsentController) => boolean,
  extra: (context: UrlConsentContextValue) => ButtonHTMLAttributes<HTMLButtonElement> = () => ({}),
) {
  function ConsentButton({ asChild, children, className, ...own }: ConsentButtonProps) {
    const context = useUrlConsentContext();
    const { consent, messages, part } = context;
    if (!when(consent)) return null;
    const Element = asChild ? Slot : 'button';
    const props = consent[getter]({ ...extra(context), ...own });
    return (
      <Element
        {...props}
        className={part('button', className)}
        data-variant={props['data-action'] === 'open' || props['data-action'] === 'finish' ? 'primary' : undefined}
      >
        {children ?? (messages[label === 'open' && consent.stillWaiting ? 'openAgain' : label] as string)}
      </Element>
    );
  }
  ConsentButton.displayName = name;
  return ConsentButton;
}

/** Open (consent: the only way the link opens): enabled once armed and, behind a strong warning, ticked; described by the destination and each warning. */
export const OpenButton = consentButton(
  'OpenButton',
  'getOpenButtonProps',
  'open',
  (c) => c.state === 'ready',
  ({ consent, ids }) => ({
    // Screen readers hear where Open goes and every warning, in words, at the moment of deciding
    // (asked again for a link already opened: that the server still waits, and where).
    'aria-describedby': consent.stillWaiting
      ? ids.waiting
      : [ids.destinationLabel, ids.destination, ...(consent.report?.warnings ?? []).map(ids.warning)].join(' '),
  }),
);
/** Decline, while the person is deciding (described by the Decline/Cancel help line). */
export const DeclineButton = consentButton(
  'DeclineButton',
  'getDeclineButtonProps',
  'decline',
  (c) => DECIDING.has(c.state) && !c.stillWaiting,
  ({ ids }) => ({ 'aria-describedby': ids.answerHelp }),
);
const AFTER_OPEN: ReadonlySet<UrlConsentState> = new Set(['opened', 'confirming']);

/** Cancel: before opening, answers cancel; after (also while checking with the server), stops the request (abandon). */
export const CancelButton = consentButton(
  'CancelButton',
  'getCancelButtonProps',
  'cancel',
  (c) => DECIDING.has(c.state) || AFTER_OPEN.has(c.state),
  ({ consent, ids }) => (AFTER_OPEN.has(consent.state) || consent.stillWaiting ? {} : { 'aria-describedby': ids.answerHelp }),
);
/** After opening (also while checking with the server): open the same link again. */
export const ReopenButton = consentButton('ReopenButton', 'getReopenButtonProps', 'openAgain', (c) => AFTER_OPEN.has(c.state));
/** After opening: "I've finished — continue" (resume the original request). */
export const FinishButton = consentButton(
  'FinishButton',
  'getFinishButtonProps',
  'finished',
  (c) => c.state === 'opened' || (c.state === 'ready' && c.stillWaiting),
);
/** "Check again" when the link checker did not load. */
export const RetryCheckButton = consentButton('RetryCheckButton', 'getRetryCheckButtonProps', 'retryCheck', (c) => c.state === 'checking' && c.checkFailed);

/** One line that tells Decline from Cancel, while they are offered. */
export function AnswerHelp() {
  const { consent, messages: m, part, ids } = useUrlConsentContext();
  if (!DECIDING.has(consent.state) || consent.stillWaiting) return null;
  return (
    <p className={part('hint')} id={ids.answerHelp} data-ek-part="answer-help">
      {m.linkDeclineOrCancel}
    </p>
  );
}

/**
 * The buttons for the state, in the kit's order: deciding — (Check again,) Decline, Cancel,
 * Open; opened — Cancel, Open the link again, I've finished; confirming — Cancel, Open the link
 * again. Nothing once answered. Pass your
 * own children to arrange the button parts yourself.
 */
export function Actions({ children }: { children?: ReactNode }) {
  const { consent, part } = useUrlConsentContext();
  if (isUrlConsentClosed(consent.state)) return null;
  return (
    <div className={part('actions')} data-ek-part="actions">
      {children ?? (
        <>
          <RetryCheckButton />
          <DeclineButton />
          <CancelButton />
          <ReopenButton />
          <OpenButton />
          <FinishButton />
        </>
      )}
    </div>
  );
}
