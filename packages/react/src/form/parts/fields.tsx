import { useMemo, type ReactNode } from 'react';
import { FieldSlot } from '../FieldSlot.js';
import type { FormFieldEntry } from '../useElicitationForm.js';
import { useFormParts, type FormPartsContextValue } from './context.js';

function useFlagged(context: FormPartsContextValue) {
  const sensitive = context.controller.sensitive;
  return useMemo(() => new Map(sensitive?.fields.map((f) => [f.key, f])), [sensitive]);
}

function slot(context: FormPartsContextValue, flagged: ReturnType<typeof useFlagged>, entry: FormFieldEntry): ReactNode {
  return (
    <FieldSlot
      key={entry.name}
      entry={entry}
      form={context.controller.form}
      components={context.components}
      messages={context.messages}
      locale={context.locale}
      part={context.part}
      errors={context.controller.errors}
      sensitive={flagged.get(entry.field.key)}
    />
  );
}

/**
 * The group that holds fields: when nothing can be sent, what the request asks stays readable
 * but nothing can be typed or changed (a prefilled field that looks answerable would mislead).
 */
function ReadOnlyWhenUnanswerable({ context, children }: { context: FormPartsContextValue; children: ReactNode }) {
  if (context.controller.canAccept) return children;
  return (
    <fieldset className={context.part('group', context.part('read-only'))} disabled data-ek-part="read-only-fields">
      {children}
    </fieldset>
  );
}

/**
 * Every field of the request, in schema order: label, control, description, limits, secret
 * warning and error, wired for assistive technology (`data-kind`, `data-required`,
 * `data-invalid`, `data-sensitive` on each). Read-only when the request cannot be answered.
 */
export function FormFields() {
  const context = useFormParts();
  const flagged = useFlagged(context);
  return <ReadOnlyWhenUnanswerable context={context}>{context.controller.fields.map((entry) => slot(context, flagged, entry))}</ReadOnlyWhenUnanswerable>;
}

/**
 * One field, by its schema key (`name` is the property's name in `requestedSchema`), for a
 * layout that places fields itself. Nothing for a key the form does not render. Submit checks
 * every field of the request, shown or not: render each one somewhere, or a required field left
 * out can never be filled in.
 */
export function FormField({ name }: { name: string }) {
  const context = useFormParts();
  const flagged = useFlagged(context);
  const entry = context.controller.fields.find((f) => f.field.key === name);
  if (!entry) return null;
  return <ReadOnlyWhenUnanswerable context={context}>{slot(context, flagged, entry)}</ReadOnlyWhenUnanswerable>;
}
