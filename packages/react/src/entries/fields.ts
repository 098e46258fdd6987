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
// What a replacement field component spreads and reads (the kit's own types, no react-hook-form type).
export type { FieldRegistration, FormValuesAccess } from '../form/propGetters.js';
