// Shared by the form's jsdom tests: who asks, a form-mode request from properties, and a
// rendered ElicitationForm with its onRespond spy and a user-event session.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ElicitationForm, type ElicitationFormProps } from './ElicitationForm.js';

export const SERVER = { name: 'acme-mcp', title: 'Acme' };

/** Form-mode params with a flat schema of `properties`. */
export function formParams(properties: Record<string, unknown>, required?: string[], message = 'Please answer') {
  return { mode: 'form', message, requestedSchema: { type: 'object', properties, ...(required && { required }) } };
}

/** Renders the form (server {@link SERVER} unless given) and returns Testing Library's utils, the spy and a user. */
export function setup(props: Partial<ElicitationFormProps> & { params: unknown }) {
  const onRespond = vi.fn();
  const user = userEvent.setup();
  const utils = render(<ElicitationForm server={SERVER} onRespond={onRespond} {...props} />);
  return { ...utils, onRespond, user };
}
