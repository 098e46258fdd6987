// Keyboard only, in real Chromium: a round of two (a form and a URL consent) completed with
// Tab, typing, Enter and Escape, inline and in the dialog. After every step focus is somewhere
// the person can carry on from — never dropped on <body>.
import '../styles.css';
import { createElicitationQueue, type ElicitationQueue, type ElicitResult } from '@elicit-kit/core';
import axe from 'axe-core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { loadUrlInspector } from '../url-consent/urlInspector.js';
import { ElicitationHost } from './ElicitationHost.js';
import { GITHUB, nameForm, signIn } from './test-support.js';
import { preloadParts } from './lazyParts.js';

beforeAll(async () => {
  // The cards' code too, as the host's idle preload would have loaded it.
  await Promise.all([loadUrlInspector(), preloadParts()]);
});
afterEach(() => cleanup());

function Chat({ queue, layout }: { queue: ElicitationQueue; layout: 'inline' | 'dialog' }) {
  return (
    <main style={{ padding: '1rem' }}>
      <button type="button">Chat</button>
      <ElicitationHost queue={queue} layout={layout} urlProps={{ openDelayMs: 0, onOpen: () => undefined }} />
    </main>
  );
}

/** A round of two from one server: a one-field form, then a URL consent. */
function askRound(queue: ElicitationQueue): Promise<ElicitResult>[] {
  return [
    queue.enqueue({ server: GITHUB, params: nameForm(), group: 'round' }),
    queue.enqueue({ server: GITHUB, params: signIn('https://github.com/login/device'), group: 'round' }),
  ];
}

/** Presses Tab until `name` has focus (at most `limit` times), checking focus never reaches <body>. */
async function tabTo(name: RegExp, limit = 12): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).not.toBe(document.body);
    const active = document.activeElement as HTMLElement;
    const label = active.getAttribute('aria-label') ?? active.textContent ?? '';
    if (name.test(label) || (active.id && name.test(document.querySelector(`label[for="${active.id}"]`)?.textContent ?? ''))) return;
  }
  throw new Error(`${name} never got focus`);
}

const focused = () => document.activeElement as HTMLElement;

/** axe's whole rule set, colour contrast included (real layout and colours here). */
async function expectAxeClean(container: Element): Promise<void> {
  const result = await axe.run(container);
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('ElicitationHost by keyboard only (Chromium)', () => {
  it('inline: Tab into the round, answer the form with Enter, open the link, finish — focus always in the host', async () => {
    const queue = createElicitationQueue();
    render(<Chat queue={queue} layout="inline" />);
    const answers = askRound(queue);
    await expect.element(page.getByRole('group', { name: 'GitHub needs 2 answers' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Open link' })).toBeEnabled();
    (page.getByRole('button', { name: 'Chat' }).element() as HTMLElement).focus();

    await tabTo(/Repository name/);
    await userEvent.keyboard('kit{Enter}');
    await expect(answers[0]).resolves.toEqual({ action: 'accept', content: { name: 'kit' } });
    // The answered card went; focus moved to the next card of the round, "2 of 2".
    await expect.element(page.getByRole('group', { name: '2 of 2' })).toHaveFocus();

    await tabTo(/^Open link$/);
    await userEvent.keyboard('{Enter}');
    await expect(answers[1]).resolves.toEqual({ action: 'accept' });
    expect(focused()).not.toBe(document.body);
    await tabTo(/I’ve finished/);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: /I’ve finished/ })).not.toBeInTheDocument();
    // The last card went: focus is on the host's named status line, not its unnamed box.
    await expect.element(page.getByRole('status', { name: 'Nothing else is waiting for your answer.' })).toHaveFocus();
  });

  it('inline: after the last card is answered, focus is on a visible, named status line, and the page is axe-clean', async () => {
    const queue = createElicitationQueue();
    const { container } = render(<Chat queue={queue} layout="inline" />);
    const answer = queue.enqueue({ server: GITHUB, params: nameForm() });
    await tabTo(/Repository name/);
    await userEvent.keyboard('kit{Enter}');
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'kit' } });
    const done = page.getByRole('status', { name: 'Nothing else is waiting for your answer.' });
    await expect.element(done).toHaveFocus();
    await expect.element(done).toBeVisible();
    // Its focus ring shows (the kit's ring is a box-shadow), and it is out of the Tab order.
    expect(getComputedStyle(done.element()).boxShadow).not.toBe('none');
    expect(done.element().getAttribute('tabindex')).toBe('-1');
    await expectAxeClean(container);
    // Tab goes on from there, within the page.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('button', { name: 'Chat' })).toHaveFocus();
  });

  it('inline: "I’ve finished" while the runtime checks with the server keeps a focused "Checking with GitHub…" card (Open again, Cancel), axe-clean', async () => {
    const queue = createElicitationQueue();
    const { container } = render(<Chat queue={queue} layout="inline" />);
    const link = queue.enqueue({ server: GITHUB, params: signIn('https://github.com/login/device'), waitsForServer: true });
    await tabTo(/^Open link$/);
    await userEvent.keyboard('{Enter}');
    await expect(link).resolves.toEqual({ action: 'accept' });
    await tabTo(/I’ve finished/);
    await userEvent.keyboard('{Enter}');

    const checking = page.getByRole('status').filter({ hasText: 'Checking with GitHub…' });
    await expect.element(checking).toHaveFocus();
    const card = page.getByRole('group', { name: 'Request from GitHub' });
    await expect.element(card).toHaveAttribute('data-state', 'checking');
    expect(
      card
        .getByRole('button')
        .elements()
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Open the link again']);
    await expectAxeClean(container);

    // The server answered (the runtime dismisses the card): focus goes on to the status line.
    queue.dismissClosed(link.id);
    await expect.element(page.getByRole('status', { name: 'Nothing else is waiting for your answer.' })).toHaveFocus();
  });

  it('inline: Escape with typed work asks first (Escape again keeps it); confirmed, it cancels that request only and focus moves to the next card', async () => {
    const queue = createElicitationQueue();
    render(<Chat queue={queue} layout="inline" />);
    const answers = askRound(queue);
    await expect.element(page.getByRole('button', { name: 'Open link' })).toBeEnabled();
    (page.getByRole('button', { name: 'Chat' }).element() as HTMLElement).focus();
    await tabTo(/Repository name/);
    await userEvent.keyboard('ki{Escape}');
    await expect.element(page.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('textbox', { name: /Repository name/ })).toHaveFocus();
    await expect.element(page.getByRole('textbox', { name: /Repository name/ })).toHaveValue('ki');
    await expect.element(page.getByRole('button', { name: 'Keep editing' })).not.toBeInTheDocument();
    expect(queue.getSnapshot().pending).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(answers[0]).resolves.toEqual({ action: 'cancel' });
    await expect.element(page.getByRole('group', { name: '2 of 2' })).toHaveFocus();
    expect(queue.getSnapshot().pending).toHaveLength(1);
  });

  it('dialog: Tab stays inside, Enter answers, the next request takes its place, Escape cancels, focus returns to the chat', async () => {
    const queue = createElicitationQueue();
    render(<Chat queue={queue} layout="dialog" />);
    const chat = page.getByRole('button', { name: 'Chat' });
    (chat.element() as HTMLElement).focus();
    const answers = askRound(queue);
    const later = queue.enqueue({ server: GITHUB, params: nameForm('One more?', 'Other') });

    const dialog = page.getByRole('dialog', { name: 'GitHub needs your answer' });
    await expect.element(dialog).toHaveFocus();
    await expect.element(dialog).toHaveAccessibleDescription('1 of 2. Answers are sent together when all are done. 2 more requests waiting');
    await tabTo(/Repository name/);
    await userEvent.keyboard('kit{Enter}');
    await expect(answers[0]).resolves.toEqual({ action: 'accept', content: { name: 'kit' } });
    await expect.element(dialog).toHaveAccessibleDescription(/^2 of 2\./);
    await expect.element(dialog).toHaveFocus();

    await tabTo(/^Open link$/);
    await userEvent.keyboard('{Enter}');
    await expect(answers[1]).resolves.toEqual({ action: 'accept' });
    expect(dialog.element().contains(focused())).toBe(true);
    await tabTo(/I’ve finished/);
    await userEvent.keyboard('{Enter}');

    await expect.element(page.getByRole('dialog')).toHaveAccessibleDescription('');
    await expect.element(page.getByRole('dialog')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(later).resolves.toEqual({ action: 'cancel' });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(chat).toHaveFocus();
  });
});
