import { useMemo, useState } from 'react';
import type { FormMessages } from '../messages.js';
import type { FieldProps } from './types.js';

/**
 * The filter of a long option list: the typed text (trimmed, lower-cased) and whether option
 * `index` matches it by label or value. Non-matching options are hidden, never unmounted, so
 * choices stay.
 */
export function useOptionFilter(options: readonly { value: string | number; label: string }[]) {
  const [filter, setFilter] = useState('');
  const haystack = useMemo(() => options.map((o) => `${o.label}\u0000${o.value}`.toLowerCase()), [options]);
  return { filter, setFilter, matches: (index: number) => filter === '' || haystack[index]!.includes(filter) };
}

/** The filter box of a long list, with a live count of the options shown. */
export function FilterBox({
  id,
  label,
  shown,
  total,
  onFilter,
  messages,
  part,
}: {
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
        onKeyDown={(e) => {
          // Enter in a search box is a search reflex, never the form's Accept (nothing is sent without an explicit Accept).
          if (e.key === 'Enter') e.preventDefault();
          // Escape first clears the filter; only an Escape in an empty box reaches the form (cancel).
          if (e.key === 'Escape' && e.currentTarget.value !== '') {
            e.preventDefault();
            e.currentTarget.value = '';
            onFilter('');
          }
        }}
      />
      <p className={part('hint')} role="status">
        {messages.filterStatus(shown, total)}
      </p>
    </div>
  );
}
