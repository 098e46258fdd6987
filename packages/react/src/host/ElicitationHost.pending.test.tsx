// A request that comes before its card's code (lazyParts.tsx): the card's frame, answerable,
// then the form or consent; and the host's preload, when the browser is idle or at once. Each
// test starts from a fresh module graph, as a page that has loaded none of it yet.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GITHUB, PAY, nameForm, signIn } from './test-support.js';

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The host's test rendering and its parts, from the same fresh module graph. */
async function fresh() {
  const [render, parts] = await Promise.all([import('./test-render.js'), import('./lazyParts.js')]);
  return { ...render, ...parts };
}

/** Waits (on the load's own promise, no timer) until the host's preload has loaded both kinds. */
async function preloaded(parts: Awaited<ReturnType<typeof fresh>>) {
  await vi.waitFor(() => expect(parts.formPart.loaded() && parts.urlPart.loaded()).toBe(true), { timeout: 20_000 });
}

describe('ElicitationHost: a request before its code', () => {
  it('shows the card’s frame with who asks, the message, Decline and Cancel, and Decline answers it', async () => {
    const { setup } = await fresh();
    const { ask } = setup();
    const answer = ask({ server: GITHUB, params: nameForm() });
    const frame = document.querySelector<HTMLElement>('[data-ek-part="pending"]')!;
    expect(frame).toHaveAttribute('data-kind', 'form');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame).toHaveClass('ek-root', 'ek-form');
    expect(within(frame).getByText('GitHub')).toBeInTheDocument();
    expect(within(frame).getByText('What should the repository be called?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(within(frame).getByRole('button', { name: 'Decline' }));
    await expect(answer).resolves.toEqual({ action: 'decline' });
  });

  it('a URL request’s frame is answerable with Cancel, and nothing in it opens the link', async () => {
    const { setup } = await fresh();
    const { ask } = setup();
    const answer = ask({ server: PAY, params: signIn() });
    const frame = document.querySelector<HTMLElement>('[data-ek-part="pending"]')!;
    expect(frame).toHaveAttribute('data-kind', 'url');
    expect(frame).toHaveTextContent('Sign in to Example Pay to link your account.');
    expect(within(frame).queryByRole('link')).toBeNull();
    expect(
      within(frame)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Decline', 'Cancel']);
    await userEvent.click(within(frame).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toEqual({ action: 'cancel' });
  });

  it('replaces the frame with the form once its code is there, and focusNewRequests focuses its first field then, not before', async () => {
    const { setup, formPart } = await fresh();
    const { ask } = setup({ focusNewRequests: true });
    const answer = ask({ server: GITHUB, params: nameForm() });
    expect(document.querySelector('[data-ek-part="pending"]')).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
    await act(() => formPart.preload());
    expect(document.querySelector('[data-ek-part="pending"]')).toBeNull();
    const field = screen.getByRole('textbox', { name: /Repository name/ });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'kit{Enter}');
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'kit' } });
  });

  it('focusNewRequests leaves focus alone when the person moved to the chat’s text box before the form came', async () => {
    const { setup, formPart } = await fresh();
    const composer = document.body.appendChild(document.createElement('textarea'));
    const { ask } = setup({ focusNewRequests: true });
    ask({ server: GITHUB, params: nameForm() });
    composer.focus();
    await act(() => formPart.preload());
    expect(screen.getByRole('textbox', { name: /Repository name/ })).not.toHaveFocus();
    expect(composer).toHaveFocus();
    composer.remove();
  });

  it('preloads both kinds when the browser is idle after mount: a later request shows its card at once', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const parts = await fresh();
    const { ask } = parts.setup();
    // Nothing before the browser is idle: the page's own start comes first.
    expect(idle).not.toHaveLength(0);
    expect(parts.formPart.loaded() || parts.urlPart.loaded()).toBe(false);
    act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
    await preloaded(parts);
    ask({ server: PAY, params: signIn() });
    expect(document.querySelector('[data-ek-part="pending"]')).toBeNull();
    expect(document.querySelector('[data-ek-part="url-consent"]')).not.toBeNull();
  });

  it('without requestIdleCallback (Safari) preloads after mount all the same', async () => {
    expect(typeof globalThis.requestIdleCallback).toBe('undefined');
    const parts = await fresh();
    const { ask } = parts.setup();
    await preloaded(parts);
    ask({ server: GITHUB, params: nameForm() });
    expect(screen.getByRole('textbox', { name: /Repository name/ })).toBeInTheDocument();
  });

  it('preloads both kinds at once when the queue already holds a request at mount', async () => {
    // An idle callback that never comes: the load must not wait for it.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const parts = await fresh();
    const { createElicitationQueue } = await import('@elicit-kit/core');
    const queue = createElicitationQueue();
    void queue.enqueue({ server: GITHUB, params: nameForm() });
    const { ask } = parts.setup({}, queue);
    await preloaded(parts);
    ask({ server: PAY, params: signIn() });
    expect(document.querySelector('[data-ek-part="url-consent"]')).not.toBeNull();
  });
});
