'use client';
// shadcn/ui registry item "elicitation-form": an MCP form elicitation drawn with Tailwind classes and shadcn's
// tokens, on @elicit-kit/react's headless hook. Every protection (Submit once, held Enter, Escape that asks
// before dropping typed answers, the secret tick, focus after answering) comes from the hook's prop getters:
// keep spreading them when you restyle. The same protection suite as the kit's ElicitationForm runs against
// this file (packages/react/src/form/registry.protections.browser.test.tsx).
import { useSyncExternalStore } from 'react';
import { useElicitationForm, type UseElicitationFormOptions } from '@elicit-kit/react';
import { asksYesNo } from '@elicit-kit/react/primitives';

export interface ElicitationFormProps {
  /** The untrusted `elicitation/create` params. */
  params: unknown;
  /** Who asks: your description of the server, never the server's own words. */
  server: { name: string; title?: string };
  /** Called exactly once: accept (with the typed content), decline or cancel. */
  onRespond: UseElicitationFormOptions['onRespond'];
  className?: string;
}

const input =
  'flex h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive';
const button =
  'inline-flex h-9 items-center justify-center rounded-md px-4 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-disabled:opacity-50 disabled:opacity-50';
const outline = `${button} border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground`;

export function ElicitationForm({ params, server, onRespond, className }: ElicitationFormProps) {
  const form = useElicitationForm(params, { onRespond });
  // Re-render when the errors change.
  useSyncExternalStore(form.errors.subscribeCount, form.errors.count, form.errors.count);
  const declineCancel = (
    <>
      <button {...form.getDeclineButtonProps()} className={outline}>
        Decline
      </button>
      <button {...form.getCancelButtonProps()} className={outline}>
        Cancel
      </button>
    </>
  );
  if (form.problem) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm text-destructive">
        {server.title ?? server.name} sent a request this app cannot show.
        <div className="mt-3 flex gap-2">{declineCancel}</div>
      </div>
    );
  }
  return (
    <div {...form.getRootProps()} className={`rounded-xl border bg-card text-card-foreground shadow-sm ${className ?? ''}`}>
      <div className="border-b bg-muted px-4 py-2 text-sm text-muted-foreground">
        Request from <strong className="text-foreground">{server.title ?? server.name}</strong> ({server.name})
      </div>
      <form {...form.getFormProps()} className="grid gap-4 p-4">
        {form.message ? (
          <div className="rounded-md border-l-4 bg-muted px-3 py-2 text-sm">
            <p className="text-xs text-muted-foreground">The server’s message (not checked by this app):</p>
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{form.message}</p>
          </div>
        ) : null}
        {form.fields.map(({ field, id }) => {
          const control = form.getFieldProps(field.key);
          if (!control) return null;
          const error = form.fieldError(control.name);
          const errorLine = control['aria-describedby'] ? (
            <p id={control['aria-describedby']} className="text-sm text-destructive">
              Check this answer ({error?.code ?? 'invalid'}).
            </p>
          ) : null;
          const label = (
            <label htmlFor={id} className="text-sm font-medium">
              {field.label}
              {field.required ? <span className="text-muted-foreground"> (required)</span> : null}
            </label>
          );
          if (field.kind === 'boolean' && !asksYesNo(field)) {
            return (
              <div key={field.key} className="flex items-center gap-2">
                <input {...control} type="checkbox" className="size-4 accent-primary" />
                {label}
                {errorLine}
              </div>
            );
          }
          if (field.kind === 'boolean' || field.kind === 'select' || field.kind === 'multiselect') {
            // Option values are indexes: the hook maps them back to the schema's values.
            const options = field.kind === 'boolean' ? [{ label: 'Yes' }, { label: 'No' }] : field.options;
            const value = (i: number) => (field.kind === 'boolean' ? String(i === 0) : String(i));
            return (
              <fieldset key={field.key} className="grid gap-2" aria-describedby={control['aria-describedby']}>
                <legend className="text-sm font-medium">{field.label}</legend>
                {options.map((option, i) => (
                  <div key={i} className="flex items-center gap-2">
                    <input
                      {...control}
                      id={`${id}-${i}`}
                      type={field.kind === 'multiselect' ? 'checkbox' : 'radio'}
                      value={value(i)}
                      className="size-4 accent-primary"
                    />
                    <label htmlFor={`${id}-${i}`} className="text-sm">
                      {option.label}
                    </label>
                  </div>
                ))}
                {errorLine}
              </fieldset>
            );
          }
          if (field.kind === 'const') {
            return (
              <p key={field.key} className="text-sm">
                {field.label}: <strong>{String(field.default ?? '')}</strong>
              </p>
            );
          }
          return (
            <div key={field.key} className="grid gap-2">
              {label}
              <input
                {...control}
                type={form.secretKeys.has(field.key) ? 'password' : 'text'}
                inputMode={field.kind === 'number' ? 'decimal' : undefined}
                className={input}
              />
              {field.description ? <p className="text-sm text-muted-foreground">{field.description}</p> : null}
              {errorLine}
            </div>
          );
        })}
        {form.secretGate === 'acknowledge' && form.status !== 'responded' ? (
          <div className="flex items-start gap-2 rounded-md border border-destructive p-3 text-sm font-medium">
            <input {...form.getAcknowledgeProps()} className="mt-0.5 size-4 accent-primary" />
            <label htmlFor={form.getAcknowledgeProps().id}>I understand this sends a password or other secret to {server.title ?? server.name}.</label>
          </div>
        ) : null}
        {form.confirmingCancel ? (
          <div role="group" aria-label="Discard your answers?" className="flex flex-wrap gap-2 rounded-md bg-muted p-3 text-sm">
            <button {...form.getKeepEditingButtonProps()} className={outline}>
              Keep editing
            </button>
            <button {...form.getDiscardButtonProps()} className={`${button} bg-destructive text-white`}>
              Discard and cancel
            </button>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {declineCancel}
          <button {...form.getSubmitButtonProps()} className={`${button} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90`}>
            Submit
          </button>
        </div>
        {/* After the buttons, so they do not move under a double click's second press. */}
        {form.status === 'responded' ? (
          <p {...form.getStatusProps()} className="text-sm text-muted-foreground">
            Your answer was sent.
          </p>
        ) : null}
      </form>
    </div>
  );
}
