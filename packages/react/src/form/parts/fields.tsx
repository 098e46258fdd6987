import type { SensitiveField } from '@elicit-kit/core';
import { memo, useMemo, useState, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { drawField, sameFieldInput, type FieldSlotInput } from '../FieldSlot.js';
import type { FieldErrorStore } from '../fieldErrors.js';
import type { FieldComponents } from '../fields/types.js';
import { useLocalTimeOffset } from '../localTimeOffset.js';
import type { FormMessages } from '../messages.js';
import type { FormValuesAccess } from '../propGetters.js';
import type { FormFieldEntry, SensitiveFindings } from '../useElicitationForm.js';
import type { Part } from '../../shared/part.js';
import { useFormPart, useFormSlice, type FormPartsStable } from './context.js';

/** What the fields are drawn with: only what they need, so a change elsewhere in the form leaves them alone. */
interface FieldListProps {
  entries: readonly FormFieldEntry[];
  form: FormValuesAccess;
  components: FieldComponents;
  messages: FormMessages;
  locale: string | undefined;
  part: Part;
  errors: FieldErrorStore;
  sensitive: SensitiveFindings | undefined;
  canAccept: boolean;
}

/**
 * The list's props from the kit's stable share and the two slices of the state the fields show:
 * a Submit that changes neither (a valid one) re-renders neither the caller nor the list.
 */
function useListProps(context: FormPartsStable, entries: readonly FormFieldEntry[]): FieldListProps {
  // One subscription for both: whether it can be sent, or the whole view once the secret check
  // flagged something (rare; the list itself is still skipped while its props stay the same).
  const shown = useFormSlice((v) => (v.sensitive ? v : v.canAccept));
  const sensitive = typeof shown === 'boolean' ? undefined : shown.sensitive;
  const canAccept = typeof shown === 'boolean' ? shown : shown.canAccept;
  const { form, errors } = context.form;
  return {
    entries,
    form,
    components: context.components,
    messages: context.messages,
    locale: context.locale,
    part: context.part,
    errors,
    sensitive,
    canAccept,
  };
}

/**
 * The fields themselves, memoised: a new request share or a secret-flagged view re-renders the
 * caller, but while these props stay the same the fields are skipped as a whole instead of one
 * by one (no new element or fiber per field for those renders). It alone subscribes to the
 * errors and hands each field its own: a field is a plain function's element (FieldSlot.tsx,
 * no component per field), kept here while what it is drawn from stays the same, so a changed
 * error redraws that field only (React skips an element it is handed again) and no field pays
 * for a subscription or a layer.
 */
const FieldList = memo(function FieldList({ entries, form, components, messages, locale, part, errors, sensitive, canAccept }: FieldListProps) {
  useSyncExternalStore(errors.subscribeCount, errors.version, errors.version);
  const flagged = useMemo(() => new Map<string, SensitiveField>(sensitive?.fields.map((f) => [f.key, f])), [sensitive]);
  const timeOffset = useLocalTimeOffset();
  // Each field's last input and element, by safe name (the same names for the form's life).
  const [drawn] = useState(() => new Map<string, { input: FieldSlotInput; element: ReactElement }>());
  const slots = entries.map((entry) => {
    const input: FieldSlotInput = {
      entry,
      form,
      components,
      messages,
      locale,
      part,
      error: errors.get(entry.name),
      sensitive: flagged.get(entry.field.key),
      timeOffset: entry.field.kind === 'text' && entry.field.format === 'date-time' ? timeOffset : undefined,
    };
    const last = drawn.get(entry.name);
    if (last && sameFieldInput(last.input, input)) return last.element;
    const element = drawField(input);
    drawn.set(entry.name, { input, element });
    return element;
  });
  return readOnlyWhenUnanswerable(canAccept, part, slots);
});

/**
 * The group that holds fields: when nothing can be sent, what the request asks stays readable
 * but nothing can be typed or changed (a prefilled field that looks answerable would mislead).
 * A plain function: no layer of its own.
 */
function readOnlyWhenUnanswerable(canAccept: boolean, part: Part, children: ReactNode) {
  if (canAccept) return children;
  return (
    <fieldset className={part('group', part('read-only'))} disabled data-ek-part="read-only-fields">
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
  const context = useFormPart();
  return <FieldList {...useListProps(context, context.form.fields)} />;
}

/**
 * One field, by its schema key (`name` is the property's name in `requestedSchema`), for a
 * layout that places fields itself. Nothing for a key the form does not render. Submit checks
 * every field of the request, shown or not: render each one somewhere, or a required field left
 * out can never be filled in.
 */
export function FormField({ name }: { name: string }) {
  const context = useFormPart();
  const fields = context.form.fields;
  const entries = useMemo(() => fields.filter((f) => f.field.key === name).slice(0, 1), [fields, name]);
  const props = useListProps(context, entries);
  if (entries.length === 0) return null;
  return <FieldList {...props} />;
}
