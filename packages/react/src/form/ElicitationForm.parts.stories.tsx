import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormConfirmCancel } from './parts/FormConfirmCancel.js';
import { FormContent } from './parts/FormContent.js';
import { FormProblems } from './parts/FormProblems.js';
import { FormRoot } from './parts/FormRoot.js';
import { FormActions, FormCancel, FormDecline, FormSubmit } from './parts/actions.js';
import { FormField, FormFields } from './parts/fields.js';
import { FormMessage, FormServer, FormWarnings } from './parts/header.js';
import { FormAcknowledge, FormAnswerHelp, FormErrorSummary, FormStatus } from './parts/status.js';

const params = {
  mode: 'form',
  message: 'Where should we send the ticket?',
  requestedSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', title: 'Email', format: 'email' },
      name: { type: 'string', title: 'Name' },
      seat: { type: 'string', title: 'Seat', enum: ['Window', 'Aisle'] },
    },
    required: ['email'],
  },
};

const meta = {
  title: 'Form/Parts',
  component: FormRoot,
  args: { params, server: { name: 'travel-mcp', title: 'Travel Desk' }, onRespond: fn() },
} satisfies Meta<typeof FormRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form rearranged from its parts: Submit first in its own row with the host's own button
 * (`asChild`), the server's message above who asks, the fields in an order the host chose, and
 * the help line at the end. Every protection comes along (they live in the hook behind the
 * parts): Escape asks before discarding, Submit sends once, focus lands on the status line.
 */
export const Rearranged: Story = {
  render: (args) => (
    <FormRoot {...args}>
      <FormMessage />
      <FormServer />
      <FormWarnings />
      <FormProblems />
      <FormContent>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0 1rem' }}>
          <FormField name="name" />
          <FormField name="email" />
        </div>
        <FormField name="seat" />
        <FormAcknowledge />
        <FormErrorSummary />
        <FormConfirmCancel />
        <FormActions>
          <FormSubmit asChild>
            <button type="submit" style={{ fontWeight: 700 }}>
              Send my details
            </button>
          </FormSubmit>
          <FormDecline />
          <FormCancel>Not now</FormCancel>
        </FormActions>
        <FormStatus />
        <FormAnswerHelp />
      </FormContent>
    </FormRoot>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const labels = [...canvasElement.querySelectorAll('[data-ek-part="field"] label')].map((l) => l.textContent);
    await expect(labels[0]).toContain('Name');
    await expect(labels[1]).toContain('Email');
    await expect(canvas.getByRole('button', { name: 'Send my details' })).toHaveAttribute('type', 'submit');
    await expect(args.onRespond).not.toHaveBeenCalled();
  },
};

/** Interaction test: the rearranged parts send exactly what was typed, once, and focus the status line. */
export const RearrangedSubmit: Story = {
  name: 'Rearranged: Submit sends once (test)',
  tags: ['!autodocs'],
  render: Rearranged.render!,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'ada@example.com');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send my details' }));
    await expect(await canvas.findByRole('status', { name: 'Your answer was sent.' })).toHaveFocus();
    await expect(args.onRespond).toHaveBeenCalledOnce();
    await expect(args.onRespond).toHaveBeenCalledWith({ action: 'accept', content: { email: 'ada@example.com' } });
  },
};

/** The default parts, as `ElicitationForm` renders them. */
export const DefaultParts: Story = {
  render: (args) => (
    <FormRoot {...args}>
      <FormServer />
      <FormMessage />
      <FormContent>
        <FormFields />
        <FormAnswerHelp />
        <FormActions />
        <FormStatus />
      </FormContent>
    </FormRoot>
  ),
};
