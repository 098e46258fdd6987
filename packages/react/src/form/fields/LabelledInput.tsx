import type { InputHTMLAttributes } from 'react';
import type { FieldProps } from './types.js';

/**
 * Label, one `<input>` wired to the field, then the help texts: shared by text and number
 * fields. A plain function, not a component: it adds no layer (fiber) per field.
 */
export function labelledInput({ field, id, registration, describedBy, invalid, label, help, part }: FieldProps, extra: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label className={part('label')} htmlFor={id}>
        {label}
      </label>
      <input {...registration} {...extra} id={id} required={field.required} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
      {help}
    </>
  );
}
