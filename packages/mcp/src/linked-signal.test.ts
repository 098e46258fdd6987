import { describe, expect, it } from 'vitest';
import { countedSignal } from '../test-support/counted-signal.js';
import { followerCount, linkedSignal } from './linked-signal.js';

describe('linkedSignal', () => {
  it('aborts with the reason of the first source that aborts', () => {
    const first = new AbortController();
    const second = new AbortController();
    const linked = linkedSignal([first.signal, undefined, second.signal]);

    second.abort('second');
    first.abort('first');

    expect(linked.signal.aborted).toBe(true);
    expect(linked.signal.reason).toBe('second');
  });

  it('is aborted at once, with the reason of the first aborted source in order, when one already is', () => {
    const linked = linkedSignal([new AbortController().signal, AbortSignal.abort('one'), AbortSignal.abort('two')]);

    expect(linked.signal.reason).toBe('one');
  });

  it('keeps one listener on a source however many signals follow it, and none once they are released', () => {
    const source = countedSignal();
    const linked = Array.from({ length: 50 }, () => linkedSignal([source.controller.signal]));

    expect(source.listeners()).toBe(1);
    expect(followerCount(source.controller.signal)).toBe(50);

    for (const each of linked) each.release();

    expect(source.listeners()).toBe(0);
    expect(followerCount(source.controller.signal)).toBe(0);
  });

  it('no longer aborts once released', () => {
    const source = new AbortController();
    const linked = linkedSignal([source.signal]);

    linked.release();
    source.abort();

    expect(linked.signal.aborted).toBe(false);
  });

  it('leaves no listener on any source once one of them aborted it', () => {
    const long = countedSignal();
    const short = new AbortController();
    const linked = linkedSignal([long.controller.signal, short.signal]);

    short.abort('done');

    expect(linked.signal.reason).toBe('done');
    expect(long.listeners()).toBe(0);
  });

  it('adds nothing to what Node keeps for the source (AbortSignal.any would add an entry per call on Node 20)', () => {
    const source = new AbortController();
    const key = Object.getOwnPropertySymbols(source.signal).find((symbol) => symbol.description === 'kDependantSignals');
    const dependants = (): number => {
      const set = key === undefined ? undefined : (source.signal as unknown as Record<symbol, unknown>)[key];
      return set instanceof Set ? set.size : 0;
    };
    const before = dependants();

    for (let i = 0; i < 20; i++) linkedSignal([source.signal]).release();

    expect(dependants()).toBe(before);
  });
});
