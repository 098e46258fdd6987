import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { Elicitation } from './Elicitation.js';

const server = { name: 'demo-server', title: 'Demo' };

beforeAll(async () => {
  // The dialog's chunk loads on demand; a cold transform of it takes seconds under load (past a
  // findBy's wait), which is not what these tests measure. As UrlConsentDialog.test.tsx does.
  await import('../url-consent/UrlConsentModal.js');
});

describe('Elicitation', () => {
  it('renders a form for form-mode params (with or without mode, C7) and sends its content', async () => {
    for (const mode of ['form', undefined]) {
      const onRespond = vi.fn();
      const { unmount } = render(
        <Elicitation
          server={server}
          onRespond={onRespond}
          params={{
            ...(mode && { mode }),
            message: 'Your name?',
            requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
          }}
        />,
      );
      await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
      unmount();
    }
  });

  it('renders a URL consent for URL-mode params, inline or as a dialog', async () => {
    const params = { mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e1' };
    const { container, unmount } = render(<Elicitation server={server} onRespond={() => {}} params={params} urlProps={{ openDelayMs: 0 }} />);
    expect(await screen.findByText('Open a link outside this app?')).toBeInTheDocument();
    expect(container.querySelector('form')).toBeNull();
    await expectNoAxeViolations(container);
    unmount();

    const onRespond = vi.fn();
    render(<Elicitation server={server} onRespond={onRespond} params={params} urlLayout="dialog" urlProps={{ openDelayMs: 0 }} />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });

  it('a URL request with a problem still goes to the URL consent, which offers Decline and Cancel only', async () => {
    const onRespond = vi.fn();
    render(<Elicitation server={server} onRespond={onRespond} params={{ mode: 'url', message: 'Go' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('button', { name: /Open/ })).toBeNull();
    expect(onRespond.mock.calls).toEqual([[{ action: 'decline' }]]);
  });

  it('explains params of an unknown mode and lets the person cancel', async () => {
    const onRespond = vi.fn();
    render(<Elicitation server={server} onRespond={onRespond} params={{ mode: 'telepathy', message: 'Think of a number' }} />);
    expect(screen.getByText('The request is of a kind this app does not know.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });
});
