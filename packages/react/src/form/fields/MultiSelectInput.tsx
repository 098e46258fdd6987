import type { MultiSelectField } from '@elicit-kit/core';
import { FilterBox, useOptionFilter } from './FilterBox.js';
import { MULTI_FILTER_LIMIT } from './limits.js';
import { optionCheck, optionId } from './OptionCheck.js';
import type { FieldProps } from './types.js';

/** Several choices: a checkbox group in a fieldset, with min/max items; a filter box when long (> 30). */
export function MultiSelectInput(props: FieldProps<MultiSelectField>) {
  const { field, id, registration, describedBy, invalid, label, help, messages, part } = props;
  const { setFilter, matches } = useOptionFilter(field.options);
  let shown = 0;
  const boxes = field.options.map((option, i) => {
    const hidden = !matches(i);
    if (!hidden) shown++;
    return optionCheck({ key: i, type: 'checkbox', id: optionId(id, i), value: String(i), registration, invalid, part, hidden, children: option.label });
  });
  return (
    <fieldset className={part('group')} aria-describedby={describedBy}>
      <legend className={part('legend')}>{label}</legend>
      {field.options.length > MULTI_FILTER_LIMIT ? (
        <FilterBox id={id} label={field.label} shown={shown} total={field.options.length} onFilter={setFilter} messages={messages} part={part} />
      ) : null}
      <div className={part('options')}>{boxes}</div>
      {help}
    </fieldset>
  );
}
