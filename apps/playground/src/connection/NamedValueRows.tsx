import type { NamedValue } from './serverTarget.js';

export interface NamedValueRowsProps {
  legend: string;
  rows: readonly NamedValue[];
  onChange: (rows: NamedValue[]) => void;
  /** A row's name, e.g. "Header 2". */
  rowLabel: (index: number) => string;
  nameLabel: (row: string) => string;
  valueLabel: (row: string) => string;
  addLabel: string;
  removeLabel: (what: string) => string;
  testId: string;
  /** Id prefix for the inputs (so a caller can focus a row's value). */
  idPrefix: string;
}

/**
 * Name/value pairs (HTTP headers, environment variables). Values are password fields: a bearer
 * token on screen is one screenshot away from leaking. Every input has its own label ("Header 1 value").
 */
export function NamedValueRows({ legend, rows, onChange, rowLabel, nameLabel, valueLabel, addLabel, removeLabel, testId, idPrefix }: NamedValueRowsProps) {
  const update = (index: number, change: Partial<NamedValue>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="named-values" data-testid={testId}>
      <legend>{legend}</legend>
      {rows.map((row, index) => (
        <div key={index} className="named-value-row">
          <input
            id={`${idPrefix}-name-${index}`}
            className="text-input"
            aria-label={nameLabel(rowLabel(index + 1))}
            value={row.name}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => update(index, { name: event.target.value })}
          />
          <input
            id={`${idPrefix}-value-${index}`}
            className="text-input"
            type="password"
            aria-label={valueLabel(rowLabel(index + 1))}
            value={row.value}
            autoComplete="off"
            onChange={(event) => update(index, { value: event.target.value })}
          />
          <button type="button" className="button button-quiet" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            {removeLabel(rowLabel(index + 1))}
          </button>
        </div>
      ))}
      <button type="button" className="button button-quiet" onClick={() => onChange([...rows, { name: '', value: '' }])}>
        {addLabel}
      </button>
    </fieldset>
  );
}
