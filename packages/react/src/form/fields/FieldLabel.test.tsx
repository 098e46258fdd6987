// The built-in fields' labels: as few elements as the title allows, the title still isolated
// for bidi, the required words still in the accessible name, and the same markup whether the
// form calls a built-in itself or a host's wrapper passes the form's props through.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formParams, setup } from '../test-render.js';
import { TextInput, SelectInput } from './index.js';
import type { SelectField, TextField } from '@elicit-kit/core';
import type { FieldProps } from './types.js';
import { asFieldGroups } from './test-support.js';

const RTL_TITLE = 'البريد الإلكتروني؟';
const params = formParams(
  {
    email: { type: 'string', format: 'email', title: RTL_TITLE },
    city: { type: 'string', title: 'City' },
    size: { type: 'string', title: 'Size', enum: ['S', 'M'] },
    color: { type: 'string', title: 'Color', enum: ['red', 'blue'] },
  },
  ['city', 'size'],
);

describe('a built-in field’s label', () => {
  it('is the title alone for an optional field, isolated by dir="auto" on the label itself', () => {
    setup({ params });
    const input = screen.getByRole('textbox', { name: RTL_TITLE });
    const label = document.querySelector(`label[for="${input.id}"]`)!;
    expect(label.children).toHaveLength(0);
    expect(label).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('group', { name: 'Color' }).querySelector('legend')).toHaveAttribute('dir', 'auto');
  });

  it('keeps a required field’s title in an isolated span, the required words as text after it', () => {
    setup({ params });
    const input = screen.getByRole('textbox', { name: 'City (required)' });
    const label = document.querySelector(`label[for="${input.id}"]`)!;
    expect([...label.children].map((child) => child.outerHTML)).toEqual(['<span class="ek-label-text" dir="auto">City</span>']);
    expect(label).not.toHaveAttribute('dir');
    expect(label).toHaveClass('ek-label', 'ek-label-required');
    expect(screen.getByRole('group', { name: 'Size (required)' }).querySelector('legend > span[dir="auto"]')).toHaveTextContent('Size');
  });

  it('has the same markup through a host’s wrapper that passes the props through', () => {
    const plain = setup({ params }).container.innerHTML;
    document.body.innerHTML = '';
    const wrapped = setup({
      params,
      components: { text: (props: FieldProps<TextField>) => <TextInput {...props} />, select: (props: FieldProps<SelectField>) => <SelectInput {...props} /> },
    }).container.innerHTML;
    // The ids differ (another form instance): compare without them; the form's `<div>` around
    // the wrapper's group is the group itself when the form draws it.
    const noIds = (html: string) => asFieldGroups(html.replace(/ (id|for|aria-describedby|aria-labelledby)="[^"]*"/g, ''));
    expect(noIds(wrapped)).toBe(noIds(plain));
  });

  it('draws a label a host passes as given', () => {
    setup({ params, components: { text: (props: FieldProps<TextField>) => <TextInput {...props} label={<em>Your city</em>} /> } });
    expect(screen.getAllByRole('textbox', { name: 'Your city' })).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: /City \(required\)/ })).toBeNull();
  });
});
