import { checkAnswer, isElicitResult, type ElicitResult, type FieldError } from '@elicit-kit/core';
import { ANSWER_HTTP_STATUS, type AnswerResponseBody, type AnswerStatus } from '../part/answer-wire.js';
import type { TokenSigner } from './answer-token.js';
import type { AnswerChannel, ClaimOutcome } from './channel.js';

/** What the answer route needs from its bridge. */
export interface AnswerRouteContext {
  channel: AnswerChannel;
  signer: TokenSigner;
  ready: Promise<void>;
  maxBodyBytes: number;
  authorize: ((request: Request, chatId: string) => boolean | Promise<boolean>) | undefined;
  now: () => number;
}

// Ids are 22 base64url characters; anything far longer is not ours and is not worth a lookup.
const MAX_ID_LENGTH = 128;

/**
 * The answer route: checks the request (method, media type, size, shape), then the answer
 * against what the channel knows (exists, not settled, token of its chat, content valid for the
 * server's schema), then claims it exactly once. Every refusal has its own status; only a
 * `delivered` answer reaches the call and then the MCP server.
 */
export function createAnswerRoute(context: AnswerRouteContext): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await answer(context, request);
    } catch {
      return reply('unavailable', 'the answer channel failed; try again');
    }
  };
}

async function answer(context: AnswerRouteContext, request: Request): Promise<Response> {
  if (request.method !== 'POST') return reply('method-not-allowed', 'answers are POSTed', undefined, { allow: 'POST' });
  if (!isJson(request.headers.get('content-type'))) return reply('unsupported-media-type', 'send the answer as application/json');
  const text = await readLimited(request, context.maxBodyBytes);
  if (text === undefined) return reply('too-large', `the body is over ${context.maxBodyBytes} bytes`);
  const body = parseBody(text);
  if (!body) return reply('bad-request', 'expected { id, token, result: { action, content? } }');

  await context.ready;
  const found = await context.channel.lookup(body.id);
  if (found.state !== 'pending') return replySettled(found);
  const { record } = found;
  if (!(await context.signer.verify(record.chatId, body.id, body.token))) {
    return reply('forbidden', 'the token does not belong to this elicitation’s chat');
  }
  if (context.authorize && !(await context.authorize(request, record.chatId))) return reply('forbidden', 'not allowed to answer for this chat');
  if (record.expiresAt <= context.now()) return reply('expired', 'the deadline has passed');
  const checked = await checkAnswer(record.params, body.result);
  if (!checked.ok) return reply('invalid', 'the content does not satisfy the server’s requested schema', checked.errors);
  return replySettled(await context.channel.claim(body.id, checked.result));
}

function replySettled(outcome: ClaimOutcome): Response {
  switch (outcome.state) {
    case 'delivered':
      return reply('delivered', 'delivered to the waiting call');
    case 'gone':
      return reply('expired', 'the call that waited for it has ended');
    case 'answered':
      return reply('already-answered', 'an answer was already accepted');
    case 'expired':
      return reply('expired', 'the deadline has passed');
    case 'withdrawn':
      return reply('expired', 'the request was withdrawn');
    case 'unknown':
      return reply('unknown', 'no such elicitation');
  }
}

function reply(status: AnswerStatus, message: string, errors?: FieldError[], headers?: Record<string, string>): Response {
  const body: AnswerResponseBody = errors ? { status, message, errors } : { status, message };
  return new Response(JSON.stringify(body), {
    status: ANSWER_HTTP_STATUS[status],
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  });
}

function isJson(contentType: string | null): boolean {
  return contentType !== null && contentType.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

/** The body as text, or `undefined` once it passes `limit` bytes (read no further). */
async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {});
    return undefined;
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function parseBody(text: string): { id: string; token: string; result: ElicitResult } | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const { id, token, result } = body as Record<string, unknown>;
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH || typeof token !== 'string') return undefined;
  if (!isElicitResult(result)) return undefined;
  return { id, token, result };
}
