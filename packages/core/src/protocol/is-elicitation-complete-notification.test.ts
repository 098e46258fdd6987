import { describe, expect, it } from 'vitest';
import { isElicitationCompleteNotification } from './is-elicitation-complete-notification.js';

describe('isElicitationCompleteNotification', () => {
  it.each([
    [{ jsonrpc: '2.0', method: 'notifications/elicitation/complete', params: { elicitationId: 'f13929e3' } }, true],
    [{ method: 'notifications/elicitation/complete', params: { elicitationId: '', extra: 1 } }, true],
    [{ method: 'notifications/elicitation/complete', params: { elicitationId: 7 } }, false],
    [{ method: 'notifications/elicitation/complete', params: {} }, false],
    [{ method: 'notifications/elicitation/complete' }, false],
    [{ method: 'notifications/elicitation/completed', params: { elicitationId: 'x' } }, false],
    [{ method: 'elicitation/create', params: { elicitationId: 'x' } }, false],
    [[], false],
  ])('%j → %s', (input, expected) => {
    expect(isElicitationCompleteNotification(input)).toBe(expected);
  });
});
