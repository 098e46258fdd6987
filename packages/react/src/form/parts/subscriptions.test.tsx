// The kit's parts subscribe to their own slice of the form's state: a valid Submit re-renders
// the parts whose slice changed (the answer buttons, the "sent" line), not the header, the
// <form> or the fields. A host's own part that reads the controller from `useFormParts` still
// follows every change.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput, type FieldProps } from '../fields/index.js';
import { formMessagesEn } from '../messages.js';
import { FormActions } from './actions.js';
import { useFormParts } from './context.js';
import { FormContent } from './FormContent.js';
import { FormFields } from './fields.js';
import { FormProblems } from './FormProblems.js';
import { FormRoot } from './FormRoot.js';
import { FormHeader } from './header.js';
import { FormAnswerHelp, FormStatus } from './status.js';

const params = { mode: 'form', message: 'Please answer', requestedSchema: { type: 'object', properties: { name: { type: 'string', default: 'Ada' } } } };

function HostStatus() {
  const { controller } = useFormParts();
  return <span data-testid="host-status">{controller.status}</span>;
}

/** Renders counted by name; `count` fits a Profiler's `onRender` too (its first argument is the id). */
function renderCounts() {
  const renders: Record<string, number> = {};
  return { renders, count: (id: string) => void (renders[id] = (renders[id] ?? 0) + 1) };
}

describe('form parts', () => {
  it('re-render on a valid Submit only where what they show changed; a host part still follows the controller', async () => {
    const onRespond = vi.fn();
    const { renders, count } = renderCounts();
    // Who asks is read by the header's first part on each of its renders (React's Profiler
    // does not report a render that a context change alone caused).
    const server = {
      get name() {
        count('header');
        return 'acme-mcp';
      },
    };
    render(
      <FormRoot params={params} server={server} onRespond={onRespond}>
        <FormHeader />
        <FormProblems />
        <FormContent>
          <FormAnswerHelp />
          <Profiler id="actions" onRender={count}>
            <FormActions />
          </Profiler>
          <Profiler id="status" onRender={count}>
            <FormStatus />
          </Profiler>
          <HostStatus />
        </FormContent>
      </FormRoot>,
    );
    // Settled after mount (react-hook-form's own second render, the secret check).
    await waitFor(() => expect(screen.getByTestId('host-status').textContent).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = { ...renders };
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada' } }]]));
    expect(screen.getByTestId('host-status').textContent).toBe('responded');
    expect(screen.getByRole('status').textContent).toBe(formMessagesEn.responded);
    expect(screen.getByRole('button', { name: 'Decline' }).getAttribute('aria-disabled')).toBe('true');
    expect(renders.actions).toBeGreaterThan(before.actions ?? 0);
    expect(renders.status).toBeGreaterThan(before.status ?? 0);
    expect(before.header).toBeGreaterThan(0);
    expect(renders.header).toBe(before.header);
  });

  it('leave the <form> and the fields alone on a valid Submit; a failed one redraws the fields that got errors', async () => {
    const onRespond = vi.fn();
    const { renders, count } = renderCounts();
    // FormContent's class name is read on each of its renders (its Profiler would also report
    // the parts inside it); a field's component renders only when its field is redrawn.
    const formClass = {
      toString() {
        count('content');
        return 'host-form';
      },
    } as unknown as string;
    const Text: ComponentType<FieldProps> = (props) => {
      count(`field:${props.field.key}`);
      return <TextInput {...(props as FieldProps<never>)} />;
    };
    const schema = { type: 'object', properties: { name: { type: 'string' }, nick: { type: 'string', default: 'Ada' } }, required: ['name'] };
    render(
      <FormRoot
        params={{ mode: 'form', message: 'Who?', requestedSchema: schema }}
        server={{ name: 'acme-mcp' }}
        onRespond={onRespond}
        components={{ text: Text }}
      >
        <FormContent className={formClass}>
          <Profiler id="fields" onRender={count}>
            <FormFields />
          </Profiler>
          <FormActions />
          <FormStatus />
          <HostStatus />
        </FormContent>
      </FormRoot>,
    );
    await waitFor(() => expect(screen.getByTestId('host-status').textContent).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const name = screen.getByRole('textbox', { name: /name/i });

    // Failed: only the empty required field is redrawn, with its error.
    let before = { ...renders };
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(renders['field:name']).toBeGreaterThan(before['field:name'] ?? 0);
    expect(renders['field:nick']).toBe(before['field:nick']);
    expect(renders.fields).toBeGreaterThan(before.fields ?? 0);
    expect(onRespond).not.toHaveBeenCalled();

    // Fixed and sent: neither the <form> nor the fields re-render; what was typed is sent.
    fireEvent.change(name, { target: { value: 'Grace' } });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
    before = { ...renders };
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Grace', nick: 'Ada' } }]]));
    expect(screen.getByTestId('host-status').textContent).toBe('responded');
    expect(before.content).toBeGreaterThan(0);
    expect(renders.content).toBe(before.content);
    expect(renders.fields).toBe(before.fields);
    expect(renders['field:name']).toBe(before['field:name']);
    expect((screen.getByRole('textbox', { name: /name/i }) as HTMLInputElement).value).toBe('Grace');
  });
});
