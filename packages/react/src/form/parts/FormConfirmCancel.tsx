import { useId } from 'react';
import { useFormPart, useFormSlice } from './context.js';

/**
 * Escape's question when the person has typed something: keep editing (focused, so a second
 * Escape or Enter keeps the work) or discard it and cancel. Focus goes back where it was when
 * the question is taken back (the hook's `getKeepEditingButtonProps` does both). Nothing
 * while the question is closed.
 */
export function FormConfirmCancel() {
  const { form, messages, part } = useFormPart();
  const labelId = useId();
  const open = useFormSlice((view) => view.confirmingCancel);
  if (!open) return null;
  return (
    <div className={part('confirm-cancel')} data-ek-part="confirm-cancel" role="group" aria-labelledby={labelId}>
      <p id={labelId} className={part('confirm-cancel-text')}>
        {messages.confirmCancel}
      </p>
      <div className={part('actions')}>
        <button className={part('button')} {...form.getKeepEditingButtonProps()}>
          {messages.keepEditing}
        </button>
        <button className={part('button')} {...form.getDiscardButtonProps()}>
          {messages.discardAndCancel}
        </button>
      </div>
    </div>
  );
}
