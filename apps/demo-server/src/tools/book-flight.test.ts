import { describe, expect, it } from 'vitest';
import { textOf, useDemoServer } from '../test-support/demo-fixture.js';
import type { ClientEra } from '../test-support/demo-fixture.js';
import { TRIP_FORM } from './book-flight.js';

const demo = useDemoServer();

const TRIP = {
  from: 'London',
  to: 'Lisbon',
  departureDate: '2026-12-20',
  returnDate: '2027-01-03',
  cabin: 'business',
  passengers: 2,
  meals: ['vegetarian', 'gluten-free'],
};

describe.each<[ClientEra, string]>([
  ['modern', '2026-07-28'],
  ['legacy', '2025-11-25'],
])('book_flight (%s client, %s)', (era, protocol) => {
  it('asks one form and echoes the booking as received', async () => {
    const bound = await demo.connect(era);
    const person = demo.person(bound, () => ({ action: 'accept', content: TRIP }));

    const result = await demo.call(bound, 'book_flight');

    expect(result.structuredContent).toEqual({ status: 'booked', ...TRIP });
    expect(textOf(result)).toBe('Booked Business from London to Lisbon on 2026-12-20, back on 2027-01-03 for 2 passengers.');
    expect(result.isError).toBeUndefined();
    expect(person.seen).toHaveLength(1);
    expect(person.seen[0]?.params).toMatchObject({ message: 'Where and when would you like to fly?', requestedSchema: TRIP_FORM });
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: TRIP, era: protocol }]);
    expect(await demo.fetchAnswers()).toEqual(demo.server.answers());
  });

  it('books one way with the defaults left in place', async () => {
    const bound = await demo.connect(era);
    const oneWay = { from: 'London', to: 'Oslo', departureDate: '2027-02-01', cabin: 'economy', passengers: 1, meals: [] };
    demo.person(bound, () => ({ action: 'accept', content: oneWay }));

    const result = await demo.call(bound, 'book_flight');

    expect(result.structuredContent).toEqual({ status: 'booked', ...oneWay });
    expect(textOf(result)).toBe('Booked Economy from London to Oslo on 2027-02-01 for 1 passenger.');
  });

  it.each([
    ['decline', 'declined', 'You declined the booking; nothing was done.'],
    ['cancel', 'cancelled', 'You cancelled the booking; nothing was done.'],
  ] as const)('%s → %s', async (action, status, text) => {
    const bound = await demo.connect(era);
    demo.person(bound, () => ({ action }));

    const result = await demo.call(bound, 'book_flight');

    expect(result.structuredContent).toEqual({ status });
    expect(textOf(result)).toBe(text);
    expect(await demo.fetchAnswers()).toEqual([{ tool: 'book_flight', key: 'trip', action, era: protocol }]);
  });
});

describe('book_flight checks what arrives itself', () => {
  it('answers status invalid (isError) to content the kit would never send: a return before the departure', async () => {
    const bound = await demo.connect('modern');
    // The kit validates types and formats but not relations between fields: the server does.
    demo.person(bound, () => ({ action: 'accept', content: { ...TRIP, returnDate: '2026-12-01' } }));

    const result = await demo.call(bound, 'book_flight');

    expect(result.isError).toBe(true);
    expect(result.structuredContent).toEqual({ status: 'invalid', issues: ['returnDate: before the departure date'] });
  });
});
