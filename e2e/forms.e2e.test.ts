/**
 * Form mode end to end: `book_flight` (every field, a bounds error fixed, once with the mouse
 * and once keyboard-only), `profile` (every field kind, defaults accepted and changed), and
 * decline/cancel reaching the server as such.
 */
import { describe, expect, it } from 'vitest';
import { focused, retype, tabTo, tabToButton, tabToField } from './support/keyboard.js';
import { button, callTool, field, pendingRequests, resultJson, resultText, POLL } from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);

describe('book_flight', () => {
  it('fills every field with the mouse, sees the passengers bound, fixes it, and the server books exactly that', async () => {
    const { page, stack } = suite;
    await suite.checkScreen('empty-page');

    const call = await callTool(page, 'book_flight');
    const form = (await pendingRequests(call)).first();
    await expect.poll(() => field(form, 'From').inputValue(), POLL).toBe('London'); // the schema's default
    await suite.checkScreen('book-flight-form');

    await field(form, 'From').fill('Paris');
    await field(form, 'To').fill('Tokyo');
    await field(form, 'Departure date').fill('2027-03-14');
    await field(form, 'Return date').fill('2027-03-28');
    await form.getByRole('radio', { name: 'Business', exact: true }).check();
    await field(form, 'Passengers').fill('12');
    await form.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Gluten-free', exact: true }).check();
    await button(form, 'Submit').click();

    // Out of range: shown at the field, and nothing goes to the server.
    const error = form.getByText('Enter 9 or less.');
    await error.waitFor();
    expect(await field(form, 'Passengers').getAttribute('aria-invalid')).toBe('true');
    await suite.checkScreen('book-flight-validation-error', { show: error });
    expect(await stack.answers()).toEqual([]);

    await field(form, 'Passengers').fill('2');
    await button(form, 'Submit').click();

    const booking = {
      from: 'Paris',
      to: 'Tokyo',
      departureDate: '2027-03-14',
      returnDate: '2027-03-28',
      cabin: 'business',
      passengers: 2,
      meals: ['vegetarian', 'gluten-free'],
    };
    expect(await resultJson(call)).toEqual({ status: 'booked', ...booking });
    expect(await resultText(call)).toBe('Booked Business from Paris to Tokyo on 2027-03-14, back on 2027-03-28 for 2 passengers.');
    expect(await stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: booking, era: '2026-07-28' }]);
    await suite.checkScreen('book-flight-result', { show: call.getByTestId('call-result') });
  });

  it('keyboard only, from the tool picker to Submit: Tab, typing, arrows, Space and Enter', async () => {
    const { page, stack } = suite;
    await tabTo(page, 'the book_flight tool', (focus) => focus.testId === 'tool-book_flight');
    await page.keyboard.press('Enter');
    const call = page.getByTestId('call').last();
    const form = (await pendingRequests(call)).first();
    // The new request takes focus (focusNewRequests): the person continues from there.
    await expect.poll(async () => (await focused(page)).inRequest, POLL).toBe(true);

    await tabToField(page, 'From');
    await retype(page, 'Oslo');
    await tabToField(page, 'To');
    await page.keyboard.type('Rome');
    await tabToField(page, 'Departure date');
    // Chromium's date field (en-US): month, day, year; each part moves on when full.
    await page.keyboard.type('05012027');
    // Return date stays empty: a one-way trip.
    const cabin = await tabToField(page, 'Economy'); // the radio group's Tab stop is the checked (default) option
    expect(cabin.checked).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ label: 'Premium economy', checked: true });
    await tabToField(page, 'Passengers');
    await retype(page, '0');
    await tabToField(page, 'Vegan');
    await page.keyboard.press('Space');
    await tabToField(page, 'Halal');
    await page.keyboard.press('Space');
    await tabToButton(page, 'Submit');
    await page.keyboard.press('Enter');

    await form.getByText('Enter 1 or more.').waitFor();
    expect(await stack.answers()).toEqual([]);
    // A failed Submit puts focus on the first field in error.
    expect(await focused(page)).toMatchObject({ label: 'Passengers (required)', value: '0' });
    await retype(page, '3');
    await tabToButton(page, 'Submit');
    await page.keyboard.press('Enter');

    const booking = { from: 'Oslo', to: 'Rome', departureDate: '2027-05-01', cabin: 'premium', passengers: 3, meals: ['vegan', 'halal'] };
    expect(await resultJson(call)).toEqual({ status: 'booked', ...booking });
    expect(await stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: booking, era: '2026-07-28' }]);
    await suite.checkScreen('book-flight-keyboard-result', { show: call.getByTestId('call-result') });
  });

  it('Decline reaches the server as decline, and the transcript says so', async () => {
    const { page, stack } = suite;
    const call = await callTool(page, 'book_flight');
    const form = (await pendingRequests(call)).first();
    await field(form, 'To').fill('Lisbon'); // typed, then declined: must not be sent
    await button(form, 'Decline').click();

    expect(await resultJson(call)).toEqual({ status: 'declined' });
    expect(await resultText(call)).toBe('You declined the booking; nothing was done.');
    expect(await stack.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'decline', era: '2026-07-28' }]);
    expect(suite.session.requests.some((request) => request.body?.includes('Lisbon'))).toBe(false);
    await suite.checkScreen('book-flight-declined', { show: call.getByTestId('call-result') });
  });
});

describe('profile', () => {
  const DEFAULTS = {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    website: 'https://example.com/ada',
    birthday: '1815-12-10',
    availableFrom: '2026-12-01T09:00:00Z',
    height: 1.65,
    age: 36,
    newsletter: true,
    pronouns: 'she/her',
    country: 'GB',
    theme: 'system',
    languages: ['English'],
    topics: ['maths', 'engines'],
  };

  /**
   * The date-time default comes back as the same instant in the browser's zone (the field is a
   * `datetime-local`, so the kit re-serialises it with the local offset: Europe/Berlin, +01:00).
   */
  const sameInstant = (profile: unknown) => {
    const { availableFrom, ...rest } = profile as { availableFrom: string };
    expect(Date.parse(availableFrom)).toBe(Date.parse(DEFAULTS.availableFrom));
    return rest;
  };
  const { availableFrom: _instant, ...DEFAULTS_BUT_INSTANT } = DEFAULTS;

  it('shows every field kind with its default; Submit as is saves exactly the documented defaults', async () => {
    const { page, stack } = suite;
    const call = await callTool(page, 'profile');
    const form = (await pendingRequests(call)).first();
    await expect.poll(() => field(form, 'Full name').inputValue(), POLL).toBe('Ada Lovelace');
    expect(await field(form, 'Email').getAttribute('type')).toBe('email');
    expect(await field(form, 'Website').getAttribute('type')).toBe('url');
    expect(await field(form, 'Birthday').inputValue()).toBe('1815-12-10');
    expect(await field(form, 'Available from').getAttribute('type')).toBe('datetime-local');
    expect(await form.getByRole('checkbox', { name: 'Send me the newsletter' }).isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: 'she/her' }).isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: 'United Kingdom' }).isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: 'Match the system' }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'English' }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'Analytical engines' }).isChecked()).toBe(true);
    await suite.checkScreen('profile-form-defaults');

    await button(form, 'Submit').click();
    const result = (await resultJson(call)) as { status: string; profile: unknown };
    expect(result.status).toBe('saved');
    expect(sameInstant(result.profile)).toEqual(DEFAULTS_BUT_INSTANT);
    const [answer, ...more] = await stack.answers();
    expect(more).toEqual([]);
    expect(answer).toMatchObject({ tool: 'profile', key: 'profile', action: 'accept', era: '2026-07-28' });
    expect(answer?.content).toEqual(result.profile); // the result echoes exactly what arrived
  });

  it('changes a few fields (text, number, yes/no, single and multi select) and the server saves them', async () => {
    const { page, stack } = suite;
    const call = await callTool(page, 'profile');
    const form = (await pendingRequests(call)).first();
    await field(form, 'Full name').fill('Grace Hopper');
    await field(form, 'Short bio').fill('Wrote the first compiler.');
    await field(form, 'Age').fill('85');
    await form.getByRole('checkbox', { name: 'Send me the newsletter' }).uncheck();
    await form.getByRole('radio', { name: 'they/them' }).check();
    await form.getByRole('radio', { name: 'Japan' }).check();
    await form.getByRole('checkbox', { name: 'French' }).check();
    await form.getByRole('checkbox', { name: 'Analytical engines' }).uncheck();
    await form.getByRole('checkbox', { name: 'Music' }).check();
    await suite.checkScreen('profile-form-changed');
    await button(form, 'Submit').click();

    const profile = {
      ...DEFAULTS_BUT_INSTANT,
      fullName: 'Grace Hopper',
      bio: 'Wrote the first compiler.',
      age: 85,
      newsletter: false,
      pronouns: 'they/them',
      country: 'JP',
      languages: ['English', 'French'],
      topics: ['maths', 'music'],
    };
    const result = (await resultJson(call)) as { status: string; profile: unknown };
    expect(result.status).toBe('saved');
    expect(sameInstant(result.profile)).toEqual(profile);
    expect((await stack.answers()).map((answer) => answer.content)).toEqual([result.profile]);
    await suite.checkScreen('profile-result', { show: call.getByTestId('call-result') });
  });

  it('Cancel reaches the server as cancel, and the transcript says so', async () => {
    const { page, stack } = suite;
    const call = await callTool(page, 'profile');
    const form = (await pendingRequests(call)).first();
    await button(form, 'Cancel').click();
    expect(await resultJson(call)).toEqual({ status: 'cancelled' });
    expect(await resultText(call)).toBe('You cancelled the profile update; nothing was done.');
    expect(await stack.answers()).toEqual([{ tool: 'profile', key: 'profile', action: 'cancel', era: '2026-07-28' }]);
    await suite.checkScreen('profile-cancelled', { show: call.getByTestId('call-result') });
  });
});
