import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFixture } from '@elicit-kit/test-support/fixtures';
import { classifyResult, resultTypeOf } from './result-type.js';

const form = { method: 'elicitation/create', params: { message: 'm', requestedSchema: { type: 'object', properties: {} } } };

describe('resultTypeOf', () => {
  it.each([
    [{ content: [] }, 'complete'],
    [{}, 'complete'],
    [{ resultType: 'complete', content: [] }, 'complete'],
    [{ resultType: 'input_required', inputRequests: { a: form } }, 'input_required'],
    [{ resultType: 'input_required', requestState: '' }, 'input_required'],
    [{ resultType: 'input_required', inputRequests: { a: { method: 'elicitation/create', params: { mode: 'wallet' } } } }, 'input_required'],
    [{ resultType: 'task' }, 'invalid'],
    [{ resultType: 'Complete' }, 'invalid'],
    [{ resultType: null }, 'invalid'],
    [{ resultType: 1 }, 'invalid'],
    [{ resultType: 'input_required' }, 'invalid'],
    [{ resultType: 'input_required', inputRequests: {} }, 'invalid'],
    [{ resultType: 'input_required', inputRequests: { a: { method: 'ping', params: {} } } }, 'invalid'],
    [{ resultType: 'input_required', inputRequests: { a: { jsonrpc: '2.0' } }, requestState: 's' }, 'invalid'],
    [{ resultType: 'input_required', requestState: 42 }, 'invalid'],
    [null, 'invalid'],
    [[], 'invalid'],
    ['complete', 'invalid'],
    [undefined, 'invalid'],
  ])('%j → %s', (input, expected) => {
    expect(resultTypeOf(input)).toBe(expected);
  });

  it('reads the captured final results, including the 2025-era result without resultType', () => {
    const legacy = readFixture('mrtr-sdk-2.4.0/deploy.legacy-2025-11-25.sse-stream.json') as { result?: unknown }[];
    expect(resultTypeOf(legacy[2]!.result)).toBe('complete');
    expect(resultTypeOf((readFixture('mrtr-sdk-2.4.0/deploy.3.response.json') as { result: unknown }).result)).toBe('complete');
    expect(resultTypeOf((readFixture('mrtr-sdk-2.4.0/server-discover.response.json') as { result: unknown }).result)).toBe('complete');
  });

  it('a __proto__ resultType parsed from JSON is data, not a prototype', () => {
    expect(resultTypeOf(JSON.parse('{"__proto__": {"resultType": "input_required"}}'))).toBe('complete');
  });

  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true }), (x) =>
        ['complete', 'input_required', 'invalid'].includes(resultTypeOf(x)),
      ),
      { numRuns: 300 },
    );
  });
});

describe('classifyResult', () => {
  it.each([
    [5, 'not-an-object'],
    [{ resultType: 'task' }, 'unknown-result-type'],
    [{ resultType: 'input_required' }, 'nothing-to-answer'],
    [{ resultType: 'input_required', inputRequests: 'x' }, 'invalid-input-requests'],
    [{ resultType: 'input_required', requestState: false }, 'invalid-request-state'],
    [{ resultType: 'input_required', requestState: 's', _meta: 1 }, 'invalid-meta'],
  ])('%j is invalid because %s', (input, reason) => {
    expect(classifyResult(input)).toStrictEqual({ kind: 'invalid', reason });
  });

  it('returns the result itself when usable', () => {
    const complete = { content: [] };
    const interim = { resultType: 'input_required', requestState: 's' };
    expect(classifyResult(complete)).toStrictEqual({ kind: 'complete', result: complete });
    expect(classifyResult(interim).kind === 'input_required' && classifyResult(interim)).toMatchObject({ result: interim });
  });
});
