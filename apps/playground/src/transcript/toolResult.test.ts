import { describe, expect, it } from 'vitest';
import { readToolResult } from './toolResult.js';

describe('readToolResult', () => {
  it('reads the text blocks, the structured content and its status', () => {
    const result = readToolResult({
      content: [
        { type: 'text', text: 'Booked Business from London to Lisbon.' },
        { type: 'image', data: 'AAAA', mimeType: 'image/png' },
        { type: 'text', text: 'Have a good trip.' },
      ],
      structuredContent: { status: 'booked', to: 'Lisbon' },
    });
    expect(result).toEqual({
      texts: ['Booked Business from London to Lisbon.', 'Have a good trip.'],
      structuredContent: { status: 'booked', to: 'Lisbon' },
      status: 'booked',
      isError: false,
    });
  });

  it('keeps a tool error as such', () => {
    expect(readToolResult({ content: [{ type: 'text', text: 'No such flight.' }], isError: true })).toMatchObject({
      texts: ['No such flight.'],
      isError: true,
    });
  });

  it('survives what a hostile server may send instead', () => {
    expect(readToolResult({ content: 'not a list', structuredContent: ['not', 'an', 'object'], isError: 'yes' })).toEqual({
      texts: [],
      structuredContent: undefined,
      status: undefined,
      isError: false,
    });
    expect(readToolResult({ content: [null, 7, { type: 'text', text: 42 }], structuredContent: { status: { nested: true } } })).toEqual({
      texts: [],
      structuredContent: { status: { nested: true } },
      status: undefined,
      isError: false,
    });
  });
});
