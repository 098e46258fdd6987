import type { TextField } from '@elicit-kit/core';
import { labelledInput } from './LabelledInput.js';
import type { FieldProps } from './types.js';

const INPUT_TYPES: Partial<Record<string, 'email' | 'url' | 'date' | 'datetime-local'>> = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'datetime-local',
};

/**
 * A string field: the input type follows the format (email, url, date; `date-time` becomes
 * `datetime-local` with seconds, sent as RFC 3339 with the person's offset at that date).
 */
export function TextInput(props: FieldProps<TextField>) {
  const { format } = props.field;
  // Other formats (uuid, time with its offset, host names…) are typed as text; core checks them.
  const type = (format && INPUT_TYPES[format]) || 'text';
  return labelledInput(props, {
    className: props.part('input'),
    type,
    step: type === 'datetime-local' ? 1 : undefined,
    dir: type === 'text' || type === 'email' ? 'auto' : undefined,
    autoComplete: format === 'email' ? 'email' : 'off',
  });
}
