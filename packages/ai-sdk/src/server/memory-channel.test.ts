import { describe, expect, it } from 'vitest';
import { answerRequest, bookingParams, openChat } from '../../test-support/chat-harness.js';
import { createElicitationBridge } from './bridge.js';
import { createMemoryAnswerChannel } from './memory-channel.js';

const record = (id: string, expiresAt = 2_000) => ({ id, chatId: 'c', params: bookingParams, expiresAt });

describe('createMemoryAnswerChannel', () => {
  it('claims exactly once and hands the answer to the holder', async () => {
    const channel = createMemoryAnswerChannel({ now: () => 1_000 });
    const answers: unknown[] = [];
    await channel.open({ answer: (id, result) => answers.push([id, result]), lost: () => {} });
    await channel.hold(record('a'));
    expect(await channel.lookup('a')).toEqual({ state: 'pending', record: record('a') });
    const claims = await Promise.all([channel.claim('a', { action: 'decline' }), channel.claim('a', { action: 'cancel' })]);
    expect(claims).toEqual([{ state: 'delivered' }, { state: 'answered' }]);
    expect(answers).toEqual([['a', { action: 'decline' }]]);
    expect(await channel.settle('a', 'expired')).toBe(false); // the answer won
    expect(await channel.lookup('a')).toEqual({ state: 'answered' });
    expect(await channel.claim('nope', { action: 'cancel' })).toEqual({ state: 'unknown' });
  });

  it('a settled entry is remembered, then forgotten; a holder that never settles is expired at the deadline', async () => {
    let time = 1_000;
    const channel = createMemoryAnswerChannel({ settledTtlMs: 100, now: () => time });
    await channel.open({ answer: () => {}, lost: () => {} });
    await channel.hold(record('a'));
    await channel.hold(record('b', 1_500));
    expect(await channel.settle('a', 'withdrawn')).toBe(true);
    expect(await channel.lookup('a')).toEqual({ state: 'withdrawn' });
    time = 1_500;
    expect(await channel.lookup('b')).toEqual({ state: 'expired' });
    expect(await channel.lookup('a')).toEqual({ state: 'unknown' });
    time = 1_600;
    expect(await channel.lookup('b')).toEqual({ state: 'unknown' });
    expect(channel.size).toBe(0);
  });

  it('after a close, a claim finds no holder', async () => {
    const channel = createMemoryAnswerChannel();
    await channel.open({ answer: () => {}, lost: () => {} });
    await channel.close();
    await channel.hold(record('a', Date.now() + 60_000));
    expect(await channel.claim('a', { action: 'cancel' })).toEqual({ state: 'gone' });
  });

  it('nothing grows: 10,000 elicitations answered, declined or expired leave no entries behind', async () => {
    let time = 1_000_000;
    const now = () => time;
    const channel = createMemoryAnswerChannel({ settledTtlMs: 1_000, now });
    const bridge = createElicitationBridge({ server: { name: 'flights' }, channel, now });
    const chat = openChat(bridge, { chatId: 'c' });
    const hurried = openChat(bridge, { chatId: 'h', timeoutMs: 1 });
    let largest = 0;
    for (let i = 0; i < 10_000; i++) {
      if (i % 4 === 3) {
        // Left to expire (the bridge's own timer), the MCP server gets cancel.
        const from = hurried.parts.length;
        expect(await hurried.ask(bookingParams)).toEqual({ action: 'cancel' });
        await hurried.part((d) => d.status === 'expired', from);
      } else {
        const from = chat.parts.length;
        const call = chat.ask(bookingParams);
        const part = await chat.part((d) => d.status === 'pending', from);
        const result = i % 2 === 0 ? { action: 'accept', content: { name: 'Ada' } } : { action: 'decline' };
        expect((await bridge.handleAnswer(answerRequest({ id: part.id, token: part.token, result }))).status).toBe(200);
        await call;
      }
      time += 10; // 100 elicitations per settled TTL
      largest = Math.max(largest, channel.size);
    }
    expect(bridge.pending).toBe(0);
    expect(largest).toBeLessThanOrEqual(101);
    time += 1_001;
    await channel.lookup('sweep');
    expect(channel.size).toBe(0);
  });
});
