import type { ConstField } from '@elicit-kit/core';
import { fieldLabel } from './FieldLabel.js';
import type { FieldProps } from './types.js';

/**
 * A fixed value (`const`): shown in a read-only input (focusable, read by screen readers
 * with its label), never editable; core sends it whatever the input holds.
 */
export function ConstInput(props: FieldProps<ConstField>) {
  const { field, id, describedBy, help, messages, part } = props;
  const shown = typeof field.value === 'boolean' ? (field.value ? messages.yes : messages.no) : String(field.value);
  return (
    <>
      {fieldLabel(props, 'label')}
      <input id={id} className={part('input', part('input-const'))} type="text" readOnly value={shown} dir="auto" aria-describedby={describedBy} />
      {help}
    </>
  );
}
