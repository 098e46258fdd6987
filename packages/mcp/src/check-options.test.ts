import { describe, expect, it } from 'vitest';
import { checkTimeout } from './check-options.js';
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
