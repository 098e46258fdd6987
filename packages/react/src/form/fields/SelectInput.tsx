import type { SelectField } from '@elicit-kit/core';
import { FilterBox, useOptionFilter } from './FilterBox.js';
import { fieldLabel } from './FieldLabel.js';
import { groupRoot, inFieldBox, type FieldRoot } from './fieldRoot.js';
import { RADIO_LIMIT, SEARCH_LIMIT } from './limits.js';
import { optionCheck, optionId } from './OptionCheck.js';
import type { FieldProps } from './types.js';

/**
 * A single choice: a radio group in a fieldset when short (≤ 7 options), a drop-down when
 * longer, and a filterable list box when very long (> 100). Options are addressed by index,
 * so an option `""` is a real choice and "nothing chosen" stays distinct. Hook-free itself
 * (the filter state lives in the list's own component), so the form can call it as a plain
 * function: no extra layer (fiber) per radio group.
 */
export function SelectInput(props: FieldProps<SelectField>) {
  return drawSelect(props, undefined);
}

/** {@link SelectInput}, drawn in the field's outer element when the form gives one (fields/fieldRoot.tsx): a radio group is it. */
export function drawSelect(props: FieldProps<SelectField>, root: FieldRoot | undefined) {
  const { field, id, registration, describedBy, invalid, help, messages, part } = props;
  const options = field.options;

  if (options.length <= RADIO_LIMIT) {
    return (
      <fieldset key={root?.key} {...groupRoot(root, part)} aria-describedby={describedBy}>
        {fieldLabel(props, 'legend')}
        {options.flatMap((option, i) =>
          optionCheck({ key: i, type: 'radio', id: optionId(id, i), value: String(i), registration, invalid, part, children: option.label }),
        )}
        {!field.required
          ? optionCheck({ key: -1, type: 'radio', id: optionId(id, 'none'), value: '', registration, part, none: true, children: messages.noAnswer })
          : null}
        {help}
      </fieldset>
    );
  }
  return inFieldBox(root, <SelectList {...props} />);
}

/** A drop-down or, when very long, a filterable list box (with its filter state). */
function SelectList(props: FieldProps<SelectField>) {
  const { field, id, registration, describedBy, invalid, help, messages, part, form, name } = props;
  const options = field.options;
  const { filter, setFilter, matches } = useOptionFilter(options);
  const long = options.length > SEARCH_LIMIT;
  // The chosen option always stays visible, whatever the filter says.
  const value: unknown = form.getValues(name);
  const chosen = filter && (typeof value === 'string' || typeof value === 'number') ? String(value) : '';
  let shown = 0;
  const rendered = options.map((option, i) => {
    const hidden = !matches(i) && chosen !== String(i);
    if (!hidden) shown++;
    return (
      <option key={i} value={String(i)} hidden={hidden || undefined}>
        {option.label}
      </option>
    );
  });
  return (
    <>
      {fieldLabel(props, 'label')}
      {long ? <FilterBox id={id} label={field.label} shown={shown} total={options.length} onFilter={setFilter} messages={messages} part={part} /> : null}
      <select
        {...registration}
        id={id}
        className={part('select')}
        size={long ? 8 : undefined}
        required={field.required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <option value="">{messages.chooseOption}</option>
        {rendered}
      </select>
      {help}
    </>
  );
}
