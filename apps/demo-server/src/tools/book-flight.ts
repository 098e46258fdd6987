/**
 * `book_flight`: one round, one form — a date, a titled single select, a bounded integer and a
 * titled multi-select — and a result that echoes the booking as received.
 */
import { inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { listing } from './catalog.js';
import { defineTool, finish } from './demo-tool.js';
import type { FormSchema } from './form-schema.js';
import { invalidResult, refusedResult } from './outcomes.js';
import type { Invalid, Refused } from './outcomes.js';

/** The cabin classes, as the form offers them (value → label). */
export const CABINS = { economy: 'Economy', premium: 'Premium economy', business: 'Business', first: 'First' } as const;

/** The meals, as the form offers them (value → label). */
export const MEALS = { vegetarian: 'Vegetarian', vegan: 'Vegan', 'gluten-free': 'Gluten-free', halal: 'Halal', kosher: 'Kosher' } as const;

/** The form of `book_flight` (key `trip`). */
export const TRIP_FORM: FormSchema = {
  type: 'object',
  properties: {
    from: { type: 'string', title: 'From', description: 'City or airport you leave from.', minLength: 2, maxLength: 60, default: 'London' },
    to: { type: 'string', title: 'To', description: 'City or airport you fly to.', minLength: 2, maxLength: 60 },
    departureDate: { type: 'string', format: 'date', title: 'Departure date' },
    returnDate: { type: 'string', format: 'date', title: 'Return date', description: 'Leave empty for a one-way trip.' },
    cabin: {
      type: 'string',
      title: 'Cabin class',
      oneOf: Object.entries(CABINS).map(([value, label]) => ({ const: value, title: label })),
      default: 'economy',
    },
    passengers: { type: 'integer', title: 'Passengers', minimum: 1, maximum: 9, default: 1 },
    meals: {
      type: 'array',
      title: 'Special meals',
      description: 'Pick any that apply.',
      items: { anyOf: Object.entries(MEALS).map(([value, label]) => ({ const: value, title: label })) },
      default: [],
    },
  },
  required: ['from', 'to', 'departureDate', 'cabin', 'passengers'],
};

const cabin = z.enum(Object.keys(CABINS) as [keyof typeof CABINS, ...Array<keyof typeof CABINS>]);
const meal = z.enum(Object.keys(MEALS) as [keyof typeof MEALS, ...Array<keyof typeof MEALS>]);
const isoDate = z.iso.date();

/** The trip as the server accepts it: the client's content is checked again, never trusted. */
const Trip = z.object({
  from: z.string().min(2).max(60),
  to: z.string().min(2).max(60),
  departureDate: isoDate,
  returnDate: isoDate.optional(),
  cabin,
  passengers: z.number().int().min(1).max(9),
  meals: z.array(meal).default([]),
});

/** `book_flight`'s result: the booking, or why there is none. */
export type BookFlightResult = ({ status: 'booked' } & z.infer<typeof Trip>) | Refused | Invalid;

export const bookFlight = defineTool({
  ...listing('book_flight'),
  inputSchema: z.object({}),
  async run(_args, turn) {
    const answer = turn.answer('trip');
    if (answer === undefined) {
      return inputRequired({ inputRequests: { trip: inputRequired.elicit({ message: 'Where and when would you like to fly?', requestedSchema: TRIP_FORM }) } });
    }
    if (answer.action !== 'accept') return refusedResult(answer.action, 'the booking');
    const trip = Trip.safeParse(answer.content ?? {});
    if (!trip.success) return invalidResult('booking form', trip.error);
    const booked = trip.data;
    if (booked.returnDate !== undefined && booked.returnDate < booked.departureDate)
      return invalidResult('booking form', ['returnDate: before the departure date']);
    const people = booked.passengers === 1 ? '1 passenger' : `${booked.passengers} passengers`;
    const when = booked.returnDate === undefined ? `on ${booked.departureDate}` : `on ${booked.departureDate}, back on ${booked.returnDate}`;
    return finish<BookFlightResult>(`Booked ${CABINS[booked.cabin]} from ${booked.from} to ${booked.to} ${when} for ${people}.`, {
      status: 'booked',
      ...booked,
    });
  },
});
