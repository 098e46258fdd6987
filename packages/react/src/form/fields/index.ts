// The built-in field components, one file each, and what a replacement receives.
import type { ReactElement } from 'react';
import { BooleanInput, drawBoolean } from './BooleanInput.js';
import { ConstInput } from './ConstInput.js';
import { inFieldBox, type FieldDrawer } from './fieldRoot.js';
import { ListInput } from './ListInput.js';
import { drawMultiSelect, MultiSelectInput } from './MultiSelectInput.js';
import { NumberInput } from './NumberInput.js';
import { SecretInput } from './SecretInput.js';
import { drawSelect, SelectInput } from './SelectInput.js';
import { TextInput } from './TextInput.js';
import type { FieldComponents, FieldProps } from './types.js';

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

/** A built-in without a group of its own, drawn in the field's `<div>`. */
const boxed =
  (draw: (props: FieldProps<never>) => ReactElement): FieldDrawer =>
  (props, root) =>
    inFieldBox(root, draw(props as FieldProps<never>));

/**
 * The built-in components that use no hooks, and how the form draws each with the field's
 * outer element (fields/fieldRoot.tsx): it calls these as plain functions (no extra layer,
 * fiber, per field), and a choice group's `<fieldset>` is the field itself (no `<div>` around
 * it); any other component, e.g. a replacement, is rendered as an element in a `<div>`.
 * Internal, not exported from the package.
 */
export const builtInFieldDrawers: ReadonlyMap<unknown, FieldDrawer> = new Map<unknown, FieldDrawer>([
  [TextInput, boxed(TextInput)],
  [NumberInput, boxed(NumberInput)],
  [ConstInput, boxed(ConstInput)],
  [BooleanInput, drawBoolean as FieldDrawer],
  [SelectInput, drawSelect as FieldDrawer],
  [MultiSelectInput, drawMultiSelect as FieldDrawer],
]);
