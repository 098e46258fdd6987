import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { untilDom, untilFound } from '../test-support/untilDom.js';
import { ElicitationPreview } from './ElicitationPreview.js';
import { previewMessagesDe } from './messages.js';

const text = (value: unknown) => JSON.stringify(value, null, 2);

/** A booking form using most of what a `requestedSchema` may hold. */
const BOOKING = {
  mode: 'form',
  message: 'Which flight should I book for you?',
  requestedSchema: {
    type: 'object',
    properties: {
      from: { type: 'string', title: 'From', description: 'City or airport', minLength: 2, maxLength: 40 },
      date: { type: 'string', title: 'Departure date', format: 'date' },
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 9, default: 1 },
      cabin: {
        type: 'string',
        title: 'Cabin',
        oneOf: [
          { const: 'economy', title: 'Economy' },
          { const: 'business', title: 'Business' },
        ],
        default: 'economy',
      },
      extras: { type: 'array', title: 'Extras', maxItems: 2, items: { type: 'string', enum: ['Bag', 'Seat choice', 'Meal'] } },
      flexible: { type: 'boolean', title: 'Flexible ticket', default: false },
    },
    required: ['from', 'date'],
  },
};

/**
 * Paste your own `elicitation/create` params (or a whole request, or only a `requestedSchema`)
 * into the editor: the form or URL consent shows live, with what the kit read from it and the
 * exact JSON each answer sends. The same page is in the playground at `/preview`, shareable by URL.
 */
const meta = {
  title: 'Try your own request',
  component: ElicitationPreview,
  args: { defaultValue: text(BOOKING) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ElicitationPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const seen = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('region', { name: 'What the person sees' }));

/** A form request, as it opens: edit the JSON on the left and the form follows. */
export const PasteARequest: Story = {
  name: 'Paste a request',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(seen(canvas).getByRole('textbox', { name: /From/ })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'What each answer sends' })).toHaveTextContent('"action": "decline"');
  },
};

/** Only a `requestedSchema`: read as a form with no message. */
export const BareSchema: Story = {
  args: { defaultValue: text(BOOKING.requestedSchema) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Read as a bare requestedSchema (form mode, no message).')).toBeInTheDocument();
  },
};

/** A URL request: the consent, and what Open sends (the preview never opens the link). */
export const UrlRequest: Story = {
  args: {
    defaultValue: text({ mode: 'url', message: 'Sign in to your bank to connect it.', url: 'https://bank.example.com/connect', elicitationId: 'link-1' }),
  },
  play: async ({ canvasElement }) => {
    await expect(await seen(within(canvasElement)).findByRole('button', { name: 'Open link' })).toBeInTheDocument();
  },
};

/** A schema core can only partly render: its issues, and only Decline and Cancel. */
export const SchemaWithIssues: Story = {
  args: {
    defaultValue: text({
      message: 'Where should we ship it?',
      requestedSchema: {
        type: 'object',
        properties: { address: { type: 'object', title: 'Address' }, note: { type: 'string', title: 'Note', pattern: '^[a-z]+$' } },
        required: ['address'],
      },
    }),
  },
};

export const German: Story = { args: { messages: previewMessagesDe } };

/**
 * Interaction test: bad JSON is named, a pasted request renders, and Submit shows the exact
 * JSON sent. Off the Docs page: it ends answered.
 */
export const PasteFillAndSubmit: Story = {
  name: 'Paste, fill and submit (test)',
  tags: ['!autodocs'],
  args: { defaultValue: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Request (JSON)' });
    await expect(editor).toHaveAccessibleDescription(/Paste a request/);
    await userEvent.click(editor);
    await userEvent.paste('{ "message": "Seats?", "requestedSchema": ');
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(/This is not valid JSON/);
    await userEvent.paste('{ "type": "object", "properties": { "seats": { "type": "integer", "title": "Seats", "minimum": 1 } } } }');
    const form = seen(canvas);
    await userEvent.type(await untilFound(canvasElement, () => form.queryByRole('textbox', { name: /Seats/ })), '3');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    // The answer shows once the form's checks have run: wait on it, not on a time.
    const sentText = text({ action: 'accept', content: { seats: 3 } });
    const sent = await untilFound(canvasElement, () => canvas.queryByRole('region', { name: 'Sent' }));
    await untilDom(canvasElement, () => sent.querySelector('pre')?.textContent === sentText);
    await expect(sent.querySelector('pre')?.textContent).toBe(sentText);
  },
};
