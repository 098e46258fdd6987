// A bare UI built only on useElicitationForm — plain inputs and buttons, no kit component —
// passes the same protection suite as ElicitationForm (protections.suite.tsx): the
// protections live in the hook's prop getters, not in the kit's views.
import { useSyncExternalStore } from 'react';
import { describeFormProtections, type FormUnderTestProps } from './protections.suite.js';
import { useElicitationForm } from './useElicitationForm.js';

function BareForm({ params, onRespond }: FormUnderTestProps) {
  const form = useElicitationForm(params, { onRespond, idPrefix: 'bare' });
  // Re-render when the errors change (a real UI would subscribe per field).
  useSyncExternalStore(form.errors.subscribeCount, form.errors.count, form.errors.count);
  return (
    <div {...form.getRootProps()}>
      <form {...form.getFormProps()}>
        {form.fields.map(({ field }) => {
          const control = form.getFieldProps(field.key)!;
          return (
            <p key={field.key}>
              <label htmlFor={control.id}>{field.label}</label>
              <input type={form.secretKeys.has(field.key) ? 'password' : 'text'} {...control} />
              {control['aria-describedby'] ? <span id={control['aria-describedby']}>{form.fieldError(control.name)?.code}</span> : null}
            </p>
          );
        })}
        {form.secretGate === 'acknowledge' && form.status !== 'responded' ? (
          <p>
            <input {...form.getAcknowledgeProps()} />
            <label htmlFor={form.getAcknowledgeProps().id}>I understand</label>
          </p>
        ) : null}
        {form.confirmingCancel ? (
          <p>
            <button {...form.getKeepEditingButtonProps()}>Keep editing</button>
            <button {...form.getDiscardButtonProps()}>Discard and cancel</button>
          </p>
        ) : null}
        {form.status === 'responded' ? <p {...form.getStatusProps()}>Your answer was sent.</p> : null}
        <button {...form.getDeclineButtonProps()}>Decline</button>
        <button {...form.getCancelButtonProps()}>Cancel</button>
        <button {...form.getSubmitButtonProps()}>Submit</button>
      </form>
    </div>
  );
}

describeFormProtections('A bare UI on useElicitationForm', BareForm);
