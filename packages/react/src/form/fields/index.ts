// The built-in field components, one file each, and what a replacement receives.
import { BooleanInput } from './BooleanInput.js';
import { ConstInput } from './ConstInput.js';
import { ListInput } from './ListInput.js';
import { MultiSelectInput } from './MultiSelectInput.js';
import { NumberInput } from './NumberInput.js';
import { SecretInput } from './SecretInput.js';
import { SelectInput } from './SelectInput.js';
import { TextInput } from './TextInput.js';
import type { FieldComponents } from './types.js';

export { TextInput, NumberInput, BooleanInput, SelectInput, MultiSelectInput, SecretInput, ListInput, ConstInput };
export { RADIO_LIMIT, SEARCH_LIMIT, MULTI_FILTER_LIMIT } from './limits.js';
export type { FieldProps, FieldComponents } from './types.js';

/** The built-in field components; override any of them with the `components` prop. */
export const defaultFieldComponents: FieldComponents = {
  text: TextInput,
  number: NumberInput,
  boolean: BooleanInput,
  select: SelectInput,
  multiselect: MultiSelectInput,
  secret: SecretInput,
  list: ListInput,
  const: ConstInput,
};

/**
 * The built-in components that use no hooks: the form calls these as plain functions (no
 * extra layer, fiber, per field); any other component, e.g. a replacement, is rendered as an
 * element. Internal, not exported from the package.
 */
export const hookFreeFieldComponents: ReadonlySet<unknown> = new Set<unknown>([
  TextInput,
  NumberInput,
  BooleanInput,
  SelectInput,
  MultiSelectInput,
  ConstInput,
]);
