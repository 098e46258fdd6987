/**
 * `@elicit-kit/react/fields`: the field components `ElicitationForm` renders, for a host that
 * replaces some through `components` and keeps the rest, and the limits that pick a control.
 *
 * @packageDocumentation
 */
export {
  TextInput,
  NumberInput,
  BooleanInput,
  SelectInput,
  MultiSelectInput,
  SecretInput,
  ListInput,
  ConstInput,
  defaultFieldComponents,
  RADIO_LIMIT,
  SEARCH_LIMIT,
  MULTI_FILTER_LIMIT,
  type FieldProps,
  type FieldComponents,
} from '../form/fields/index.js';
