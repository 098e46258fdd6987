import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accept, cancel } from '../respond/respond.js';
import { RunWithInputError } from './errors.js';
import { resultTypeOf } from './result-type.js';
import { runWithInput } from './run-with-input.js';
import type { SendRequest } from './run-with-input.js';
import { interim } from './scripted-peer.fixtures.js';
import type { SentCall } from './scripted-peer.fixtures.js';

interface RoundSpec {
  keys: string[];
  state: string | undefined;
}

const key = fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'inputResponses', 'requestState'));
const state = fc.option(fc.oneof(fc.constant(''), fc.string(), fc.string({ unit: 'binary' })), { nil: undefined });
// A valid interim result has a key or a state (S4).
const round = fc
  .record({ keys: fc.uniqueArray(key, { maxLength: 4 }), state })
  .filter((spec): spec is RoundSpec => spec.keys.length > 0 || spec.state !== undefined);
const rounds = fc.array(round, { maxLength: 6 });
const callerParams = fc.record(
  {
    name: fc.string(),
    arguments: fc.dictionary(key, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
    requestState: fc.string(),
    inputResponses: fc.constant({ stale: { action: 'cancel' } }),
  },
  { requiredKeys: ['name', 'arguments'] },
);

const done = { resultType: 'complete', content: [] };

/** Checks that the k-th retry carries exactly the k-th interim result's keys and state (or none). */
function expectRetriesFollow(calls: SentCall[], spec: RoundSpec[], params: Record<string, unknown>): void {
  expect(calls).toHaveLength(spec.length + 1);
  // The first leg is a plain-object copy of the caller's params, even of a null-prototype one.
  expect(calls[0]!.params).toStrictEqual(Object.fromEntries(Object.entries(params)));
  spec.forEach(({ keys, state: expected }, index) => {
    const retry = calls[index + 1]!.params;
    expect(retry.name).toBe(params.name);
    expect(retry.arguments).toBe(params.arguments);
    expect(Object.hasOwn(retry, 'requestState')).toBe(expected !== undefined);
    expect(retry.requestState).toBe(expected);
    if (keys.length === 0) {
      expect(Object.hasOwn(retry, 'inputResponses')).toBe(false);
    } else {
      const responses = retry.inputResponses as object;
      // Same keys in the server's order (JS lists integer-like keys first, on both sides).
      expect(Object.keys(responses)).toStrictEqual(Object.keys(interim(keys).inputRequests as object));
      expect(Object.keys(responses)).toHaveLength(keys.length);
      for (const answered of keys) {
        expect(Object.getOwnPropertyDescriptor(responses, answered)?.value).toStrictEqual({ action: 'accept', content: { key: answered } });
      }
    }
  });
}

function send(spec: RoundSpec[], calls: SentCall[], settle: <T>(value: T) => Promise<T>): SendRequest {
  const answers = [...spec.map(({ keys, state: s }) => interim(keys, s)), done];
  return (method, params, { signal }) => {
    calls.push({ method, params, signal });
    return settle(answers[calls.length - 1]);
  };
}

describe('runWithInput properties', () => {
  it('the k-th retry carries exactly the k-th interim result’s keys and state, or none', async () => {
    await fc.assert(
      fc.asyncProperty(rounds, callerParams, async (spec, params) => {
        const calls: SentCall[] = [];
        const result = await runWithInput({
          send: send(spec, calls, (value) => Promise.resolve(value)),
          method: 'tools/call',
          params,
          fulfil: (answered) => accept({ key: answered }),
          maxRounds: spec.length,
        });
        expect(result).toBe(done);
        expectRetriesFollow(calls, spec, params);
      }),
      { numRuns: 300 },
    );
  });

  it('two interleaved loops never see each other’s keys or state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), rounds, rounds, callerParams, callerParams, async (s, specA, specB, paramsA, paramsB) => {
        const callsA: SentCall[] = [];
        const callsB: SentCall[] = [];
        const settle = <T>(value: T): Promise<T> => s.schedule(Promise.resolve(value));
        const run = (spec: RoundSpec[], calls: SentCall[], params: Record<string, unknown>) =>
          runWithInput({
            send: send(spec, calls, settle),
            method: 'tools/call',
            params,
            fulfil: (answered) => settle(accept({ key: answered })),
            maxRounds: Number.POSITIVE_INFINITY,
          });
        const both = Promise.all([run(specA, callsA, paramsA), run(specB, callsB, paramsB)]);
        await s.waitFor(both);
        expect(await both).toStrictEqual([done, done]);
        expectRetriesFollow(callsA, specA, paramsA);
        expectRetriesFollow(callsB, specB, paramsB);
      }),
      { numRuns: 200 },
    );
  });

  it('on any answer it resolves with a complete result or rejects with a typed error', async () => {
    const answer = fc.oneof(
      fc.anything({ withNullPrototype: true, withBoxedValues: true }),
      fc.record(
        {
          resultType: fc.constantFrom('input_required', 'complete', 'task'),
          inputRequests: fc.dictionary(key, fc.record({ method: fc.constantFrom('elicitation/create', 'roots/list', 'x'), params: fc.anything() })),
          requestState: fc.anything(),
        },
        { requiredKeys: ['resultType'] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(answer, async (first) => {
        const calls: SentCall[] = [];
        const outcome = await runWithInput({
          send: (method, params, { signal }) => {
            calls.push({ method, params, signal });
            return Promise.resolve(calls.length === 1 ? first : done);
          },
          method: 'tools/call',
          fulfil: () => cancel(),
        }).then(
          (result) => ({ result }),
          (error: unknown) => ({ error }),
        );
        if ('result' in outcome) {
          expect(outcome.result).toBe(resultTypeOf(first) === 'complete' ? first : done);
          expect(calls).toHaveLength(resultTypeOf(first) === 'complete' ? 1 : 2);
        } else {
          expect(outcome.error).toBeInstanceOf(RunWithInputError);
          expect(outcome.error).toMatchObject({ code: 'invalid-result', result: first });
        }
      }),
      { numRuns: 200 },
    );
  });
});
