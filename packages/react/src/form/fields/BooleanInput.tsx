import type { BooleanField } from '@elicit-kit/core';
import { asksYesNo } from '../values.js';
import { fieldLabel } from './FieldLabel.js';
import { optionCheck, optionId } from './OptionCheck.js';
import type { FieldProps } from './types.js';

/**
 * A yes/no field. Optional, or with a default: one checkbox (unchecked answers `false`).
 * Required without a default: a Yes / No radio group that must be chosen, so `false` is
 * never sent for a question the person did not answer.
 */
export function BooleanInput(props: FieldProps<BooleanField>) {
  const { field, id, registration, describedBy, invalid, help, messages, part } = props;
  if (asksYesNo(field)) {
    return (
      <fieldset className={part('group')} aria-describedby={describedBy} data-ek-part="yes-no">
        {fieldLabel(props, 'legend')}
        {[
          ...optionCheck({ key: 0, type: 'radio', id: optionId(id, 0), value: 'true', registration, invalid, part, children: messages.yes }),
          ...optionCheck({ key: 1, type: 'radio', id: optionId(id, 1), value: 'false', registration, invalid, part, children: messages.no }),
        ]}
        {help}
      </fieldset>
    );
  }
  return (
    // The box and its label are siblings (no wrapper): `.ek-field` puts them side by side.
    <>
      <input
        {...registration}
        id={id}
        className={part('checkbox')}
        type="checkbox"
        aria-required={field.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {fieldLabel(props, 'label')}
      {help}
    </>
  );
}
