import { createElicitationQueue } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { createExchangeLog, tapQueue, utf8Bytes } from './exchangeLog.js';

/** A clock the test moves by hand. */
function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const form = (message: string) => ({ mode: 'form', message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } });

describe('createExchangeLog', () => {
  it('times each MRTR leg on the server and each answer, and sizes requestState in UTF-8 bytes', () => {
    const time = clock();
    const log = createExchangeLog({ name: 'deploy', arguments: { version: 'v1' } }, time.now);
    time.advance(40);
    log.round({ round: 1, keys: ['confirm'], result: { resultType: 'input_required', inputRequests: {}, requestState: 'é'.repeat(10) } });
    log.request('e1', form('Sure?'), 'confirm', false);
    time.advance(2_000);
    log.response('e1', { action: 'accept', content: { ok: true } });
    time.advance(25);
    log.round({ round: 2, keys: ['note'], result: { resultType: 'input_required', inputRequests: {} } });
    log.request('e2', form('Note?'), 'note', false);
    time.advance(500);
    log.response('e2', { action: 'decline' });
    time.advance(15);
    log.result({ content: [] });
    const entries = log.getSnapshot();
    expect(entries.map((entry) => entry.kind)).toEqual(['call', 'round', 'request', 'response', 'round', 'request', 'response', 'result']);
    expect(entries[1]).toMatchObject({ round: 1, legMs: 40, requestStateBytes: 20, at: 40 });
    expect(entries[3]).toMatchObject({ thinkMs: 2_000, key: 'confirm', result: { action: 'accept', content: { ok: true } } });
    expect(entries[4]).toMatchObject({ round: 2, legMs: 25, requestStateBytes: undefined });
    expect(entries[7]).toMatchObject({ legMs: 15 });
    expect(log.totalMs()).toBe(2_580);
  });

  it('keeps nothing after the call ended, and a request or answer only once', () => {
    const log = createExchangeLog({ name: 't', arguments: {} });
    log.request('a', form('x'), undefined, true);
    log.request('a', form('x'), undefined, true);
    log.response('unknown', { action: 'cancel' });
    log.failure('boom');
    log.request('b', form('late'), undefined, true);
    expect(log.getSnapshot().map((entry) => entry.kind)).toEqual(['call', 'request', 'failure']);
  });
});

describe('tapQueue', () => {
  it('tells listeners about each request the queue is given, until they stop listening', async () => {
    const tapped = tapQueue(createElicitationQueue());
    const heard: string[] = [];
    const stop = tapped.listen({ request: (_id, _params, key) => heard.push(`request ${key}`) });
    const answer = tapped.queue.enqueue({ server: { name: 's' }, params: form('hi'), key: 'k' });
    expect(tapped.queue.respond(answer.id, { action: 'decline' })).toBe(true);
    expect(await answer).toEqual({ action: 'decline' });
    stop();
    tapped.queue.enqueue({ server: { name: 's' }, params: form('after'), key: 'later' });
    expect(heard).toEqual(['request k']);
  });
});

describe('utf8Bytes', () => {
  it('counts bytes, not characters', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('ü')).toBe(2);
    expect(utf8Bytes('😀')).toBe(4);
  });
});
