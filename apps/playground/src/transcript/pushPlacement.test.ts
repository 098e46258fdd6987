import { createElicitationQueue } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { createExchangeLog } from '../exchange/exchangeLog.js';
import { createPushPlacement, placePush, pushedAnswerBelongs, type PlacedCall } from './pushPlacement.js';

const server = { name: 'demo' };
const params = { message: 'Name?', requestedSchema: { type: 'object', properties: {} } };

function calls(...statuses: PlacedCall['status'][]): PlacedCall[] {
  return statuses.map((status, index) => ({ id: `call-${index + 1}`, exchange: createExchangeLog({ name: 't', arguments: {} }), status }));
}

describe('placePush', () => {
  it('puts a card the wire told under the call that asked, even when a newer one runs or it ended', () => {
    const [older, newer] = calls('running', 'running');
    expect(placePush(older!.exchange, [older!, newer!])).toBe('call-1');
    const [ended, running] = calls('done', 'running');
    expect(placePush(ended!.exchange, [ended!, running!])).toBe('call-1');
  });

  it('puts one no call can be told for under the newest running call, else after the conversation', () => {
    const three = calls('running', 'running', 'done');
    expect(placePush(undefined, three)).toBe('call-2');
    expect(placePush(undefined, calls('done', 'error'))).toBeUndefined();
    // The call that asked was cleared from the transcript: as if none could be told.
    expect(placePush(createExchangeLog({ name: 'gone', arguments: {} }), three)).toBe('call-2');
  });
});

describe('pushedAnswerBelongs', () => {
  it('lists an answer the wire told with the asking call only; one untold with every call that ran when it was given', () => {
    const [a, b] = calls('running', 'running');
    const callA = { exchange: a!.exchange, startedAt: 100, endedAt: 300 };
    const callB = { exchange: b!.exchange, startedAt: 150 };
    expect(pushedAnswerBelongs(a!.exchange, 200, callA)).toBe(true);
    expect(pushedAnswerBelongs(a!.exchange, 200, callB)).toBe(false);
    expect(pushedAnswerBelongs(undefined, 200, callA)).toBe(true);
    expect(pushedAnswerBelongs(undefined, 200, callB)).toBe(true);
    expect(pushedAnswerBelongs(undefined, 400, callA)).toBe(false);
  });
});

describe('createPushPlacement', () => {
  it('claims each entry’s owner by its key as it arrives, once, and keeps it', () => {
    const queue = createElicitationQueue();
    const owner = createExchangeLog({ name: 't', arguments: {} });
    const claims: string[] = [];
    const placement = createPushPlacement(queue, (key) => {
      claims.push(key);
      return key === '7' ? owner : undefined;
    });
    const told = queue.enqueue({ server, params, key: '7' });
    const untold = queue.enqueue({ server, params, key: '8' });
    expect(claims).toEqual(['7', '8']);
    queue.respond(told.id, { action: 'decline' });
    // Closed: still known, and not claimed again.
    expect(placement.ownerOf(told.id)).toBe(owner);
    expect(placement.ownerOf(untold.id)).toBeUndefined();
    expect(claims).toEqual(['7', '8']);
    placement.stop();
    queue.cancelAll();
  });
});
