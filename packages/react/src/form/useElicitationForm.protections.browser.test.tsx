// A bare UI built only on useElicitationForm — plain inputs and buttons, no kit component —
// passes the same protection suite as ElicitationForm (protections.suite.tsx): the
// protections live in the hook's prop getters, not in the kit's views. A second bare UI gives
// every part its own onKeyDown and onClick (through the getters, the documented way) and must
// pass the same suite: a host's handler never switches a protection off.
import { cleanup, render } from '@testing-library/react';
import { useSyncExternalStore, type KeyboardEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CallerProps } from './propGetters.js';
import { describeFormProtections, type FormUnderTestProps } from './protections.suite.js';
import { useElicitationForm } from './useElicitationForm.js';

type Own = (part: string) => CallerProps<never> | undefined;

function bareForm(own: Own) {
  return function BareForm({ params, onRespond }: FormUnderTestProps) {
    const form = useElicitationForm(params, { onRespond, idPrefix: 'bare' });
    // Re-render when the errors change (a real UI would subscribe per field).
    useSyncExternalStore(form.errors.subscribeCount, form.errors.count, form.errors.count);
    return (
      <div {...form.getRootProps(own('root'))}>
        <form {...form.getFormProps(own('form'))}>
          {form.fields.map(({ field }) => {
            const control = form.getFieldProps(field.key, own('field'))!;
            return (
              <p key={field.key}>
                <label htmlFor={control.id}>{field.label}</label>
                <input type={form.secretKeys.has(field.key) ? 'password' : 'text'} {...control} />
                {control['aria-describedby'] ? <span id={control['aria-describedby']}>{form.fieldError(control.name)?.code}</span> : null}
              </p>
            );
          })}
          {form.secretGate === 'acknowledge' && form.status !== 'responded' ? (
            <p>
              <input {...form.getAcknowledgeProps(own('acknowledge'))} />
              <label htmlFor={form.getAcknowledgeProps().id}>I understand</label>
            </p>
          ) : null}
          {form.confirmingCancel ? (
            <p>
              <button {...form.getKeepEditingButtonProps(own('keep-editing'))}>Keep editing</button>
              <button {...form.getDiscardButtonProps(own('discard'))}>Discard and cancel</button>
            </p>
          ) : null}
          {form.status === 'responded' ? <p {...form.getStatusProps(own('status'))}>Your answer was sent.</p> : null}
          <button {...form.getDeclineButtonProps(own('decline'))}>Decline</button>
          <button {...form.getCancelButtonProps(own('cancel'))}>Cancel</button>
          <button {...form.getSubmitButtonProps(own('submit'))}>Submit</button>
        </form>
      </div>
    );
  };
}

describeFormProtections(
  'A bare UI on useElicitationForm',
  bareForm(() => undefined),
);

// What the host's own handlers saw, part by part.
let seen: string[] = [];
let vetoed = new Set<string>();
const withHandlers: Own = (part) => ({
  onKeyDown: (event: KeyboardEvent) => void seen.push(`${part}:${event.key}${event.repeat ? ':repeat' : ''}`),
  onClick: (event) => {
    seen.push(`${part}:click`);
    if (vetoed.has(part)) event.preventDefault();
  },
  className: `host-${part}`,
});
const HandlersForm = bareForm(withHandlers);
describeFormProtections('A bare UI on useElicitationForm with its own handlers on every part', HandlersForm);

describe("A bare UI's own handlers, merged by the prop getters", () => {
  beforeEach(() => {
    seen = [];
    vetoed = new Set();
  });
  afterEach(() => cleanup());
  const params = { mode: 'form', message: 'Please answer', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } };
  const show = () => {
    const onRespond = vi.fn();
    render(<HandlersForm params={params} server={{ name: 'acme-mcp' }} onRespond={onRespond} />);
    return onRespond;
  };

  it('run after the guards, see the keys and clicks the kit lets through, and keep their class names', async () => {
    const onRespond = show();
    const name = page.getByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    await userEvent.keyboard('{Escape}');
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
    expect(seen).toEqual(['field:click', 'form:click', 'root:click', 'field:Escape', 'form:Escape', 'root:Escape']);
    expect(document.querySelector('form')?.className).toBe('host-form');
  });

  it("a held Enter's repeats are swallowed before the host's form and root handlers", async () => {
    const onRespond = show();
    const input = page.getByRole('textbox', { name: 'Name' }).element() as HTMLInputElement;
    const outside = document.body.appendChild(document.createElement('input'));
    outside.addEventListener('keydown', (event) => (event.preventDefault(), input.focus()), { once: true });
    outside.focus();
    await userEvent.keyboard('{Enter>3/}');
    outside.remove();
    expect(seen.filter((entry) => !entry.startsWith('field:'))).toEqual([]);
    expect(onRespond).not.toHaveBeenCalled();
  });

  it("the host's preventDefault vetoes an action (Decline), never a guard", async () => {
    vetoed.add('decline');
    const onRespond = show();
    await userEvent.click(page.getByRole('button', { name: 'Decline' }));
    expect(seen).toContain('decline:click');
    expect(onRespond).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });
});

describe("A bare UI's own onSubmit on the form", () => {
  afterEach(() => cleanup());
  const params = {
    mode: 'form',
    message: 'Please answer',
    requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name', default: 'Ada' } } },
  };
  // Submit's press submits the form with a `submit` event of its own (no browser submission
  // around it): the host's onSubmit still sees each Submit, with its button, and can veto it.
  const show = (veto: boolean) => {
    const submitters: (string | undefined)[] = [];
    const Form = bareForm((part) =>
      part === 'form'
        ? {
            onSubmit: (event) => {
              submitters.push((event.nativeEvent as SubmitEvent).submitter?.textContent ?? undefined);
              if (veto) event.preventDefault();
            },
          }
        : undefined,
    );
    const onRespond = vi.fn();
    render(<Form params={params} server={{ name: 'acme-mcp' }} onRespond={onRespond} />);
    return { onRespond, submitters };
  };

  it('sees a click on Submit and Enter in a field, and the answer is sent', async () => {
    const { onRespond, submitters } = show(false);
    await userEvent.click(page.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada' } }]]));
    expect(submitters).toEqual(['Submit']);
  });

  it('vetoes the answer with preventDefault', async () => {
    const { onRespond, submitters } = show(true);
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    expect(submitters).toEqual(['Submit']);
    expect(onRespond).not.toHaveBeenCalled();
  });
});
