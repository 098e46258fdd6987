import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useMessages } from '../messages/ElicitKitProvider.js';
import { urlConsentMessagesEn } from './messages.js';
import * as UrlConsentParts from './parts/index.js';
import { SERVER, URLS, urlParams } from './test-support.js';
import { useUrlConsent, type UrlOpener } from './useUrlConsent.js';

/**
 * The parts `UrlConsent` is made of, rearranged by a host: the destination and the buttons
 * first, the warnings after, the full link left out, the title an `h4` under the host's own
 * heading, and Open given the host's own label. The protections come along (they live in the
 * hook's prop getters): Open still waits for its delay and for the tick.
 */
function RearrangedConsent({ url, onRespond, onOpen }: { url: string; onRespond: () => void; onOpen: UrlOpener }) {
  const consent = useUrlConsent(urlParams(url), { onRespond, onOpen, openDelayMs: 0 });
  const messages = useMessages(urlConsentMessagesEn);
  return (
    <UrlConsentParts.Root consent={consent} messages={messages} server={SERVER} headingLevel={4} escapeCancels>
      <UrlConsentParts.Title />
      <UrlConsentParts.Status />
      <UrlConsentParts.Destination />
      <UrlConsentParts.Acknowledge />
      <UrlConsentParts.Actions>
        <UrlConsentParts.OpenButton>Continue to sign-in</UrlConsentParts.OpenButton>
        <UrlConsentParts.DeclineButton />
        <UrlConsentParts.FinishButton />
        <UrlConsentParts.CancelButton />
      </UrlConsentParts.Actions>
      <UrlConsentParts.Warnings />
      <UrlConsentParts.WhoAsks />
      <UrlConsentParts.Waiting />
    </UrlConsentParts.Root>
  );
}

const meta = {
  title: 'URL consent/Parts',
  component: RearrangedConsent,
  args: { url: URLS.userinfo, onRespond: fn(), onOpen: fn<UrlOpener>(() => undefined) },
} satisfies Meta<typeof RearrangedConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rearranged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: 'Continue to sign-in' });
    await expect(canvas.getByRole('heading', { level: 4 })).toBeInTheDocument();
    // The buttons come before the warnings here, and Open still waits for the tick.
    const warnings = canvas.getByRole('list', { name: 'Look before you open' });
    await expect(open.compareDocumentPosition(warnings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(open).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'I’ve finished — continue' })).toBeInTheDocument();
  },
};
