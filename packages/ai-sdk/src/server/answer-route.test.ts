import { describe, expect, it } from 'vitest';
import { answerRequest, bookingParams, openChat } from '../../test-support/chat-harness.js';
import { createElicitationBridge } from './bridge.js';

const server = { name: 'flights' };
const pending = (data: { status: string }) => data.status === 'pending';

/** A bridge with one pending elicitation in chat `chat-a`, and a way to see whether the call got anything. */
async function withPending(options: Partial<Parameters<typeof createElicitationBridge>[0]> = {}) {
  const bridge = createElicitationBridge({ server, ...options });
  const chat = openChat(bridge, { chatId: 'chat-a' });
  let settled: unknown;
  const call = chat.ask(bookingParams).then((result) => (settled = result));
  const part = await chat.part(pending);
  const valid = { id: part.id, token: part.token, result: { action: 'accept', content: { name: 'Ada' } } };
  return { bridge, chat, call, part, valid, reachedServer: () => settled !== undefined };
}

async function send(bridge: ReturnType<typeof createElicitationBridge>, request: Request) {
  const response = await bridge.handleAnswer(request);
  const body = (await response.json()) as { status: string; message: string; errors?: unknown };
  return { status: response.status, answer: body.status, body, headers: response.headers };
}

describe('the answer route refuses everything but one answer from its chat', () => {
  it('405 for another method, with Allow', async () => {
    const { bridge, reachedServer } = await withPending();
    const response = await send(bridge, new Request('http://chat.test/api/elicitation', { method: 'GET' }));
    expect([response.status, response.answer, response.headers.get('allow')]).toEqual([405, 'method-not-allowed', 'POST']);
    expect(reachedServer()).toBe(false);
  });

  it('415 for a body that is not application/json', async () => {
    const { bridge, valid, reachedServer } = await withPending();
    const response = await send(bridge, answerRequest(valid, { headers: { 'content-type': 'text/plain' } }));
    expect([response.status, response.answer]).toEqual([415, 'unsupported-media-type']);
    expect(reachedServer()).toBe(false);
    // A charset parameter is fine.
    expect((await send(bridge, answerRequest(valid, { headers: { 'content-type': 'application/json; charset=utf-8' } }))).status).toBe(200);
  });

  it('413 over the limit, by Content-Length or by counting a streamed body', async () => {
    const { bridge, valid, reachedServer } = await withPending({ maxBodyBytes: 1024 });
    const big = { ...valid, result: { action: 'accept', content: { name: 'x'.repeat(2000) } } };
    expect((await send(bridge, answerRequest(big))).answer).toBe('too-large');
    const chunks = [new TextEncoder().encode(JSON.stringify(big))];
    const streamed = new Request('http://chat.test/api/elicitation', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({ pull: (c) => (chunks.length ? c.enqueue(chunks.shift()!) : c.close()) }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.headers.get('content-length')).toBeNull();
    const response = await send(bridge, streamed);
    expect([response.status, response.answer]).toEqual([413, 'too-large']);
    expect(reachedServer()).toBe(false);
  });

  it.each([
    ['not JSON', '{"id":'],
    ['no token', { id: 'x', result: { action: 'accept' } }],
    ['an unknown action', { id: 'x', token: 't', result: { action: 'maybe' } }],
    ['content of the wrong kind', { id: 'x', token: 't', result: { action: 'accept', content: { name: { nested: 1 } } } }],
    ['an array', []],
  ])('400 for %s', async (_, body) => {
    const { bridge, reachedServer } = await withPending();
    const response = await send(bridge, answerRequest(body));
    expect([response.status, response.answer]).toEqual([400, 'bad-request']);
    expect(reachedServer()).toBe(false);
  });

  it('404 for an id nobody issued', async () => {
    const { bridge, valid, reachedServer } = await withPending();
    expect((await send(bridge, answerRequest({ ...valid, id: 'AAAAAAAAAAAAAAAAAAAAAA' }))).status).toBe(404);
    expect(reachedServer()).toBe(false);
  });

  it('403 for a forged token and for another chat’s token', async () => {
    const { bridge, valid, reachedServer } = await withPending();
    expect((await send(bridge, answerRequest({ ...valid, token: 'A'.repeat(43) }))).answer).toBe('forbidden');
    expect((await send(bridge, answerRequest({ ...valid, token: 'not a token' }))).answer).toBe('forbidden');
    // Chat B received its own elicitation; its token does not open chat A's.
    const other = openChat(bridge, { chatId: 'chat-b' });
    void other.ask(bookingParams);
    const foreign = await other.part(pending);
    const response = await send(bridge, answerRequest({ ...valid, token: foreign.token }));
    expect([response.status, response.answer]).toEqual([403, 'forbidden']);
    expect(reachedServer()).toBe(false);
    // The right token still works afterwards.
    expect((await send(bridge, answerRequest(valid))).status).toBe(200);
  });

  it('403 when authorize says the request may not answer for the chat', async () => {
    const asked: string[] = [];
    const { bridge, valid, reachedServer } = await withPending({
      authorize: (request, chatId) => (asked.push(chatId), request.headers.get('x-user') === 'owner'),
    });
    expect((await send(bridge, answerRequest(valid, { headers: { 'x-user': 'mallory' } }))).status).toBe(403);
    expect(reachedServer()).toBe(false);
    expect((await send(bridge, answerRequest(valid, { headers: { 'x-user': 'owner' } }))).status).toBe(200);
    expect(asked).toEqual(['chat-a', 'chat-a']);
  });

  it('422 for content the server’s schema rejects, with the field errors; the request stays open', async () => {
    const { bridge, valid, call, chat, reachedServer } = await withPending();
    const response = await send(bridge, answerRequest({ ...valid, result: { action: 'accept', content: { name: 'A', seats: 12 } } }));
    expect([response.status, response.answer]).toEqual([422, 'invalid']);
    expect(response.body.errors).toEqual([
      { key: 'name', code: 'tooShort', params: { min: 2 } },
      { key: 'seats', code: 'aboveMaximum', params: { maximum: 9 } },
    ]);
    expect(reachedServer()).toBe(false);
    expect((await send(bridge, answerRequest(valid))).status).toBe(200);
    expect(await call).toEqual({ action: 'accept', content: { name: 'Ada' } });
    expect((await chat.part((d) => d.status !== 'pending')).status).toBe('accepted');
  });

  it('409 for a second answer, also a concurrent one: exactly one is delivered', async () => {
    const { bridge, valid, call } = await withPending();
    const decline = { ...valid, result: { action: 'decline' } };
    const responses = await Promise.all([send(bridge, answerRequest(valid)), send(bridge, answerRequest(decline))]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = responses[0]!.status === 200 ? { action: 'accept', content: { name: 'Ada' } } : { action: 'decline' };
    expect(await call).toEqual(winner);
    expect((await send(bridge, answerRequest(valid))).answer).toBe('already-answered');
  });

  it('410 after the deadline and after the call was withdrawn', async () => {
    const late = await withPending({ timeoutMs: 30 });
    await late.chat.part((d) => d.status === 'expired');
    const response = await send(late.bridge, answerRequest(late.valid));
    expect([response.status, response.answer]).toEqual([410, 'expired']);

    const gone = await withPending();
    gone.chat.attachment.detach();
    await gone.chat.part((d) => d.status === 'aborted');
    expect((await send(gone.bridge, answerRequest(gone.valid))).status).toBe(410);
  });

  it('404 once a settled elicitation is forgotten', async () => {
    let time = 1_000_000;
    const { createMemoryAnswerChannel } = await import('./memory-channel.js');
    const channel = createMemoryAnswerChannel({ settledTtlMs: 60_000, now: () => time });
    const { bridge, valid, call } = await withPending({ channel, now: () => time });
    expect((await send(bridge, answerRequest(valid))).status).toBe(200);
    await call;
    expect((await send(bridge, answerRequest(valid))).status).toBe(409);
    time += 60_001;
    expect((await send(bridge, answerRequest(valid))).status).toBe(404);
    expect(channel.size).toBe(0);
  });

  it('503 when the channel fails', async () => {
    const { createMemoryAnswerChannel } = await import('./memory-channel.js');
    const channel = createMemoryAnswerChannel();
    const { bridge, valid, reachedServer } = await withPending({ channel });
    channel.lookup = () => Promise.reject(new Error('down'));
    expect((await send(bridge, answerRequest(valid))).answer).toBe('unavailable');
    expect(reachedServer()).toBe(false);
  });
});
