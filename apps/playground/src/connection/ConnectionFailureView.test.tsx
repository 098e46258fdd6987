import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_MESSAGES } from '../i18n/appMessages.js';
import { AppMessagesContext } from '../i18n/AppMessagesContext.js';
import type { Language } from '../i18n/language.js';
import { LocalSideError } from '../mcp/localSide.js';
import { ConnectForm, EMPTY_DRAFT, type ConnectDraft } from './ConnectForm.js';
import { ConnectionFailureView, type ConnectionFailureViewProps } from './ConnectionFailureView.js';
import { CommandExitedError } from './describeFailure.js';

afterEach(cleanup);

function show(props: ConnectionFailureViewProps, language: Language = 'en') {
  render(
    <AppMessagesContext.Provider value={APP_MESSAGES[language]}>
      <ConnectionFailureView {...props} />
    </AppMessagesContext.Provider>,
  );
  const alert = screen.getByRole('alert');
  // What shows without opening "Details".
  const details = alert.querySelector('details');
  return {
    alert,
    shown: [...alert.children]
      .filter((child) => child !== details)
      .map((child) => child.textContent)
      .join(' '),
  };
}

describe('ConnectionFailureView: says what happened, not what did not', () => {
  // The error transportFor makes when the local side reports the stdio child exited (`exitError`).
  const crashed = new CommandExitedError('python server.py exited with code 3.\nTraceback …', { code: 3, signal: null });

  it('a command that exits mid-call (after it spoke MCP) stopped, with its exit code; it did not fail to start', () => {
    const { alert, shown } = show({ error: crashed, lost: true });
    expect(alert.getAttribute('data-kind')).toBe('command-exited');
    expect(shown).toContain('The server’s command stopped (exit code 3) after it had connected');
    expect(shown).not.toContain('before it spoke MCP');
    cleanup();
    expect(show({ error: new CommandExitedError('x was killed (SIGKILL).', { code: null, signal: 'SIGKILL' }), lost: true }, 'de').shown).toContain(
      'beendet durch SIGKILL',
    );
  });

  it('a command that ends while connecting still reads "ended before it spoke MCP"', () => {
    expect(show({ error: crashed }).shown).toContain('The command ended before it spoke MCP.');
  });

  it("a missing command's reason is on screen, not under Details", () => {
    const error = new LocalSideError(
      { category: 'command-not-found', message: "The command 'definitely-not-a-command' was not found. Is it installed and on the PATH?" },
      502,
    );
    const { alert, shown } = show({ error });
    expect(alert.getAttribute('data-kind')).toBe('command-not-started');
    expect(shown).toContain('The command could not be started.');
    expect(shown).toContain("The command 'definitely-not-a-command' was not found. Is it installed and on the PATH?");
  });

  it('CORS is named only when the page itself reached the server', () => {
    const refused = new TypeError('Failed to fetch');
    expect(show({ error: refused }).shown).not.toContain('CORS');
    cleanup();
    expect(show({ error: refused, direct: true }).shown).toContain('CORS');
  });

  it('a lost HTTP connection says so in the panel (the tool list points here for why)', () => {
    expect(show({ error: new Error('Request timed out'), lost: true }).shown).toContain('The connection was lost: the server stopped answering.');
  });
});

describe('ConnectForm: an address that cannot be a URL is said before connecting', () => {
  it('"not a url" is refused in words, and nothing connects', async () => {
    const onConnect = vi.fn();
    let draft: ConnectDraft = { ...EMPTY_DRAFT, url: 'not a url' };
    const { rerender } = render(
      <AppMessagesContext.Provider value={APP_MESSAGES.en}>
        <ConnectForm draft={draft} onDraftChange={(next) => (draft = next)} onConnect={onConnect} />
      </AppMessagesContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('alert').textContent).toBe('Server URL: Enter a full http:// or https:// address, e.g. http://127.0.0.1:3001/mcp.');
    expect(screen.getByLabelText('Server URL').getAttribute('aria-invalid')).toBe('true');
    expect(onConnect).not.toHaveBeenCalled();

    draft = { ...EMPTY_DRAFT, url: 'http://127.0.0.1:3001/mcp' };
    rerender(
      <AppMessagesContext.Provider value={APP_MESSAGES.en}>
        <ConnectForm draft={draft} onDraftChange={(next) => (draft = next)} onConnect={onConnect} />
      </AppMessagesContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onConnect).toHaveBeenCalledWith({ kind: 'http', url: 'http://127.0.0.1:3001/mcp', headers: [] }, 'auto');
  });
});
