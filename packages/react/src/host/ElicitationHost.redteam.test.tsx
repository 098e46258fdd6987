// Red-team tests of the host (jsdom): a keyboard user, a screen reader user, a hostile server
// and a busy chat app. Cases that found a fault failed before it; the others record what held.
import { createElicitationQueue, type ElicitResult } from '@elicit-kit/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultFieldComponents } from '../form/fields/index.js';
import { ElicitationHost } from './ElicitationHost.js';
import { throwingProxy } from '@elicit-kit/test-support/hostile';
import { GITHUB, PAY, nameForm, signIn } from './test-support.js';
import { preloadParts } from './lazyParts.js';
import { setup, status } from './test-render.js';
import { ARRIVALS_QUIET_MS } from './useArrivals.js';

// The cards' code (form, URL consent), loaded up front as the host's idle preload would have
// (a request that comes before it is in ElicitationHost.pending.test.tsx).
beforeAll(preloadParts);

const hostRoot = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-ek-part="host"]')!;

afterEach(() => {
  vi.useRealTimers();
  // A console spy left by one test would be reused by a later vi.spyOn, calls and all.
  vi.restoreAllMocks();
});

describe('ElicitationHost red team: keyboard', () => {
  it('inline: after answering a card, focus moves to the next request, never to <body>', async () => {
    const { ask } = setup();
    const first = ask({ server: GITHUB, params: nameForm() });
    ask({ server: PAY, params: nameForm('Amount?', 'Amount') });
    await userEvent.click(screen.getByRole('textbox', { name: /Repository name/ }));
    await userEvent.keyboard('kit{Enter}');
    await expect(first).resolves.toEqual({ action: 'accept', content: { name: 'kit' } });
    const next = screen.getByRole('textbox', { name: /Amount/ }).closest('[data-ek-part="host-item"]')!;
    expect(next).toHaveFocus();
    // A screen reader says where focus landed.
    expect(next).toHaveAccessibleName('Request from Example Pay');
  });

  it('inline: after answering the last card, focus goes to the host\'s named "nothing else is waiting" line (not <body>)', async () => {
    const { ask, container } = setup();
    const answer = ask({ server: GITHUB, params: nameForm() });
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(document.activeElement).not.toBe(document.body);
    const done = screen.getByRole('status', { name: 'Nothing else is waiting for your answer.' });
    expect(done).toHaveFocus();
    expect(hostRoot(container).contains(done)).toBe(true);
    // The root says it shows the line, so a host that collapses an empty root keeps this one (F22).
    expect(hostRoot(container)).toHaveAttribute('data-state', 'empty');
    expect(hostRoot(container)).toHaveAttribute('data-done', '');
    // Gone once a new request comes.
    ask({ server: GITHUB, params: nameForm() });
    expect(await screen.findByRole('textbox', { name: /Repository name/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Nothing else is waiting for your answer.' })).toBeNull();
    expect(hostRoot(container)).not.toHaveAttribute('data-done');
  });

  it('inline: an opened URL consent finished by keyboard hands focus on, not to <body>', async () => {
    const { ask, container } = setup({ urlProps: { openDelayMs: 0, onOpen: () => undefined } });
    const answer = ask({ server: PAY, params: signIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Open link' }));
    await expect(answer).resolves.toEqual({ action: 'accept' });
    await userEvent.click(screen.getByRole('button', { name: 'I’ve finished — continue' }));
    expect(container.querySelector('[data-ek-part="host-item"]')).toBeNull();
    expect(screen.getByRole('status', { name: 'Nothing else is waiting for your answer.' })).toHaveFocus();
  });

  it('focusNewRequests never takes focus from a field the person is typing in', async () => {
    const { ask } = setup({ focusNewRequests: true });
    ask({ server: GITHUB, params: nameForm() });
    const field = screen.getByRole('textbox', { name: /Repository name/ });
    await userEvent.click(field);
    await userEvent.keyboard('ki');
    ask({ server: PAY, params: nameForm('Amount?', 'Amount') });
    expect(field).toHaveFocus();
    await userEvent.keyboard('t');
    expect(field).toHaveValue('kit');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('');
  });

  it('focusNewRequests never takes focus from the chat’s own text box (keystrokes would go to the server)', () => {
    const { ask } = setup({ focusNewRequests: true });
    const composer = document.createElement('textarea');
    document.body.append(composer);
    composer.focus();
    ask({ server: GITHUB, params: nameForm() });
    expect(composer).toHaveFocus();
    composer.remove();
  });

  it('focusNewRequests focuses the oldest of several requests that arrive at once', () => {
    const { queue } = setup({ focusNewRequests: true });
    act(() => {
      void queue.enqueue({ server: GITHUB, params: nameForm() });
      void queue.enqueue({ server: PAY, params: nameForm('Amount?', 'Amount') });
    });
    expect(screen.getByRole('textbox', { name: /Repository name/ })).toHaveFocus();
  });
});

describe('ElicitationHost red team: dialog', () => {
  it('a click outside keeps the dialog and what was typed; Escape asks first, then cancels only the request shown', async () => {
    const { queue, ask } = setup({ layout: 'dialog' });
    const first = ask({ server: GITHUB, params: nameForm() });
    ask({ server: PAY, params: nameForm('Amount?', 'Amount') });
    // The dialog layout's code loads on first use.
    await userEvent.type(await screen.findByRole('textbox', { name: /Repository name/ }), 'kit');
    await userEvent.click(document.querySelector('[data-ek-part="host-dialog-overlay"]')!);
    expect(screen.getByRole('textbox', { name: /Repository name/ })).toHaveValue('kit');
    expect(queue.getSnapshot().pending).toHaveLength(2);
    // Something was typed: Escape asks before throwing it away, and sends nothing yet.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(queue.getSnapshot().pending).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Discard and cancel' }));
    await expect(first).resolves.toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().pending).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Example Pay needs your answer' })).toHaveFocus();
  });
});

describe('ElicitationHost red team: an opened link in the dialog', () => {
  it('Escape after Open stops the request rather than retrying it: the runtime reads "abandoned" (C21)', async () => {
    const onAbandon = vi.fn();
    const { queue, ask } = setup({ layout: 'dialog', onAbandon, urlProps: { openDelayMs: 0, onOpen: () => undefined } });
    const answer = ask({ server: PAY, params: { mode: 'url', message: 'Sign in', url: 'https://pay.example.com/login' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Open link' }));
    await expect(answer).resolves.toEqual({ action: 'accept' });
    const id = queue.getSnapshot().closed[0]?.entry.id as string;
    await userEvent.keyboard('{Escape}');
    expect(onAbandon).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot().closed).toEqual([]);
    expect(queue.getFollowUp(id)).toBe('abandoned');
  });
});

describe('ElicitationHost red team: hostile requests in the dialog', () => {
  it('each is shown in turn with Decline and Cancel, and Escape cancels it; the dialog carries on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ask } = setup({ layout: 'dialog' });
    const throwing = throwingProxy();
    const proto = JSON.parse('{"message":"x","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string","title":"Proto"}}}}');
    const hostile = [
      throwing,
      proto,
      { mode: 'telepathy', message: 'Think' },
      { mode: 'url', url: 'javascript:alert(1)', message: '\u202Eclick', elicitationId: 'x' },
      42,
    ];
    const answers = hostile.map((params) => ask({ server: GITHUB, params }));
    const last = ask({ server: PAY, params: nameForm('Amount?', 'Amount') });
    for (const answer of answers) {
      const dialog = screen.getByRole('dialog', { name: 'GitHub needs your answer' });
      expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await expect(answer).resolves.toEqual({ action: 'cancel' });
    }
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '5{Enter}');
    await expect(last).resolves.toEqual({ action: 'accept', content: { name: '5' } });
  });
});

describe('ElicitationHost red team: dialog focus return', () => {
  it('when what had focus is gone by the time the queue empties, focus goes to the host, not <body>', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { ask, container } = setup({ layout: 'dialog' });
    const answer = ask({ server: GITHUB, params: nameForm() });
    opener.remove();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const done = screen.getByRole('status', { name: 'Nothing else is waiting for your answer.' });
    // Focus moves once the closed dialog's layer has let go of it (an effect after the commit that
    // removed it): under load that can come after the answer's promise settled.
    await waitFor(() => expect(done).toHaveFocus());
    expect(hostRoot(container).contains(done)).toBe(true);
  });
});

describe('ElicitationHost red team: screen reader and hostile servers', () => {
  it('isolates the server’s name in the host’s own sentences, so bidi overrides cannot reorder them', () => {
    vi.useFakeTimers();
    const evil = { name: 'evil', title: '\u202Egithub' };
    const { ask, container } = setup();
    const quiet = () => act(() => vi.advanceTimersByTime(ARRIVALS_QUIET_MS));
    ask({ server: evil, params: nameForm(), group: 'g' });
    quiet();
    ask({ server: evil, params: nameForm('Branch?', 'Branch'), group: 'g' });
    quiet();
    const label = container.querySelector('.ek-host-group-label')!;
    // Isolated by <bdi>, not by invisible characters: the group's accessible name holds none.
    expect(label.textContent).toBe('\u202Egithub needs 2 answers');
    expect(label.querySelector('bdi')?.textContent).toBe('\u202Egithub');
    expect(status().textContent).toBe('New request from \u2068\u202Egithub\u2069: Branch?');
    ask({ server: GITHUB, params: nameForm('\u202Eevil message') });
    quiet();
    expect(status().textContent).toBe('New request from GitHub: \u2068\u202Eevil message\u2069');
  });

  it('keeps a 10,000-character server name with line breaks to one short line in the host’s sentences', () => {
    const { ask, container } = setup();
    ask({ server: { name: `huge\n${'x'.repeat(10_000)}` }, params: nameForm(), group: 'g' });
    ask({ server: { name: 'huge' }, params: nameForm('Branch?', 'Branch'), group: 'g' });
    const label = container.querySelector('.ek-host-group-label')!.textContent!;
    expect(label).toMatch(/^huge x+… needs 2 answers$/);
    expect(label.length).toBeLessThan(100);
  });

  it('batches 50 arrivals from 20 servers into one short announcement', () => {
    const { queue } = setup();
    act(() => {
      for (let i = 0; i < 50; i += 1) void queue.enqueue({ server: { name: `server-${i % 20}` }, params: nameForm() });
    });
    const text = status().textContent!;
    expect(text).toMatch(/^50 new requests from /);
    expect(text.length).toBeLessThan(120);
    expect(text).toContain('17 more');
  });

  it('requests arriving one by one in quick succession are announced as one sentence, not one each', () => {
    vi.useFakeTimers();
    const { ask, unmount } = setup();
    const region = status();
    // Every text the region showed, read after each step (each step is one render and its effects).
    const texts: string[] = [];
    const read = () => {
      if (region.textContent && region.textContent !== texts.at(-1)) texts.push(region.textContent);
    };
    ask({ server: GITHUB, params: nameForm('First?') });
    read();
    for (let i = 0; i < 9; i += 1) {
      ask({ server: { name: `s${i}` }, params: nameForm(`Q${i}`) });
      read();
      act(() => vi.advanceTimersByTime(100));
      read();
    }
    act(() => vi.advanceTimersByTime(2_000));
    read();
    expect(texts).toEqual(['New request from GitHub: First?', '9 new requests from s0, s1, s2 and 6 more']);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a deadline that is not a finite number shows no countdown and starts no timer', () => {
    vi.useFakeTimers();
    const { ask, container, unmount } = setup();
    ask({ server: GITHUB, params: nameForm(), expiresAt: Number.NaN });
    ask({ server: PAY, params: nameForm('Amount?', 'Amount'), expiresAt: Number.POSITIVE_INFINITY });
    expect(container.querySelector('[data-ek-part="host-deadline"]')).toBeNull();
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
    unmount();
  });

  it('a deadline already past shows "Time is up" and starts no timer', () => {
    vi.useFakeTimers();
    const { ask, container } = setup();
    ask({ server: GITHUB, params: nameForm(), expiresAt: Date.now() - 5_000 });
    const deadline = container.querySelector('[data-ek-part="host-deadline"]')!;
    expect(deadline).toHaveAttribute('data-state', 'expired');
    expect(deadline).toHaveTextContent('Time is up');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer running after unmount', () => {
    vi.useFakeTimers();
    const { ask, unmount } = setup();
    for (let i = 0; i < 5; i += 1) ask({ server: GITHUB, params: nameForm(), expiresAt: Date.now() + 60_000 });
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('ElicitationHost red team: a busy chat app', () => {
  it('requests arriving and being withdrawn around a card leave its typed text and focus alone', async () => {
    const { queue, ask } = setup({ focusNewRequests: true });
    const before = new AbortController();
    ask({ server: PAY, params: nameForm('Amount?', 'Amount'), signal: before.signal });
    ask({ server: GITHUB, params: nameForm() });
    const field = screen.getByRole('textbox', { name: /Repository name/ });
    await userEvent.click(field);
    await userEvent.keyboard('ki');
    act(() => before.abort());
    const after = new AbortController();
    for (let i = 0; i < 20; i += 1) ask({ server: { name: `s${i}` }, params: nameForm(`Q${i}`, `Field ${i}`), signal: after.signal, group: `r${i % 3}` });
    act(() => after.abort());
    act(() => queue.getSnapshot().closed.forEach((record) => queue.dismissClosed(record.entry.id)));
    expect(field).toHaveFocus();
    await userEvent.keyboard('t');
    expect(field).toHaveValue('kit');
  });

  it('200 pending entries from 20 servers: a new arrival, a withdrawal or typing re-renders only the card concerned', async () => {
    const DefaultText = defaultFieldComponents.text;
    const renders = new Map<string, number>();
    const Text = (props: ComponentProps<typeof DefaultText>) => {
      renders.set(props.field.label, (renders.get(props.field.label) ?? 0) + 1);
      return <DefaultText {...props} />;
    };
    const formProps = { components: { text: Text } };
    const { queue } = setup({ formProps });
    const signals: AbortController[] = [];
    act(() => {
      for (let i = 0; i < 200; i += 1) {
        const controller = new AbortController();
        signals.push(controller);
        void queue.enqueue({ server: { name: `server-${i % 20}` }, params: nameForm(`Q${i}`, `F${i}`), group: `round-${i % 40}`, signal: controller.signal });
      }
    });
    const total = () => [...renders.values()].reduce((a, b) => a + b, 0);
    // Role queries over 200 cards are slow, and so is jsdom's `input.labels` (a document scan per
    // input): find the label by its text, then the control it labels.
    const field = [...document.querySelectorAll('label')].find((label) => /^F7\b/.test(label.textContent ?? ''))!.control!;
    await userEvent.click(field);
    const before = total();
    await userEvent.keyboard('abc');
    act(() => signals[150]!.abort());
    act(() => void queue.enqueue({ server: { name: 'late' }, params: nameForm('Late?', 'Late') }));
    // Typing re-renders the field typed in; the withdrawal re-renders no other card; the arrival renders its own.
    const others = [...renders.entries()].filter(([label]) => !['F7', 'Late'].includes(label));
    expect(total() - before).toBeLessThan(20);
    expect(others.every(([, count]) => count <= 2)).toBe(true);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('abc');
  });

  it('two hosts of one queue: an answer in one cannot be sent again from the other', async () => {
    const queue = createElicitationQueue();
    const onOpen = vi.fn(() => undefined);
    render(
      <>
        <div data-testid="a">
          <ElicitationHost queue={queue} announce={false} urlProps={{ openDelayMs: 0, onOpen }} />
        </div>
        <div data-testid="b">
          <ElicitationHost queue={queue} announce={false} urlProps={{ openDelayMs: 0, onOpen }} />
        </div>
      </>,
    );
    let answer!: Promise<ElicitResult>;
    act(() => {
      answer = queue.enqueue({ server: PAY, params: signIn() });
    });
    const a = within(screen.getByTestId('a'));
    const b = within(screen.getByTestId('b'));
    await userEvent.click(await a.findByRole('button', { name: 'Open link' }));
    await expect(answer).resolves.toEqual({ action: 'accept' });
    // The other host now shows the consent as opened too: no second Open (no second tab, no second accept).
    expect(await b.findByRole('button', { name: 'I’ve finished — continue' })).toBeInTheDocument();
    expect(b.queryByRole('button', { name: 'Open link' })).toBeNull();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a round withdrawn while its dialog is open shows the notice with focus inside, then the next request', async () => {
    const { ask } = setup({ layout: 'dialog' });
    const round = new AbortController();
    ask({ server: GITHUB, params: nameForm(), group: 'r', signal: round.signal });
    ask({ server: GITHUB, params: nameForm('Branch?', 'Branch'), group: 'r', signal: round.signal });
    ask({ server: PAY, params: nameForm('Amount?', 'Amount') });
    await userEvent.type(screen.getByRole('textbox', { name: /Repository name/ }), 'ki');
    act(() => round.abort());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/GitHub’s request was withdrawn/)).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    // The sibling was never shown: no notice of it, straight to the next request.
    expect(screen.getByRole('dialog', { name: 'Example Pay needs your answer' })).toHaveFocus();
  });

  it('a throwing server identity never reaches the host (core refuses it); a 1 MB message breaks no other card', async () => {
    const { ask, container } = setup();
    const server = throwingProxy({ name: 'x' });
    const refused = ask({ server: server as never, params: nameForm(), group: 'g' });
    const big = ask({ server: { name: 'y'.repeat(1 << 20) }, params: nameForm(`${'w'.repeat(1 << 20)}`) });
    const good = ask({ server: PAY, params: nameForm('Amount?', 'Amount') });
    await expect(refused).resolves.toEqual({ action: 'cancel' });
    const cards = [...container.querySelectorAll<HTMLElement>('[data-ek-part="host-item"]')];
    expect(cards).toHaveLength(2);
    expect(status().textContent!.length).toBeLessThan(200);
    await userEvent.type(within(cards[1]!).getByRole('textbox', { name: /Amount/ }), '12{Enter}');
    await expect(good).resolves.toEqual({ action: 'accept', content: { name: '12' } });
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Decline' }));
    await expect(big).resolves.toEqual({ action: 'decline' });
  });
});

describe('ElicitationHost red team: server rendering', () => {
  for (const layout of ['inline', 'dialog'] as const) {
    it(`${layout}: hydrates a host with pending entries, a round, a deadline and a notice without a mismatch`, async () => {
      const queue = createElicitationQueue();
      const gone = new AbortController();
      void queue.enqueue({ server: GITHUB, params: nameForm(), group: 'r', expiresAt: Date.now() + 90_000 });
      void queue.enqueue({ server: GITHUB, params: signIn(), group: 'r' });
      void queue.enqueue({ server: PAY, params: nameForm('Amount?', 'Amount'), signal: gone.signal });
      gone.abort();
      const app = <ElicitationHost queue={queue} layout={layout} urlProps={{ openDelayMs: 0 }} />;
      const container = document.createElement('div');
      container.innerHTML = renderToString(app);
      document.body.append(container);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const recoverable = vi.fn();
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, app, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      if (layout === 'inline') expect(container.querySelectorAll('[data-ek-part="host-item"]')).toHaveLength(3);
      else expect(screen.getByRole('dialog', { name: 'GitHub needs your answer' })).toBeInTheDocument();
      act(() => root.unmount());
      container.remove();
      errors.mockRestore();
    });
  }
});
