import { elicitationCapability, isElicitationCompleteNotification, readElicitRequestParams, supportedElicitationModes } from '@elicit-kit/core';
import type { ElicitationQueue, ServerIdentity } from '@elicit-kit/core';
import type { Client, ElicitResult as SdkElicitResult } from '@modelcontextprotocol/client';
import { askPerson } from './ask-person.js';
import { bindings } from './binding-state.js';
import type { BindingState } from './binding-state.js';
import { checkTimeout } from './check-options.js';
import { connectionClosed } from './connection-closed.js';
import { declaredElicitation } from './declared-modes.js';
import { elicitationKey } from './elicitation-key.js';
import { BindElicitationError } from './errors.js';
import type { ElicitationCallError } from './errors.js';
import { legacyCallsEnded } from './legacy-call-scope.js';
import { passThrough } from './pass-through-schema.js';
import { roundGroup } from './round-group.js';

/** Options of {@link bindElicitation}. */
export interface BindElicitationOptions {
  /** Who asks, as the HOST knows it (C1, C28): never the server's self-reported `serverInfo`. */
  server: ServerIdentity;
  /**
   * What the UI renders; default `{ form: true, url: false }`. Declare `url` only when URL
   * consent is wired (C5, C6): the capability sent is exactly these modes.
   */
  modes?: { form?: boolean; url?: boolean };
  /** Optional per-request deadline (ms): sets the entry's `expiresAt` and cancels the entry when it passes. */
  timeoutMs?: number;
  /** Reports refused content, unusable requests etc. Never thrown into the SDK. */
  onError?: (error: ElicitationCallError) => void;
}

/** A live binding of a client to a queue. */
export interface ElicitationBinding {
  /** Who asks, as given. */
  readonly server: ServerIdentity;
  /** The modes rendered (and declared). */
  readonly modes: { form: boolean; url: boolean };
  /** The `elicitation` capability that was declared. */
  readonly capability: { form?: {}; url?: {} } | undefined;
  /**
   * Removes the request and notification handlers and closes the binding's open cards as
   * `aborted` (the server gets `cancel`). The declared capability stays (the SDK cannot take
   * it back): unbind only when the client is closed or about to be.
   */
  unbind(): void;
}

/**
 * Routes the SDK client's `elicitation/create` requests into `queue` and declares exactly the
 * modes the UI renders. Call it before `client.connect` (capabilities are fixed then). One
 * handler serves both eras: MRTR rounds on 2026-07-28 (auto mode, e.g. `client.callTool`) and
 * pushed requests on 2025-11-25. Accepted form content is checked against the schema before
 * it is sent (C9). Throws {@link BindElicitationError} on misuse.
 */
export function bindElicitation(client: Client, queue: ElicitationQueue, options: BindElicitationOptions): ElicitationBinding {
  const server = options?.server;
  if (typeof server?.name !== 'string' || server.name.trim() === '') {
    throw new BindElicitationError('no-server', 'bindElicitation needs options.server with a name: who asks, as the host knows it (C1).');
  }
  if (bindings.has(client)) throw new BindElicitationError('already-bound', 'This client is already bound; unbind() the first binding before binding again.');
  if (client.transport !== undefined) {
    throw new BindElicitationError('connected', 'Bind before client.connect(): capabilities can only be declared before connecting.');
  }
  const timeoutMs = checkTimeout(options.timeoutMs);
  const modes = { form: options.modes?.form ?? true, url: options.modes?.url ?? false };
  const capability = elicitationCapability(modes);
  if (capability === undefined) throw new BindElicitationError('no-modes', 'bindElicitation needs at least one mode (form or url) to render.');
  const declared = declaredElicitation(client);
  if (declared !== undefined) {
    const already = supportedElicitationModes(declared);
    if ((already.form && !modes.form) || (already.url && !modes.url)) {
      throw new BindElicitationError(
        'dishonest-capability',
        `The Client constructor already declares elicitation ${JSON.stringify(declared)}, which promises a mode this binding does not render (${JSON.stringify(modes)}). Remove it from the constructor's capabilities or render that mode.`,
      );
    }
  }
  // Replaces the constructor's `elicitation` modes (the SDK merges one level deep), so a
  // `form.applyDefaults` is dropped: the SDK would add defaults to content after the kit
  // checked it, values the person never reviewed (C3, C9).
  client.registerCapabilities({ elicitation: capability as Record<string, {}> });

  const state: BindingState = {
    server,
    queue,
    timeoutMs,
    onError: options.onError,
    completed: new Set(),
    completedWhileOpen: new Set(),
    expected: new Map(),
    completionListeners: new Set(),
    legacyCalls: new Set(),
  };
  // Unbinding closes the binding's open cards: nobody would answer them, and the server would wait.
  const unbound = new AbortController();
  // With a pass-through params schema the handler gets the params as the server sent them: the
  // SDK's own request schema (2-argument form) drops `pattern`, `exclusiveMinimum` and every
  // other keyword it does not know from the properties, and the form and the accept check
  // (C9) would judge a weaker schema than the server's. The SDK still validates the request
  // (and the declared mode) with its schema in its wrapper, in both eras and in auto mode.
  client.setRequestHandler('elicitation/create', { params: passThrough }, (params, ctx) => {
    try {
      const era = client.getProtocolEra();
      const modern = era === 'modern';
      // A modern round's signal is the caller's, which a closing connection does not abort; the SDK aborts a push's.
      const callsEnded = modern ? undefined : legacyCallsEnded(state);
      const ends = modern ? [ctx.mcpReq.signal, connectionClosed(client)] : [ctx.mcpReq.signal, ...(callsEnded === undefined ? [] : [callsEnded])];
      const key = elicitationKey({ era, id: ctx.mcpReq.id, params });
      const asked = askPerson({
        queue,
        server,
        params,
        key,
        group: modern ? roundGroup(ctx.mcpReq.signal) : undefined,
        signal: AbortSignal.any([...ends, unbound.signal]),
        timeoutMs: state.timeoutMs,
        onError: state.onError,
      });
      return asked.answer.then((result) => {
        const entryId = asked.entryId;
        const completedEarly = state.completedWhileOpen.delete(key);
        if (result.action !== 'accept' || entryId === undefined) return result;
        // The server said it was complete while the card was still open: once accepted, nothing is left to wait for.
        if (completedEarly) queue.dismissClosed(entryId);
        // Accepted during callWithElicitation calls: its waiting card goes when they have ended, as their own URL cards do.
        else if (asked.url && callsEnded !== undefined) {
          if (callsEnded.aborted) queue.dismissClosed(entryId);
          else callsEnded.addEventListener('abort', () => queue.dismissClosed(entryId), { once: true });
        }
        return result;
      }) as Promise<SdkElicitResult>;
    } catch {
      // Never throw into the SDK (a throw fails the whole call): a hostile request is cancelled.
      return Promise.resolve({ action: 'cancel' });
    }
  });
  client.setNotificationHandler('notifications/elicitation/complete', (notification) => {
    if (isElicitationCompleteNotification(notification)) complete(state, notification.params.elicitationId);
  });
  bindings.set(client, state);

  return Object.freeze({
    server,
    modes: Object.freeze(modes),
    capability,
    unbind: () => {
      if (bindings.get(client) !== state) return;
      bindings.delete(client);
      client.removeRequestHandler('elicitation/create');
      client.removeNotificationHandler('notifications/elicitation/complete');
      unbound.abort();
    },
  });
}

/**
 * A 2025-11-25 URL elicitation finished (spec §3.5): its "waiting for you" card goes, and a
 * `-32042` flow waiting for it may retry. Unknown and already-completed ids are ignored (§5.3).
 */
function complete(state: BindingState, elicitationId: string): void {
  if (state.completed.has(elicitationId)) return;
  const snapshot = state.queue.getSnapshot();
  // URL cards only: a pushed form is keyed by its JSON-RPC id, which a server can name too.
  const ours = (entry: { key?: string; server: ServerIdentity; params: unknown }): boolean =>
    entry.key === elicitationId && entry.server.name === state.server.name && readElicitRequestParams(entry.params).mode === 'url';
  const closed = snapshot.closed.filter((record) => ours(record.entry));
  const open = snapshot.pending.some(ours);
  if (closed.length === 0 && !open && !state.expected.has(elicitationId)) return;
  if (open && !state.expected.has(elicitationId)) state.completedWhileOpen.add(elicitationId);
  // Remembered only for a -32042 flow (the notification may come before its wait starts), and
  // forgotten with it: a repeat after that finds no card and no flow, so it changes nothing anyway.
  if (state.expected.has(elicitationId)) state.completed.add(elicitationId);
  for (const record of closed) state.queue.dismissClosed(record.entry.id);
  for (const listener of [...state.completionListeners]) listener(elicitationId);
}
