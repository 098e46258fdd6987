import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Elicitation } from './Elicitation.js';

const meta = {
  title: 'Elicitation/Elicitation',
  component: Elicitation,
  args: { server: { name: 'demo-server', title: 'Demo server' }, onRespond: () => {}, params: {} },
} satisfies Meta<typeof Elicitation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormMode: Story = {
  args: {
    params: {
      mode: 'form',
      message: 'How many seats?',
      requestedSchema: { type: 'object', properties: { seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 9, default: 2 } } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Seats/ })).toHaveValue('2');
  },
};

export const UrlMode: Story = {
  args: { params: { mode: 'url', message: 'Sign in to continue.', url: 'https://accounts.example.com/login', elicitationId: 'e1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Open a link outside this app?' })).toBeInTheDocument();
  },
};

export const UnknownMode: Story = {
  args: { params: { mode: 'telepathy', message: 'Think of a number.' } },
};
