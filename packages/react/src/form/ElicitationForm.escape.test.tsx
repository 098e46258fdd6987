// Escape never loses typed work: without edits it cancels; with edits (or a draft read at
// mount) it asks first, in the hook, so a headless form gets the same.
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { ElicitationForm } from './ElicitationForm.js';
import { useElicitationForm } from './useElicitationForm.js';

const SERVER = { name: 'github', title: 'GitHub' };
const PARAMS = {
  message: 'Tell us',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', default: 'Ada' },
      tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: ['a', 'b'] }, default: ['a'] },
      news: { type: 'boolean', title: 'News', default: false },
    },
  },
};

function setup(draft?: Record<string, unknown>) {
  const onRespond = vi.fn();
  const user = userEvent.setup();
  const view = render(<ElicitationForm params={PARAMS} server={SERVER} onRespond={onRespond} draft={draft} />);
  return { onRespond, user, ...view };
}

describe('ElicitationForm: Escape never loses typed work', () => {
  it('cancels at once when nothing was typed (defaults as they came)', async () => {
    const { onRespond, user } = setup();
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.keyboard('{Escape}');
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });

  it('with edits asks first: Keep editing (focused) or Escape again keeps them; Discard and cancel sends cancel', async () => {
    const { onRespond, user, container } = setup();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.type(name, ' Lovelace');
    await user.keyboard('{Escape}');
    expect(onRespond).not.toHaveBeenCalled();
    const question = screen.getByRole('group', { name: 'Cancel this request? What you typed will not be sent.' });
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await expectNoAxeViolations(container);

    // Escape backs out of the question: back to the field, the text intact.
    await user.keyboard('{Escape}');
    expect(question).not.toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Ada Lovelace');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(name).toHaveValue('Ada Lovelace');
    expect(onRespond).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard and cancel' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });

  it('counts a ticked box or a changed choice as an edit, and a change undone as none', async () => {
    const { onRespond, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'b' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'b' }));
    await user.keyboard('{Escape}');
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });

  it('counts a draft read at mount (a re-mounted form, a refused answer brought back) as typed work', async () => {
    const { onRespond, user } = setup({ name: 'Grace' });
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.keyboard('{Escape}');
    expect(onRespond).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Discard and cancel' })).toBeInTheDocument();
  });

  it('headless: useElicitationForm says whether there are edits and what Escape does', () => {
    const onRespond = vi.fn();
    const { result } = renderHook(() => useElicitationForm(PARAMS, { onRespond }));
    expect(result.current.hasEdits()).toBe(false);
    act(() => result.current.form.setValue(result.current.fields[0]!.name, 'Grace'));
    expect(result.current.hasEdits()).toBe(true);
    act(() => result.current.escape());
    expect(result.current.confirmingCancel).toBe(true);
    act(() => result.current.escape());
    expect(result.current.confirmingCancel).toBe(false);
    act(() => result.current.form.setValue(result.current.fields[0]!.name, 'Ada'));
    act(() => result.current.escape());
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });
});
