import { createElicitationQueue, type ElicitationQueue, type ElicitResult } from '@elicit-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { untilDom } from '../test-support/untilDom.js';
import { ElicitationHost, type ElicitationHostProps } from './ElicitationHost.js';
import { GITHUB, PAY, nameForm, signIn } from './test-support.js';

type Fill = (queue: ElicitationQueue, answers: Promise<ElicitResult>[]) => void;

/** Answers of the story's requests, so a play function can check what reached the caller. */
const answersOf = new WeakMap<HTMLElement, Promise<ElicitResult>[]>();

/**
 * A chat column with its own queue, filled once by `fill`. The dialog is portalled into the
 * story, so the story's theme and the accessibility check reach it.
 */
function HostStory({ fill, ...props }: Omit<ElicitationHostProps, 'queue' | 'container'> & { fill: Fill }) {
  const [answers] = useState<Promise<ElicitResult>[]>(() => []);
  const [queue] = useState(() => {
    const q = createElicitationQueue();
    fill(q, answers);
    return q;
  });
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={(el) => {
        setContainer(el);
        if (el) answersOf.set(el, answers);
      }}
      data-story-root=""
      style={{ minHeight: props.layout === 'dialog' ? '40rem' : undefined }}
    >
      <button type="button" onClick={() => answers.push(queue.enqueue({ server: PAY, params: nameForm('How much should we transfer?', 'Amount') }))}>
        Simulate a request
      </button>
      {container ? <ElicitationHost {...props} queue={queue} container={container} urlProps={{ openDelayMs: 0, onOpen: () => undefined }} /> : null}
    </div>
  );
}

const answers = (canvasElement: HTMLElement) => answersOf.get(canvasElement.querySelector<HTMLElement>('[data-story-root]')!)!;

const meta = {
  title: 'Host/ElicitationHost',
  component: HostStory,
  args: { fill: (() => {}) as Fill, onAbandon: fn(), onFinished: fn() },
} satisfies Meta<typeof HostStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const inlineRound: Fill = (queue, list) => {
  list.push(queue.enqueue({ server: GITHUB, params: nameForm(), group: 'round-1', key: 'repo' }));
  list.push(queue.enqueue({ server: GITHUB, params: signIn('https://github.com/login/device'), group: 'round-1', key: 'auth' }));
};

/** One round with two requests (a form and a URL) shown together, each with its own answers. */
export const InlineGroup: Story = {
  args: { layout: 'inline', fill: inlineRound },
  // The look only: both requests wait, as a person first sees them.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'GitHub needs 2 answers' });
    // The form's code loads on demand (host/lazyParts.tsx): the card's pending frame shows first.
    await expect(await within(group).findByRole('textbox', { name: /Repository name/ })).toBeInTheDocument();
    await expect(await within(group).findByRole('button', { name: 'Open link' })).toBeInTheDocument();
  },
};

/**
 * Interaction test: each request of the round is answered on its own, and the round's card
 * goes once both are done. It ends empty, so it stays off the Docs page.
 */
export const InlineGroupAnswered: Story = {
  name: 'Inline Group: answer both (test)',
  tags: ['!autodocs'],
  args: { layout: 'inline', fill: inlineRound },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'GitHub needs 2 answers' });
    await userEvent.type(await within(group).findByRole('textbox', { name: /Repository name/ }), 'elicit-kit{Enter}');
    await expect(answers(canvasElement)[0]).resolves.toEqual({ action: 'accept', content: { name: 'elicit-kit' } });
    const url = canvas.getByRole('group', { name: '2 of 2' });
    await userEvent.click(await within(url).findByRole('button', { name: 'Open link' }));
    await userEvent.click(within(url).getByRole('button', { name: 'I’ve finished — continue' }));
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('group', { name: /needs 2 answers/ })).toBeNull());
  },
};

/** Three queued requests in a modal, one at a time with the round's progress. */
export const DialogQueue: Story = {
  // On the docs page the modal gets its own frame: inline, it would lock the whole page (scroll, clicks).
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
  args: {
    layout: 'dialog',
    fill: (queue, list) => {
      for (const [n, label] of [
        [1, 'Repository name'],
        [2, 'Branch'],
        [3, 'Reviewer'],
      ] as const) {
        list.push(queue.enqueue({ server: GITHUB, params: nameForm(`Question ${n} of the release round`, label), group: 'release' }));
      }
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'GitHub needs your answer' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(dialog).toHaveAccessibleDescription(/^1 of 3\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(answers(canvasElement)[0]).resolves.toEqual({ action: 'decline' });
    await expect(canvas.getByRole('dialog')).toHaveAccessibleDescription(/^2 of 3\./);
    await expect(await canvas.findByRole('textbox', { name: /Branch/ })).toBeInTheDocument();
  },
};

const withdrawn: Fill = (queue, list) => {
  const controller = new AbortController();
  list.push(queue.enqueue({ server: GITHUB, params: nameForm(), signal: controller.signal }));
  controller.abort();
};

/** A request withdrawn by the caller: a notice instead of the form, with Dismiss. */
export const AbortedNotice: Story = {
  args: { layout: 'inline', fill: withdrawn, renderEmpty: () => <p>No requests waiting.</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/GitHub’s request was withdrawn — nothing was sent\./)).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Interaction test: Dismiss removes the notice (off the Docs page: it ends empty). */
export const AbortedNoticeDismissed: Story = {
  name: 'Aborted Notice: Dismiss (test)',
  tags: ['!autodocs'],
  args: { ...AbortedNotice.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.getByText('No requests waiting.')).toBeInTheDocument();
  },
};

/** A request with a deadline: the time left ticks in its own line. */
export const Deadline: Story = {
  args: {
    layout: 'inline',
    fill: (queue, list) => {
      list.push(queue.enqueue({ server: PAY, params: nameForm('How much should we transfer?', 'Amount'), expiresAt: Date.now() + 125_000 }));
    },
  },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent(/^2:0\d left$/);
    const first = timer.textContent;
    // The next tick of the deadline's own one-second timer: wait for the text to change, not a time.
    await untilDom(timer, () => timer.textContent !== first);
    await expect(timer).toHaveTextContent(/^\d:\d\d left$/);
  },
};

/** Interaction test: answering before the deadline sends the answer (off the Docs page: it ends empty). */
export const DeadlineAnswered: Story = {
  name: 'Deadline: answer in time (test)',
  tags: ['!autodocs'],
  args: { ...Deadline.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '12{Enter}');
    await expect(answers(canvasElement)[0]).resolves.toEqual({ action: 'accept', content: { name: '12' } });
  },
};

/** Nothing waiting; a request that arrives is announced politely, focus stays where it was. */
export const Empty: Story = {
  args: { layout: 'inline', renderEmpty: () => <p>No requests waiting.</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No requests waiting.')).toBeInTheDocument();
    const status = canvasElement.querySelector('[data-ek-part="host-status"]')!;
    await expect(status).toHaveTextContent('');
    const trigger = canvas.getByRole('button', { name: 'Simulate a request' });
    await userEvent.click(trigger);
    await waitFor(() => expect(status).toHaveTextContent('New request from Example Pay: How much should we transfer?'));
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByText('No requests waiting.')).toBeNull();
  },
};
