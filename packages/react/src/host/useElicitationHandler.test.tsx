import { createElicitationQueue } from '@elicit-kit/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElicitationHandler } from './useElicitationHandler.js';
import { useElicitationQueue } from './useElicitationQueue.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('useElicitationHandler', () => {
  it('keeps its identity across renders with an equal new server object, and changes with the server', () => {
    const queue = createElicitationQueue();
    const { result, rerender } = renderHook(({ name }) => useElicitationHandler(queue, { name, title: 'GitHub' }), {
      initialProps: { name: 'github' },
    });
    const first = result.current;
    rerender({ name: 'github' });
    expect(result.current).toBe(first);
    rerender({ name: 'gitlab' });
    expect(result.current).not.toBe(first);
  });

  it('enqueues the request with its context and resolves with the answer', async () => {
    const queue = createElicitationQueue();
    const { result } = renderHook(() => useElicitationHandler(queue, { name: 'github' }));
    const params = { message: 'Name?', requestedSchema: { type: 'object', properties: {} } };
    const answer = result.current(params, { key: 'repo', group: 'round', expiresAt: 123 });
    const [entry] = queue.getSnapshot().pending;
    expect(entry).toMatchObject({ server: { name: 'github' }, params, key: 'repo', group: 'round', groupIndex: 0, expiresAt: 123 });
    queue.respond(entry!.id, { action: 'accept', content: {} });
    await expect(answer).resolves.toEqual({ action: 'accept', content: {} });
  });

  it('resolves cancel when the call is aborted, closing the entry as aborted', async () => {
    const queue = createElicitationQueue();
    const { result } = renderHook(() => useElicitationHandler(queue, { name: 'github' }));
    const controller = new AbortController();
    const answer = result.current({ message: 'x' }, { signal: controller.signal });
    controller.abort();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().closed.map((c) => c.reason)).toEqual(['aborted']);
  });

  it('with timeoutMs shows the deadline and withdraws the request when it passes', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const queue = createElicitationQueue();
    const { result } = renderHook(() => useElicitationHandler(queue, { name: 'github' }, { timeoutMs: 60_000 }));
    const caller = new AbortController();
    const answer = result.current({ message: 'x' }, { signal: caller.signal, expiresAt: 2_000_000 });
    expect(queue.getSnapshot().pending[0]?.expiresAt).toBe(1_060_000);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().closed.map((c) => c.reason)).toEqual(['aborted']);
  });
});

describe('useElicitationQueue', () => {
  it('follows the queue’s snapshot', () => {
    const queue = createElicitationQueue();
    const { result } = renderHook(() => useElicitationQueue(queue));
    expect(result.current.pending).toEqual([]);
    act(() => void queue.enqueue({ server: { name: 's' }, params: {} }));
    expect(result.current).toBe(queue.getSnapshot());
    expect(result.current.pending).toHaveLength(1);
  });
});
