import type { BooleanField, FieldModel, MultiSelectField, NumberField, SelectField, TextField } from '@elicit-kit/core';
import { useMemo, useState, type ComponentType, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { FormMessages } from './messages.js';
import type { RawValues } from './values.js';

/**
 * What every field component receives. A replacement (through the `components` prop) must
 * spread `registration` on its control(s) (uncontrolled inputs: react-hook-form reads the
 * DOM), give its first control the `id`, and render `help` after its controls: it holds the
 * description, hints, the secret warning and the error message, with the ids `describedBy`
 * lists.
 */
export interface FieldProps<F extends FieldModel = FieldModel> {
  /** Core's model of the field (label and description are server text: render as plain text). */
  field: F;
  /** The safe react-hook-form name (`f0`, `f1`, …), never the schema key. */
  name: string;
  /** DOM id of the first control. */
  id: string;
  /** `register(name, rules)`'s result: spread it on each control. */
  registration: UseFormRegisterReturn;
  /** react-hook-form's methods (e.g. `setValue`, `getValues`) for controls that need them. */
  form: UseFormReturn<RawValues>;
  /** The label content: the field's title plus the required words. */
  label: ReactNode;
  /** Ids of the help texts and error, for `aria-describedby`. */
  describedBy: string | undefined;
  /** Whether the field currently has an error (for `aria-invalid`). */
  invalid: boolean;
  /** Description, hints, warning and error, ready to render after the controls. */
  help: ReactNode;
  messages: FormMessages;
  locale: string | undefined;
  /** Class name helper (`ek-<part>`, or nothing when unstyled). */
  part: (name: string, extra?: string) => string | undefined;
}

/** Replaceable field components, one per field kind. */
export interface FieldComponents {
  text: ComponentType<FieldProps<TextField>>;
  number: ComponentType<FieldProps<NumberField>>;
  boolean: ComponentType<FieldProps<BooleanField>>;
  select: ComponentType<FieldProps<SelectField>>;
  multiselect: ComponentType<FieldProps<MultiSelectField>>;
}

const INPUT_TYPES = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' } as const;

/** Options up to this count render as radio buttons. */
export const RADIO_LIMIT = 7;
/** Above this many options a choice gets a filter box (and a single choice a list box). */
export const SEARCH_LIMIT = 100;
/** Above this many options a multi-select gets a filter box. */
export const MULTI_FILTER_LIMIT = 30;

/** Label, one `<input>` wired to the field, then the help texts: shared by text and number fields. */
function LabelledInput({ field, id, registration, describedBy, invalid, label, help, part, extra }: FieldProps & {
  extra: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <>
      <label className={part('label')} htmlFor={id}>
        {label}
      </label>
      <input
        {...registration}
        {...extra}
        id={id}
        required={field.required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {help}
    </>
  );
}

/**
 * A string field: the input type follows the format (email, url, date; `date-time` becomes
 * `datetime-local` with seconds, sent as RFC 3339 with the person's offset at that date).
 */
export function TextInput(props: FieldProps<TextField>) {
  const { format } = props.field;
  const type = format ? INPUT_TYPES[format] : 'text';
  return (
    <LabelledInput
      {...props}
      extra={{
        className: props.part('input'),
        type,
        step: type === 'datetime-local' ? 1 : undefined,
        dir: type === 'text' || type === 'email' ? 'auto' : undefined,
        autoComplete: format === 'email' ? 'email' : 'off',
      }}
    />
  );
}

/**
 * A number or integer field. A text input with a numeric keyboard, so the person types the
 * way their locale writes numbers (`1,5` in German); blank means no answer.
 */
export function NumberInput(props: FieldProps<NumberField>) {
  return (
    <LabelledInput
      {...props}
      extra={{
        className: props.part('input', props.part('input-number')),
        type: 'text',
        inputMode: props.field.integer ? 'numeric' : 'decimal',
        autoComplete: 'off',
      }}
    />
  );
}

/** A yes/no field: one checkbox (an unchecked box answers `false`, which satisfies a required boolean). */
export function BooleanInput({ field, id, registration, describedBy, invalid, label, help, part }: FieldProps<BooleanField>) {
  return (
    <>
      <div className={part('check')}>
        <input
          {...registration}
          id={id}
          className={part('checkbox')}
          type="checkbox"
          aria-required={field.required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <label className={part('label')} htmlFor={id}>
          {label}
        </label>
      </div>
      {help}
    </>
  );
}

/** Lower-cased option labels and values, for filtering. */
function useHaystack(options: readonly { value: string; label: string }[]): string[] {
  return useMemo(() => options.map((o) => `${o.label}\u0000${o.value}`.toLowerCase()), [options]);
}

/** The filter box of a very long list; hides non-matching options (never unmounts them, so choices stay). */
function FilterBox({ id, label, shown, total, onFilter, messages, part }: {
  id: string;
  label: string;
  shown: number;
  total: number;
  onFilter: (text: string) => void;
  messages: FormMessages;
  part: FieldProps['part'];
}) {
  return (
    <div className={part('filter')}>
      <label className={part('filter-label')} htmlFor={`${id}-filter`}>
        {messages.filterOptions(label)}
      </label>
      <input
        id={`${id}-filter`}
        className={part('input')}
        type="search"
        autoComplete="off"
        aria-controls={id}
        onChange={(e) => onFilter(e.currentTarget.value.trim().toLowerCase())}
      />
      <p className={part('hint')} role="status">
        {messages.filterStatus(shown, total)}
      </p>
    </div>
  );
}

/**
 * A single choice: a radio group in a fieldset when short (≤ 7 options), a drop-down when
 * longer, and a filterable list box when very long (> 100). Options are addressed by index,
 * so an option `""` is a real choice and "nothing chosen" stays distinct.
 */
export function SelectInput(props: FieldProps<SelectField>) {
  const { field, id, registration, describedBy, invalid, label, help, messages, part, form, name } = props;
  const [filter, setFilter] = useState('');
  const haystack = useHaystack(field.options);
  const options = field.options;

  if (options.length <= RADIO_LIMIT) {
    return (
      <fieldset className={part('group')} aria-describedby={describedBy}>
        <legend className={part('legend')}>{label}</legend>
        {options.map((option, i) => (
          <div className={part('check')} key={i}>
            <input
              {...registration}
              id={i === 0 ? id : `${id}-${i}`}
              className={part('radio')}
              type="radio"
              value={String(i)}
              aria-invalid={invalid || undefined}
            />
            <label className={part('option-label')} htmlFor={i === 0 ? id : `${id}-${i}`} dir="auto">
              {option.label}
            </label>
          </div>
        ))}
        {!field.required ? (
          <div className={part('check')}>
            <input {...registration} id={`${id}-none`} className={part('radio')} type="radio" value="" />
            <label className={part('option-label')} htmlFor={`${id}-none`} data-none="">
              {messages.noAnswer}
            </label>
          </div>
        ) : null}
        {help}
      </fieldset>
    );
  }

  const long = options.length > SEARCH_LIMIT;
  // The chosen option always stays visible, whatever the filter says.
  const chosen = filter ? String(form.getValues(name) ?? '') : '';
  let shown = 0;
  const rendered = options.map((option, i) => {
    const hidden = filter !== '' && !haystack[i]!.includes(filter) && chosen !== String(i);
    if (!hidden) shown++;
    return (
      <option key={i} value={String(i)} hidden={hidden || undefined}>
        {option.label}
      </option>
    );
  });
  return (
    <>
      <label className={part('label')} htmlFor={id}>
        {label}
      </label>
      {long ? (
        <FilterBox id={id} label={field.label} shown={shown} total={options.length} onFilter={setFilter} messages={messages} part={part} />
      ) : null}
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

/** Several choices: a checkbox group in a fieldset, with min/max items; a filter box when long (> 30). */
export function MultiSelectInput(props: FieldProps<MultiSelectField>) {
  const { field, id, registration, describedBy, invalid, label, help, messages, part } = props;
  const [filter, setFilter] = useState('');
  const haystack = useHaystack(field.options);
  let shown = 0;
  const boxes = field.options.map((option, i) => {
    const hidden = filter !== '' && !haystack[i]!.includes(filter);
    if (!hidden) shown++;
    return (
      <div className={part('check')} key={i} hidden={hidden || undefined}>
        <input
          {...registration}
          id={i === 0 ? id : `${id}-${i}`}
          className={part('checkbox')}
          type="checkbox"
          value={String(i)}
          aria-invalid={invalid || undefined}
        />
        <label className={part('option-label')} htmlFor={i === 0 ? id : `${id}-${i}`} dir="auto">
          {option.label}
        </label>
      </div>
    );
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

/** The built-in field components; override any of them with the `components` prop. */
export const defaultFieldComponents: FieldComponents = {
  text: TextInput,
  number: NumberInput,
  boolean: BooleanInput,
  select: SelectInput,
  multiselect: MultiSelectInput,
};
