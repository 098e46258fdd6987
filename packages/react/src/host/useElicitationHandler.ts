import type { ElicitationQueue, ElicitResult, ServerIdentity } from '@elicit-kit/core';
import { useCallback, useMemo } from 'react';

/** What a client library passes with each request to an {@link ElicitationHandler}. */
export interface ElicitationHandlerContext {
  /** Aborting it withdraws the request: the person sees "nothing was sent" and the promise resolves `cancel`. */
  signal?: AbortSignal;
  /** The `inputRequests` key (2026-07-28) or the `elicitationId` (2025-11-25). */
  key?: string;
  /** Requests of one MRTR round share a group, shown together ("2 answers needed"). */
  group?: string;
  /** Deadline (epoch ms), shown as a countdown. Display only: abort `signal` to enforce it. */
  expiresAt?: number;
}

/** Takes one request's params and resolves with the person's answer (`cancel` when aborted). */
export type ElicitationHandler = (params: unknown, context?: ElicitationHandlerContext) => Promise<ElicitResult>;

/** Options of {@link useElicitationHandler}. */
export interface UseElicitationHandlerOptions {
  /**
   * Withdraw each request after this many milliseconds unless answered: the countdown is shown
   * and the request is aborted (closed as `aborted`, resolved `cancel`) when it runs out. An
   * earlier `expiresAt` from the caller wins.
   */
  timeoutMs?: number;
}

/**
 * A signal that aborts after `ms` or when `outer` does, and a cleanup for when the request
 * settled first. A plain timer rather than AbortSignal.timeout, so the timer is cleared
 * (nothing stays scheduled after an answer) and test clocks can drive it.
 */
function deadlineSignal(ms: number, outer: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The request timed out.', 'TimeoutError')), ms);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', () => controller.abort(outer.reason), { once: true, signal: controller.signal });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      // Also drops the listener on the caller's signal.
      controller.abort();
    },
  };
}

/**
 * A stable elicitation handler for any MCP client library: call it with the request's params
 * (and the call's `signal`) and it puts the request in `queue` — where an `ElicitationHost`
 * shows it — and resolves with the person's answer. Its identity changes only when `queue`, the
 * server's fields or `timeoutMs` change, so it is safe in effect dependencies even when `server`
 * is a new object on every render. For the official SDK, `@elicit-kit/mcp`'s `bindElicitation`
 * does this wiring.
 *
 * @example
 * const handle = useElicitationHandler(queue, { name: 'github' });
 * client.onElicit((params, { signal }) => handle(params, { signal }));
 */
export function useElicitationHandler(queue: ElicitationQueue, server: ServerIdentity, options: UseElicitationHandlerOptions = {}): ElicitationHandler {
  const { name, title, icon } = server;
  // Keyed by the fields, not the object: a host often writes `{ name: 'x' }` inline.
  const stableServer = useMemo<ServerIdentity>(
    () => ({ name, ...(title === undefined ? {} : { title }), ...(icon === undefined ? {} : { icon }) }),
    [name, title, icon],
  );
  const { timeoutMs } = options;
  return useCallback<ElicitationHandler>(
    (params, options) => {
      const context = options ?? {};
      const { key, group } = context;
      if (!(typeof timeoutMs === 'number' && timeoutMs > 0)) {
        return queue.enqueue({ server: stableServer, params, signal: context.signal, key, group, expiresAt: context.expiresAt });
      }
      const deadline = deadlineSignal(timeoutMs, context.signal);
      const expiresAt = Math.min(context.expiresAt ?? Infinity, Date.now() + timeoutMs);
      return queue.enqueue({ server: stableServer, params, signal: deadline.signal, key, group, expiresAt }).finally(deadline.done);
    },
    [queue, stableServer, timeoutMs],
  );
}
