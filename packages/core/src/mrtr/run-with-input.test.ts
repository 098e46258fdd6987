import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readElicitRequestParams } from '../protocol/read-elicit-request-params.js';
import { accept, cancel } from '../respond/respond.js';
import { InputFulfilmentError, InvalidOptionsError, InvalidResultError, RoundLimitError, RunAbortedError, RunWithInputError } from './errors.js';
import { runWithInput } from './run-with-input.js';
import type { RunWithInputOptions } from './run-with-input.js';
import { deferred, flush, interim, scriptedSend } from './scripted-peer.fixtures.js';

const done = { content: [{ type: 'text', text: 'done' }], resultType: 'complete' };
const params = { name: 'deploy', arguments: { env: 'prod' } };

/** Runs and returns the rejection, failing the test if the run resolves. */
async function rejection(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('runWithInput: rounds and retries', () => {
  it('returns a complete first answer without fulfilling anything, sending a copy of the params', async () => {
    const { send, calls } = scriptedSend([done]);
    const fulfil = vi.fn();
    await expect(runWithInput({ send, method: 'tools/call', params, fulfil })).resolves.toBe(done);
    expect(fulfil).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params).toStrictEqual(params);
    expect(calls[0]!.params).not.toBe(params);
  });

  it('treats a missing resultType as complete (C26, A2)', async () => {
    const legacy = { content: [] };
    const { send } = scriptedSend([legacy]);
    await expect(runWithInput({ send, method: 'tools/call', params, fulfil: vi.fn() })).resolves.toBe(legacy);
  });

  it('passes each embedded request to fulfil and answers exactly that round', async () => {
    const first = interim(['confirm']);
    const { send, calls } = scriptedSend([first, done]);
    const fulfil = vi.fn(() => accept({ confirm: true }));
    await runWithInput({ send, method: 'tools/call', params, fulfil });
    expect(fulfil).toHaveBeenCalledTimes(1);
    expect(fulfil.mock.calls[0]).toStrictEqual(['confirm', (first.inputRequests as Record<string, unknown>).confirm, { signal: expect.any(AbortSignal) }]);
    expect(calls[1]!.params).toStrictEqual({ ...params, inputResponses: { confirm: { action: 'accept', content: { confirm: true } } } });
  });

  it('echoes an empty-string requestState', async () => {
    const { send, calls } = scriptedSend([interim(['a'], ''), done]);
    await runWithInput({ send, method: 'prompts/get', params, fulfil: () => cancel() });
    expect(Object.hasOwn(calls[1]!.params, 'requestState')).toBe(true);
    expect(calls[1]!.params.requestState).toBe('');
  });

  it('echoes the newest state and drops a stale one, including the caller’s own', async () => {
    const { send, calls } = scriptedSend([interim(['a'], 's1'), interim(['b']), interim(['c'], ' s3\n'), done]);
    const original = { ...params, inputResponses: { old: { action: 'accept' } }, requestState: 'caller' };
    await runWithInput({ send, method: 'resources/read', params: original, fulfil: () => cancel() });
    expect(calls.map((call) => call.params.requestState)).toStrictEqual(['caller', 's1', undefined, ' s3\n']);
    expect(Object.hasOwn(calls[2]!.params, 'requestState')).toBe(false);
    expect(calls.map((call) => Object.keys((call.params.inputResponses ?? {}) as object))).toStrictEqual([['old'], ['a'], ['b'], ['c']]);
  });

  it('retries a state-only round straight away with no inputResponses (C22)', async () => {
    const { send, calls } = scriptedSend([interim([], 'busy'), done]);
    const fulfil = vi.fn();
    await runWithInput({ send, method: 'tools/call', params, fulfil });
    expect(fulfil).not.toHaveBeenCalled();
    expect(calls[1]!.params).toStrictEqual({ ...params, requestState: 'busy' });
  });

  it('with an empty inputRequests map and a state, also omits inputResponses', async () => {
    const { send, calls } = scriptedSend([{ resultType: 'input_required', inputRequests: {}, requestState: 'x' }, done]);
    await runWithInput({ send, method: 'tools/call', params, fulfil: vi.fn() });
    expect(calls[1]!.params).toStrictEqual({ ...params, requestState: 'x' });
  });

  it('waits stateOnlyDelayMs before a state-only retry, and not before an answered one', async () => {
    vi.useFakeTimers();
    const { send, calls } = scriptedSend([interim([], 'busy'), interim(['a']), done]);
    const run = runWithInput({ send, method: 'tools/call', params, fulfil: () => cancel(), stateOnlyDelayMs: 250 });
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await expect(run).resolves.toBe(done);
  });

  it('reports every round to onRound and ignores what it throws', async () => {
    const first = interim(['a', 'b'], 's');
    const second = interim([], 't');
    const { send } = scriptedSend([first, second, done]);
    const rounds: unknown[] = [];
    await runWithInput({
      send,
      method: 'tools/call',
      params,
      fulfil: () => cancel(),
      onRound: (round) => {
        rounds.push(round);
        throw new Error('progress UI broke');
      },
    });
    expect(rounds).toStrictEqual([
      { round: 1, keys: ['a', 'b'], result: first },
      { round: 2, keys: [], result: second },
    ]);
  });

  it('hands an unknown-mode elicitation to fulfil, which can answer cancel (A1, S2)', async () => {
    const odd = { resultType: 'input_required', inputRequests: { pay: { method: 'elicitation/create', params: { mode: 'wallet', message: 'Pay 5€' } } } };
    const { send, calls } = scriptedSend([odd, done]);
    const problems: unknown[] = [];
    await runWithInput({
      send,
      method: 'tools/call',
      params,
      fulfil: (_key, request) => {
        problems.push(readElicitRequestParams(request.params));
        return cancel();
      },
    });
    expect(problems).toStrictEqual([{ ok: false, problem: 'unknown-mode', mode: 'wallet', message: 'Pay 5€' }]);
    expect(calls[1]!.params.inputResponses).toStrictEqual({ pay: { action: 'cancel' } });
  });

  it('answers sampling and roots keys with whatever object fulfil returns', async () => {
    const mixed = {
      resultType: 'input_required',
      inputRequests: { s: { method: 'sampling/createMessage', params: { messages: [] } }, r: { method: 'roots/list' } },
    };
    const { send, calls } = scriptedSend([mixed, done]);
    await runWithInput({ send, method: 'tools/call', params, fulfil: (key) => (key === 's' ? { role: 'assistant' } : { roots: [] }) });
    expect(calls[1]!.params.inputResponses).toStrictEqual({ s: { role: 'assistant' }, r: { roots: [] } });
  });
});

describe('runWithInput: parallel fulfilment', () => {
  it('starts every key before any finishes and keeps the server’s key order', async () => {
    const { send, calls } = scriptedSend([interim(['first', 'second']), done]);
    const pending = new Map<string, ReturnType<typeof deferred<ReturnType<typeof accept>>>>();
    const run = runWithInput({
      send,
      method: 'tools/call',
      params,
      fulfil: (key) => {
        const answer = deferred<ReturnType<typeof accept>>();
        pending.set(key, answer);
        return answer.promise;
      },
    });
    await flush();
    expect([...pending.keys()]).toStrictEqual(['first', 'second']);
    pending.get('second')!.resolve(accept({ n: 2 }));
    await flush();
    expect(calls).toHaveLength(1);
    pending.get('first')!.resolve(accept({ n: 1 }));
    await expect(run).resolves.toBe(done);
    expect(Object.keys(calls[1]!.params.inputResponses as object)).toStrictEqual(['first', 'second']);
  });

  it('a failing key aborts its siblings’ signal and nothing is sent', async () => {
    const { send, calls } = scriptedSend([interim(['ok', 'bad']), done]);
    const signals = new Map<string, AbortSignal>();
    const boom = new Error('renderer crashed');
    const error = await rejection(
      runWithInput({
        send,
        method: 'tools/call',
        params,
        fulfil: (key, _request, { signal }) => {
          signals.set(key, signal);
          return key === 'bad' ? Promise.reject(boom) : new Promise(() => {});
        },
      }),
    );
    expect(error).toBeInstanceOf(InputFulfilmentError);
    expect(error).toMatchObject({ code: 'input-fulfilment', key: 'bad', reason: 'rejected', cause: boom });
    expect(signals.get('ok')!.aborted).toBe(true);
    expect(signals.get('ok')!.reason).toBe(error);
    expect(calls).toHaveLength(1);
  });

  it('a synchronous throw in fulfil stops the round before later keys start', async () => {
    const { send } = scriptedSend([interim(['a', 'b']), done]);
    const started: string[] = [];
    const boom = new Error('sync');
    const error = await rejection(
      runWithInput({
        send,
        method: 'tools/call',
        params,
        fulfil: (key) => {
          started.push(key);
          throw boom;
        },
      }),
    );
    expect(error).toMatchObject({ key: 'a', reason: 'rejected', cause: boom });
    expect(started).toStrictEqual(['a']);
  });

  it.each([
    ['a string', 'accept', 'not-an-object'],
    ['null', null, 'not-an-object'],
    ['an array', [], 'not-an-object'],
    ['a bad action', { action: 'maybe' }, 'not-an-elicit-result'],
    ['nested content', { action: 'accept', content: { a: { b: 1 } } }, 'not-an-elicit-result'],
  ])('fulfil returning %s for an elicitation fails the call', async (_name, value, reason) => {
    const { send, calls } = scriptedSend([interim(['k']), done]);
    const error = await rejection(runWithInput({ send, method: 'tools/call', params, fulfil: () => value as never }));
    expect(error).toBeInstanceOf(InputFulfilmentError);
    expect(error).toMatchObject({ key: 'k', reason, cause: value });
    expect(calls).toHaveLength(1);
  });
});

describe('runWithInput: invalid results', () => {
  it.each([
    [{ resultType: 'task' }, 'unknown-result-type'],
    ['text', 'not-an-object'],
    [{ resultType: 'input_required' }, 'nothing-to-answer'],
    [{ resultType: 'input_required', inputRequests: { a: { method: 'tools/call', params: {} } } }, 'invalid-input-requests'],
  ])('%j → InvalidResultError %s', async (answer, reason) => {
    const { send } = scriptedSend([answer]);
    const error = await rejection(runWithInput({ send, method: 'tools/call', params, fulfil: vi.fn() }));
    expect(error).toBeInstanceOf(InvalidResultError);
    expect(error).toMatchObject({ code: 'invalid-result', reason, result: answer });
  });

  it('rejects input_required on a method that may not ask for input (S5)', async () => {
    const answer = interim(['a']);
    const { send } = scriptedSend([answer]);
    const fulfil = vi.fn();
    const error = await rejection(runWithInput({ send, method: 'tools/list', params: {}, fulfil }));
    expect(error).toMatchObject({ code: 'invalid-result', reason: 'method-cannot-require-input', result: answer });
    expect(fulfil).not.toHaveBeenCalled();
  });

  it('but lets such a method complete', async () => {
    const { send } = scriptedSend([{ tools: [] }]);
    await expect(runWithInput({ send, method: 'tools/list', fulfil: vi.fn() })).resolves.toStrictEqual({ tools: [] });
  });

  it('passes a send rejection on unchanged, synchronous or not', async () => {
    const wire = new Error('-32021 missing capability');
    const fulfil = vi.fn();
    expect(await rejection(runWithInput({ send: () => Promise.reject(wire), method: 'tools/call', fulfil }))).toBe(wire);
    const sync = () => {
      throw wire;
    };
    expect(await rejection(runWithInput({ send: sync, method: 'tools/call', fulfil }))).toBe(wire);
  });
});

describe('runWithInput: round limit and resume', () => {
  it('stops past maxRounds with the unanswered result, and resumes from it', async () => {
    const third = interim(['c'], 's3');
    const { send, calls } = scriptedSend([interim(['a'], 's1'), interim(['b'], 's2'), third]);
    const error = await rejection(runWithInput({ send, method: 'tools/call', params, fulfil: () => cancel(), maxRounds: 2 }));
    expect(error).toBeInstanceOf(RoundLimitError);
    expect(error).toMatchObject({ code: 'round-limit', rounds: 2 });
    expect((error as RoundLimitError).lastResult).toBe(third);
    expect(calls).toHaveLength(3);

    const resumed = scriptedSend([done]);
    const fulfilled: string[] = [];
    const result = await runWithInput({
      send: resumed.send,
      method: 'tools/call',
      params,
      fulfil: (key) => {
        fulfilled.push(key);
        return accept();
      },
      resumeFrom: (error as RoundLimitError).lastResult,
    });
    expect(result).toBe(done);
    expect(fulfilled).toStrictEqual(['c']);
    expect(resumed.calls.map((call) => call.params)).toStrictEqual([{ ...params, inputResponses: { c: { action: 'accept' } }, requestState: 's3' }]);
  });

  it('counts state-only rounds too, and maxRounds 0 allows none', async () => {
    const first = interim([], 'busy');
    const { send, calls } = scriptedSend([first]);
    const error = await rejection(runWithInput({ send, method: 'tools/call', params, fulfil: vi.fn(), maxRounds: 0 }));
    expect(error).toMatchObject({ code: 'round-limit', rounds: 0, lastResult: first });
    expect(calls).toHaveLength(1);
  });

  it('defaults to 10 rounds and accepts Infinity', async () => {
    const many = Array.from({ length: 11 }, (_, index) => interim([], String(index)));
    const limited = scriptedSend(many);
    expect(await rejection(runWithInput({ send: limited.send, method: 'tools/call', fulfil: vi.fn() }))).toMatchObject({ rounds: 10, lastResult: many[10] });
    const unlimited = scriptedSend([...many, ...many, done]);
    await expect(runWithInput({ send: unlimited.send, method: 'tools/call', fulfil: vi.fn(), maxRounds: Number.POSITIVE_INFINITY })).resolves.toBe(done);
    expect(unlimited.calls).toHaveLength(23);
  });

  it('rejects a resumeFrom that is not a usable interim result', async () => {
    const { send, calls } = scriptedSend([done]);
    const bad = { resultType: 'input_required' } as never;
    expect(await rejection(runWithInput({ send, method: 'tools/call', fulfil: vi.fn(), resumeFrom: bad }))).toMatchObject({
      code: 'invalid-result',
      reason: 'nothing-to-answer',
    });
    expect(await rejection(runWithInput({ send, method: 'tools/list', fulfil: vi.fn(), resumeFrom: interim(['a']) as never }))).toMatchObject({
      reason: 'method-cannot-require-input',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('runWithInput: abort', () => {
  it('before the first send: nothing is sent', async () => {
    const controller = new AbortController();
    controller.abort('user left');
    const { send, calls } = scriptedSend([done]);
    const error = await rejection(runWithInput({ send, method: 'tools/call', fulfil: vi.fn(), signal: controller.signal }));
    expect(error).toBeInstanceOf(RunAbortedError);
    expect(error).toMatchObject({ code: 'aborted', name: 'AbortError', stage: 'before-send', reason: 'user left' });
    expect(calls).toHaveLength(0);
  });

  it('while a send is pending: rejects at once, without waiting, and aborts the leg’s signal', async () => {
    const controller = new AbortController();
    const { send, calls } = scriptedSend([() => new Promise(() => {})]);
    const run = runWithInput({ send, method: 'tools/call', fulfil: vi.fn(), signal: controller.signal });
    await flush();
    expect(calls[0]!.signal.aborted).toBe(false);
    controller.abort('timeout');
    expect(await rejection(run)).toMatchObject({ stage: 'send', reason: 'timeout' });
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('a send that rejects after the abort does not leak an unhandled rejection', async () => {
    const controller = new AbortController();
    const late = deferred<unknown>();
    const { send } = scriptedSend([() => late.promise]);
    const run = runWithInput({ send, method: 'tools/call', fulfil: vi.fn(), signal: controller.signal });
    await flush();
    controller.abort();
    expect(await rejection(run)).toMatchObject({ stage: 'send' });
    late.reject(new Error('closed stream'));
    await flush();
  });

  it('during fulfil: fulfil’s signal aborts and no retry goes out', async () => {
    const controller = new AbortController();
    const { send, calls } = scriptedSend([interim(['a']), done]);
    let seen: AbortSignal | undefined;
    const run = runWithInput({
      send,
      method: 'tools/call',
      fulfil: (_key, _request, { signal }) => {
        seen = signal;
        return new Promise(() => {});
      },
      signal: controller.signal,
    });
    await flush();
    controller.abort('closed dialog');
    expect(await rejection(run)).toMatchObject({ stage: 'fulfil', reason: 'closed dialog' });
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBe('closed dialog');
    expect(calls).toHaveLength(1);
  });

  it('during the state-only delay', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const { send, calls } = scriptedSend([interim([], 'busy'), done]);
    const run = runWithInput({ send, method: 'tools/call', fulfil: vi.fn(), signal: controller.signal, stateOnlyDelayMs: 1000 });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await rejection(run)).toMatchObject({ stage: 'delay' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
  });

  it('leaves no listener on the caller’s signal, whichever way the call ends', async () => {
    const controller = new AbortController();
    const ok = scriptedSend([interim(['a']), interim([], 's'), done]);
    await runWithInput({ send: ok.send, method: 'tools/call', fulfil: () => cancel(), signal: controller.signal });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    const failing = scriptedSend([interim(['a', 'b'])]);
    await rejection(runWithInput({ send: failing.send, method: 'tools/call', fulfil: () => 'no' as never, signal: controller.signal }));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('runWithInput: params are data', () => {
  it('never mutates the caller’s params and keeps a __proto__ key as an ordinary key', async () => {
    const original = JSON.parse('{"name":"t","arguments":{"__proto__":{"admin":true},"constructor":"c"},"__proto__":"top"}') as Record<string, unknown>;
    const snapshot = JSON.stringify(original);
    Object.freeze(original);
    Object.freeze(original.arguments);
    const withProtoKey = interim(['__proto__', 'toString'], 's');
    const { send, calls } = scriptedSend([withProtoKey, done]);
    await runWithInput({ send, method: 'tools/call', params: original, fulfil: (key) => accept({ key }) });
    expect(JSON.stringify(original)).toBe(snapshot);
    const retry = calls[1]!.params;
    expect(Object.keys(retry)).toStrictEqual(['name', 'arguments', '__proto__', 'inputResponses', 'requestState']);
    expect(Object.getPrototypeOf(retry)).toBe(Object.prototype);
    expect(retry.arguments).toBe(original.arguments);
    expect(JSON.stringify(retry.inputResponses)).toBe(
      '{"__proto__":{"action":"accept","content":{"key":"__proto__"}},"toString":{"action":"accept","content":{"key":"toString"}}}',
    );
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('reads the params once, so later edits by the caller do not reach a retry', async () => {
    const original: Record<string, unknown> = { name: 'a' };
    const { send, calls } = scriptedSend([interim(['k']), done]);
    const run = runWithInput({ send, method: 'tools/call', params: original, fulfil: () => cancel() });
    original.name = 'changed';
    await run;
    expect(calls.map((call) => call.params.name)).toStrictEqual(['a', 'a']);
  });

  it('a send that mutates its params cannot touch the next leg', async () => {
    const { send: scripted, calls } = scriptedSend([interim(['k'], 's'), done]);
    const send: RunWithInputOptions['send'] = (method, sent, context) => {
      const answer = scripted(method, sent, context);
      sent.name = 'mutated';
      return answer;
    };
    await runWithInput({ send, method: 'tools/call', params: { name: 'n' }, fulfil: () => cancel() });
    expect(calls[1]!.params).toStrictEqual({ name: 'mutated', inputResponses: { k: { action: 'cancel' } }, requestState: 's' });
    expect(calls[0]!.params).not.toBe(calls[1]!.params);
  });
});

describe('runWithInput: options', () => {
  const base: RunWithInputOptions = { send: () => Promise.resolve(done), method: 'tools/call', fulfil: () => cancel() };
  it.each([
    ['send', { ...base, send: 'x' }],
    ['method', { ...base, method: 7 }],
    ['params', { ...base, params: [] }],
    ['params', { ...base, params: null }],
    ['fulfil', { ...base, fulfil: undefined }],
    ['maxRounds', { ...base, maxRounds: -1 }],
    ['maxRounds', { ...base, maxRounds: 1.5 }],
    ['maxRounds', { ...base, maxRounds: Number.NaN }],
    ['signal', { ...base, signal: {} }],
    ['stateOnlyDelayMs', { ...base, stateOnlyDelayMs: -5 }],
    ['stateOnlyDelayMs', { ...base, stateOnlyDelayMs: Number.POSITIVE_INFINITY }],
    ['onRound', { ...base, onRound: 'log' }],
  ])('rejects a bad %s with InvalidOptionsError', async (option, options) => {
    const error = await rejection(runWithInput(options as never));
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error).toBeInstanceOf(RunWithInputError);
    expect(error).toMatchObject({ code: 'invalid-options', option });
  });

  it('rejects (never throws) without options', async () => {
    let run: Promise<unknown> | undefined;
    expect(() => {
      run = runWithInput(undefined as never);
    }).not.toThrow();
    expect(await rejection(run!)).toMatchObject({ code: 'invalid-options', option: 'options' });
  });
});
