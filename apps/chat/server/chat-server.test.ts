/**
 * The chat server against a real demo MCP server (in this process) and the real bridge: the
 * chat route's stream, an answer through the answer route, the saved history, every refusal
 * with its own status, a browser that leaves mid-request, and Redis missing at start.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '@elicit-kit/demo-server/server';
import { useDemoServer } from '@elicit-kit/test-support/demo-server';
import { RedisUnreachableError, startChatServer } from './chat-server.js';
import type { ChatServer } from './chat-server.js';
import { MAX_CHAT_BODY_BYTES } from './chat/chat-request.js';
import { AFTER_RESULT_TEXT } from './model/plan-reply.js';

const demo = useDemoServer(startDemoServer);
let chat: ChatServer;

beforeAll(async () => {
  chat = await startChatServer({ mcpUrl: demo.server.mcpUrl, port: 0 });
});
afterAll(async () => {
  await chat?.close();
});

let chats = 0;
const newChatId = () => `test-chat-${String(++chats).padStart(8, '0')}`;

function postChat(chatId: string, text: string, init: RequestInit = {}) {
  return fetch(`${chat.url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: chatId, message: { id: `m-${text.length}-${chats}`, role: 'user', parts: [{ type: 'text', text }] } }),
    ...init,
  });
}

/** The stream's chunks as they come; `until` stops reading (leaving the stream open) once it holds. */
async function readChunks(response: Response, until?: (chunk: Record<string, unknown>) => boolean): Promise<Array<Record<string, unknown>>> {
  const chunks: Array<Record<string, unknown>> = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    buffer += value;
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const event of events) {
      const data = event.replace(/^data: /, '');
      if (data === '[DONE]' || data === '') continue;
      const chunk = JSON.parse(data) as Record<string, unknown>;
      chunks.push(chunk);
      if (until?.(chunk)) {
        reader.releaseLock();
        return chunks;
      }
    }
  }
}

type ElicitationChunk = { type: 'data-elicitation'; data: { id: string; token?: string; status: string; toolCallId?: string } };
const isPendingElicitation = (chunk: Record<string, unknown>): chunk is ElicitationChunk =>
  chunk.type === 'data-elicitation' && (chunk as ElicitationChunk).data.status === 'pending';

function answer(body: unknown, contentType = 'application/json') {
  return fetch(`${chat.url}/api/elicitation`, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(body) });
}

const BOOKING = { from: 'London', to: 'Lisbon', departureDate: '2026-12-20', cabin: 'economy', passengers: 1 };

describe('the chat route', () => {
  it('streams the tool call, takes the answer on the answer route, and saves how it ended', async () => {
    const chatId = newChatId();
    const response = await postChat(chatId, 'Book a flight');
    expect(response.status).toBe(200);
    const head = await readChunks(response.clone(), isPendingElicitation);
    const request = head.find(isPendingElicitation)!;
    const call = head.find((chunk) => chunk.type === 'tool-input-available' && chunk.toolName === 'book_flight');
    // The request names the tool call that asked: the page renders it inside that call's card.
    expect(request.data.toolCallId).toBe((call as { toolCallId?: string } | undefined)?.toolCallId);

    const delivered = await answer({ id: request.data.id, token: request.data.token, result: { action: 'accept', content: BOOKING } });
    expect(delivered.status).toBe(200);
    const again = await answer({ id: request.data.id, token: request.data.token, result: { action: 'decline' } });
    expect(again.status).toBe(409);

    const rest = await readChunks(response);
    const texts = rest
      .filter((chunk) => chunk.type === 'text-delta')
      .map((chunk) => chunk.delta)
      .join('');
    // The card shows the tool's sentence; the model's reply does not say it again (F13).
    expect(JSON.stringify(rest.find((chunk) => chunk.type === 'tool-output-available'))).toContain(
      'Booked Economy from London to Lisbon on 2026-12-20 for 1 passenger.',
    );
    expect(texts).toBe(AFTER_RESULT_TEXT);
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'accept', content: BOOKING, era: '2026-07-28' }]);

    const { messages } = (await (await fetch(`${chat.url}/api/chats/${chatId}`)).json()) as {
      messages: Array<{ role: string; parts: Array<Record<string, unknown>> }>;
    };
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    const saved = messages[1]!.parts.find((part) => part.type === 'data-elicitation') as ElicitationChunk | undefined;
    expect(saved?.data).toMatchObject({ id: request.data.id, status: 'accepted' });
    expect(saved?.data.token).toBeUndefined(); // a final part carries no token
  });

  it('refuses a second message while a reply waits, and ends that reply when the browser leaves', async () => {
    const chatId = newChatId();
    const leave = new AbortController();
    const response = await postChat(chatId, 'Book a flight', { signal: leave.signal });
    await readChunks(response, isPendingElicitation);

    const second = await postChat(chatId, 'Update my profile');
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: 'A reply in this chat is still being written; wait for it or reload.' });

    leave.abort();
    // The history waits for the reply to end, then shows the request ended without an answer.
    const { messages } = (await (await fetch(`${chat.url}/api/chats/${chatId}`)).json()) as { messages: Array<{ parts: Array<Record<string, unknown>> }> };
    const part = messages[1]!.parts.find((candidate) => candidate.type === 'data-elicitation') as ElicitationChunk;
    expect(['aborted', 'stream-closed']).toContain(part.data.status);
    expect(demo.server.answers()).toEqual([{ tool: 'book_flight', key: 'trip', action: 'cancel', era: '2026-07-28' }]);
  });

  it.each([
    ['not JSON', { body: '{', contentType: 'application/json' }, 400],
    ['not a chat request', { body: JSON.stringify({ id: 'short', message: {} }), contentType: 'application/json' }, 400],
    [
      'two text parts',
      {
        body: JSON.stringify({
          id: 'x'.repeat(20),
          message: {
            id: 'm',
            role: 'user',
            parts: [
              { type: 'text', text: 'a' },
              { type: 'text', text: 'b' },
            ],
          },
        }),
        contentType: 'application/json',
      },
      400,
    ],
    [
      'an assistant message',
      {
        body: JSON.stringify({ id: 'x'.repeat(20), message: { id: 'm', role: 'assistant', parts: [{ type: 'text', text: 'a' }] } }),
        contentType: 'application/json',
      },
      400,
    ],
    ['text/plain', { body: 'hello', contentType: 'text/plain' }, 415],
    ['over the limit', { body: JSON.stringify({ pad: 'x'.repeat(MAX_CHAT_BODY_BYTES) }), contentType: 'application/json' }, 413],
  ])('refuses a body that is %s with %i', async (_what, { body, contentType }, status) => {
    const response = await fetch(`${chat.url}/api/chat`, { method: 'POST', headers: { 'content-type': contentType }, body });
    expect(response.status).toBe(status);
    expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
  });

  it('answers other methods, routes and ids with their own statuses', async () => {
    expect((await fetch(`${chat.url}/api/chat`)).status).toBe(405);
    expect((await fetch(`${chat.url}/api/nothing`)).status).toBe(404);
    // The e2e suite's hook exists only when asked for (CHAT_TEST_HOOKS).
    expect((await fetch(`${chat.url}/api/test/expire`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${chat.url}/api/chats/bad%20id`)).status).toBe(400);
    expect(await (await fetch(`${chat.url}/api/chats/${newChatId()}`)).json()).toEqual({ messages: [] });
    expect((await answer({ id: 'nope', token: 'nope', result: { action: 'cancel' } })).status).toBe(404);
  });
});

describe('starting with Redis', () => {
  it('fails at once with an error that says Redis cannot be reached', async () => {
    const port = await freePort();
    await expect(startChatServer({ mcpUrl: demo.server.mcpUrl, port: 0, redisUrl: `redis://127.0.0.1:${port}`, secret: 'x'.repeat(32) })).rejects.toThrow(
      new RedisUnreachableError(`Redis at 127.0.0.1:${port} cannot be reached`).message,
    );
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
