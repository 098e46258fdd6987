import { useId } from 'react';

export interface ChoiceGroupProps<T extends string> {
  /** The group's visible name (its accessible name too). */
  label: string;
  /** Each choice's value and visible label; `lang` marks a label in another language. */
  options: readonly { value: T; label: string; lang?: string }[];
  value: T;
  onChange: (value: T) => void;
  /** A stable hook for tests: `data-testid` on the group. */
  testId: string;
}

/**
 * A segmented control made of native radio buttons: one Tab stop, arrow keys to choose, a
 * group name screen readers announce ("Theme, radio group"). The inputs are only visually hidden.
 */
export function ChoiceGroup<T extends string>({ label, options, value, onChange, testId }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="choice-group" data-testid={testId} data-value={value}>
      <legend className="choice-group-label">{label}</legend>
      <div className="choice-group-options">
        {options.map((option) => (
          <label key={option.value} className="choice" lang={option.lang}>
            <input
              type="radio"
              className="choice-input"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="choice-label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
