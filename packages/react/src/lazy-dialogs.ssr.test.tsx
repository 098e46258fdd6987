// The two lazy dialogs (ElicitationHost layout="dialog", UrlConsentDialog), server-rendered
// with renderToString before their chunk has loaded and then hydrated: no hydration error,
// nothing logged, and the dialog appears once its code is there. Server HTML is produced here
// in jsdom only because hydration needs a document; the node-only render is in ssr.test.tsx.
import { createElicitationQueue } from '@elicit-kit/core';
import { act, screen } from '@testing-library/react';
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
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: recoverable }));
  return { container, errors, recoverable, root };
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
