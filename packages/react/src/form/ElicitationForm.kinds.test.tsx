import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { ElicitationForm } from './ElicitationForm.js';

afterEach(cleanup);

function setup(properties: Record<string, unknown>, required: string[] = []) {
  const onRespond = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <ElicitationForm
      params={{ mode: 'form', message: 'Please answer', requestedSchema: { type: 'object', properties, required } }}
      server={{ name: 'kinds' }}
      onRespond={onRespond}
    />,
  );
  return { ...utils, onRespond, user };
}
const submit = () => screen.getByRole('button', { name: 'Submit' });
const item = (n: number) => screen.getByRole('textbox', { name: `Guests, item ${n}` });

describe('ElicitationForm: the field kinds real servers need', () => {
  it('a list: add with the button or Enter, reorder by keyboard, remove; focus follows; sends the texts in order', async () => {
    const { onRespond, user, container } = setup({ guests: { type: 'array', title: 'Guests', items: { type: 'string' }, maxItems: 3 } }, ['guests']);
    const add = screen.getByRole('button', { name: 'Add item' });
    await user.click(add);
    expect(item(1)).toHaveFocus();
    await user.keyboard('Ada{Enter}');
    expect(item(2)).toHaveFocus();
    await user.keyboard('Grace');
    // Alt+Up moves the item (and focus with it).
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(item(1)).toHaveValue('Grace');
    expect(item(1)).toHaveFocus();
    await user.keyboard('{Enter}Edsger');
    expect(add).toBeDisabled();
    expect(screen.getByText(/Add at most 3 items\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(item(2)).toHaveFocus();
    expect(add).toBeEnabled();
    await expectNoAxeViolations(container);
    await user.click(submit());
    expect(onRespond).toHaveBeenCalledWith({ action: 'accept', content: { guests: ['Grace', 'Ada'] } });
  });

  it('a list: an error about one item names it and marks that input', async () => {
    const { onRespond, user, container } = setup({ guests: { type: 'array', title: 'Guests', items: { type: 'string', minLength: 3 }, default: ['Ada'] } });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.keyboard('Al');
    await user.click(submit());
    expect(onRespond).not.toHaveBeenCalled();
    expect(screen.getByText('Item 2: Enter at least 3 characters.')).toBeInTheDocument();
    expect(item(2)).toHaveAttribute('aria-invalid', 'true');
    expect(item(1)).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(container);
    await user.type(item(2), 'an');
    await user.click(submit());
    expect(onRespond).toHaveBeenCalledWith({ action: 'accept', content: { guests: ['Ada', 'Alan'] } });
  });

  it('a const: shown read-only, always sent', async () => {
    const { onRespond, user, container } = setup({ kind: { const: 'booking', title: 'Kind' }, fixed: { type: 'boolean', const: true } }, ['kind']);
    const kind = screen.getByLabelText(/Kind/);
    expect(kind).toHaveAttribute('readonly');
    expect(kind).toHaveValue('booking');
    expect(screen.getByLabelText('Fixed')).toHaveValue('Yes');
    await expectNoAxeViolations(container);
    await user.click(submit());
    expect(onRespond).toHaveBeenCalledWith({ action: 'accept', content: { kind: 'booking', fixed: true } });
  });

  it('numeric choices send numbers', async () => {
    const { onRespond, user } = setup({
      seats: { type: 'integer', enum: [1, 2, 4] },
      stars: {
        type: 'number',
        oneOf: [
          { const: 0.5, title: 'Half' },
          { const: 1, title: 'One' },
        ],
      },
    });
    await user.click(within(screen.getByRole('group', { name: 'Seats' })).getByLabelText('4'));
    await user.click(screen.getByLabelText('Half'));
    await user.click(submit());
    expect(onRespond).toHaveBeenCalledWith({ action: 'accept', content: { seats: 4, stars: 0.5 } });
  });

  it('a pattern error points at the description, else shows the pattern when words would misstate it (F6)', async () => {
    const { user } = setup(
      {
        code: { type: 'string', title: 'Code', description: 'Two letters and a number, like ab12', pattern: '^(ab|cd)\\d+$' },
        ref: { type: 'string', title: 'Ref', pattern: '^(x|y)+$' },
      },
      [],
    );
    await user.type(screen.getByLabelText(/Code/), 'zz');
    await user.type(screen.getByLabelText(/Ref/), 'z');
    await user.click(submit());
    expect(await screen.findByText('This does not match the form the server expects: see the description above.')).toBeInTheDocument();
    expect(screen.getByText('This does not match the form the server expects (the pattern ^(x|y)+$).')).toBeInTheDocument();
  });

  it('a pattern: checked by the engine loaded on demand, never skipped', async () => {
    const { onRespond, user } = setup({ zip: { type: 'string', title: 'ZIP', pattern: '^\\d{5}$' } }, ['zip']);
    await user.type(screen.getByLabelText(/ZIP/), '1234x');
    await user.click(submit());
    // It says what is expected (F6): the simple pattern in words.
    expect(await screen.findByText('Enter 5 digits.')).toBeInTheDocument();
    expect(onRespond).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/ZIP/));
    await user.type(screen.getByLabelText(/ZIP/), '12345');
    await user.click(submit());
    expect(onRespond).toHaveBeenCalledWith({ action: 'accept', content: { zip: '12345' } });
  });

  it('labels an untitled field with its key in words', () => {
    setup({ check_in_date: { type: 'string', format: 'date' }, roomCount: { type: 'integer' } });
    expect(screen.getByLabelText('Check in date')).toBeInTheDocument();
    expect(screen.getByLabelText('Room count')).toBeInTheDocument();
  });
});
