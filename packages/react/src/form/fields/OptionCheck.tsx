import type { ReactNode } from 'react';
import type { FieldRegistration } from '../propGetters.js';
import type { FieldProps } from './types.js';

/** DOM id of option `index` of a choice field: the first option takes the field's own id. */
export const optionId = (id: string, index: number | 'none'): string => (index === 0 ? id : `${id}-${index}`);

/**
 * One option of a choice group: a radio button (single choice) or a checkbox (multi-select)
 * with its label. Options are addressed by index, so the value is the index as text (`""`
 * for the "no answer" radio). `none` marks that kit-written option. A plain function, not a
 * component: it adds no layer (fiber) per option; `key` goes on its outer element.
 */
export function optionCheck({ key, type, id, value, registration, invalid, part, hidden, none, children }: {
  key?: string | number;
  type: 'radio' | 'checkbox';
  id: string;
  value: string;
  registration: FieldRegistration;
  invalid?: boolean;
  part: FieldProps['part'];
  hidden?: boolean;
  none?: boolean;
  children: ReactNode;
}) {
  return (
    <div key={key} className={part('check')} hidden={hidden || undefined}>
      <input {...registration} id={id} className={part(type)} type={type} value={value} aria-invalid={invalid || undefined} />
      <label className={part('option-label')} htmlFor={id} dir={none ? undefined : 'auto'} data-none={none ? '' : undefined}>
        {children}
      </label>
    </div>
  );
}
