// The answers: Submit, Decline, Cancel, and Escape's question before typed work is discarded.
import { Slot } from '@radix-ui/react-slot';
import type { ReactNode } from 'react';
import type { ActionButtonProps, CallerProps } from '../propGetters.js';
import { useFormPart, useFormSlice, type FormPartsStable } from './context.js';

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
  { part }: FormPartsStable,
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

const submitButton = (context: FormPartsStable, own: FormActionProps, canAccept: boolean) =>
  canAccept ? actionButton(context, context.form.getSubmitButtonProps, context.messages.accept, own, { variant: 'primary' }) : null;
const declineButton = (context: FormPartsStable, own: FormActionProps) =>
  actionButton(context, context.form.getDeclineButtonProps, context.messages.decline, own, { describedBy: context.ids.answerHelp });
const cancelButton = (context: FormPartsStable, own: FormActionProps) =>
  actionButton(context, context.form.getCancelButtonProps, context.messages.cancel, own, { describedBy: context.ids.answerHelp });

/**
 * What the buttons draw follows: once answered they are inert (the getters read that at each
 * call), and Submit shows only while the form can be accepted (`canAccept`, returned).
 */
function useButtonState(): boolean {
  // One subscription for both (a number: the same while neither changed).
  const state = useFormSlice((view) => (view.status === 'responded' ? 2 : 0) + (view.canAccept ? 1 : 0));
  return (state & 1) === 1;
}

/**
 * Submit: validates with core and sends exactly the validated content, at most once (a double
 * click or a held Enter sends nothing more). Stays enabled behind the secret gate: pressing it
 * without the tick sends nothing and moves focus to the tick box. Nothing when the request
 * cannot be answered.
 */
export function FormSubmit(own: FormActionProps) {
  const canAccept = useButtonState();
  return submitButton(useFormPart(), own, canAccept);
}

/** Decline: "no" to this request (works whatever state the form is in). */
export function FormDecline(own: FormActionProps) {
  useButtonState();
  return declineButton(useFormPart(), own);
}

/** Cancel: "not now" (sends `cancel` at once; Escape asks first when something was typed). */
export function FormCancel(own: FormActionProps) {
  useButtonState();
  return cancelButton(useFormPart(), own);
}

/**
 * The default row of answers, in the same order as the URL consent: Decline, Cancel, then
 * Submit (drawn here directly, not as three more components).
 */
export function FormActions({ children }: { children?: ReactNode }) {
  const context = useFormPart();
  const canAccept = useButtonState();
  return (
    <div className={context.part('actions')} data-ek-part="actions">
      {children ?? (
        <>
          {declineButton(context, {})}
          {cancelButton(context, {})}
          {submitButton(context, {}, canAccept)}
        </>
      )}
    </div>
  );
}
