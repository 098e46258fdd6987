import type { Meta, StoryObj } from '@storybook/react-vite';
import { commonMessagesEn } from '../messages/common.js';
import { ServerText } from './ServerText.js';

const meta = {
  title: 'Shared/ServerText',
  component: ServerText,
  args: { showMore: commonMessagesEn.showMore, showLess: commonMessagesEn.showLess, text: '' },
  decorators: [(Story) => <div className="ek-root">{Story()}</div>],
} satisfies Meta<typeof ServerText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = { args: { text: 'Please confirm the deployment of build 4812 to production.' } };
export const Long: Story = { args: { text: 'Lorem ipsum dolor sit amet. '.repeat(400) } };
export const HostileMarkup: Story = {
  args: { text: '<script>alert(1)</script> **bold?** [click](https://evil.example) \u202Egnp.exe' },
};
