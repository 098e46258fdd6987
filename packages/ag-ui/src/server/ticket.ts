import type { ServerIdentity } from '@elicit-kit/core';
import type { InputRequiredResult, JSONObject } from '@elicit-kit/core';
import type { TokenSigner } from '@elicit-kit/ai-sdk/answers';
import { AgUiResumeError } from './errors.js';

/**
 * What an interrupt's ticket carries from the run that stopped to the run that resumes: the
 * tool call, the MCP round as the server sent it (its `requestState` and its `inputRequests`,
 * schemas included) and the interrupt id of each key. Signed as a whole, so the browser can
 * neither forge a ticket nor change a byte of one.
 */
export interface TicketBody {
  /** Format version. */
  v: 1;
  threadId: string;
  toolCallId: string;
  name: string;
  arguments: JSONObject;
  server: ServerIdentity;
  round: InputRequiredResult;
  /** interrupt id → `inputRequests` key. */
  ids: Record<string, string>;
  /** Deadline, epoch ms. */
  exp: number;
  /** 2025-11-25: the round's id in the answer channel; the call is held open by the agent process that asked. */
  held?: string;
}

/** `base64url(JSON body) "." HMAC-SHA-256(secret, threadId ‖ that base64url)`. */
export async function sealTicket(signer: TokenSigner, body: TicketBody): Promise<string> {
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${encoded}.${await signer.sign(body.threadId, encoded)}`;
}

/** The body of `ticket`, once its signature, thread and deadline check out; else {@link AgUiResumeError}. */
export async function openTicket(signer: TokenSigner, ticket: unknown, threadId: string, now: number): Promise<TicketBody> {
  if (typeof ticket !== 'string')
    throw new AgUiResumeError('unanswered', 'A resume entry carries no ticket: echo the interrupt’s metadata["elicit-kit"].ticket.');
  const dot = ticket.indexOf('.');
  const encoded = ticket.slice(0, dot);
  // The signature binds the thread: a ticket replayed on another thread fails here, before its body is read.
  if (dot < 0 || !(await signer.verify(threadId, encoded, ticket.slice(dot + 1)))) {
    const claimed = readBody(encoded);
    if (claimed !== undefined && claimed.threadId !== threadId) throw new AgUiResumeError('wrong-thread', 'The ticket was issued on another thread.');
    throw new AgUiResumeError('forged-ticket', 'The ticket’s signature does not match what it carries.');
  }
  const body = readBody(encoded);
  if (body === undefined) throw new AgUiResumeError('malformed-ticket', 'The ticket cannot be read.');
  if (body.exp <= now) throw new AgUiResumeError('expired', 'The ticket has expired: start the tool call again.');
  return body;
}

/** The interrupt ids a ticket claims to cover, unverified: only to route a resume entry to its ticket (opened later). */
export function claimedIds(ticket: string): string[] {
  return Object.keys(readBody(ticket.slice(0, Math.max(0, ticket.indexOf('.'))))?.ids ?? {});
}

function readBody(encoded: string): TicketBody | undefined {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined;
    const body: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return typeof body === 'object' && body !== null && (body as { v?: unknown }).v === 1 ? (body as TicketBody) : undefined;
  } catch {
    return undefined;
  }
}
