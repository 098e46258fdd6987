// Red-team tests of the host (jsdom): a keyboard user, a screen reader user, a hostile server
// and a busy chat app. Each case was written to fail against the host before its fix.
import { createElicitationQueue, type ElicitationQueue, type ElicitResult } from '@elicit-kit/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElicitationHost, type ElicitationHostProps } from './ElicitationHost.js';
import { GITHUB, PAY, nameForm, signIn } from './test-support.js';

function setup(props: Partial<ElicitationHostProps> = {}, queue: ElicitationQueue = createElicitationQueue()) {
  const view = render(
    <StrictMode>
      <button type="button">Composer</button>
      <ElicitationHost queue={queue} urlProps={{ openDelayMs: 0 }} {...props} />
    </StrictMode>,
  );
  const ask = (request: Parameters<ElicitationQueue['enqueue']>[0]) => {
    let answer!: Promise<ElicitResult>;
    act(() => {
      answer = queue.enqueue(request);
    });
    return answer;
  };
  return { queue, ask, ...view };
}

const status = () => screen.getAllByRole('status').find((el) => el.getAttribute('data-ek-part') === 'host-status')!;
const hostRoot = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-ek-part="host"]')!;

afterEach(() => {
  vi.useRealTimers();
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
  });

  it('inline: after answering the last card, focus stays in the host (not <body>)', async () => {
    const { ask, container } = setup();
    const answer = ask({ server: GITHUB, params: nameForm() });
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(document.activeElement).not.toBe(document.body);
    expect(hostRoot(container)).toHaveFocus();
  });

  it('inline: an opened URL consent finished by keyboard hands focus on, not to <body>', async () => {
    const { ask, container } = setup({ urlProps: { openDelayMs: 0, onOpen: () => undefined } });
    const answer = ask({ server: PAY, params: signIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Open link' }));
    await expect(answer).resolves.toEqual({ action: 'accept' });
    await userEvent.click(screen.getByRole('button', { name: 'I’ve finished — continue' }));
    expect(container.querySelector('[data-ek-part="host-item"]')).toBeNull();
    expect(hostRoot(container)).toHaveFocus();
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
  it('a click outside keeps the dialog and what was typed; Escape then cancels only the request shown', async () => {
    const { queue, ask } = setup({ layout: 'dialog' });
    const first = ask({ server: GITHUB, params: nameForm() });
    ask({ server: PAY, params: nameForm('Amount?', 'Amount') });
    await userEvent.type(screen.getByRole('textbox', { name: /Repository name/ }), 'kit');
    await userEvent.click(document.querySelector('[data-ek-part="host-dialog-overlay"]')!);
    expect(screen.getByRole('textbox', { name: /Repository name/ })).toHaveValue('kit');
    expect(queue.getSnapshot().pending).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await expect(first).resolves.toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().pending).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Example Pay needs your answer' })).toHaveFocus();
  });
});

describe('ElicitationHost red team: screen reader and hostile servers', () => {
  it('isolates the server’s name in the host’s own sentences, so bidi overrides cannot reorder them', () => {
    const evil = { name: 'evil', title: '\u202Egithub' };
    const { ask, container } = setup();
    ask({ server: evil, params: nameForm(), group: 'g' });
    ask({ server: evil, params: nameForm('Branch?', 'Branch'), group: 'g' });
    const label = container.querySelector('.ek-host-group-label')!;
    expect(label.textContent).toBe('\u2068\u202Egithub\u2069 needs 2 answers');
    expect(status().textContent).toBe('New request from \u2068\u202Egithub\u2069: Branch?');
    ask({ server: GITHUB, params: nameForm('\u202Eevil message') });
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

  it('a deadline that is not a finite number shows no countdown and starts no timer', () => {
    vi.useFakeTimers();
    const { ask, container, unmount } = setup();
    ask({ server: GITHUB, params: nameForm(), expiresAt: Number.NaN });
    ask({ server: PAY, params: nameForm('Amount?', 'Amount'), expiresAt: Number.POSITIVE_INFINITY });
    expect(container.querySelector('[data-ek-part="host-deadline"]')).toBeNull();
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
    unmount();
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
