import type { ReactElement } from 'react';
import type { FieldProps } from './types.js';

/**
 * The attributes of a field's outer element, `data-ek-part="field"` (FieldSlot.tsx makes
 * them). Internal: the form hands them to the built-ins it calls itself, so a choice group's
 * `<fieldset>` is that outer element, not a `<div>` around it.
 */
export interface FieldRoot {
  /** The field's React key in the form's list (its safe name). */
  key: string;
  className: string | undefined;
  'data-ek-part': 'field';
  'data-kind': string;
  'data-required': true | undefined;
  'data-invalid': true | undefined;
  'data-sensitive': '' | undefined;
}

/** Draws a built-in field inside its outer element: `root` is set when the form calls it, unset when a host renders it. */
export type FieldDrawer = (props: FieldProps, root: FieldRoot | undefined) => ReactElement;

/** A field without a group of its own (label, control, help): in the form's `<div>`, or bare when a host renders it. */
export function inFieldBox(root: FieldRoot | undefined, content: ReactElement): ReactElement {
  if (!root) return content;
  const { key, ...attributes } = root;
  return (
    <div key={key} {...attributes}>
      {content}
    </div>
  );
}

/**
 * The attributes of a choice group's `<fieldset>`: when the form draws the field, the field's
 * own (`ek-field ek-group`, `data-ek-part="field"`, `data-kind` …), so no wrapper is needed;
 * otherwise the group's class alone. `extra` adds a part's class (`ek-list`); `ownPart` names
 * a group a host renders on its own (`data-ek-part`).
 */
export function groupRoot(root: FieldRoot | undefined, part: FieldProps['part'], extra?: string, ownPart?: string) {
  if (root) {
    const { key: _key, ...attributes } = root;
    return { ...attributes, className: part('field', part('group', extra)) };
  }
  return { className: part('group', extra), 'data-ek-part': ownPart };
}
