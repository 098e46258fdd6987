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
 */

/** Registers a legacy call in flight; the returned function ends it (idempotent). */
export function enterLegacyCall(binding: BindingState | undefined, signal: AbortSignal | undefined): () => void {
  if (binding === undefined) return () => undefined;
  const ended = new AbortController();
  // Ended by the call's signal: its reason goes on, so a card closed by a lost connection says so.
  const end = (): void => {
    signal?.removeEventListener('abort', end);
    binding.legacyCalls.delete(ended.signal);
    ended.abort(signal?.aborted === true ? signal.reason : undefined);
  };
  if (signal?.aborted) end();
  else {
    signal?.addEventListener('abort', end);
    binding.legacyCalls.add(ended.signal);
  }
  return end;
}

/**
 * A signal that aborts once every legacy call in flight now has ended, or `undefined` when none
 * is. A pushed card closes then if still open, and its "waiting" record goes if it was accepted,
 * as the calls' own URL cards do.
 */
export function legacyCallsEnded(binding: BindingState): AbortSignal | undefined {
  const calls = [...binding.legacyCalls];
  return calls.length === 0 ? undefined : allAborted(calls);
}

/** A signal that aborts once every one of `signals` has. */
function allAborted(signals: readonly AbortSignal[]): AbortSignal {
  const all = new AbortController();
  const check = (): void => {
    // The last call's reason (if any) is the cards' reason.
    if (signals.every((signal) => signal.aborted))
      all.abort(signals.find((signal) => signal.reason !== undefined && !(signal.reason instanceof DOMException))?.reason);
  };
  for (const signal of signals) signal.addEventListener('abort', check, { once: true });
  check();
  return all.signal;
}
