import type { ConstField } from '@elicit-kit/core';
import type { FieldProps } from './types.js';

/**
 * A fixed value (`const`): shown in a read-only input (focusable, read by screen readers
 * with its label), never editable; core sends it whatever the input holds.
 */
export function ConstInput({ field, id, describedBy, label, help, messages, part }: FieldProps<ConstField>) {
  const shown = typeof field.value === 'boolean' ? (field.value ? messages.yes : messages.no) : String(field.value);
  return (
    <>
      <label className={part('label')} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={part('input', part('input-const'))} type="text" readOnly value={shown} dir="auto" aria-describedby={describedBy} />
      {help}
    </>
  );
}
