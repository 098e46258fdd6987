import type { ReactNode } from 'react';
import { useFormPart } from './context.js';

/**
 * The `<form>` around the fields and actions: Submit (the button or Enter) validates with
 * core and sends at most once; before hydration the browser submits nowhere.
 */
export function FormContent({ children, className }: { children?: ReactNode; className?: string }) {
  // The stable share: nothing the <form> shows changes with the state (onSubmit reads the view
  // when it runs), so a Submit does not re-render it.
  const { form, part, ids } = useFormPart();
  return (
    <form
      className={part('form-body', className)}
      {...form.getFormProps()}
      // No accessible name on purpose: a named <form> is a landmark, and two requests from one
      // server in one round would be two landmarks with the same name (axe landmark-unique).
      // The server identity says who asks; inside ElicitationHost the card's named group
      // ("Request 1 of 3 from …") does too.
      aria-describedby={form.message ? ids.message : undefined}
    >
      {children}
    </form>
  );
}
