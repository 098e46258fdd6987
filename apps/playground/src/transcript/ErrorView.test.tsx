import { UrlElicitationRefusedError } from '@elicit-kit/mcp';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../i18n/appMessages.js';
import { AppMessagesContext } from '../i18n/AppMessagesContext.js';
import { toCallFailure, type CallFailure } from './callFailure.js';
import { CallStatusBadge } from './CallStatusBadge.js';
import { ErrorView } from './ErrorView.js';

afterEach(cleanup);

function show(failure: CallFailure) {
  render(
    <AppMessagesContext.Provider value={APP_MESSAGES.en}>
      <CallStatusBadge status="error" waiting={false} stopped={failure.stopped} declined={failure.declined} />
      <ErrorView failure={failure} headingId="h" />
    </AppMessagesContext.Provider>,
  );
  const group = screen.getByTestId('call-error');
  const details = group.querySelector('details');
  const shown = [...group.children].filter((child) => child !== details).map((child) => child.textContent);
  return { group, shown: shown.join(' '), badge: screen.getByTestId('call-status') };
}

describe('ErrorView', () => {
  it('a link declined on 2025-11-25 reads as the person’s choice: "Done — declined", not "Failed" in red', () => {
    const { group, shown, badge } = show(toCallFailure(new UrlElicitationRefusedError('github', 'decline'), new AbortController().signal));
    expect(badge.textContent).toBe('Done — declined');
    expect(badge.getAttribute('data-state')).toBe('declined');
    expect(within(group).getByRole('heading').textContent).toBe('Your choice');
    expect(shown).toContain('You declined to open the link the call needed');
    expect(shown).not.toContain('failed');
    expect(group.getAttribute('data-declined')).toBe('decline');
  });

  it("a tool's own error text is on screen, not behind Details", () => {
    const said = "Elicitation schema field 'nickname' has union type 'null', which is not supported.";
    const { shown, badge } = show({ code: 'tool-error', reason: 'tool-error', stopped: false, detail: said });
    expect(badge.textContent).toBe('Failed');
    expect(shown).toContain('The tool reported an error.');
    expect(shown).toContain(`The tool said:${said}`);
    expect(screen.queryByText('Details')).toBeNull();
  });

  it('other failures keep their technical message under Details', () => {
    const { shown } = show({ code: 'transport', reason: 'transport', stopped: false, detail: 'fetch failed' });
    expect(shown).not.toContain('fetch failed');
    expect(screen.getByText('Details')).toBeTruthy();
  });
});
