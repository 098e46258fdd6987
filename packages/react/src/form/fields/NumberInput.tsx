import type { NumberField } from '@elicit-kit/core';
import { labelledInput } from './LabelledInput.js';
import type { FieldProps } from './types.js';

/**
 * A number or integer field. A text input with a numeric keyboard, so the person types the
 * way their locale writes numbers (`1,5` in German); blank means no answer.
 */
export function NumberInput(props: FieldProps<NumberField>) {
  return labelledInput(props, {
    className: props.part('input', props.part('input-number')),
    type: 'text',
    inputMode: props.field.integer ? 'numeric' : 'decimal',
    autoComplete: 'off',
  });
}
