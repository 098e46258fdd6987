import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { untilDom } from '../test-support/untilDom.js';
import { urlConsentMessagesDe } from './messages.js';
import { SERVER, URLS, urlParams } from './test-support.js';
import { UrlConsent } from './UrlConsent.js';
import type { UrlOpener } from './useUrlConsent.js';

const meta = {
  title: 'URL consent/UrlConsent',
  component: UrlConsent,
  args: {
    params: urlParams(URLS.plain),
    server: SERVER,
    onRespond: fn(),
    onFinished: fn(),
    onAbandon: fn(),
    // Stories never open real tabs: the opener is a spy.
    onOpen: fn<UrlOpener>(() => undefined),
  },
} satisfies Meta<typeof UrlConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the link checker has loaded and the card is ready. */
async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: /link/i });
  await expect(await canvas.findByText(/Full link|Vollständiger Link/)).toBeInTheDocument();
  return canvas;
}

/** The Open button once its security delay (`openDelayMs`) has passed: waits for the button's change, not a time. */
async function armedOpen(canvasElement: HTMLElement): Promise<HTMLElement> {
  const open = within(canvasElement).getByRole<HTMLButtonElement>('button', { name: 'Open link' });
  await untilDom(canvasElement, () => !open.disabled);
  await expect(open).toBeEnabled();
  return open;
}

/** A play function that only waits for the ready card (axe then runs on it). */
async function checkReady({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await ready(canvasElement);
}

export const PlainHttps: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await armedOpen(canvasElement);
  },
};

export const Http: Story = { args: { params: urlParams(URLS.http) }, play: checkReady };

export const IdnLookalike: Story = {
  args: { params: urlParams(URLS.lookalike) },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open link' })).toBeDisabled();
  },
};

export const UserinfoTrick: Story = {
  args: { params: urlParams(URLS.userinfo) },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText(/really goes to/)).toBeInTheDocument();
  },
};

export const RegistrableDomainTrick: Story = {
  args: { params: urlParams(URLS.registrableTrick) },
  play: checkReady,
};

export const IpHost: Story = { args: { params: urlParams(URLS.ip) }, play: checkReady };

export const VeryLongUrl: Story = { args: { params: urlParams(URLS.long) }, play: checkReady };

export const BlockedJavascriptUrl: Story = {
  args: { params: urlParams(URLS.javascript) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link cannot be opened');
    await expect(canvas.queryByRole('button', { name: 'Open link' })).toBeNull();
  },
};

export const InvalidRequest: Story = { args: { params: { mode: 'url', message: 'No link here' } } };

export const PopupBlocked: Story = {
  args: { onOpen: fn<UrlOpener>(() => null) },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await armedOpen(canvasElement));
    await expect(args.onRespond).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(/Your browser blocked the new tab/)).toBeInTheDocument();
  },
};

export const AfterOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await armedOpen(canvasElement));
    await expect(args.onOpen).toHaveBeenCalledWith(URLS.plain);
    await expect(canvas.getByRole('button', { name: 'I’ve finished — continue' })).toBeInTheDocument();
  },
};

/**
 * After "I've finished", while the host checks with the server (`checking`, which
 * `ElicitationHost` sets until the runtime has the server's answer): "Checking with …", Open the
 * link again and Cancel (which stops the request).
 */
export const CheckingWithServer: Story = {
  args: { opened: true, checking: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // "Checking the link…" comes first, while the URL inspector loads (a chunk, however long that takes).
    await untilDom(canvasElement, () => /^Checking with .+…/.test(canvas.queryByRole('status')?.textContent ?? ''));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Checking with .+…/);
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Open the link again']);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the link again' }));
    await expect(args.onOpen).toHaveBeenCalledWith(URLS.plain);
    await expect(args.onRespond).not.toHaveBeenCalled();
  },
};

export const FirstTimeDomain: Story = { args: { trustedDomains: ['other.example'] }, play: checkReady };

export const LongMessage: Story = {
  args: { params: urlParams(URLS.plain, 'Please sign in. '.repeat(700)) },
  play: checkReady,
};

export const DarkTheme: Story = {
  args: { params: urlParams(URLS.userinfo), trustedDomains: [] },
  decorators: [
    (Story) => (
      <div data-theme="dark" style={{ padding: '1rem', background: '#0b0d10' }}>
        {Story()}
      </div>
    ),
  ],
  play: checkReady,
};

export const DarkThemeAfterOpen: Story = {
  ...DarkTheme,
  args: { params: urlParams(URLS.ip) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(await armedOpen(canvasElement));
  },
};

export const RightToLeft: Story = {
  args: { params: urlParams(URLS.rtl, 'سجّل الدخول للمتابعة. ‏התחבר כדי להמשיך.'), trustedDomains: [] },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="he">
        {Story()}
      </div>
    ),
  ],
  play: checkReady,
};

export const German: Story = {
  args: { params: urlParams(URLS.lookalike, 'Bitte melden Sie sich an.'), messages: urlConsentMessagesDe },
  decorators: [(Story) => <div lang="de">{Story()}</div>],
  play: checkReady,
};
