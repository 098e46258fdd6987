import { describe, expect, it } from 'vitest';
import { throwingProxy } from '@elicit-kit/test-support/hostile';
import { cancel, decline } from '../respond/respond.js';
import { InputFulfilmentError, InvalidOptionsError, InvalidResultError, RunAbortedError } from './errors.js';
import { runWithInput, type RunWithInputOptions } from './run-with-input.js';
import { interim, scriptedSend } from './scripted-peer.fixtures.js';

// Attacks on runWithInput found by review: each was a hang, a lost answer or a key nobody asked for.

const done = { resultType: 'complete', content: [] };
const params = { name: 'deploy' };
const form = { method: 'elicitation/create', params: { message: 'm', requestedSchema: { type: 'object', properties: {} } } };

/** `tools/call` of `deploy` through runWithInput: the call most attacks below ride on. */
const callDeploy = (options: Omit<RunWithInputOptions, 'method' | 'params'>) => runWithInput({ method: 'tools/call', params, ...options });

/** Settles with the outcome, or 'hang' when the run has not settled after `ms` (the bug these tests catch). */
function outcome(run: Promise<unknown>, ms = 100): Promise<unknown> {
  return Promise.race([
    run.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise((resolve) => setTimeout(() => resolve('hang'), ms)),
  ]);
}

describe('runWithInput: the round is read once (no time-of-check/time-of-use gap)', () => {
  it('onRound editing the interim result changes neither the keys answered nor the state echoed', async () => {
    const { send, calls } = scriptedSend([interim(['a', 'b'], 's'), done]);
    const run = callDeploy({
      send,
      fulfil: () => cancel(),
      onRound: ({ result }) => {
        // Before the fix: `b` was fulfilled with an undefined request and the loop never settled.
        delete (result.inputRequests as Record<string, unknown>).b;
        (result as { requestState?: string }).requestState = 'forged';
      },
    });
    expect(await outcome(run)).toStrictEqual({ value: done });
    expect(calls[1]!.params).toStrictEqual({ ...params, inputResponses: { a: cancel(), b: cancel() }, requestState: 's' });
  });

  it('onRound emptying its keys array still answers every key of the round', async () => {
    const { send, calls } = scriptedSend([interim(['a', 'b'], 's'), done]);
    await callDeploy({
      send,
      fulfil: () => cancel(),
      onRound: ({ keys }) => {
        keys.length = 0;
      },
    });
    expect(calls[1]!.params).toStrictEqual({ ...params, inputResponses: { a: cancel(), b: cancel() }, requestState: 's' });
  });

  it('a key that turns up (as garbage) after the check is never fulfilled, whenever it turns up', async () => {
    // The n-th listing onwards shows an extra key holding a non-request; try every moment it can appear.
    let refused = 0;
    for (let flip = 1; flip <= 6; flip += 1) {
      let listings = 0;
      const inputRequests = new Proxy({ a: form } as Record<string, unknown>, {
        ownKeys: () => (++listings < flip ? ['a'] : ['a', 'ghost']),
        getOwnPropertyDescriptor: (target, key) =>
          key === 'ghost' ? { value: 5, enumerable: true, configurable: true, writable: true } : Reflect.getOwnPropertyDescriptor(target, key),
      });
      const fulfilled: unknown[] = [];
      const { send, calls } = scriptedSend([{ resultType: 'input_required', inputRequests }, done]);
      const result = await outcome(
        callDeploy({
          send,
          fulfil: (_key, request) => {
            fulfilled.push(request);
            return cancel();
          },
        }),
      );
      if ('error' in (result as object)) {
        expect((result as { error: InvalidResultError }).error.reason).toBe('invalid-input-requests');
        expect(fulfilled).toStrictEqual([]);
        expect(calls).toHaveLength(1);
        refused += 1;
      } else {
        // The extra key showed up only after the round was read: the round is what was checked.
        expect(result).toStrictEqual({ value: done });
        expect(fulfilled).toStrictEqual([form]);
        expect(calls[1]!.params.inputResponses).toStrictEqual({ a: cancel() });
      }
    }
    // The early flips do reach the check (the guard or the round reading), so both branches ran.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(6);
  });

  it('fulfil changing its request’s method cannot hang the loop or change how the answer is checked', async () => {
    const { send, calls } = scriptedSend([interim(['a'], 's'), done]);
    const run = callDeploy({
      send,
      fulfil: (_key, request) => {
        Object.defineProperty(request, 'method', {
          get: () => {
            throw new Error('hostile');
          },
        });
        return decline();
      },
    });
    expect(await outcome(run)).toStrictEqual({ value: done });
    expect(calls[1]!.params.inputResponses).toStrictEqual({ a: decline() });
  });

  it('an elicitation answered with a non-ElicitResult is still refused after fulfil renames the method', async () => {
    const { send, calls } = scriptedSend([interim(['a'], 's'), done]);
    const result = await outcome(
      callDeploy({
        send,
        fulfil: (_key, request) => {
          (request as { method: string }).method = 'roots/list';
          return { roots: [] } as never;
        },
      }),
    );
    expect((result as { error: InputFulfilmentError }).error).toBeInstanceOf(InputFulfilmentError);
    expect((result as { error: InputFulfilmentError }).error.reason).toBe('not-an-elicit-result');
    expect(calls).toHaveLength(1);
  });
});

describe('runWithInput: params read as JSON would read them', () => {
  it('a getter on the params is read (once), not sent as missing', async () => {
    let reads = 0;
    const original = {
      get name() {
        reads += 1;
        return 'deploy';
      },
      arguments: { env: 'prod' },
    };
    const { send, calls } = scriptedSend([interim(['a'], 's'), done]);
    await runWithInput({ send, method: 'tools/call', params: original, fulfil: () => cancel() });
    expect(calls.map((call) => JSON.stringify(call.params))).toStrictEqual([
      '{"name":"deploy","arguments":{"env":"prod"}}',
      '{"name":"deploy","arguments":{"env":"prod"},"inputResponses":{"a":{"action":"cancel"}},"requestState":"s"}',
    ]);
    expect(reads).toBe(1);
  });

  it('an own toJSON is applied once and cannot swallow the retry’s answers and state on the wire', async () => {
    const original = {
      name: 'internal-name',
      toJSON: (key: string) => ({ name: 'deploy', key }),
    };
    const { send, calls } = scriptedSend([interim(['a'], 's'), done]);
    await runWithInput({ send, method: 'tools/call', params: original, fulfil: () => decline() });
    // Before: the retry carried the function, and JSON.stringify sent {"name":"internal-name"} only.
    expect(calls.map((call) => JSON.stringify(call.params))).toStrictEqual([
      '{"name":"deploy","key":"params"}',
      '{"name":"deploy","key":"params","inputResponses":{"a":{"action":"decline"}},"requestState":"s"}',
    ]);
  });

  it('params that cannot be read are refused instead of silently sending {}', async () => {
    const hostile = throwingProxy({ name: 'deploy' });
    const { send, calls } = scriptedSend([done]);
    const result = await outcome(runWithInput({ send, method: 'tools/call', params: hostile, fulfil: () => cancel() }));
    expect((result as { error: InvalidOptionsError }).error).toBeInstanceOf(InvalidOptionsError);
    expect((result as { error: InvalidOptionsError }).error.option).toBe('params');
    const badJson = { toJSON: () => 'deploy' };
    const refused = await outcome(runWithInput({ send, method: 'tools/call', params: badJson, fulfil: () => cancel() }));
    expect((refused as { error: InvalidOptionsError }).error.option).toBe('params');
    expect(calls).toHaveLength(0);
  });
});

describe('runWithInput: a signal-like object whose reason throws', () => {
  /** A minimal signal-like object (accepted as a signal) that aborts by hand and throws on `reason`. */
  function throwingReasonSignal(): { signal: AbortSignal; abort: () => void; listeners: Set<() => void> } {
    const listeners = new Set<() => void>();
    const fake = {
      aborted: false,
      get reason(): unknown {
        throw new Error('no reason');
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    const abort = (): void => {
      fake.aborted = true;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch {
          // EventTarget swallows a listener's throw the same way.
        }
      }
    };
    return { signal: fake as unknown as AbortSignal, abort, listeners };
  }

  it.each([
    ['send', (): Promise<unknown> => new Promise(() => {}), () => cancel()],
    ['fulfil', (): Promise<unknown> => Promise.resolve(interim(['a'], 's')), () => new Promise<never>(() => {})],
  ] as const)('an abort during %s still rejects with RunAbortedError (it used to hang)', async (stage, answer, fulfil) => {
    const { signal, abort, listeners } = throwingReasonSignal();
    const run = runWithInput({ send: answer, method: 'tools/call', params, fulfil, signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    abort();
    const result = await outcome(run);
    expect((result as { error: RunAbortedError }).error).toBeInstanceOf(RunAbortedError);
    expect((result as { error: RunAbortedError }).error.stage).toBe(stage);
    expect((result as { error: RunAbortedError }).error.reason).toBeUndefined();
    expect(listeners.size).toBe(0);
  });
});
