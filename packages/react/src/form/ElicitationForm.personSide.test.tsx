// The person's side of a form (issue 14): secrets masked, gated and kept out of drafts; an
// unanswerable form read-only and named by titles; limits said up front, once; a required
// yes/no that must be chosen; Decline told from Cancel. English and German.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { formMessagesDe } from './messages-de.js';
import { formParams, setup } from './test-render.js';
import type { FormDraft } from './values.js';

const CREDENTIALS = formParams(
  { username: { type: 'string', title: 'Username' }, password: { type: 'string', title: 'Password' } },
  ['username', 'password'],
  'Sign in to continue.',
);

describe('secrets (issue 14)', () => {
  it('masks a secret-looking field, with a toggle that shows and hides what was typed', async () => {
    const { user, container } = setup({ params: CREDENTIALS });
    const reveal = await screen.findByRole('button', { name: 'Show Password' });
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await user.click(reveal);
    expect(password).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await user.click(reveal);
    expect(password).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(container);
  });

  it('under warn, Submit waits for "I understand Acme asks for a password here"; Enter before the tick focuses it', async () => {
    const { user, onRespond, container } = setup({ params: CREDENTIALS });
    const tick = await screen.findByRole('checkbox', { name: 'I understand Acme asks for a password here' });
    await user.type(screen.getByLabelText(/^Username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'hunter2');
    await user.keyboard('{Enter}');
    expect(onRespond).not.toHaveBeenCalled();
    expect(tick).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onRespond).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onRespond).toHaveBeenCalledWith({ action: 'accept', content: { username: 'ada', password: 'hunter2' } });
  });

  it('Submit without the tick says why in words, announced, until it is ticked (F8)', async () => {
    const { user, onRespond, container } = setup({ params: CREDENTIALS });
    const tick = await screen.findByRole('checkbox', { name: 'I understand Acme asks for a password here' });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText(/^Username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'hunter2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onRespond).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Tick this box to send your answer.');
    expect(tick).toHaveFocus();
    expect(tick).toHaveAccessibleDescription('Tick this box to send your answer.');
    expect(tick).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
    await user.click(tick);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tick).not.toHaveAttribute('aria-invalid');
  });

  it('names a stdio server by its program in the tick, not its whole command line (F19)', async () => {
    const command = 'node /home/ada/src/kit/node_modules/.pnpm/@mcp+server-everything@2026.8.31/node_modules/@mcp/server-everything/dist/index.js stdio';
    setup({ params: CREDENTIALS, server: { name: command } });
    expect(await screen.findByRole('checkbox', { name: 'I understand node server-everything/index.js stdio asks for a password here' })).toBeInTheDocument();
    // The header still shows the whole command: who asks stays exact.
    expect(screen.getByText(command)).toBeInTheDocument();
  });

  it('the tick is asked for the same way in German', async () => {
    setup({ params: CREDENTIALS, messages: formMessagesDe, server: { name: 'reise-mcp', title: 'Reisebüro' } });
    expect(await screen.findByRole('checkbox', { name: 'Mir ist klar, dass Reisebüro hier ein Passwort verlangt' })).not.toBeChecked();
    // The field's own title (server text, here English) in the German sentence.
    expect(screen.getByRole('button', { name: 'Password anzeigen' })).toHaveTextContent('Anzeigen');
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'hunter2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Setzen Sie dieses Häkchen, um Ihre Antwort zu senden.');
  });

  it('keeps secret-looking values out of drafts (the queue keeps drafts), other answers still in', async () => {
    const drafts: FormDraft[] = [];
    const { user } = setup({ params: CREDENTIALS, onDraftChange: (draft) => drafts.push(draft) });
    await screen.findByRole('checkbox', { name: /I understand/ });
    await user.type(screen.getByLabelText(/^Username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'hunter2');
    const last = drafts.at(-1) as Record<string, unknown>;
    expect(last.username).toBe('ada');
    expect('password' in last).toBe(false);
    expect(JSON.stringify(drafts)).not.toContain('hunter');
  });

  it('a form without secrets has no gate: Submit sends at once', async () => {
    const { user, onRespond } = setup({ params: formParams({ city: { type: 'string', title: 'City' } }) });
    await user.type(screen.getByLabelText(/City/), 'Oslo{Enter}');
    expect(onRespond).toHaveBeenCalledWith({ action: 'accept', content: { city: 'Oslo' } });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

/** The demo server's unanswerable form: a required nested object, a conflicting select, a `__proto__` field. */
const UNANSWERABLE = {
  message: 'Confirm your home address.',
  requestedSchema: JSON.parse(`{
    "type": "object",
    "properties": {
      "address": { "type": "object", "title": "Home address", "properties": { "street": { "type": "string" } } },
      "plan": { "type": "string", "title": "Plan", "enum": ["free", "pro"], "oneOf": [{ "const": "free", "title": "Free" }, { "const": "pro", "title": "Pro" }] },
      "__proto__": { "type": "string", "title": "Admin override", "default": "yes" }
    },
    "required": ["address"]
  }`),
};

describe('an unanswerable form (issue 14)', () => {
  it('shows its fields read-only and names problems by title, not key; Decline and Cancel still work', async () => {
    const { user, onRespond, container } = setup({ params: UNANSWERABLE });
    const override = screen.getByLabelText(/Admin override/);
    expect(override).toBeDisabled();
    expect(override).toHaveValue('yes');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(/^“Home address”: /)).toBeInTheDocument();
    expect(within(alert).getByText(/^“Plan”: /)).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('“address”');
    expect(alert).not.toHaveTextContent('“plan”');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onRespond).toHaveBeenCalledWith({ action: 'decline' });
  });
});

describe('limits said up front, once (issue 14)', () => {
  const LIMITS = formParams(
    {
      seats: { type: 'integer', title: 'Seats', minimum: 0, maximum: 5 },
      budget: { type: 'number', title: 'Budget', minimum: 1.5 },
      note: { type: 'string', title: 'Note', maxLength: 40 },
      code: { type: 'string', title: 'Code', minLength: 4, maxLength: 8 },
      extras: { type: 'array', title: 'Extras', minItems: 1, maxItems: 3, items: { type: 'string', enum: ['Bag', 'Seat', 'Meal', 'Lounge'] } },
    },
    ['extras'],
  );

  it('says each limit as a hint, wired to its control, before anything is typed', async () => {
    const { container } = setup({ params: LIMITS });
    expect(screen.getByLabelText(/Seats/)).toHaveAccessibleDescription('Between 0 and 5.');
    expect(screen.getByLabelText(/Budget/)).toHaveAccessibleDescription('1.5 or more.');
    expect(screen.getByLabelText(/Note/)).toHaveAccessibleDescription('Up to 40 characters.');
    expect(screen.getByLabelText(/Code/)).toHaveAccessibleDescription('4 to 8 characters.');
    expect(screen.getByRole('group', { name: /Extras/ })).toHaveAccessibleDescription('Choose 1 to 3.');
    await expectNoAxeViolations(container);
  });

  it('says a broken limit once: the error takes the hint’s place, and the hint returns once fixed', async () => {
    const { user, onRespond } = setup({ params: LIMITS });
    const seats = screen.getByLabelText(/Seats/);
    await user.type(seats, '9');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onRespond).not.toHaveBeenCalled();
    expect(seats).toHaveAccessibleDescription('Enter 5 or less.');
    expect(screen.queryByText('Between 0 and 5.')).toBeNull();
    await user.clear(seats);
    await user.type(seats, '3');
    await waitFor(() => expect(seats).toHaveAccessibleDescription('Between 0 and 5.'));
  });

  it('in German, with the locale’s decimal comma', () => {
    setup({ params: LIMITS, messages: formMessagesDe, locale: 'de-DE' });
    expect(screen.getByLabelText(/Seats/)).toHaveAccessibleDescription('Zwischen 0 und 5.');
    expect(screen.getByLabelText(/Budget/)).toHaveAccessibleDescription('1,5 oder mehr.');
    expect(screen.getByLabelText(/Note/)).toHaveAccessibleDescription('Bis zu 40 Zeichen.');
  });

  it('with a locale the browser cannot use, says the bounds as plain numbers; the next form’s locale still applies', () => {
    const { unmount } = setup({ params: LIMITS, locale: 'not a locale!' });
    expect(screen.getByLabelText(/Budget/)).toHaveAccessibleDescription('1.5 or more.');
    unmount();
    // The number format kept per locale is the German one here, not the failed one's fallback.
    setup({ params: LIMITS, locale: 'de-DE' });
    expect(screen.getByLabelText(/Budget/)).toHaveAccessibleDescription('1,5 or more.');
  });
});

describe('a required yes/no without a default (issue 14)', () => {
  const TERMS = formParams({ terms: { type: 'boolean', title: 'Do you accept the terms?' } }, ['terms']);

  it('is a Yes / No choice that must be made: left alone it is an error, never a silent false', async () => {
    const { user, onRespond, container } = setup({ params: TERMS });
    const group = screen.getByRole('group', { name: /Do you accept the terms\?/ });
    const yes = within(group).getByRole('radio', { name: 'Yes' });
    const no = within(group).getByRole('radio', { name: 'No' });
    expect(yes).not.toBeChecked();
    expect(no).not.toBeChecked();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onRespond).not.toHaveBeenCalled();
    expect(group).toHaveAccessibleDescription('This field is required.');
    await expectNoAxeViolations(container);
    await user.click(no);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onRespond).toHaveBeenCalledWith({ action: 'accept', content: { terms: false } });
  });

  it('Yes sends true; a draft brings the choice back; German says Ja / Nein', async () => {
    const drafts: FormDraft[] = [];
    const first = setup({ params: TERMS, onDraftChange: (d) => drafts.push(d) });
    await first.user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect((drafts.at(-1) as Record<string, unknown>).terms).toBe(true);
    first.unmount();
    const again = setup({ params: TERMS, draft: drafts.at(-1), messages: formMessagesDe });
    expect(screen.getByRole('radio', { name: 'Ja' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nein' })).not.toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(again.onRespond).toHaveBeenCalledWith({ action: 'accept', content: { terms: true } });
  });

  it('an optional boolean, or one with a default, stays a checkbox', () => {
    setup({ params: formParams({ news: { type: 'boolean', title: 'News' }, ok: { type: 'boolean', title: 'OK', default: true } }, ['ok']) });
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('type'))).toEqual(['checkbox', 'checkbox']);
  });
});

describe('Decline told from Cancel (issue 14)', () => {
  it('says it in one line both buttons are described by, in English and German', () => {
    const { unmount } = setup({ params: formParams({ city: { type: 'string', title: 'City' } }) });
    const help = 'Decline answers no. Cancel closes the request without an answer.';
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveAccessibleDescription(help);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAccessibleDescription(help);
    expect(screen.getAllByText(help)).toHaveLength(1);
    unmount();
    setup({ params: formParams({ city: { type: 'string', title: 'City' } }), messages: formMessagesDe });
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toHaveAccessibleDescription(
      'Ablehnen antwortet mit Nein. Abbrechen schließt die Anfrage ohne Antwort.',
    );
  });
});
