import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitKitProvider } from '../messages/ElicitKitProvider.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { ElicitationPreview } from './ElicitationPreview.js';
import { previewMessagesDe } from './messages.js';
import { readPreviewInput } from './readPreviewInput.js';

const SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Your name' }, seats: { type: 'integer', title: 'Seats', default: 2 } },
  required: ['name'],
};
const PARAMS = { mode: 'form', message: 'Who is travelling?', requestedSchema: SCHEMA };

const editor = () => screen.getByRole('textbox', { name: 'Request (JSON)' });
const region = (name: string) => screen.getByRole('region', { name });
/** The `<pre>` showing exactly this answer's JSON, as sent (two-space indent). */
const code = (result: unknown) => (_: string, el: Element | null) => el?.tagName === 'PRE' && el.textContent === JSON.stringify(result, null, 2);
/** Replaces the editor's text in one change (typing JSON key by key would need escaping of `{`). */
const paste = (text: string) => fireEvent.change(editor(), { target: { value: text } });

describe('readPreviewInput', () => {
  it('reads params, a whole request and a bare schema; passes other JSON on for the kit to judge', () => {
    expect(readPreviewInput(JSON.stringify(PARAMS))).toEqual({ ok: true, shape: 'params', params: PARAMS });
    expect(readPreviewInput(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'elicitation/create', params: PARAMS }))).toEqual({
      ok: true,
      shape: 'request',
      params: PARAMS,
    });
    expect(readPreviewInput(JSON.stringify(SCHEMA))).toEqual({ ok: true, shape: 'schema', params: { mode: 'form', message: '', requestedSchema: SCHEMA } });
    expect(readPreviewInput('[1, 2]')).toEqual({ ok: true, shape: 'params', params: [1, 2] });
    expect(readPreviewInput('  ')).toEqual({ ok: false, problem: 'empty' });
    const bad = readPreviewInput('{ "mode": ');
    expect(bad.ok).toBe(false);
    expect(bad.ok === false && bad.problem === 'json' && bad.detail.length > 0).toBe(true);
  });
});

describe('ElicitationPreview', () => {
  it('renders pasted params live and shows the exact JSON Accept sent', async () => {
    const user = userEvent.setup();
    const { container } = render(<ElicitationPreview defaultValue={JSON.stringify(PARAMS)} />);
    const seen = region('What the person sees');
    expect(within(seen).getByText('Who is travelling?')).toBeInTheDocument();
    // Before any answer: Decline and Cancel's exact JSON, Accept's once submitted.
    const answers = region('What each answer sends');
    expect(within(answers).getByText(code({ action: 'decline' }))).toBeInTheDocument();
    expect(within(answers).getByText(code({ action: 'cancel' }))).toBeInTheDocument();
    expect(within(answers).getByText(/Submit the form to see/)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.type(within(seen).getByRole('textbox', { name: /Your name/ }), 'Ada');
    await user.click(within(seen).getByRole('button', { name: 'Submit' }));
    const sent = region('Sent');
    expect(within(sent).getByText(code({ action: 'accept', content: { name: 'Ada', seats: 2 } }))).toBeInTheDocument();
    await expectNoAxeViolations(container);

    // "Answer again" shows the form afresh, with what was typed.
    await user.click(within(sent).getByRole('button', { name: 'Answer again' }));
    expect(within(region('What the person sees')).getByRole('textbox', { name: /Your name/ })).toHaveValue('Ada');
    await user.click(within(region('What the person sees')).getByRole('button', { name: 'Decline' }));
    expect(within(region('Sent')).getByText(code({ action: 'decline' }))).toBeInTheDocument();
  });

  it('says clearly when the text is not JSON, never crashes, and recovers on the next edit', async () => {
    const onValueChange = vi.fn();
    const { container } = render(<ElicitationPreview defaultValue={JSON.stringify(PARAMS)} onValueChange={onValueChange} />);
    paste('{ "mode": "form", "requestedSchema": ');
    expect(onValueChange).toHaveBeenLastCalledWith('{ "mode": "form", "requestedSchema": ');
    expect(editor()).toHaveAttribute('aria-invalid', 'true');
    expect(editor()).toHaveAccessibleDescription(/This is not valid JSON \(.+\)\. Fix it to see the request\./);
    expect(screen.queryByRole('region', { name: 'What the person sees' })).toBeNull();
    await expectNoAxeViolations(container);

    paste(JSON.stringify(SCHEMA));
    expect(editor()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Read as a bare requestedSchema (form mode, no message).')).toBeInTheDocument();
    expect(within(region('What the person sees')).getByRole('textbox', { name: /Your name/ })).toBeInTheDocument();
  });

  it('shows core’s issues for a schema it cannot fully render, and only Decline and Cancel', () => {
    render(
      <ElicitationPreview
        defaultValue={JSON.stringify({
          message: 'Where?',
          requestedSchema: { type: 'object', properties: { address: { type: 'object' } }, required: ['address'] },
        })}
      />,
    );
    const reading = region('What the kit read');
    expect(within(reading).getByText('0 fields; cannot be answered (only Decline and Cancel).')).toBeInTheDocument();
    expect(within(reading).getByText(/^error · address · /)).toBeInTheDocument();
    const answers = region('What each answer sends');
    expect(within(answers).queryByText('Submit')).toBeNull();
    expect(within(region('What the person sees')).queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('lists normalisations in words like the issues, not as escaped JSON (F24)', () => {
    const schema = { type: 'object', properties: { nickname: { anyOf: [{ type: 'string' }, { type: 'null' }], title: 'Nickname' } } };
    render(<ElicitationPreview defaultValue={JSON.stringify({ message: 'Hi', requestedSchema: schema })} />);
    const item = within(region('What the kit read'))
      .getByText(/^nickname · nullable/)
      .closest('li')!;
    expect(item.textContent).toMatch(/^nickname · nullable "anyOf" of a schema and \{"type":"null"\} read as that schema$/);
    expect(item.textContent).not.toContain('"detail"');
  });

  it('names a params problem and still lets the person decline or cancel', async () => {
    const user = userEvent.setup();
    render(<ElicitationPreview defaultValue='"just a string"' />);
    expect(screen.getByText(/^Not a usable request: not-an-object\./)).toBeInTheDocument();
    await user.click(within(region('What the person sees')).getByRole('button', { name: 'Cancel' }));
    expect(within(region('Sent')).getByText(code({ action: 'cancel' }))).toBeInTheDocument();
  });

  it('shows a URL request’s consent with what Open sends, and never opens the link', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    render(<ElicitationPreview defaultValue={JSON.stringify({ mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e1' })} />);
    const answers = region('What each answer sends');
    expect(within(answers).getByText('Open link')).toBeInTheDocument();
    expect(within(answers).getByText(code({ action: 'accept' }))).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('speaks German through the provider', () => {
    render(
      <ElicitKitProvider messages={{ ...previewMessagesDe }}>
        <ElicitationPreview defaultValue="{" />
      </ElicitKitProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Anfrage (JSON)' })).toHaveAccessibleDescription(/Das ist kein gültiges JSON/);
  });
});
