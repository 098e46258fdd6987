import type { ElicitRequestFormParams, ServerIdentity } from '@elicit-kit/core';

/**
 * The request a server sent (in a real app: from your MCP client, your database or the AI SDK
 * bridge). Plain JSON, so a server component can hand it to a client component as a prop.
 */
export const BOOKING: ElicitRequestFormParams = {
  mode: 'form',
  message: 'Book a table',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Your name', minLength: 2 },
      guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 8 },
      terrace: { type: 'boolean', title: 'Terrace table' },
      when: { type: 'string', title: 'Time', enum: ['12:00', '19:00', '21:00'] },
    },
    required: ['name', 'guests'],
  },
};

/** Who asks: the host's own name for the server (never the server's claim about itself). */
export const SERVER: ServerIdentity = { name: 'bookings', title: 'Table bookings' };
