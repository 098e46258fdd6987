import { describe, expect, it } from 'vitest';
import { readFixture } from '@elicit-kit/test-support/fixtures';
import { isInputRequest, isInputRequests, isInputRequiredResult, readInputRequiredResult } from './read-input-required-result.js';

const elicit = { method: 'elicitation/create', params: { message: 'm', requestedSchema: { type: 'object', properties: {} } } };

function resultOf(fixture: string): unknown {
  return (readFixture(fixture) as { result: unknown }).result;
}

describe('isInputRequest', () => {
  it.each([
    [elicit, true],
    [{ method: 'elicitation/create', params: { mode: 'wallet' } }, true],
    [{ method: 'sampling/createMessage', params: { messages: [], maxTokens: 10 } }, true],
    [{ method: 'roots/list' }, true],
    [{ method: 'roots/list', params: {} }, true],
    [{ method: 'roots/list', params: 'x' }, false],
    [{ method: 'elicitation/create' }, false],
    [{ method: 'elicitation/create', params: [] }, false],
    [{ method: 'sampling/createMessage' }, false],
    [{ method: 'tools/call', params: {} }, false],
    [{ params: {} }, false],
    [{ jsonrpc: '2.0', id: 1, method: 'roots/list' }, true],
    [null, false],
  ])('%j → %s', (input, expected) => {
    expect(isInputRequest(input)).toBe(expected);
  });
});

describe('isInputRequests', () => {
  it('accepts maps of allowed kinds, including the empty map and a __proto__ key', () => {
    expect(isInputRequests({})).toBe(true);
    expect(isInputRequests({ a: elicit, b: { method: 'roots/list' } })).toBe(true);
    expect(isInputRequests(JSON.parse(`{"__proto__": ${JSON.stringify(elicit)}}`))).toBe(true);
  });

  it('rejects a map with one bad value, arrays and non-objects', () => {
    expect(isInputRequests({ a: elicit, b: { method: 'ping', params: {} } })).toBe(false);
    expect(isInputRequests(JSON.parse('{"__proto__": {"method": "ping"}}'))).toBe(false);
    expect(isInputRequests([elicit])).toBe(false);
    expect(isInputRequests('a')).toBe(false);
  });
});

describe('readInputRequiredResult', () => {
  it.each([
    [{ resultType: 'input_required', inputRequests: { a: elicit } }, { ok: true }],
    [{ resultType: 'input_required', requestState: '' }, { ok: true }],
    [{ resultType: 'input_required', inputRequests: {}, requestState: 's' }, { ok: true }],
    [{ resultType: 'input_required', inputRequests: { a: elicit }, _meta: { x: 1 } }, { ok: true }],
    [{ resultType: 'complete' }, { ok: false, problem: 'not-input-required' }],
    [{ inputRequests: { a: elicit } }, { ok: false, problem: 'not-input-required' }],
    ['input_required', { ok: false, problem: 'not-input-required' }],
    [{ resultType: 'input_required' }, { ok: false, problem: 'nothing-to-answer' }],
    [
      { resultType: 'input_required', inputRequests: {} },
      { ok: false, problem: 'nothing-to-answer' },
    ],
    [
      { resultType: 'input_required', inputRequests: [elicit] },
      { ok: false, problem: 'invalid-input-requests' },
    ],
    [
      { resultType: 'input_required', inputRequests: { a: { method: 'tools/call', params: {} } } },
      { ok: false, problem: 'invalid-input-requests' },
    ],
    [
      { resultType: 'input_required', inputRequests: null, requestState: 's' },
      { ok: false, problem: 'invalid-input-requests' },
    ],
    [
      { resultType: 'input_required', requestState: 5 },
      { ok: false, problem: 'invalid-request-state' },
    ],
    [
      { resultType: 'input_required', requestState: null },
      { ok: false, problem: 'invalid-request-state' },
    ],
    [
      { resultType: 'input_required', requestState: 's', _meta: 'x' },
      { ok: false, problem: 'invalid-meta' },
    ],
  ])('%j → %j', (input, expected) => {
    const reading = readInputRequiredResult(input);
    expect(reading).toStrictEqual(expected.ok ? { ok: true, result: input } : expected);
    expect(isInputRequiredResult(input)).toBe(expected.ok);
  });

  it.each([
    'mrtr-sdk-2.4.0/book.1.input_required.response.json',
    'mrtr-sdk-2.4.0/deploy.1.response.json',
    'mrtr-sdk-2.4.0/deploy.2.response.json',
    'tmcp-1.20.0/book.1.response.json',
    'tmcp-1.20.0/deploy.1.response.json',
    'tmcp-1.20.0/deploy.2.response.json',
  ])('accepts the interim result of %s', (fixture) => {
    expect(isInputRequiredResult(resultOf(fixture))).toBe(true);
  });

  it.each(['mrtr-sdk-2.4.0/book.2.complete.response.json', 'mrtr-sdk-2.4.0/deploy.3.response.json', 'tmcp-1.20.0/deploy.3.response.json'])(
    'does not take the final result of %s for an interim one',
    (fixture) => {
      expect(isInputRequiredResult(resultOf(fixture))).toBe(false);
    },
  );
});
