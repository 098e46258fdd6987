import { createElicitationQueue } from '@elicit-kit/core';
import { LARGE_OPTION_COUNT } from '@elicit-kit/core/schema';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultFieldComponents } from '../form/fields/index.js';
import { ElicitKitProvider } from '../messages/ElicitKitProvider.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { ElicitationHost } from './ElicitationHost.js';
import { preloadParts } from './lazyParts.js';
import { hostMessagesDe } from './messages.js';
import { ARRIVALS_QUIET_MS } from './useArrivals.js';
import { formatTime } from './WithdrawnNotice.js';
import { throwingProxy } from '@elicit-kit/test-support/hostile';
import { GITHUB, PAY, nameForm, signIn } from './test-support.js';
import { setup, status } from './test-render.js';

// The dialog layout's lazy chunk and the cards' (form, URL consent), loaded up front as an app's
// preloaded chunks would be (the host preloads the cards' when the browser is idle): a cold
// import() under Vitest transforms it first, which can outlast a findBy's wait on a loaded
// machine. A request that comes before its code is in ElicitationHost.pending.test.tsx.
beforeAll(async () => {
  await Promise.all([import('./DialogHost.js'), preloadParts()]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ElicitationHost (inline)', () => {
  it('renders every pending entry and sends exactly what the person answered to the queue', async () => {
    const { ask, container } = setup();
    const first = ask({ server: GITHUB, params: nameForm() });
    const second = ask({ server: PAY, params: signIn() });
    expect(container.querySelector('[data-ek-part="host"]')).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('textbox', { name: /Repository name/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open link' })).toBeEnabled();
    await expectNoAxeViolations(container);

    await userEvent.type(screen.getByRole('textbox', { name: /Repository name/ }), 'elicit-kit');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(first).resolves.toEqual({ action: 'accept', content: { name: 'elicit-kit' } });
    expect(screen.queryByRole('textbox')).toBeNull();

    const card = screen.getByRole('button', { name: 'Open link' }).closest<HTMLElement>('[data-ek-part="host-item"]')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    await expect(second).resolves.toEqual({ action: 'decline' });
    expect(container.querySelector('[data-ek-part="host"]')).toHaveAttribute('data-state', 'empty');
  });

  it('shows renderEmpty only while nothing waits', () => {
    const { ask } = setup({ renderEmpty: () => <p>All caught up</p> });
    expect(screen.getByText('All caught up')).toBeInTheDocument();
    ask({ server: GITHUB, params: nameForm() });
    expect(screen.queryByText('All caught up')).toBeNull();
  });

  it('shows a round of several requests as one labelled group, each card "n of m", answered one by one', async () => {
    const { ask, queue } = setup();
    const a = ask({ server: GITHUB, params: nameForm('Name the repo'), group: 'round-1', key: 'repo' });
    ask({ server: GITHUB, params: nameForm('Name the branch', 'Branch'), group: 'round-1', key: 'branch' });
    const group = screen.getByRole('group', { name: 'GitHub needs 2 answers' });
    expect(group).toHaveAccessibleDescription('Answers are sent together when all are done.');
    const cards = [...group.querySelectorAll('[data-ek-part="host-item"]')];
    expect(cards.map((c) => c.getAttribute('data-group-position'))).toEqual(['1/2', '2/2']);
    expect(within(group).getByRole('group', { name: '1 of 2' })).toContainElement(screen.getByRole('textbox', { name: /Repository name/ }));
    await userEvent.click(within(within(group).getByRole('group', { name: '1 of 2' })).getByRole('button', { name: 'Decline' }));
    await expect(a).resolves.toEqual({ action: 'decline' });
    // The other card stays, still "2 of 2", with its own answers.
    expect(screen.getByRole('group', { name: '2 of 2' })).toContainElement(screen.getByRole('textbox', { name: /Branch/ }));
    expect(queue.getSnapshot().groups).toEqual([{ group: 'round-1', total: 2, settled: 1 }]);
  });

  it('says the server went away when the request closed because the connection was lost', async () => {
    const { ask } = setup();
    const controller = new AbortController();
    const lost = ask({ server: GITHUB, params: nameForm(), signal: controller.signal });
    // As @elicit-kit/mcp aborts a card when its server can no longer be reached.
    act(() => controller.abort(Object.assign(new Error('GitHub went away'), { code: 'transport' })));
    await expect(lost).resolves.toEqual({ action: 'cancel' });
    expect(screen.getByText(/GitHub went away; your answer was not sent\./)).toBeInTheDocument();
  });

  it('says when in the locale’s short time, as hosts show times beside it: "8:24 AM", not "08:24 AM" (F26)', () => {
    const at = new Date(2026, 11, 4, 8, 24).getTime();
    expect(formatTime(at, 'en-US')).toMatch(/^8:24\sAM$/);
    expect(formatTime(at, 'de-DE')).toBe('08:24');
    expect(formatTime(at, 'en-US')).toBe(new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(at));
  });

  it('replaces an aborted request with a notice (form gone), and says "cancelled" when the host cancelled', async () => {
    const { ask, queue, container } = setup();
    const controller = new AbortController();
    const aborted = ask({ server: GITHUB, params: nameForm(), signal: controller.signal });
    ask({ server: PAY, params: nameForm('Amount?', 'Amount') });
    await userEvent.type(screen.getByRole('textbox', { name: /Repository name/ }), 'half-typed');
    act(() => controller.abort());
    await expect(aborted).resolves.toEqual({ action: 'cancel' });
    expect(screen.queryByRole('textbox', { name: /Repository name/ })).toBeNull();
    const notice = screen.getByText(/GitHub’s request was withdrawn — nothing was sent\./);
    // Focus was in the dead form: it moves to the notice, not to the page.
    expect(notice.closest('p')).toHaveFocus();
    expect(notice.closest('[data-ek-part="host-notice"]')).toHaveAttribute('data-reason', 'aborted');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    act(() => void queue.cancelAll());
    expect(screen.getByText(/Example Pay’s request was cancelled by this app — nothing was sent\./)).toBeInTheDocument();
    const [dismiss] = screen.getAllByRole('button', { name: 'Dismiss' });
    expect(dismiss).toHaveAccessibleDescription(/GitHub’s request was withdrawn/);
    await userEvent.click(dismiss!);
    expect(screen.queryByText(/GitHub’s request was withdrawn/)).toBeNull();
    // Focus moves on to the next item, not to the page.
    expect(screen.getByText(/Example Pay’s request was cancelled/).closest('[data-ek-part="host-item"]')).toHaveFocus();
    expect(queue.getSnapshot().closed.map((c) => c.reason)).toEqual(['cancelled']);
  });

  it('gives no notice for a request whose signal had aborted before it arrived (it was never shown)', () => {
    const { ask, queue, container } = setup();
    ask({ server: GITHUB, params: nameForm(), signal: AbortSignal.abort() });
    expect(queue.getSnapshot().closed.map((c) => c.reason)).toEqual(['aborted']);
    expect(container.querySelector('[data-ek-part="host-item"]')).toBeNull();
  });

  it('keeps what was typed when the host is unmounted and mounted again', async () => {
    const { ask, queue, unmount } = setup();
    ask({ server: GITHUB, params: nameForm() });
    await userEvent.type(screen.getByRole('textbox', { name: /Repository name/ }), 'draft-value');
    unmount();
    render(<ElicitationHost queue={queue} />);
    expect(screen.getByRole('textbox', { name: /Repository name/ })).toHaveValue('draft-value');
  });

  it('shows the time left before a deadline, ticking each second, and announces it once near the end', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
    const { ask } = setup();
    ask({ server: GITHUB, params: nameForm(), expiresAt: Date.now() + 125_000 });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('2:05 left');
    expect(timer).toHaveAttribute('data-state', 'running');
    act(() => void vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('2:04 left');
    act(() => void vi.advanceTimersByTime(94_000));
    expect(timer).toHaveTextContent('0:30 left');
    expect(timer).toHaveAttribute('data-state', 'soon');
    expect(status()).toHaveTextContent('30 seconds left to answer GitHub.');
    act(() => void vi.advanceTimersByTime(40_000));
    expect(timer).toHaveTextContent('Time is up');
    expect(status()).toHaveTextContent('30 seconds left to answer GitHub.');
  });

  it('re-renders only the deadline line on each tick, never the form', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
    // The form reads `components.text` on every render (its memo's dependency): count the reads.
    let formRenders = 0;
    const components = {
      get text() {
        formRenders += 1;
        return defaultFieldComponents.text;
      },
    };
    const { ask } = setup({ formProps: { components } });
    ask({ server: GITHUB, params: nameForm(), expiresAt: Date.now() + 60_000 });
    const before = formRenders;
    expect(before).toBeGreaterThan(0);
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:55 left');
    expect(formRenders).toBe(before);
  });

  it('has a polite live region from the first render that announces new requests without moving focus', () => {
    vi.useFakeTimers();
    const { ask } = setup();
    const region = status();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    ask({ server: GITHUB, params: nameForm(`Name it\nsecond line ${'x'.repeat(200)}`) });
    expect(status()).toBe(region);
    expect(region).toHaveTextContent('New request from GitHub: Name it');
    expect(region.textContent).not.toContain('second line');
    expect(outside).toHaveFocus();
    act(() => vi.advanceTimersByTime(ARRIVALS_QUIET_MS));
    ask({ server: PAY, params: nameForm(`${'y'.repeat(200)}`) });
    expect(region).toHaveTextContent(/^New request from Example Pay: y+…$/);
    expect(region.textContent!.length).toBeLessThan(120);
    outside.remove();
  });

  it('empties the region once the request it announced no longer waits (F17)', () => {
    vi.useFakeTimers();
    const { ask } = setup();
    ask({ server: GITHUB, params: nameForm('Name it') });
    expect(status()).toHaveTextContent('New request from GitHub: Name it');
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(status()).toHaveTextContent('');
    expect(screen.queryByText(/New request/)).toBeNull();
  });

  it('with focusNewRequests moves focus to the first field of a request that arrives later', () => {
    const { ask } = setup({ focusNewRequests: true });
    ask({ server: GITHUB, params: nameForm() });
    expect(screen.getByRole('textbox', { name: /Repository name/ })).toHaveFocus();
  });

  it('with focusNewRequests focuses a new URL consent’s card itself, never a button', async () => {
    const { ask } = setup({ focusNewRequests: true });
    ask({ server: PAY, params: signIn() });
    const card = screen.getByText('Open a link outside this app?').closest('[data-ek-part="host-item"]');
    expect(card).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Open link' })).not.toHaveFocus();
  });

  it('announces nothing and renders no live region with announce={false}', () => {
    const { ask, container } = setup({ announce: false });
    ask({ server: GITHUB, params: nameForm() });
    expect(container.querySelector('[role="status"][data-ek-part="host-status"]')).toBeNull();
  });

  it('is completed by keyboard alone: a form, then a decline', async () => {
    const { ask } = setup({ focusNewRequests: true });
    const form = ask({ server: GITHUB, params: nameForm() });
    await userEvent.keyboard('kit{Enter}');
    await expect(form).resolves.toEqual({ action: 'accept', content: { name: 'kit' } });
    const declined = ask({ server: PAY, params: nameForm('Amount?', 'Amount') });
    // Focus is on the new field: Tab to Decline (the first button) and press it.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(declined).resolves.toEqual({ action: 'decline' });
  });

  it('contains hostile or broken requests: the other cards keep working', async () => {
    const onError = vi.fn();
    // A field component that crashes on one request only.
    const DefaultText = defaultFieldComponents.text;
    const Text = (props: ComponentProps<typeof DefaultText>) => {
      if (props.field.label === 'Boom') throw new Error('broken field');
      return <DefaultText {...props} />;
    };
    const { ask, container } = setup({ onError, formProps: { components: { text: Text } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const proto = JSON.parse('{"message":"x","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string","title":"Proto"}}}}');
    // One option past core's "large" cap: still rendered, the path 5,000 options would take (in a tenth of the time).
    const huge = {
      message: 'Pick',
      requestedSchema: {
        type: 'object',
        properties: { pick: { type: 'string', enum: Array.from({ length: LARGE_OPTION_COUNT + 1 }, (_, i) => `option-${i}`) } },
      },
    };
    const throwing = throwingProxy();
    const answers = [
      ask({ server: GITHUB, params: proto }),
      ask({ server: GITHUB, params: { mode: 'telepathy', message: 'Think' } }),
      ask({ server: GITHUB, params: huge }),
      ask({ server: GITHUB, params: throwing }),
      ask({ server: GITHUB, params: nameForm('Crash', 'Boom') }),
    ];
    const good = ask({ server: PAY, params: nameForm('Amount?', 'Amount') });
    expect(container.querySelectorAll('[data-ek-part="host-item"]')).toHaveLength(6);
    expect(screen.getByText('This request could not be shown')).toBeInTheDocument();
    // Role queries over a thousand options are slow: query card by card.
    const cards = [...container.querySelectorAll<HTMLElement>('[data-ek-part="host-item"]')];
    const goodCard = within(cards.at(-1)!);
    await userEvent.type(goodCard.getByRole('textbox', { name: /Amount/ }), '12');
    await userEvent.click(goodCard.getByRole('button', { name: 'Submit' }));
    await expect(good).resolves.toEqual({ action: 'accept', content: { name: '12' } });
    // Each hostile one can still be cancelled.
    for (const card of cards.slice(0, -1)) await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await expect(Promise.all(answers)).resolves.toEqual(answers.map(() => ({ action: 'cancel' })));
  });

  it('keeps an opened URL consent (accept sent) until the person finishes, and tells onAbandon on Cancel', async () => {
    const onAbandon = vi.fn();
    const onFinished = vi.fn();
    const onOpen = vi.fn(() => undefined);
    const { ask, queue, unmount } = setup({ onAbandon, onFinished, urlProps: { openDelayMs: 0, onOpen } });
    const first = ask({ server: PAY, params: signIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Open link' }));
    await expect(first).resolves.toEqual({ action: 'accept' });
    expect(onOpen).toHaveBeenCalledTimes(1);
    const item = screen.getByRole('button', { name: 'I’ve finished — continue' }).closest('[data-ek-part="host-item"]');
    expect(item).toHaveAttribute('data-state', 'opened');
    const finishedId = queue.getSnapshot().closed[0]?.entry.id as string;
    await userEvent.click(screen.getByRole('button', { name: 'I’ve finished — continue' }));
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ server: PAY }));
    expect(queue.getSnapshot().closed).toEqual([]);
    // The runtime waiting on the link learns why the card went: retry now.
    expect(queue.getFollowUp(finishedId)).toBe('finished');
    expect(screen.queryByRole('button', { name: 'Open link' })).toBeNull();

    // Another link (the same one again would be "still waiting", below).
    ask({ server: PAY, params: signIn(`https://pay.example.com/link?session=3`) });
    await userEvent.click(await screen.findByRole('button', { name: 'Open link' }));
    const abandonedId = queue.getSnapshot().closed[0]?.entry.id as string;
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAbandon).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot().closed).toEqual([]);
    // …or stop the original request instead of retrying it (C21).
    expect(queue.getFollowUp(abandonedId)).toBe('abandoned');

    // A re-mounted host shows the opened consent again, without Open: accept cannot be sent twice.
    const second = ask({ server: PAY, params: signIn(`https://pay.example.com/link?session=4`) });
    await userEvent.click(await screen.findByRole('button', { name: 'Open link' }));
    await second;
    unmount();
    render(<ElicitationHost queue={queue} urlProps={{ openDelayMs: 0, onOpen }} />);
    expect(await screen.findByRole('button', { name: 'I’ve finished — continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open link' })).toBeNull();
    act(() => void queue.dismissClosed(queue.getSnapshot().closed[0]!.entry.id));

    // The runtime dismisses it itself when the server reports the URL step complete.
    const third = ask({ server: PAY, params: signIn(`https://pay.example.com/link?session=5`) });
    await userEvent.click(await screen.findByRole('button', { name: 'Open link' }));
    await third;
    act(() => void queue.dismissClosed(queue.getSnapshot().closed[0]!.entry.id));
    expect(screen.queryByRole('button', { name: 'I’ve finished — continue' })).toBeNull();
  });

  it('speaks German with the provider, and renders without classes when unstyled', () => {
    const queue = createElicitationQueue();
    const { container } = render(
      <ElicitKitProvider messages={{ ...hostMessagesDe }} unstyled>
        <ElicitationHost queue={queue} />
      </ElicitKitProvider>,
    );
    act(() => void queue.enqueue({ server: GITHUB, params: nameForm('a'), group: 'g' }));
    act(() => void queue.enqueue({ server: GITHUB, params: nameForm('b'), group: 'g' }));
    expect(screen.getByRole('group', { name: 'GitHub braucht 2 Antworten' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 von 2' })).toBeInTheDocument();
    expect(container.querySelector('[class]')).toBeNull();
    expect(container.querySelector('[data-ek-part="host"]')).toHaveAttribute('data-layout', 'inline');
  });
});

describe('ElicitationHost: several forms from one server', () => {
  it('stays axe-clean with identical requests in one round (no two form landmarks with one name)', async () => {
    const { ask, container } = setup();
    ask({ server: GITHUB, params: nameForm(), group: 'same' });
    ask({ server: GITHUB, params: nameForm(), group: 'same' });
    expect(screen.getAllByRole('textbox', { name: /Repository name/ })).toHaveLength(2);
    // Each card is still told apart by its named group.
    expect(screen.getByRole('group', { name: /1 of 2/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /2 of 2/ })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('ElicitationHost (dialog)', () => {
  it('shows one request at a time with its round’s progress; the next takes its place; focus returns when empty', async () => {
    const before = document.createElement('button');
    before.textContent = 'Chat input';
    document.body.append(before);
    before.focus();
    const { ask, container } = setup({ layout: 'dialog' });
    const answers = [1, 2, 3].map((n) => ask({ server: GITHUB, params: nameForm(`Question ${n}`, `Field ${n}`), group: 'r' }));
    const dialog = await screen.findByRole('dialog', { name: 'GitHub needs your answer' });
    expect(dialog).toHaveAccessibleDescription(/^1 of 3\. Answers are sent together when all are done\. 2 more requests waiting$/);
    expect(dialog).toHaveFocus();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    await expectNoAxeViolations(document.body);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Field 1/ }), 'one{Enter}');
    await expect(answers[0]).resolves.toEqual({ action: 'accept', content: { name: 'one' } });
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/^2 of 3\./);
    expect(screen.getByRole('textbox', { name: /Field 2/ })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveFocus();

    // Escape cancels the request shown (not the dialog as a whole).
    await userEvent.keyboard('{Escape}');
    await expect(answers[1]).resolves.toEqual({ action: 'cancel' });
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/^3 of 3\./);

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(answers[2]).resolves.toEqual({ action: 'decline' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('[data-ek-part="host"]')).toHaveAttribute('data-layout', 'dialog');
    expect(before).toHaveFocus();
    before.remove();
  });

  it('announces a request that arrives while the dialog is open from inside the dialog, and counts it', () => {
    vi.useFakeTimers();
    const { ask } = setup({ layout: 'dialog' });
    ask({ server: GITHUB, params: nameForm() });
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveAccessibleDescription(/waiting/);
    ask({ server: PAY, params: nameForm('How much?', 'Amount') });
    // Said once the region has been quiet for a moment (arrivals close together are said together).
    act(() => vi.advanceTimersByTime(ARRIVALS_QUIET_MS));
    expect(within(dialog).getByRole('status')).toHaveTextContent('New request from Example Pay: How much?');
    expect(dialog).toHaveAccessibleDescription('1 more request waiting');
    // The first request is still the one shown.
    expect(within(dialog).getByRole('textbox', { name: /Repository name/ })).toBeInTheDocument();
  });

  it('shows the withdrawal notice of the request it was showing, then the next one', async () => {
    const { ask } = setup({ layout: 'dialog' });
    const controller = new AbortController();
    ask({ server: GITHUB, params: nameForm(), signal: controller.signal });
    ask({ server: PAY, params: nameForm('Amount?', 'Amount') });
    act(() => controller.abort());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/GitHub’s request was withdrawn/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toBeInTheDocument();
  });
});

describe('ElicitationHost: the URL consent’s heading sits under the host’s headings', () => {
  it('is an h4 inline (under a chat turn’s h3), an h3 in the dialog layout, and follows headingLevel', async () => {
    const inline = setup();
    inline.ask({ server: PAY, params: signIn() });
    expect(await screen.findByRole('heading', { name: 'Open a link outside this app?' })).toHaveProperty('tagName', 'H4');
    inline.unmount();

    const chosen = setup({ headingLevel: 3 });
    chosen.ask({ server: PAY, params: signIn() });
    expect(await screen.findByRole('heading', { name: 'Open a link outside this app?' })).toHaveProperty('tagName', 'H3');
    chosen.unmount();

    const dialog = setup({ layout: 'dialog' });
    dialog.ask({ server: PAY, params: signIn() });
    expect(await screen.findByRole('heading', { name: 'Open a link outside this app?' })).toHaveProperty('tagName', 'H3');
  });
});

describe('ElicitationHost: no dead end after "I’ve finished" (the server still waits)', () => {
  it('a link asked for again after the person opened it shows the compact "still waiting" card: open again, finish, cancel', async () => {
    const onOpen = vi.fn((_href: string): unknown => undefined);
    const onFinished = vi.fn();
    const { ask, queue } = setup({ urlProps: { openDelayMs: 0, onOpen }, onFinished });
    const first = ask({ server: PAY, params: signIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Open link' }));
    await expect(first).resolves.toEqual({ action: 'accept' });
    // The compact waiting card after Open.
    expect(document.querySelector('[data-ek-part="url-waiting"]')).toHaveTextContent('Waiting for you to finish at example.com.');
    const firstId = queue.getSnapshot().closed[0]!.entry.id;
    await userEvent.click(screen.getByRole('button', { name: 'I’ve finished — continue' }));
    expect(queue.getFollowUp(firstId)).toBe('finished');
    expect(screen.queryByRole('button', { name: /finished/ })).toBeNull();

    // Too early: the server asks for the same link again (a -32042 retry, or a 2026-07-28 round).
    const again = ask({ server: PAY, params: signIn() });
    const stillWaiting = () => document.querySelector<HTMLElement>('[data-still-waiting]')!;
    expect(stillWaiting()).toHaveTextContent('The server is still waiting: you have not finished at example.com yet.');
    const card = stillWaiting().closest<HTMLElement>('[data-ek-part="host-item"]')!;
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Copy link', 'Cancel', 'Open the link again', 'I’ve finished — continue']);
    expect(within(card).queryByRole('heading', { name: /Open a link/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Open the link again' })).toHaveAccessibleDescription(/still waiting/);
    await expectNoAxeViolations(card);

    // Opening again is a new consent for the new request: accept, once, and the compact waiting card.
    await userEvent.click(within(card).getByRole('button', { name: 'Open the link again' }));
    await expect(again).resolves.toEqual({ action: 'accept' });
    expect(onOpen).toHaveBeenCalledTimes(2);

    // Asked once more: "I've finished" answers accept without opening a third tab, and follows up as finished.
    const third = ask({ server: PAY, params: signIn() });
    await userEvent.click(within(stillWaiting().closest<HTMLElement>('[data-ek-part="host-item"]')!).getByRole('button', { name: 'I’ve finished — continue' }));
    await expect(third).resolves.toEqual({ action: 'accept' });
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onFinished).toHaveBeenCalledTimes(2);
    // Another server's request for the same address is not "still waiting".
    ask({ server: GITHUB, params: signIn() });
    expect(await screen.findByRole('button', { name: 'Open link' })).toBeInTheDocument();
  });
});
