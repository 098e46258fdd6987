// The answers: Submit, Decline, Cancel, and Escape's question before typed work is discarded.
import { Slot } from '@radix-ui/react-slot';
import type { ReactNode } from 'react';
import type { ActionButtonProps, CallerProps } from '../propGetters.js';
import { useFormParts } from './context.js';

/** Props of the action buttons: their own label (default: the form's messages) or, with `asChild`, the host's element. */
export interface FormActionProps {
  children?: ReactNode;
  /** Render the host's own button element (Radix's `asChild`), with the action's props merged in. */
  asChild?: boolean;
  className?: string;
}

function ActionButton({
  getProps,
  label,
  describedBy,
  variant,
  own,
}: {
  getProps: (props: CallerProps<HTMLButtonElement>) => ActionButtonProps;
  label: string;
  describedBy?: string;
  variant?: 'primary';
  own: FormActionProps;
}) {
  const { part } = useFormParts();
  const Button = own.asChild ? Slot : 'button';
  // The part's own props go through the getter, like any host's (one merge rule).
  const props = getProps({ className: part('button', own.className), ...(variant && { 'data-variant': variant }), 'aria-describedby': describedBy });
  return <Button {...props}>{own.children ?? label}</Button>;
}

/**
 * Submit: validates with core and sends exactly the validated content, at most once (a double
 * click or a held Enter sends nothing more). Stays enabled behind the secret gate: pressing it
 * without the tick sends nothing and moves focus to the tick box. Nothing when the request
 * cannot be answered.
 */
export function FormSubmit(own: FormActionProps) {
  const { controller, messages } = useFormParts();
  if (!controller.canAccept) return null;
  return <ActionButton getProps={controller.getSubmitButtonProps} label={messages.accept} variant="primary" own={own} />;
}

/** Decline: "no" to this request (works whatever state the form is in). */
export function FormDecline(own: FormActionProps) {
  const { controller, messages, ids } = useFormParts();
  return <ActionButton getProps={controller.getDeclineButtonProps} label={messages.decline} describedBy={ids.answerHelp} own={own} />;
}

/** Cancel: "not now" (sends `cancel` at once; Escape asks first when something was typed). */
export function FormCancel(own: FormActionProps) {
  const { controller, messages, ids } = useFormParts();
  return <ActionButton getProps={controller.getCancelButtonProps} label={messages.cancel} describedBy={ids.answerHelp} own={own} />;
}

/** The default row of answers, in the same order as the URL consent: Decline, Cancel, then Submit. */
export function FormActions({ children }: { children?: ReactNode }) {
  const { part } = useFormParts();
  return (
    <div className={part('actions')} data-ek-part="actions">
      {children ?? (
        <>
          <FormDecline />
          <FormCancel />
          <FormSubmit />
        </>
      )}
    </div>
  );
}
