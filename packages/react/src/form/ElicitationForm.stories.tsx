import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import serverEverything from '@elicit-kit/test-support/fixtures/trigger-elicitation-request.json';
import { ElicitationForm } from './ElicitationForm.js';
import { formMessagesDe } from './messages-de.js';
import { untilCalled, untilFound } from '../test-support/untilDom.js';

const form = (properties: Record<string, unknown>, required?: string[], message = 'Please fill in the details for your booking.') => ({
  mode: 'form',
  message,
  requestedSchema: { type: 'object', properties, ...(required && { required }) },
});

const meta = {
  title: 'Form/ElicitationForm',
  component: ElicitationForm,
  args: {
    params: form({ name: { type: 'string', title: 'Your name' } }, ['name']),
    server: { name: 'travel-mcp', title: 'Travel Desk' },
    onRespond: fn(),
  },
} satisfies Meta<typeof ElicitationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eight field variants of the `requestedSchema` grammar, with their defaults. */
const EIGHT = {
  email: { type: 'string', title: 'Email', description: 'Where we send the ticket', minLength: 3, maxLength: 50, format: 'email', default: 'user@example.com' },
  age: { type: 'integer', title: 'Age', minimum: 0, maximum: 120, default: 30 },
  subscribe: { type: 'boolean', title: 'Subscribe to updates', default: false },
  color: { type: 'string', title: 'Color', enum: ['Red', 'Green', 'Blue'], default: 'Red' },
  hex: {
    type: 'string',
    title: 'Hex color',
    oneOf: [
      { const: '#FF0000', title: 'Red' },
      { const: '#00FF00', title: 'Green' },
    ],
    default: '#FF0000',
  },
  pet: { type: 'string', title: 'Pet', enum: ['pet-1', 'pet-2'], enumNames: ['Cats', 'Dogs'], default: 'pet-1' },
  colors: { type: 'array', title: 'Colors', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['Red', 'Green', 'Blue'] }, default: ['Red'] },
  hexes: {
    type: 'array',
    title: 'Hex colors',
    minItems: 1,
    items: {
      anyOf: [
        { const: '#FF0000', title: 'Red' },
        { const: '#00FF00', title: 'Green' },
      ],
    },
    default: ['#FF0000'],
  },
};

export const EightVariantsWithDefaults: Story = {
  args: { params: form(EIGHT, ['email']) },
  // Checks the look only: the story opens as a person first sees it, defaults filled in.
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('user@example.com');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(args.onRespond).not.toHaveBeenCalled();
  },
};

/**
 * Interaction test: Submit sends every default, each as its wire value. It ends submitted, so
 * it stays off the Docs page (a play function runs as soon as a story shows).
 */
export const EightVariantsSubmitDefaults: Story = {
  name: 'Eight Variants: Submit sends the defaults (test)',
  tags: ['!autodocs'],
  args: { params: form(EIGHT, ['email']) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const responded = untilCalled(args.onRespond);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await responded;
    await expect(args.onRespond).toHaveBeenCalledWith({
      action: 'accept',
      content: { email: 'user@example.com', age: 30, subscribe: false, color: 'Red', hex: '#FF0000', pet: 'pet-1', colors: ['Red'], hexes: ['#FF0000'] },
    });
  },
};

export const TextField: Story = {
  args: { params: form({ name: { type: 'string', title: 'Full name', description: 'As on your passport', minLength: 2, maxLength: 80 } }, ['name']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Full name/), 'Ada Lovelace');
    await expect(canvas.getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
  },
};

export const NumberFields: Story = {
  args: {
    params: form({
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 9, default: 1 },
      budget: { type: 'number', title: 'Budget (EUR)', description: 'Decimals allowed', minimum: 0 },
    }),
  },
};

/** A required yes/no without a default is a Yes / No choice the person must make; an optional one stays a checkbox. */
export const BooleanField: Story = {
  args: {
    params: form(
      {
        terms: { type: 'boolean', title: 'Do you accept the terms?', description: 'Required to book' },
        news: { type: 'boolean', title: 'Send me the newsletter' },
      },
      ['terms'],
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getByRole('group', { name: /Do you accept the terms\?/ });
    await expect(within(terms).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await expect(within(terms).getByRole('radio', { name: 'No' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Send me the newsletter' })).not.toBeChecked();
  },
};

/** Limits said before any error: ranges, lengths and how many to choose, from the schema. */
export const LimitsUpFront: Story = {
  args: {
    params: form({
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 9, default: 1 },
      note: { type: 'string', title: 'Note for the crew', maxLength: 40 },
      extras: { type: 'array', title: 'Extras', minItems: 1, maxItems: 3, items: { type: 'string', enum: ['Bag', 'Seat choice', 'Meal', 'Lounge'] } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Seats/)).toHaveAccessibleDescription('Between 1 and 9.');
    await expect(canvas.getByLabelText(/Note for the crew/)).toHaveAccessibleDescription('Up to 40 characters.');
  },
};

export const SelectShortLongAndHuge: Story = {
  args: {
    params: form({
      meal: {
        type: 'string',
        title: 'Meal',
        oneOf: [
          { const: 'veg', title: 'Vegetarian' },
          { const: 'std', title: 'Standard' },
        ],
      },
      country: { type: 'string', title: 'Country', enum: Array.from({ length: 40 }, (_, i) => `Country ${i + 1}`) },
      airport: { type: 'string', title: 'Airport', enum: Array.from({ length: 150 }, (_, i) => `Airport ${String(i + 1).padStart(3, '0')}`) },
    }),
  },
};

export const MultiSelect: Story = {
  args: {
    params: form({
      extras: {
        type: 'array',
        title: 'Extras',
        minItems: 1,
        maxItems: 3,
        items: {
          anyOf: [
            { const: 'bag', title: 'Checked bag' },
            { const: 'seat', title: 'Seat choice' },
            { const: 'meal', title: 'Meal' },
            { const: 'lounge', title: 'Lounge' },
          ],
        },
      },
      tags: { type: 'array', title: 'Interests', items: { type: 'string', enum: Array.from({ length: 40 }, (_, i) => `Topic ${i + 1}`) } },
    }),
  },
};

export const AllFormats: Story = {
  args: {
    params: form({
      email: { type: 'string', title: 'Email', format: 'email' },
      site: { type: 'string', title: 'Website', format: 'uri' },
      day: { type: 'string', title: 'Travel date', format: 'date', default: '2026-12-24' },
      departure: { type: 'string', title: 'Departure', format: 'date-time', default: '2026-12-24T08:15:00Z' },
    }),
  },
};

export const ErrorsShown: Story = {
  args: {
    params: form(
      {
        name: { type: 'string', title: 'Full name', minLength: 2 },
        email: { type: 'string', title: 'Email', format: 'email' },
        seats: { type: 'integer', title: 'Seats', minimum: 1 },
        meal: { type: 'string', title: 'Meal', enum: ['Vegetarian', 'Standard'] },
        extras: { type: 'array', title: 'Extras', minItems: 1, items: { type: 'string', enum: ['Bag', 'Seat'] } },
      },
      ['name', 'email', 'seats', 'meal', 'extras'],
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onRespond).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/Full name/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('5 answers need fixing before you can submit.')).toBeInTheDocument();
  },
};

export const AllOptional: Story = {
  args: {
    params: form({
      note: { type: 'string', title: 'Note for the crew' },
      window: { type: 'boolean', title: 'Window seat' },
      meal: { type: 'string', title: 'Meal', enum: ['Vegetarian', 'Standard'] },
    }),
  },
};

/** Interaction test: an untouched optional form sends only the unchecked checkbox's `false` (off the Docs page: it ends submitted). */
export const AllOptionalSubmitEmpty: Story = {
  name: 'All Optional: Submit untouched (test)',
  tags: ['!autodocs'],
  args: { ...AllOptional.args },
  play: async ({ canvasElement, args }) => {
    const responded = untilCalled(args.onRespond);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await responded;
    await expect(args.onRespond).toHaveBeenCalledWith({ action: 'accept', content: { window: false } });
  },
};

export const ServerEverything: Story = {
  name: 'server-everything (13 properties)',
  args: { params: serverEverything.params, server: { name: 'server-everything', title: 'Everything' } },
};

export const HugeEnum: Story = {
  name: 'Huge enum (5,000 options)',
  args: { params: form({ city: { type: 'string', title: 'City', enum: Array.from({ length: 5000 }, (_, i) => `City ${i + 1}`) } }, ['city']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '4999');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 5,000 choices shown');
  },
};

const many: Record<string, unknown> = {};
for (let i = 0; i < 300; i++) many[`field_${i}`] = { type: 'string', title: `Answer ${i + 1}` };
export const ThreeHundredFields: Story = { args: { params: form(many) } };

/** A form that seems to ask for a secret: warned, masked (with Show), and Submit waits for an explicit tick. */
export const SensitiveWarning: Story = {
  args: {
    params: form(
      { user: { type: 'string', title: 'Username' }, password: { type: 'string', title: 'Password' } },
      ['user'],
      'Sign in with your password to continue.',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The secret-field lexicon loads on demand: the warning comes once it has loaded (waited for, not timed).
    await expect(await untilFound(canvasElement, () => canvas.queryByText(/This looks like a request for a password/))).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'I understand Travel Desk asks for a password here' })).not.toBeChecked();
  },
};

/** Interaction test: Submit without the tick sends nothing and moves focus to it; with it, the answer goes. */
export const SensitiveGate: Story = {
  name: 'Sensitive: the tick gates Submit (test)',
  tags: ['!autodocs'],
  args: { ...SensitiveWarning.args },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tick = await untilFound(canvasElement, () => canvas.queryByRole('checkbox', { name: /^I understand/ }));
    await userEvent.type(canvas.getByLabelText(/^Username/), 'ada');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'hunter2');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Password' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onRespond).not.toHaveBeenCalled();
    await expect(tick).toHaveFocus();
    await userEvent.click(tick);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onRespond).toHaveBeenCalledWith({ action: 'accept', content: { user: 'ada', password: 'hunter2' } });
  },
};

export const SensitiveBlocked: Story = {
  args: { ...SensitiveWarning.args, sensitiveFields: 'block' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/does not allow answering/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

export const Unrenderable: Story = {
  args: { params: form({ address: { type: 'object', title: 'Address' }, tags: { type: 'array', items: { type: 'object' } } }, ['address']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This request cannot be answered as sent.');
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeEnabled();
  },
};

export const NotAFormRequest: Story = { args: { params: { mode: 'url', message: 'Open this', url: 'https://example.com' } } };

export const LongAndRightToLeft: Story = {
  args: {
    params: form(
      {
        name: { type: 'string', title: 'الاسم الكامل', description: 'كما هو مكتوب في جواز السفر' },
        city: { type: 'string', title: 'المدينة', enum: ['القاهرة', 'دبي', 'الرباط'] },
        long: { type: 'string', title: 'A'.repeat(200), description: 'Long description. '.repeat(60) },
      },
      ['name'],
      'يرجى تقديم التفاصيل التالية. \u202Egnp.exe <b>not bold</b> '.repeat(40),
    ),
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};

export const German: Story = {
  args: { params: form(EIGHT, ['email']), messages: formMessagesDe, locale: 'de-DE', server: { name: 'reise-mcp', title: 'Reisebüro' } },
};

export const DarkTheme: Story = {
  args: { params: form(EIGHT, ['email']) },
  decorators: [(Story) => <div data-theme="dark">{Story()}</div>],
  play: async ({ canvasElement }) => {
    // Errors in dark mode too, so axe checks their contrast.
    await userEvent.clear(within(canvasElement).getByLabelText(/Email/));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(within(canvasElement).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CustomTheme: Story = {
  args: { params: form(EIGHT, ['email']), className: 'story-brand' },
  decorators: [
    (Story) => (
      <>
        <style>{`.story-brand { --ek-color-accent: #6b21a8; --ek-color-focus: #6b21a8; --ek-radius: 1rem; --ek-radius-small: 0.75rem; --ek-color-server-surface: #f3e8ff; --ek-font-family: Georgia, serif; }`}</style>
        {Story()}
      </>
    ),
  ],
};

/** An array of free strings (`list[str]`): add, remove and reorder items (Enter adds one, Alt+Up/Down move). */
export const ListOfTexts: Story = {
  args: {
    params: form(
      { guests: { type: 'array', title: 'Guest names', items: { type: 'string', minLength: 2 }, minItems: 1, maxItems: 4, default: ['Ada Lovelace'] } },
      ['guests'],
      'Who is travelling?',
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Guest names, item 2' }), 'Grace Hopper');
    await userEvent.click(canvas.getByRole('button', { name: 'Move item 2 up' }));
    await expect(canvas.getByRole('textbox', { name: 'Guest names, item 1' })).toHaveValue('Grace Hopper');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onRespond).toHaveBeenCalledWith({ action: 'accept', content: { guests: ['Grace Hopper', 'Ada Lovelace'] } });
  },
};

/** A `const` (a one-value Literal): shown read-only and always sent. */
export const FixedValue: Story = {
  args: {
    params: form(
      { action: { type: 'string', const: 'cancel-booking', title: 'Action' }, reason: { type: 'string', title: 'Reason' } },
      ['action'],
      'Cancel booking BK-1042?',
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Action/)).toHaveAttribute('readonly');
    const responded = untilCalled(args.onRespond);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await responded;
    await expect(args.onRespond).toHaveBeenCalledWith({ action: 'accept', content: { action: 'cancel-booking' } });
  },
};

/** Integer enums and titled number `oneOf`: choices that send numbers. */
export const NumericChoices: Story = {
  args: {
    params: form(
      {
        seats: { type: 'integer', title: 'Seats', enum: [1, 2, 4] },
        rating: {
          type: 'number',
          title: 'Rating',
          oneOf: [
            { const: 0.5, title: 'Half a star' },
            { const: 1, title: 'One star' },
          ],
        },
      },
      ['seats'],
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Half a star' }));
    const responded = untilCalled(args.onRespond);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await responded;
    await expect(args.onRespond).toHaveBeenCalledWith({ action: 'accept', content: { seats: 4, rating: 0.5 } });
  },
};

/** `pattern` (pydantic `Field(pattern=…)`, zod's e-mail), checked by the linear-time engine loaded on demand. */
export const PatternField: Story = {
  args: {
    params: form(
      { zip: { type: 'string', title: 'ZIP code', pattern: '^\\d{5}$' }, nickname: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null } },
      ['zip'],
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/ZIP code/), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // The pattern engine loads on demand: the message comes once its chunk has loaded (waited for, not timed).
    // It says what is expected: the simple pattern in words.
    await expect(await untilFound(canvasElement, () => canvas.queryByText('Enter 5 digits.'))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/ZIP code/), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onRespond).toHaveBeenCalledWith({ action: 'accept', content: { zip: '12345' } });
  },
};
