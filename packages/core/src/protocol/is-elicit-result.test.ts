import { describe, expect, it } from 'vitest';
import { readFixture } from '@elicit-kit/test-support/fixtures';
import { ELICIT_ACTIONS, isElicitAction, isElicitContentValue, isElicitResult } from './is-elicit-result.js';

describe('isElicitResult', () => {
  it.each([
    [{ action: 'accept' }, true],
    [{ action: 'decline' }, true],
    [{ action: 'cancel' }, true],
    [{ action: 'accept', content: {} }, true],
    [{ action: 'accept', content: { name: 'Ada', seats: 2, vip: false, extras: ['wifi'], ratio: -0.5 } }, true],
    [{ action: 'decline', content: { reason: 'no' } }, true],
    [{ action: 'accept', _meta: { progressToken: 1 } }, true],
    [{ action: 'accept', extra: 'allowed' }, true],
    [{ action: 'Accept' }, false],
    [{ action: 'reject' }, false],
    [{}, false],
    [{ action: 'accept', content: null }, false],
    [{ action: 'accept', content: [] }, false],
    [{ action: 'accept', content: { nested: { a: 1 } } }, false],
    [{ action: 'accept', content: { empty: null } }, false],
    [{ action: 'accept', content: { many: [1, 2] } }, false],
    [{ action: 'accept', content: { mixed: ['a', 1] } }, false],
    [{ action: 'accept', content: { n: Number.NaN } }, false],
    [{ action: 'accept', content: { n: Number.POSITIVE_INFINITY } }, false],
    [{ action: 'accept', _meta: [] }, false],
    ['accept', false],
    [null, false],
  ])('%j → %s', (input, expected) => {
    expect(isElicitResult(input)).toBe(expected);
  });

  it('checks content keys named __proto__ as data', () => {
    expect(isElicitResult(JSON.parse('{"action":"accept","content":{"__proto__":"x"}}'))).toBe(true);
    expect(isElicitResult(JSON.parse('{"action":"accept","content":{"__proto__":{"a":1}}}'))).toBe(false);
  });

  it('accepts every answer captured on the wire', () => {
    const retry = readFixture('mrtr-sdk-2.4.0/book.2.retry.request.json') as { params: { inputResponses: Record<string, unknown> } };
    const tmcp = readFixture('tmcp-1.20.0/deploy.3.request.json') as { params: { inputResponses: Record<string, unknown> } };
    expect(Object.values(retry.params.inputResponses).map(isElicitResult)).toStrictEqual([true, true]);
    expect(Object.values(tmcp.params.inputResponses).map(isElicitResult)).toStrictEqual([true]);
  });
});

describe('actions and content values', () => {
  it('lists the three actions', () => {
    expect(ELICIT_ACTIONS).toStrictEqual(['accept', 'decline', 'cancel']);
    expect(['accept', 'decline', 'cancel', 'ok', undefined].map(isElicitAction)).toStrictEqual([true, true, true, false, false]);
  });

  it('allows string, finite number, boolean and string arrays only', () => {
    const allowed = ['', 0, -1.5, true, [], ['a']];
    const refused = [null, undefined, {}, [0], 10n, Number.NaN];
    expect(allowed.map(isElicitContentValue)).toStrictEqual(allowed.map(() => true));
    expect(refused.map(isElicitContentValue)).toStrictEqual(refused.map(() => false));
  });
});
