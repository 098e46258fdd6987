import type { ReactElement, ReactNode } from 'react';
import type { FieldRegistration } from '../propGetters.js';
import type { FieldProps } from './types.js';

/** DOM id of option `index` of a choice field: the first option takes the field's own id. */
export const optionId = (id: string, index: number | 'none'): string => (index === 0 ? id : `${id}-${index}`);

/**
 * One option of a choice group: a radio button (single choice) or a checkbox (multi-select)
 * and its label, as two siblings with no wrapper element (the group lays them out in two
 * columns: `.ek-group` in form.css). Options are addressed by index, so the value is the
 * index as text (`""` for the "no answer" radio). `none` marks that kit-written option. A plain
 * function returning the two elements, not a component: it adds no layer (fiber) per option;
 * spread its result into the group's children (`flatMap` for a list). `key`, the option's
 * position in its group (`-1` for the kit's own "no answer"), names both: as numbers, so the
 * React keys are the engine's shared number strings, not two new strings per option.
 */
export function optionCheck({
  key,
  type,
  id,
  value,
  registration,
  invalid,
  part,
  hidden,
  none,
  children,
}: {
  key: number;
  type: 'radio' | 'checkbox';
  id: string;
  value: string;
  registration: FieldRegistration;
  invalid?: boolean;
  part: FieldProps['part'];
  hidden?: boolean;
  none?: boolean;
  children: ReactNode;
}): ReactElement[] {
  return [
    <input
      key={2 * key}
      {...registration}
      id={id}
      className={part(type)}
      type={type}
      value={value}
      aria-invalid={invalid || undefined}
      hidden={hidden || undefined}
    />,
    <label
      key={2 * key + 1}
      className={part('option-label')}
      htmlFor={id}
      dir={none ? undefined : 'auto'}
      data-none={none ? '' : undefined}
      hidden={hidden || undefined}
    >
      {children}
    </label>,
  ];
}
