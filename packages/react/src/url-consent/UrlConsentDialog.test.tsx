import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { SERVER, URLS, urlParams } from './test-support.js';
import { UrlConsentDialog, type UrlConsentDialogProps } from './UrlConsentDialog.js';
import type { UrlConsentMessages } from './messages.js';
import { loadUrlInspector } from './urlInspector.js';

beforeAll(async () => {
  await loadUrlInspector();
  // The modal's chunk loads on demand; a cold transform of it takes seconds under load, which is not what these tests measure.
  await import('./UrlConsentModal.js');
});

/** A host page: a button that shows the dialog, so focus has somewhere to return to. */
function Host(props: Partial<UrlConsentDialogProps>) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setShown(true)}>
        Show request
      </button>
      {shown ? <UrlConsentDialog params={urlParams(URLS.plain)} server={SERVER} onRespond={() => {}} openDelayMs={0} {...props} /> : null}
    </div>
  );
}

async function setup(props: Partial<UrlConsentDialogProps> = {}) {
  const onRespond = vi.fn();
  const onOpen = vi.fn((_href: string): unknown => undefined);
  const onAbandon = vi.fn();
  const user = userEvent.setup();
  render(<Host onRespond={onRespond} onOpen={onOpen} onAbandon={onAbandon} {...props} />);
  const trigger = screen.getByRole('button', { name: 'Show request' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Open a link outside this app?' });
  return { user, trigger, dialog, onRespond, onOpen, onAbandon };
}

describe('UrlConsentDialog', () => {
  it('opens modally with focus on the dialog, never on Open, described by the server message', async () => {
    const { dialog } = await setup();
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription('Sign in to Example Pay to link your account.');
    expect(screen.getByRole('button', { name: 'Open link' })).not.toHaveFocus();
  });

  it('Escape cancels once, closes, and returns focus to where it was', async () => {
    const { user, trigger, onRespond, onOpen } = await setup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }, { domain: 'example.com' }]]);
    expect(onOpen).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('a click outside does nothing, before and after Open (coming back from the opened tab must not abandon)', async () => {
    const { user, dialog, onRespond, onAbandon } = await setup({ openDelayMs: 0 });
    const overlay = () => document.querySelector('[data-ek-part="url-dialog-overlay"]') as Element;
    await user.click(overlay());
    expect(dialog).toBeInTheDocument();
    expect(onRespond).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept' }, { domain: 'example.com' }]]);
    await user.click(overlay());
    expect(screen.getByRole('button', { name: 'I’ve finished — continue' })).toBeInTheDocument();
    expect(onAbandon).not.toHaveBeenCalled();
    expect(onRespond).toHaveBeenCalledTimes(1);
  });

  it('the Cancel button cancels and the Decline button declines', async () => {
    const first = await setup();
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(first.onRespond.mock.calls).toEqual([[{ action: 'cancel' }, { domain: 'example.com' }]]);
    expect(first.trigger).toHaveFocus();
  });

  it('Decline declines and closes', async () => {
    const { user, onRespond, trigger } = await setup();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRespond.mock.calls).toEqual([[{ action: 'decline' }, { domain: 'example.com' }]]);
    expect(trigger).toHaveFocus();
  });

  it('traps focus: Tab cycles inside the dialog', async () => {
    const { user, dialog } = await setup();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('after Open stays with continue and Cancel; Escape then abandons without a second answer', async () => {
    const { user, onRespond, onOpen, onAbandon, trigger } = await setup();
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    expect(onOpen).toHaveBeenCalledWith(URLS.plain);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I’ve finished — continue' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onAbandon).toHaveBeenCalledOnce();
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept' }, { domain: 'example.com' }]]);
    expect(trigger).toHaveFocus();
  });

  it('continue closes the dialog and calls onFinished', async () => {
    const onFinished = vi.fn();
    const { user, onRespond } = await setup({ onFinished });
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    await user.click(screen.getByRole('button', { name: 'I’ve finished — continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onFinished).toHaveBeenCalledOnce();
    expect(onRespond).toHaveBeenCalledOnce();
  });

  it('a blocked link offers only Decline and Cancel', async () => {
    await setup({ params: urlParams(URLS.javascript) });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Decline', 'Cancel']);
  });

  it('a crash inside shows the fallback in the dialog, still answering once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onRespond } = await setup({
      // A host's messages with a hole (`undefined`, which the type does not allow) and a crashing formatter.
      messages: {
        warnIdn: undefined,
        fullUrl: () => {
          throw new Error('boom');
        },
      } as unknown as Partial<UrlConsentMessages>,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This request could not be shown');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }, {}]]);
    vi.restoreAllMocks();
  });

  it('has no axe violations', async () => {
    await setup({ params: urlParams(URLS.userinfo) });
    await expectNoAxeViolations(document.body);
  });
});
