// The two lazy dialogs (ElicitationHost layout="dialog", UrlConsentDialog), server-rendered
// with renderToString before their chunk has loaded and then hydrated: no hydration error,
// nothing logged, and the dialog appears once its code is there. And the inline host's cards
// (their code loads on demand too): the frame from the server, then the form. Server HTML is produced here
// in jsdom only because hydration needs a document; the node-only render is in ssr.test.tsx.
import { createElicitationQueue } from '@elicit-kit/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { GITHUB, nameForm } from './host/test-support.js';
import { SERVER, URLS, urlParams } from './url-consent/test-support.js';

// A fresh module graph per test: the lazy chunk has never loaded, as on a server's first request.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

async function hydrateServerHtml(app: ReactElement) {
  const container = document.createElement('div');
  const html = renderToString(app);
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: recoverable }));
  return { html, container, errors, recoverable, root };
}

it('ElicitationHost layout="dialog" hydrates from server HTML rendered before the dialog code loaded', async () => {
  const { ElicitationHost } = await import('./host/ElicitationHost.js');
  const queue = createElicitationQueue();
  void queue.enqueue({ server: GITHUB, params: nameForm() });
  const { container, errors, recoverable, root } = await hydrateServerHtml(<ElicitationHost queue={queue} layout="dialog" />);
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(container.querySelector('[data-ek-part="host"]')).toHaveAttribute('data-layout', 'dialog');
  expect(await screen.findByRole('dialog', { name: 'GitHub needs your answer' })).toBeInTheDocument();
  act(() => root.unmount());
});

it('UrlConsentDialog hydrates from server HTML rendered before the dialog code loaded', async () => {
  const { UrlConsentDialog } = await import('./url-consent/UrlConsentDialog.js');
  const { errors, recoverable, root } = await hydrateServerHtml(<UrlConsentDialog params={urlParams(URLS.plain)} server={SERVER} onRespond={() => {}} />);
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(await screen.findByRole('dialog')).toHaveTextContent('Example Pay');
  act(() => root.unmount());
});

it('ElicitationHost inline hydrates from renderToString HTML rendered before the cards code loaded: the frame, then the form', async () => {
  const { ElicitationHost } = await import('./host/ElicitationHost.js');
  const { formPart } = await import('./host/lazyParts.js');
  const queue = createElicitationQueue();
  const answer = queue.enqueue({ server: GITHUB, params: nameForm() });
  const { html, container, errors, recoverable, root } = await hydrateServerHtml(<ElicitationHost queue={queue} />);
  // The server sent the card's frame: who asks, the message, Decline and Cancel.
  expect(html).toMatch(/data-ek-part="pending" data-kind="form".*What should the repository be called\?.*>Decline<.*>Cancel</);
  expect(html).not.toContain('<form');
  // renderToString cannot wait: React client-renders the card's boundary and says so through
  // onRecoverableError (once, the renderToString message), as the react README says.
  expect(recoverable).toHaveBeenCalledTimes(1);
  expect(String(recoverable.mock.calls[0]?.[0])).toContain('renderToString');
  expect(errors).not.toHaveBeenCalled();

  await act(() => formPart.preload());
  expect(container.querySelector('[data-ek-part="pending"]')).toBeNull();
  await userEvent.type(screen.getByRole('textbox', { name: /Repository name/ }), 'kit{Enter}');
  await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'kit' } });
  act(() => root.unmount());
});
