import type { MultiSelectField } from '@elicit-kit/core';
import { FilterBox, useOptionFilter } from './FilterBox.js';
import { fieldLabel } from './FieldLabel.js';
import { groupRoot, inFieldBox, type FieldRoot } from './fieldRoot.js';
import { MULTI_FILTER_LIMIT } from './limits.js';
import { optionCheck, optionId } from './OptionCheck.js';
import type { FieldProps } from './types.js';

/** The group itself; `filter` is set (matcher and setter) only for a long list. */
function checkGroup(props: FieldProps<MultiSelectField>, root: FieldRoot | undefined, filter?: ReturnType<typeof useOptionFilter>) {
  const { field, id, registration, describedBy, invalid, help, messages, part } = props;
  let shown = 0;
  const boxes = field.options.flatMap((option, i) => {
    const hidden = filter ? !filter.matches(i) : false;
    if (!hidden) shown++;
    return optionCheck({ key: i, type: 'checkbox', id: optionId(id, i), value: String(i), registration, invalid, part, hidden, children: option.label });
  });
  return (
    <fieldset key={root?.key} {...groupRoot(root, part)} aria-describedby={describedBy}>
      {fieldLabel(props, 'legend')}
      {filter ? (
        <FilterBox id={id} label={field.label} shown={shown} total={field.options.length} onFilter={filter.setFilter} messages={messages} part={part} />
      ) : null}
      {boxes}
      {help}
    </fieldset>
  );
}

/** A long multi-select (> 30 options): the group plus its filter state. */
function FilteredMultiSelect(props: FieldProps<MultiSelectField>) {
  return checkGroup(props, undefined, useOptionFilter(props.field.options));
}

/**
 * Several choices: a checkbox group in a fieldset, with min/max items; a filter box when long
 * (> 30). Hook-free itself (the filter state lives in a child only a long list mounts), so the
 * form can call it as a plain function: no extra layer (fiber) per field.
 */
export function MultiSelectInput(props: FieldProps<MultiSelectField>) {
  return drawMultiSelect(props, undefined);
}

/** {@link MultiSelectInput}, drawn in the field's outer element when the form gives one (fields/fieldRoot.tsx): a short group is it. */
export function drawMultiSelect(props: FieldProps<MultiSelectField>, root: FieldRoot | undefined) {
  return props.field.options.length > MULTI_FILTER_LIMIT ? inFieldBox(root, <FilteredMultiSelect {...props} />) : checkGroup(props, root);
}
