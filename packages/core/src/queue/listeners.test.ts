import { describe, expect, it } from 'vitest';
import { createListeners } from './listeners.js';

describe('createListeners', () => {
  it('calls every subscription once per round, in order', () => {
    const calls: string[] = [];
    const listeners = createListeners(() => {});
    const shared = (): void => {
      calls.push('shared');
    };
    listeners.add(shared);
    listeners.add(() => calls.push('b'));
    const removeSecond = listeners.add(shared);
    listeners.notify();
    expect(calls).toEqual(['shared', 'b', 'shared']);
    removeSecond();
    removeSecond();
    calls.length = 0;
    listeners.notify();
    expect(calls).toEqual(['shared', 'b']);
  });

  it('survives a throwing listener and a throwing error handler', () => {
    const errors: unknown[] = [];
    const calls: string[] = [];
    const listeners = createListeners((error) => {
      errors.push(error);
      throw new Error('handler too');
    });
    listeners.add(() => {
      throw new Error('boom');
    });
    listeners.add(() => calls.push('after'));
    expect(() => listeners.notify()).not.toThrow();
    expect(calls).toEqual(['after']);
    expect(errors).toEqual([new Error('boom')]);
  });

  it('lets a listener unsubscribe itself or a later one during a round', () => {
    const calls: string[] = [];
    const listeners = createListeners(() => {});
    const removeFirst: () => void = listeners.add(() => {
      calls.push('first');
      removeFirst();
      removeThird();
    });
    listeners.add(() => calls.push('second'));
    const removeThird = listeners.add(() => calls.push('third'));
    listeners.notify();
    listeners.notify();
    expect(calls).toEqual(['first', 'second', 'second']);
  });

  it('runs the round again instead of recursing when a listener notifies', () => {
    const calls: string[] = [];
    const listeners = createListeners(() => {});
    let depth = 0;
    listeners.add(() => {
      calls.push(`a${depth}`);
      if (depth++ === 0) listeners.notify();
    });
    listeners.add(() => calls.push('b'));
    listeners.notify();
    expect(calls).toEqual(['a0', 'b', 'a1', 'b']);
  });

  it('does not call a listener added during a round until the next one', () => {
    const calls: string[] = [];
    const listeners = createListeners(() => {});
    let added = false;
    listeners.add(() => {
      calls.push('a');
      if (!added) {
        added = true;
        listeners.add(() => calls.push('late'));
      }
    });
    listeners.notify();
    expect(calls).toEqual(['a']);
    listeners.notify();
    expect(calls).toEqual(['a', 'a', 'late']);
  });
});
