import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BooleanField } from '@elicit-kit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The real server-everything capture (core's tests read the same file with @elicit-kit/test-support/fixtures' readFixture).
import serverEverything from '@elicit-kit/test-support/fixtures/trigger-elicitation-request.json';
import { expectNoAxeViolations } from '../test-support/axe.js';
import type { FieldProps } from './fields/index.js';
import { formMessagesDe } from './messages-de.js';
import { formParams, setup } from './test-render.js';
import type { FormDraft } from './values.js';

const submit = () => screen.getByRole('button', { name: 'Submit' });

// The eight schema variants of spec §4.2, exactly as the spec's test corpus writes them.
const EIGHT = {
  email: { type: 'string', title: 'Email', minLength: 3, maxLength: 50, format: 'email', default: 'user@example.com' },
  age: { type: 'integer', title: 'Age', minimum: 0, maximum: 120, default: 30 },
  subscribe: { type: 'boolean', title: 'Subscribe', default: false },
  color: { type: 'string', enum: ['Red', 'Green', 'Blue'], default: 'Red' },
  hex: {
    type: 'string',
    oneOf: [
      { const: '#FF0000', title: 'Red' },
      { const: '#00FF00', title: 'Green' },
    ],
    default: '#FF0000',
  },
  pet: { type: 'string', enum: ['pet-1', 'pet-2'], enumNames: ['Cats', 'Dogs'], default: 'pet-1' },
  colors: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['Red', 'Green', 'Blue'] }, default: ['Red'] },
  hexes: {
    type: 'array',
    minItems: 1,
    items: {
      anyOf: [
        { const: '#FF0000', title: 'Red' },
        { const: '#00FF00', title: 'Green' },
      ],
    },
    default: ['#FF0000'],
  },
};

describe('ElicitationForm: the eight schema variants (spec §4.2, C8, C9)', () => {
  it('prefills defaults, sends nothing before Accept (C3), and sends them on Accept', async () => {
    const { onRespond, user } = setup({ params: formParams(EIGHT) });
    expect(screen.getByLabelText(/Email/)).toHaveValue('user@example.com');
    expect(screen.getByLabelText(/Age/)).toHaveValue('30');
    expect(onRespond).not.toHaveBeenCalled();
    await user.click(submit());
    expect(onRespond).toHaveBeenCalledOnce();
    expect(onRespond.mock.calls[0]![0]).toEqual({
      action: 'accept',
      content: { email: 'user@example.com', age: 30, subscribe: false, color: 'Red', hex: '#FF0000', pet: 'pet-1', colors: ['Red'], hexes: ['#FF0000'] },
    });
  });

  it('sends exactly what was typed and chosen, as core validates it', async () => {
    const { onRespond, user } = setup({ params: formParams(EIGHT, ['email']) });
    const email = screen.getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    const age = screen.getByLabelText(/Age/);
    await user.clear(age);
    await user.type(age, '41');
    await user.click(screen.getByLabelText('Subscribe'));
    await user.click(within(screen.getByRole('group', { name: 'Color' })).getByLabelText('Blue'));
    await user.click(within(screen.getByRole('group', { name: 'Hex' })).getByLabelText('Green'));
    await user.click(within(screen.getByRole('group', { name: 'Pet' })).getByLabelText('Dogs'));
    await user.click(within(screen.getByRole('group', { name: 'Colors' })).getByLabelText('Green'));
    await user.click(within(screen.getByRole('group', { name: 'Hexes' })).getByLabelText('Green'));
    await user.click(submit());
    expect(onRespond.mock.calls).toEqual([
      [
        {
          action: 'accept',
          content: {
            email: 'ada@example.com',
            age: 41,
            subscribe: true,
            color: 'Blue',
            hex: '#00FF00',
            pet: 'pet-2',
            colors: ['Red', 'Green'],
            hexes: ['#FF0000', '#00FF00'],
          },
        },
      ],
    ]);
  });

  it('states "required" in words and has no axe violations', async () => {
    const { container } = setup({ params: formParams(EIGHT, ['email', 'color']) });
    expect(screen.getByLabelText('Email (required)')).toBeRequired();
    expect(screen.getByText('Color').closest('legend')).toHaveTextContent('Color (required)');
    await expectNoAxeViolations(container);
  });
});

describe('ElicitationForm: decline and cancel (C2, C10, C11)', () => {
  it('declines', async () => {
    const { onRespond, user } = setup({ params: formParams(EIGHT) });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'decline' }]]);
    // Once answered, nothing else is sent.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRespond).toHaveBeenCalledOnce();
  });

  it('cancels by button', async () => {
    const { onRespond, user } = setup({ params: formParams(EIGHT) });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });

  it('cancels (never declines) on Escape inside the form', async () => {
    const { onRespond, user } = setup({ params: formParams(EIGHT) });
    await user.click(screen.getByLabelText(/Email/));
    await user.keyboard('{Escape}');
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });
});

describe('ElicitationForm: a held Enter', () => {
  it('ignores the repeats of an Enter held from elsewhere (no unseen submit, no pressed button); a fresh Enter submits', async () => {
    const { onRespond, user } = setup({ params: formParams({ name: { type: 'string', title: 'Name', default: 'Ada' } }) });
    const input = screen.getByLabelText('Name');
    // fireEvent returns false when the default (implicit submission, button activation) was prevented.
    expect(fireEvent.keyDown(input, { key: 'Enter', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(submit(), { key: 'Enter', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Decline' }), { key: 'Enter', repeat: true })).toBe(false);
    expect(onRespond).not.toHaveBeenCalled();
    // Other repeated keys stay the browser's (typing a held letter, moving with a held arrow).
    expect(fireEvent.keyDown(input, { key: 'a', repeat: true })).toBe(true);
    input.focus();
    await user.keyboard('{Enter}');
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('leaves a held Enter alone in a textarea from a custom field component (its new lines repeat)', () => {
    const Notes = ({ id, registration, label }: FieldProps) => (
      <>
        <label htmlFor={id}>{label}</label>
        <textarea id={id} {...registration} />
      </>
    );
    setup({ params: formParams({ notes: { type: 'string', title: 'Notes' } }), components: { text: Notes } });
    expect(fireEvent.keyDown(screen.getByLabelText('Notes'), { key: 'Enter', repeat: true })).toBe(true);
  });
});

describe('ElicitationForm: validation (C9)', () => {
  const props = {
    name: { type: 'string', title: 'Name', minLength: 2 },
    mail: { type: 'string', title: 'Mail', format: 'email' },
    count: { type: 'integer', title: 'Count', maximum: 9 },
  };

  it('sends nothing on invalid input, shows translated messages tied to the inputs and focuses the first error', async () => {
    const { onRespond, user } = setup({ params: formParams(props, ['name', 'count']) });
    await user.type(screen.getByLabelText(/Mail/), 'not-an-email');
    await user.click(submit());
    expect(onRespond).not.toHaveBeenCalled();
    const name = screen.getByLabelText(/Name/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // The length limit said up front stays; the error is not about it.
    expect(name).toHaveAccessibleDescription('At least 2 characters. This field is required.');
    expect(screen.getByLabelText(/Mail/)).toHaveAccessibleDescription('Enter an email address, like name@example.com.');
    expect(screen.getByText('3 answers need fixing before you can submit.')).toBeInTheDocument();

    await user.type(name, 'A');
    await user.clear(screen.getByLabelText(/Mail/));
    await user.type(screen.getByLabelText(/Count/), '12');
    await user.click(submit());
    expect(onRespond).not.toHaveBeenCalled();
    expect(name).toHaveAccessibleDescription('Enter at least 2 characters.');
    expect(screen.getByLabelText(/Count/)).toHaveAccessibleDescription('Enter 9 or less.');

    await user.type(name, 'da');
    await user.clear(screen.getByLabelText(/Count/));
    await user.type(screen.getByLabelText(/Count/), '7');
    await user.click(submit());
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada', count: 7 } }]]);
  });

  it('after a failed submit, an edit re-validates its own field only: its error clears as it is fixed', async () => {
    const renders = vi.fn();
    function Spy(p: FieldProps<BooleanField>) {
      renders(p.invalid);
      return <input type="checkbox" {...p.registration} id={p.id} aria-label="spy" />;
    }
    const { onRespond, user } = setup({
      params: formParams({ ...props, ok: { type: 'boolean', title: 'OK' } }, ['name', 'count']),
      components: { boolean: Spy },
    });
    await user.click(submit());
    expect(screen.getByText('2 answers need fixing before you can submit.')).toBeInTheDocument();
    const before = renders.mock.calls.length;
    const name = screen.getByLabelText(/Name/);
    await user.type(name, 'A');
    expect(name).toHaveAccessibleDescription('Enter at least 2 characters.');
    await user.type(name, 'da');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('At least 2 characters.');
    expect(screen.getByText('1 answer needs fixing before you can submit.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Count/)).toHaveAttribute('aria-invalid', 'true');
    expect(renders.mock.calls.length).toBe(before);
    await user.type(screen.getByLabelText(/Count/), '3');
    expect(screen.queryByText(/fixing before you can submit/)).toBeNull();
    await user.click(submit());
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada', count: 3, ok: false } }]]);
  });

  it('checks multi-select limits and ties the error to the group', async () => {
    const { onRespond, user } = setup({
      params: formParams({ tags: { type: 'array', title: 'Tags', minItems: 1, maxItems: 1, items: { type: 'string', enum: ['a', 'b'] } } }),
    });
    const group = screen.getByRole('group', { name: 'Tags' });
    await user.click(within(group).getByLabelText('a'));
    await user.click(within(group).getByLabelText('b'));
    await user.click(submit());
    expect(onRespond).not.toHaveBeenCalled();
    // The limit is said once: while the error restates it, the hint steps aside.
    expect(group).toHaveAccessibleDescription('Choose at most 1.');
    expect(within(group).getByLabelText('a')).toHaveFocus();
  });

  it('shows German messages with the de map', async () => {
    const { user } = setup({ params: formParams(props, ['name']), messages: formMessagesDe, locale: 'de-DE' });
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByLabelText('Name (Pflichtfeld)')).toHaveAccessibleDescription('Mindestens 2 Zeichen. Bitte ausfüllen.');
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toBeInTheDocument();
  });
});

describe('ElicitationForm: selects', () => {
  it('treats an option "" as a real choice and "nothing chosen" as no answer', async () => {
    const options = ['', 'x', 'y', 'z', 'u', 'v', 'w', 't'].map((v) => ({ const: v, title: v === '' ? 'Empty' : v.toUpperCase() }));
    const params = formParams({ pick: { type: 'string', title: 'Pick', oneOf: options } });
    const first = setup({ params });
    const select = screen.getByRole('combobox', { name: 'Pick' });
    await first.user.click(submit());
    expect(first.onRespond.mock.calls).toEqual([[{ action: 'accept', content: {} }]]);
    first.unmount();

    const second = setup({ params });
    await second.user.selectOptions(screen.getByRole('combobox', { name: 'Pick' }), 'Empty');
    await second.user.click(submit());
    expect(second.onRespond.mock.calls).toEqual([[{ action: 'accept', content: { pick: '' } }]]);
    expect(select).not.toBeInTheDocument();
  });
});

describe('ElicitationForm: locale numbers and date-times', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('reads German decimals and grouping, blank as no answer', async () => {
    const params = formParams({ n: { type: 'number', title: 'N' }, m: { type: 'number', title: 'M' }, o: { type: 'number', title: 'O' } });
    const { onRespond, user } = setup({ params, locale: 'de-DE' });
    await user.type(screen.getByLabelText('N'), '1,5');
    await user.type(screen.getByLabelText('M'), '1.234,5');
    await user.click(submit());
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { n: 1.5, m: 1234.5 } }]]);
  });

  it('shows a default in the locale and refuses a German comma in English', async () => {
    const first = setup({ params: formParams({ n: { type: 'number', title: 'N', default: 3.14 } }), locale: 'de-DE' });
    expect(screen.getByLabelText('N')).toHaveValue('3,14');
    first.unmount();
    const { onRespond, user } = setup({ params: formParams({ n: { type: 'number', title: 'N' } }), locale: 'en-US' });
    await user.type(screen.getByLabelText('N'), '1,5');
    await user.click(submit());
    expect(onRespond).not.toHaveBeenCalled();
    expect(screen.getByLabelText('N')).toHaveAccessibleDescription('Enter a number.');
  });

  it('sends a date-time as RFC 3339 with the offset of that date, and shows RFC 3339 defaults in local time', async () => {
    process.env.TZ = 'Europe/Berlin';
    const params = formParams({
      summer: { type: 'string', title: 'Summer', format: 'date-time', default: '2026-07-28T07:30:00Z' },
      winter: { type: 'string', title: 'Winter', format: 'date-time' },
      day: { type: 'string', title: 'Day', format: 'date' },
    });
    const { onRespond, user } = setup({ params });
    const summer = screen.getByLabelText('Summer');
    expect(summer).toHaveAttribute('type', 'datetime-local');
    expect(summer).toHaveAttribute('step', '1');
    expect(summer).toHaveValue('2026-07-28T09:30');
    fireEvent.change(screen.getByLabelText('Winter'), { target: { value: '2026-12-01T09:30:15' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-24' } });
    await user.click(submit());
    expect(onRespond.mock.calls).toEqual([
      [
        {
          action: 'accept',
          content: { summer: '2026-07-28T09:30:00+02:00', winter: expect.stringMatching(/^2026-12-01T09:30:15(\.0+)?\+01:00$/), day: '2026-12-24' },
        },
      ],
    ]);
  });
});

describe('ElicitationForm: drafts survive re-mounts', () => {
  it('restores typed answers from a draft kept outside the component', async () => {
    let stored: FormDraft | undefined;
    const params = formParams({
      name: { type: 'string', title: 'Name' },
      n: { type: 'number', title: 'N' },
      pick: { type: 'string', title: 'Pick', enum: ['a', 'b'] },
    });
    const first = setup({ params, onDraftChange: (d) => (stored = d), locale: 'de-DE' });
    await first.user.type(screen.getByLabelText('Name'), 'Ad');
    await first.user.type(screen.getByLabelText('N'), '2,5');
    await first.user.click(screen.getByLabelText('b'));
    first.unmount();
    expect(stored && Object.fromEntries(Object.entries(stored))).toEqual({ name: 'Ad', n: '2,5', pick: 'b' });

    const second = setup({ params, draft: stored, locale: 'de-DE' });
    expect(screen.getByLabelText('Name')).toHaveValue('Ad');
    await second.user.type(screen.getByLabelText('Name'), 'a');
    await second.user.click(submit());
    expect(second.onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada', n: 2.5, pick: 'b' } }]]);
  });

  it('does not re-render the form while typing (drafts leave through a subscription)', async () => {
    const renders = vi.fn();
    function Spy(props: FieldProps<BooleanField>) {
      renders();
      return <input {...props.registration} id={props.id} aria-label="spy" />;
    }
    const params = formParams({ name: { type: 'string', title: 'Name' }, other: { type: 'boolean', title: 'Other' } });
    const onDraftChange = vi.fn();
    const { user } = setup({ params, onDraftChange, components: { boolean: Spy } });
    const before = renders.mock.calls.length;
    await user.type(screen.getByLabelText('Name'), 'abc');
    expect(renders.mock.calls.length).toBe(before);
    expect(onDraftChange).toHaveBeenCalledTimes(3);
  });
  it('redraws only the fields whose error changed (no other field renders again)', async () => {
    const renders = vi.fn();
    function Spy(props: FieldProps<BooleanField>) {
      renders();
      return <input {...props.registration} id={props.id} aria-label="spy" />;
    }
    const params = formParams({ name: { type: 'string', title: 'Name' }, other: { type: 'boolean', title: 'Other' } }, ['name']);
    const { user } = setup({ params, components: { boolean: Spy } });
    const before = renders.mock.calls.length;
    const name = screen.getByRole('textbox', { name: 'Name (required)' });
    await user.click(submit());
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required.'));
    // The edit re-checks Name alone: its error goes, and the other field was drawn once.
    await user.type(name, 'Ada');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription('This field is required.'));
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(renders.mock.calls.length).toBe(before);
  });
});

describe('ElicitationForm: hostile params never throw into the host', () => {
  const hostile: [string, unknown][] = [
    ['null', null],
    ['a number', 42],
    ['an array', []],
    ['URL mode', { mode: 'url', message: 'Open', url: 'https://example.com' }],
    ['an unknown mode', { mode: 'telepathy', message: 'Hi', requestedSchema: {} }],
    ['no schema', { message: 'Hi' }],
    ['a schema that is not an object', { message: 'Hi', requestedSchema: { type: 'array', properties: {} } }],
    ['only a nested object, required', formParams({ deep: { type: 'object' } }, ['deep'])],
  ];

  it.each(hostile)('%s: shows the problem in words and still declines and cancels', async (_, params) => {
    const { onRespond, user } = setup({ params });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'decline' }]]);
  });

  it('explains an unrenderable property in plain words', () => {
    setup({ params: formParams({ deep: { type: 'object', title: 'Deep' }, ok: { type: 'string' } }, ['deep']) });
    // Named by its title (issue 14), though no field renders it.
    expect(screen.getByRole('alert')).toHaveTextContent('“Deep”: This question asks for nested data, which forms cannot hold.');
    expect(screen.getByRole('alert')).toHaveTextContent('This request cannot be answered as sent.');
  });

  it('keeps __proto__, dots and brackets as plain keys', async () => {
    // JSON.parse makes __proto__ an own key, as on the wire.
    const raw = JSON.parse(
      '{"mode":"form","message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string","title":"Proto"},"a.b":{"type":"string","title":"Dotted"},"x[0]":{"type":"string","title":"Bracketed"}}}}',
    ) as unknown;
    const { onRespond, user } = setup({ params: raw });
    await user.type(screen.getByLabelText('Proto'), 'p');
    await user.type(screen.getByLabelText('Dotted'), 'd');
    await user.type(screen.getByLabelText('Bracketed'), 'b');
    await user.click(submit());
    const content = onRespond.mock.calls[0]![0].content as Record<string, unknown>;
    expect(Object.keys(content)).toEqual(['__proto__', 'a.b', 'x[0]']);
    expect(JSON.stringify(content)).toBe('{"__proto__":"p","a.b":"d","x[0]":"b"}');
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });

  it('renders a 10,000-character message with HTML and bidi controls as clipped inert text', () => {
    const message = '<img src=x onerror=alert(1)> \u202Egnp.exe '.repeat(300).slice(0, 10_000);
    const { container } = setup({ params: formParams({ a: { type: 'string' } }, undefined, message) });
    expect(container.querySelector('img:not(.ek-server-icon)')).toBeNull();
    expect(screen.getByRole('button', { name: /more characters/ })).toBeInTheDocument();
  });

  it('contains a crashing custom field and still offers decline and cancel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Boom(): never {
      throw new Error('broken field');
    }
    const { onRespond, user } = setup({ params: formParams({ a: { type: 'string' } }), components: { text: Boom } });
    expect(screen.getByRole('alert')).toHaveTextContent('This request could not be shown');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
    vi.restoreAllMocks();
  });
});

describe('ElicitationForm: secret-looking fields (S1)', () => {
  const params = formParams({ user: { type: 'string', title: 'Username' }, password: { type: 'string', title: 'Password' } }, undefined, 'Enter your password');

  it('warns on the field and the message (warn)', async () => {
    const { onRespond, user, container } = setup({ params });
    const warning = await screen.findByText(/This looks like a request for a password/);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('a password'));
    expect(screen.getByLabelText('Username')).not.toHaveAccessibleDescription();
    expect(warning).toBeInTheDocument();
    expect(screen.getByText(/The message mentions a password/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    // Under warn, Submit waits for the explicit tick (issue 14).
    await user.click(screen.getByRole('checkbox', { name: /^I understand Acme asks for a password here/ }));
    await user.click(submit());
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: {} }]]);
  });

  it('offers only Decline and Cancel (block)', async () => {
    const { onRespond, user } = setup({ params, sensitiveFields: 'block' });
    await screen.findByText(/does not allow answering forms that ask for secrets/);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'decline' }]]);
  });

  it('never sends a blocked form, even when Accept is pressed before the check loaded', async () => {
    const { onRespond } = setup({ params, sensitiveFields: 'block' });
    await act(async () => {
      fireEvent.submit(submit());
    });
    await screen.findByText(/does not allow answering/);
    expect(onRespond).not.toHaveBeenCalled();
  });
});

describe('ElicitationForm: server-everything trigger-elicitation-request (13 properties)', () => {
  it('renders every field and sends the defaults plus the required name', async () => {
    const { onRespond, user, container } = setup({ params: serverEverything.params });
    expect(container.querySelectorAll('[data-ek-part="field"]')).toHaveLength(13);
    expect(screen.getByText('Please provide inputs for the following fields:')).toBeInTheDocument();
    await user.click(submit());
    expect(onRespond).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^String \(required\)/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^String \(required\)/), 'Ada Lovelace');
    // Its integer says "do not give us your phone number, pin, …": a denial, so no secret gate (F9).
    await user.click(submit());
    await waitFor(() => expect(onRespond).toHaveBeenCalled());
    expect(screen.queryByRole('checkbox', { name: /I understand/ })).toBeNull();
    expect(onRespond.mock.calls).toEqual([
      [
        {
          action: 'accept',
          content: {
            name: 'Ada Lovelace',
            check: false,
            firstLine: 'It was a dark and stormy night.',
            integer: 42,
            number: 3.14,
            untitledSingleSelectEnum: 'Monica',
            untitledMultipleSelectEnum: ['Guitar'],
            titledSingleSelectEnum: 'hero-1',
            titledMultipleSelectEnum: ['fish-1'],
            legacyTitledEnum: 'pet-1',
          },
        },
      ],
    ]);
    await expectNoAxeViolations(container);
  });
});
