import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { untilDom } from '../test-support/untilDom.js';
import { SERVER, URLS, urlParams } from './test-support.js';
import { UrlConsentDialog } from './UrlConsentDialog.js';
import type { UrlOpener } from './useUrlConsent.js';

/**
 * The dialog is portalled into an element inside the story, so the story's theme applies
 * and the accessibility check (which looks inside the story root) sees it.
 */
function InStory(props: ComponentProps<typeof UrlConsentDialog> & { theme?: 'dark' }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [shown, setShown] = useState(true);
  return (
    <div ref={setContainer} data-theme={props.theme} style={{ minHeight: '42rem' }}>
      <button type="button" onClick={() => setShown(true)}>
        Show the request again
      </button>
      {container && shown ? (
        <UrlConsentDialog
          {...props}
          container={container}
          onRespond={(r, info) => {
            props.onRespond(r, info);
          }}
          onFinished={() => setShown(false)}
        />
      ) : null}
    </div>
  );
}

const meta = {
  title: 'URL consent/UrlConsentDialog',
  component: InStory,
  args: { params: urlParams(URLS.plain), server: SERVER, onRespond: fn(), onOpen: fn<UrlOpener>(() => undefined) },
  // On the docs page each modal gets its own frame: inline, a modal would lock the whole page (scroll, clicks).
  parameters: { docs: { story: { inline: false, height: '44rem' } } },
} satisfies Meta<typeof InStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    await expect(dialog).toHaveFocus();
    const open = await canvas.findByRole<HTMLButtonElement>('button', { name: 'Open link' });
    // Disabled for its security delay, then enabled (wait for that change, not a time) — but never focused.
    await untilDom(canvasElement, () => !open.disabled);
    await expect(open).toBeEnabled();
    await expect(open).not.toHaveFocus();
  },
};

export const DialogEscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Open link' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onRespond).toHaveBeenCalledWith({ action: 'cancel' }, { domain: 'example.com' });
  },
};

export const DialogLookalike: Story = {
  args: { params: urlParams(URLS.lookalike) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Open link' })).toBeDisabled();
  },
};

export const DialogDark: Story = {
  args: { params: urlParams(URLS.userinfo), theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Open link' });
  },
};
