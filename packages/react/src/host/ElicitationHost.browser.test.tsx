// The dialog's focus flow in real Chromium (Vitest browser project): focus starts on the
// dialog, Tab stays inside, each answer brings the next request, and focus goes back to the
// chat when the queue is empty. Also takes screenshots of both layouts for review.
import '../styles.css';
import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { loadUrlInspector } from '../url-consent/urlInspector.js';
import { ElicitationHost } from './ElicitationHost.js';
import { GITHUB, PAY, nameForm, signIn } from './test-support.js';
import { preloadParts } from './lazyParts.js';

beforeAll(async () => {
  // The cards' code too, as the host's idle preload would have loaded it.
  await Promise.all([loadUrlInspector(), preloadParts()]);
});
afterEach(() => cleanup());

function Chat({ queue, layout }: { queue: ElicitationQueue; layout: 'inline' | 'dialog' }) {
  return (
    <main style={{ padding: '1rem', minHeight: '40rem' }}>
      <button type="button" onClick={() => void queue.enqueue({ server: GITHUB, params: nameForm('Name the repository', 'Repository name'), group: 'r1' })}>
        Ask
      </button>
      <ElicitationHost queue={queue} layout={layout} urlProps={{ openDelayMs: 0, onOpen: () => undefined }} />
    </main>
  );
}

describe('ElicitationHost in Chromium', () => {
  it('dialog: focus starts on the dialog, stays inside, moves to each next request and returns when the queue is empty', async () => {
    const queue = createElicitationQueue();
    const answers: Promise<unknown>[] = [];
    render(<Chat queue={queue} layout="dialog" />);
    const ask = page.getByRole('button', { name: 'Ask' });
    await userEvent.click(ask);
    answers.push(queue.enqueue({ server: GITHUB, params: nameForm('Name the branch', 'Branch'), group: 'r1' }));
    answers.push(queue.enqueue({ server: PAY, params: signIn() }));

    const dialog = page.getByRole('dialog', { name: 'GitHub needs your answer' });
    await expect.element(dialog).toHaveFocus();
    await expect.element(dialog).toHaveAccessibleDescription(/^1 of 2\./);
    await page.screenshot({ path: '__screenshots__/host-dialog.png' });
    for (let i = 0; i < 6; i += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }

    await userEvent.click(page.getByRole('textbox', { name: /Repository name/ }));
    await userEvent.keyboard('kit{Enter}');
    await expect.element(dialog).toHaveAccessibleDescription(/^2 of 2\./);
    await expect.element(page.getByRole('dialog')).toHaveFocus();

    await userEvent.click(page.getByRole('textbox', { name: /Branch/ }));
    await userEvent.keyboard('main{Enter}');
    await expect.element(page.getByRole('dialog', { name: 'Example Pay needs your answer' })).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Open link' }));
    // Accept is sent on Open; the same consent stays with its manual controls (C21).
    await expect(answers[1]).resolves.toEqual({ action: 'accept' });
    await userEvent.click(page.getByRole('button', { name: 'I’ve finished — continue' }));

    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(ask).toHaveFocus();
    await expect(answers[0]).resolves.toEqual({ action: 'accept', content: { name: 'main' } });
  });

  it('inline: a round of two (form + URL) as one group, a deadline and a withdrawn request', async () => {
    await page.viewport(800, 1600);
    const queue = createElicitationQueue();
    render(<Chat queue={queue} layout="inline" />);
    void queue.enqueue({ server: GITHUB, params: nameForm(), group: 'r2', expiresAt: Date.now() + 125_000 });
    void queue.enqueue({ server: GITHUB, params: signIn('https://github.com/login/device'), group: 'r2' });
    const controller = new AbortController();
    void queue.enqueue({ server: PAY, params: nameForm('Amount?', 'Amount'), signal: controller.signal });
    // Withdrawn once shown (a request aborted before anyone saw it gets no notice).
    await expect.element(page.getByRole('textbox', { name: /Amount/ })).toBeVisible();
    controller.abort();
    await expect.element(page.getByRole('group', { name: 'GitHub needs 2 answers' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Open link' })).toBeEnabled();
    await expect.element(page.getByText(/Example Pay’s request was withdrawn/)).toBeVisible();
    await page.screenshot({ path: '__screenshots__/host-inline.png' });
  });
});
