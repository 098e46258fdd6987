import { describe, expect, it } from 'vitest';
import { checkParams, checkTimeout } from './check-options.js';
import { BindElicitationError } from './errors.js';

describe('checkTimeout', () => {
  it('takes a fractional deadline (a timer would refuse it as it is; the card is shown, not cancelled unseen)', () => {
    expect(checkTimeout(1.5)).toBe(1.5);
    expect(checkTimeout(2 ** 31 - 1)).toBe(2 ** 31 - 1);
  });

  it.each([2 ** 31, 3e9, 1e10, Number.MAX_VALUE])('refuses %d ms: longer than a timer can wait (Node fires it at once)', (timeoutMs) => {
    expect(() => checkTimeout(timeoutMs)).toThrow(BindElicitationError);
    expect(() => checkTimeout(timeoutMs)).toThrow(/2147483647/);
  });
});

describe('checkParams', () => {
  it('reads the params once, deeply, as JSON writes them: later edits do not reach the copy', () => {
    const params = { name: 'deploy', arguments: { env: 'prod', when: new Date(0) }, skip: undefined };
    const copy = checkParams(params);
    params.arguments.env = 'dev';
    expect(copy).toEqual({ name: 'deploy', arguments: { env: 'prod', when: '1970-01-01T00:00:00.000Z' } });
  });

  it("drops the retry keys: only the kit's own retries carry them (C25)", () => {
    expect(checkParams({ name: 't', inputResponses: { k: { action: 'cancel' } }, requestState: 'stale' })).toEqual({ name: 't' });
  });

  it.each([
    [
      'a cycle',
      (() => {
        const cyclic: Record<string, unknown> = {};
        cyclic.self = cyclic;
        return cyclic;
      })(),
    ],
    ['a BigInt', { n: 1n }],
    ['an array', [1]],
    ['null', null],
  ])('refuses %s with BindElicitationError (invalid-option)', (_what, params) => {
    expect(() => checkParams(params)).toThrow(BindElicitationError);
  });
});
