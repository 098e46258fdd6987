'use server';
import { isElicitResult, toFormModel, validate, type ElicitResult } from '@elicit-kit/core';
import { BOOKING } from './booking';

/** What the server action answers the page with. */
export type Received = { ok: true; result: ElicitResult } | { ok: false; error: string };

/**
 * Receives the person's answer. A server action is a public endpoint (anyone can post to it),
 * so the answer is checked again here with core, by the same `validate` the form ran, before it
 * goes on to the MCP server.
 */
export async function respondToBooking(answer: unknown): Promise<Received> {
  if (!isElicitResult(answer)) return { ok: false, error: 'not an elicitation result' };
  let result: ElicitResult = { action: answer.action };
  if (answer.action === 'accept') {
    const checked = validate(toFormModel(BOOKING.requestedSchema), answer.content ?? {});
    if (!checked.ok) return { ok: false, error: `invalid content: ${checked.errors.map((e) => `${e.key} ${e.code}`).join(', ')}` };
    result = { action: 'accept', content: checked.content };
  }
  // Here the answer goes back to the MCP server (the pending elicitation's resolve).
  console.log(`[elicitation] ${JSON.stringify(result)}`);
  return { ok: true, result };
}
