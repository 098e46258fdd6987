// The answers: Submit, Decline, Cancel, and Escape's question before typed work is discarded.
import { Slot } from '@radix-ui/react-slot';
import type { ReactNode } from 'react';
import type { ActionButtonProps, CallerProps } from '../propGetters.js';
import { useFormParts, type FormPartsContextValue } from './context.js';

/** Props of the action buttons: their own label (default: the form's messages) or, with `asChild`, the host's element. */
export interface FormActionProps {
  children?: ReactNode;
  /** Render the host's own button element (Radix's `asChild`), with the action's props merged in. */
  asChild?: boolean;
  className?: string;
}

/**
 * One answer button, a plain function (no layer of its own: the default row draws three per
 * form). The part's own props go through the getter, like any host's (one merge rule).
 */
function actionButton(
  { part }: FormPartsContextValue,
  getProps: (props: CallerProps<HTMLButtonElement>) => ActionButtonProps,
  label: string,
  own: FormActionProps,
  extra: { describedBy?: string; variant?: 'primary' },
) {
  const Button = own.asChild ? Slot : 'button';
  const props = getProps({
    className: part('button', own.className),
    ...(extra.variant && { 'data-variant': extra.variant }),
    'aria-describedby': extra.describedBy,
  });
  return <Button {...props}>{own.children ?? label}</Button>;
}

const submitButton = (context: FormPartsContextValue, own: FormActionProps) =>
  context.controller.canAccept ? actionButton(context, context.controller.getSubmitButtonProps, context.messages.accept, own, { variant: 'primary' }) : null;
const declineButton = (context: FormPartsContextValue, own: FormActionProps) =>
  actionButton(context, context.controller.getDeclineButtonProps, context.messages.decline, own, { describedBy: context.ids.answerHelp });
const cancelButton = (context: FormPartsContextValue, own: FormActionProps) =>
  actionButton(context, context.controller.getCancelButtonProps, context.messages.cancel, own, { describedBy: context.ids.answerHelp });

/**
 * Submit: validates with core and sends exactly the validated content, at most once (a double
 * click or a held Enter sends nothing more). Stays enabled behind the secret gate: pressing it
 * without the tick sends nothing and moves focus to the tick box. Nothing when the request
 * cannot be answered.
 */
export function FormSubmit(own: FormActionProps) {
  return submitButton(useFormParts(), own);
}

/** Decline: "no" to this request (works whatever state the form is in). */
export function FormDecline(own: FormActionProps) {
  return declineButton(useFormParts(), own);
}

/** Cancel: "not now" (sends `cancel` at once; Escape asks first when something was typed). */
export function FormCancel(own: FormActionProps) {
  return cancelButton(useFormParts(), own);
}

/**
 * The default row of answers, in the same order as the URL consent: Decline, Cancel, then
 * Submit (drawn here directly, not as three more components).
 */
export function FormActions({ children }: { children?: ReactNode }) {
  const context = useFormParts();
  return (
    <div className={context.part('actions')} data-ek-part="actions">
      {children ?? (
        <>
          {declineButton(context, {})}
          {cancelButton(context, {})}
          {submitButton(context, {})}
        </>
      )}
    </div>
  );
}
