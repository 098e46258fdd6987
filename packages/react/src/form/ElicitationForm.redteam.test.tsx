// Red-team checks of the form renderer in jsdom: a new request in the same mounted component,
// Escape during IME composition, hostile drafts.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';

const SERVER = { name: 'acme-mcp' };

function formParams(properties: Record<string, unknown>, required?: string[], message = 'Please answer') {
  return { mode: 'form', message, requestedSchema: { type: 'object', properties, ...(required && { required }) } };
}

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('ElicitationForm: a new request in the same mounted component', () => {
  it('never sends answers typed for the previous request', async () => {
    const onRespond = vi.fn();
    const user = userEvent.setup();
    const first = formParams({ pin: { type: 'string', title: 'Door code' } }, undefined, 'First');
    const { rerender } = render(<ElicitationForm params={first} server={SERVER} onRespond={onRespond} />);
    await user.type(screen.getByLabelText('Door code'), '4711');
    const second = formParams({ note: { type: 'string', title: 'Public note' } }, undefined, 'Second');
    rerender(<ElicitationForm params={second} server={SERVER} onRespond={onRespond} />);
    expect(screen.getByLabelText('Public note')).toHaveValue('');
    await user.click(submit());
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: {} }]]);
  });

  it('answers the new request after the previous one was answered', async () => {
    const onRespond = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ElicitationForm params={formParams({ a: { type: 'string', title: 'A' } })} server={SERVER} onRespond={onRespond} />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    rerender(<ElicitationForm params={formParams({ b: { type: 'string', title: 'B', default: 'bee' } })} server={SERVER} onRespond={onRespond} />);
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(onRespond.mock.calls).toEqual([[{ action: 'decline' }], [{ action: 'accept', content: { b: 'bee' } }]]);
  });

  it('keeps typed answers when the host re-renders with an equal, new params object', async () => {
    const onRespond = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ElicitationForm params={formParams({ a: { type: 'string', title: 'A' } })} server={SERVER} onRespond={onRespond} />);
    await user.type(screen.getByLabelText('A'), 'typed');
    rerender(<ElicitationForm params={formParams({ a: { type: 'string', title: 'A' } })} server={SERVER} onRespond={onRespond} />);
    expect(screen.getByLabelText('A')).toHaveValue('typed');
    await user.click(submit());
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { a: 'typed' } }]]);
  });

  it('treats a params object the host changed in place, then copied, as a new request', async () => {
    const onRespond = vi.fn();
    const user = userEvent.setup();
    const params = formParams({ nick: { type: 'string', title: 'Nickname' } }, undefined, 'First');
    const { rerender } = render(<ElicitationForm params={params} server={SERVER} onRespond={onRespond} />);
    await user.type(screen.getByLabelText('Nickname'), 'ada');
    // The host re-uses its object for the next request, then passes a copy: equal to the changed
    // object, but not to the request the person typed into.
    Object.assign(params, formParams({ nick: { type: 'string', title: 'Nickname' } }, undefined, 'Second'));
    rerender(<ElicitationForm params={{ ...params }} server={SERVER} onRespond={onRespond} />);
    expect(screen.getByLabelText('Nickname')).toHaveValue('');
    await user.click(submit());
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: {} }]]);
  });
});

describe('ElicitationForm: Escape', () => {
  it('does not cancel on an Escape that ends an IME composition', () => {
    const onRespond = vi.fn();
    render(<ElicitationForm params={formParams({ a: { type: 'string', title: 'A' } })} server={SERVER} onRespond={onRespond} />);
    fireEvent.keyDown(screen.getByLabelText('A'), { key: 'Escape', isComposing: true });
    fireEvent.keyDown(screen.getByLabelText('A'), { key: 'Escape', keyCode: 229 });
    expect(onRespond).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('A'), { key: 'Escape' });
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });
});

describe('ElicitationForm: hostile drafts', () => {
  it('ignores draft values of the wrong type or unknown options, and never sends them unvalidated', async () => {
    const onRespond = vi.fn();
    const user = userEvent.setup();
    const draft = Object.create(null) as Record<string, unknown>;
    Object.assign(draft, { text: 12, flag: 'true', pick: 'nope', many: ['x', 'a'], count: 'abc' });
    Object.defineProperty(draft, '__proto__', { value: 'proto', enumerable: true });
    Object.defineProperty(draft, 'constructor', {
      get: () => {
        throw new Error('getter');
      },
      enumerable: true,
    });
    render(
      <ElicitationForm
        params={formParams(
          JSON.parse(
            JSON.stringify({
              proto: { type: 'string', title: 'Proto' },
              constructor: { type: 'string', title: 'Ctor' },
              text: { type: 'string', title: 'Text' },
              flag: { type: 'boolean', title: 'Flag' },
              pick: { type: 'string', title: 'Pick', enum: ['a', 'b'] },
              many: { type: 'array', title: 'Many', items: { type: 'string', enum: ['a', 'b'] } },
              count: { type: 'number', title: 'Count' },
            }).replace('"proto"', '"__proto__"'),
          ),
        )}
        server={SERVER}
        onRespond={onRespond}
        draft={draft}
      />,
    );
    expect(screen.getByLabelText('Proto')).toHaveValue('proto');
    expect(screen.getByLabelText('Ctor')).toHaveValue('');
    await user.click(submit());
    expect(onRespond).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a number.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Count'));
    await user.click(submit());
    expect(onRespond).toHaveBeenCalledOnce();
    const answer = onRespond.mock.calls[0]![0];
    expect(JSON.parse(JSON.stringify(answer.content))).toEqual(JSON.parse('{"__proto__":"proto","flag":false,"many":["a"]}'));
    // Plain data for any transport (postMessage, React server functions): the ordinary
    // prototype, `__proto__` an own key, Object.prototype untouched.
    expect(Object.getPrototypeOf(answer.content)).toBe(Object.prototype);
    expect(JSON.stringify(structuredClone(answer))).toBe('{"action":"accept","content":{"__proto__":"proto","flag":false,"many":["a"]}}');
    expect(Object.prototype).not.toHaveProperty('proto');
  });
});
