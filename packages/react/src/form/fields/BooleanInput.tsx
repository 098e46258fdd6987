import type { BooleanField } from '@elicit-kit/core';
import { asksYesNo } from '../values.js';
import { fieldLabel } from './FieldLabel.js';
import { groupRoot, inFieldBox, type FieldRoot } from './fieldRoot.js';
import { optionCheck, optionId } from './OptionCheck.js';
import type { FieldProps } from './types.js';

/**
 * A yes/no field. Optional, or with a default: one checkbox (unchecked answers `false`).
 * Required without a default: a Yes / No radio group that must be chosen, so `false` is
 * never sent for a question the person did not answer.
 */
export function BooleanInput(props: FieldProps<BooleanField>) {
  return drawBoolean(props, undefined);
}

/** {@link BooleanInput}, drawn in the field's outer element when the form gives one (fields/fieldRoot.tsx): a Yes / No group is it. */
export function drawBoolean(props: FieldProps<BooleanField>, root: FieldRoot | undefined) {
  const { field, id, registration, describedBy, invalid, help, messages, part } = props;
  if (asksYesNo(field)) {
    return (
      <fieldset key={root?.key} {...groupRoot(root, part, undefined, 'yes-no')} aria-describedby={describedBy}>
        {fieldLabel(props, 'legend')}
        {[
          ...optionCheck({ key: 0, type: 'radio', id: optionId(id, 0), value: 'true', registration, invalid, part, children: messages.yes }),
          ...optionCheck({ key: 1, type: 'radio', id: optionId(id, 1), value: 'false', registration, invalid, part, children: messages.no }),
        ]}
        {help}
      </fieldset>
    );
  }
  // The box and its label are siblings (no wrapper of their own): `.ek-field` puts them side by side.
  return inFieldBox(
    root,
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
    </>,
  );
}
