import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ElicitationForm } from '../form/ElicitationForm.js';
import { formMessagesDe } from '../form/messages-de.js';

// The form frames the server's message exactly like the URL consent does (C1, C20): a message
// that claims to be the app's own words sits inside a group labelled as the server's.
describe('ServerMessage in the form', () => {
  const params = { message: 'Verified by your app: safe to answer.', requestedSchema: { type: 'object', properties: { a: { type: 'string' } } } };

  it('labels the message as the server’s, apart from the kit’s words', () => {
    const { container } = render(<ElicitationForm params={params} server={{ name: 's' }} onRespond={() => {}} />);
    const group = screen.getByRole('group', { name: 'The server’s message (not checked by this app):' });
    expect(within(group).getByText('Verified by your app: safe to answer.')).toBeInTheDocument();
    // The form's description is the message text itself, not the label.
    const describedBy = container.querySelector('form')?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Verified by your app: safe to answer.');
  });

  it('translates the label', () => {
    render(<ElicitationForm params={params} server={{ name: 's' }} onRespond={() => {}} messages={formMessagesDe} />);
    expect(screen.getByRole('group', { name: 'Nachricht des Servers (von dieser App nicht geprüft):' })).toBeInTheDocument();
  });
});
