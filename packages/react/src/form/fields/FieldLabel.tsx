import type { FieldModel } from '@elicit-kit/core';
import type { ReactElement, ReactNode } from 'react';
import type { FormMessages } from '../messages.js';
import type { FieldProps } from './types.js';

/** The label contents {@link formLabel} made: a built-in that gets one draws its leaner label instead. */
const readyMade = new WeakSet();

/**
 * The label content the form hands a component it renders as an element (a replacement, or a
 * host's wrapper around a built-in): the title isolated for bidi, then the required words.
 */
export function formLabel(field: FieldModel, messages: FormMessages, part: FieldProps['part']): ReactElement {
  const title = (
    <span className={part('label-text')} dir="auto">
      {field.label}
    </span>
  );
  // No fragment around the title alone (most fields are optional).
  const label = field.required ? (
    <>
      {title}
      <span className={part('required')}>{` ${messages.required}`}</span>
    </>
  ) : (
    title
  );
  readyMade.add(label);
  return label;
}

const isOwn = (label: ReactNode): boolean => label === undefined || (typeof label === 'object' && label !== null && readyMade.has(label));

/**
 * The `<label>` (or a group's `<legend>`) of a built-in field, a plain function (no layer per
 * field). A label a host passed is drawn as given. The form's own (none, when the form calls the
 * built-in directly, or {@link formLabel}'s through a host's wrapper: the same markup either
 * way) is drawn with as few elements as the title allows: an optional field's title is the
 * label's only content, isolated by `dir="auto"` on the label itself; a required field's title
 * sits in an isolated span and the required words follow as plain text (`ek-label-required`
 * styles the label as those words and the span as the title: form.css).
 */
export function fieldLabel({ field, id, label, messages, part }: FieldProps, tag: 'label' | 'legend'): ReactElement {
  const Tag = tag;
  const htmlFor = tag === 'label' ? id : undefined;
  if (!isOwn(label)) {
    return (
      <Tag className={part(tag)} htmlFor={htmlFor}>
        {label}
      </Tag>
    );
  }
  if (!field.required) {
    return (
      <Tag className={part(tag)} htmlFor={htmlFor} dir="auto">
        {field.label}
      </Tag>
    );
  }
  return (
    <Tag className={part(tag, part('label-required'))} htmlFor={htmlFor}>
      <span className={part('label-text')} dir="auto">
        {field.label}
      </span>
      {` ${messages.required}`}
    </Tag>
  );
}
