import type { BooleanField } from '@elicit-kit/core';
import type { FieldProps } from './types.js';

/** A yes/no field: one checkbox (an unchecked box answers `false`, which satisfies a required boolean). */
export function BooleanInput({ field, id, registration, describedBy, invalid, label, help, part }: FieldProps<BooleanField>) {
  return (
    <>
      <div className={part('check')}>
        <input
          {...registration}
          id={id}
          className={part('checkbox')}
          type="checkbox"
          aria-required={field.required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <label className={part('label')} htmlFor={id}>
          {label}
        </label>
      </div>
      {help}
    </>
  );
}
