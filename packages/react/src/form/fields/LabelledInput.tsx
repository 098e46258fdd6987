import type { InputHTMLAttributes } from 'react';
import { fieldLabel } from './FieldLabel.js';
import type { FieldProps } from './types.js';

/**
 * Label, one `<input>` wired to the field, then the help texts: shared by text and number
 * fields. A plain function, not a component: it adds no layer (fiber) per field.
 */
export function labelledInput(props: FieldProps, extra: InputHTMLAttributes<HTMLInputElement>) {
  const { field, id, registration, describedBy, invalid, help } = props;
  return (
    <>
      {fieldLabel(props, 'label')}
      <input {...registration} {...extra} id={id} required={field.required} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
      {help}
    </>
  );
}
