import type { BindingState } from './binding-state.js';

/**
 * Why this exists: on 2025-11-25 a pushed `elicitation/create` is its own server request;
 * neither the SDK client nor its HTTP transport says which of our requests it belongs to. If
 * the caller aborts a `callWithElicitation`, the server is told (`notifications/cancelled`) but
 * need not withdraw its pushed request (server-everything does not), and the person would be
 * left with a form nobody waits for. So pushed requests that arrive while legacy calls are in
 * flight are tied to those calls: the card closes once every one of them has ended (an accepted
 * URL card's "waiting" record is dismissed then). Limitation:
 * a push that belongs to a concurrent plain `client.callTool` is tied to them too.
 *
 * Cost: one abort listener per call (on the caller's signal), none per card. The cards pushed
 * while the same calls are in flight share one {@link LegacyScope}; a call that ends counts
 * down the scopes it is part of, without any listener on their signals.
 */

/** One legacy `callWithElicitation` in flight: the scopes it is part of. */
export interface LegacyCall {
  readonly scopes: Set<LegacyScope>;
}

/** The calls that were in flight when a card was pushed: it ends when the last of them has. */
export interface LegacyScope {
  /** Aborts once every call of the scope has ended, with the reason of the call that ended last (if it had one). */
  readonly signal: AbortSignal;
  /** Runs `callback` once the scope has ended (at once if it has); no listener on `signal`, however many cards wait. */
  onEnd(callback: () => void): void;
}

interface Scope extends LegacyScope {
  remaining: number;
  end(reason: unknown): void;
}

/** Registers a legacy call in flight; the returned function ends it (idempotent). */
export function enterLegacyCall(binding: BindingState | undefined, signal: AbortSignal | undefined): () => void {
  if (binding === undefined) return () => undefined;
  const call: LegacyCall = { scopes: new Set() };
  let ended = false;
  // Ended by the call's signal: its reason goes on, so a card closed by a lost connection says so.
  const end = (): void => {
    if (ended) return;
    ended = true;
    signal?.removeEventListener('abort', end);
    binding.legacyCalls.delete(call);
    binding.legacyScope = undefined;
    const reason: unknown = signal?.aborted === true ? signal.reason : undefined;
    for (const scope of call.scopes) (scope as Scope).end(reason);
    call.scopes.clear();
  };
  if (signal?.aborted) end();
  else {
    signal?.addEventListener('abort', end);
    binding.legacyCalls.add(call);
    // A card pushed from now on is tied to this call too.
    binding.legacyScope = undefined;
  }
  return end;
}

/**
 * The scope of the legacy calls in flight now (shared by every card pushed while the same calls
 * are), or `undefined` when none is. A pushed card closes when it ends if still open, and its
 * "waiting" record goes if it was accepted, as the calls' own URL cards do.
 */
export function legacyCallsEnded(binding: BindingState): LegacyScope | undefined {
  if (binding.legacyCalls.size === 0) return undefined;
  if (binding.legacyScope !== undefined) return binding.legacyScope;
  const scope = newScope(binding.legacyCalls.size);
  for (const call of binding.legacyCalls) call.scopes.add(scope);
  binding.legacyScope = scope;
  return scope;
}

function newScope(calls: number): Scope {
  const controller = new AbortController();
  let callbacks: Array<() => void> = [];
  return {
    remaining: calls,
    signal: controller.signal,
    onEnd(callback) {
      if (controller.signal.aborted) callback();
      else callbacks.push(callback);
    },
    end(reason) {
      if (--this.remaining > 0 || controller.signal.aborted) return;
      // With no reason of its own the signal gets the standard AbortError.
      if (reason === undefined) controller.abort();
      else controller.abort(reason);
      const waiting = callbacks;
      callbacks = [];
      for (const callback of waiting) callback();
    },
  };
}
