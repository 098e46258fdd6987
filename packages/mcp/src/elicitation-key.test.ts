import { describe, expect, it } from 'vitest';
import { elicitationKey } from './elicitation-key.js';

describe('elicitationKey', () => {
  it('is the inputRequests key on the modern era, URL requests included', () => {
    expect(elicitationKey({ era: 'modern', id: 'auth', params: { mode: 'url', url: 'https://x', message: 'm' } })).toBe('auth');
    // Even a (non-spec) elicitationId does not replace the key the retry must answer.
    expect(elicitationKey({ era: 'modern', id: 'auth', params: { mode: 'url', elicitationId: 'e1' } })).toBe('auth');
  });

  it('is the elicitationId of a pushed URL request, else the JSON-RPC id as a string', () => {
    expect(elicitationKey({ era: 'legacy', id: 7, params: { mode: 'url', url: 'https://x', message: 'm', elicitationId: 'e1' } })).toBe('e1');
    expect(elicitationKey({ era: 'legacy', id: 7, params: { message: 'm', requestedSchema: {} } })).toBe('7');
    expect(elicitationKey({ era: 'legacy', id: 0, params: { mode: 'url', elicitationId: 42 } })).toBe('0');
    expect(elicitationKey({ era: 'legacy', id: 3, params: null })).toBe('3');
  });

  it('keeps hostile ids as plain strings', () => {
    expect(elicitationKey({ era: 'modern', id: '__proto__', params: {} })).toBe('__proto__');
    expect(elicitationKey({ era: 'legacy', id: 1, params: JSON.parse('{"mode":"url","elicitationId":"__proto__"}') })).toBe('__proto__');
  });
});
