import { elicitationCapability, supportedElicitationModes, type ElicitationRequest } from '@elicit-kit/core';
import { isElicitationCompleteNotification } from '@elicit-kit/core/protocol';
import type { ElicitationQueue, ElicitResult, ServerIdentity } from '@elicit-kit/core';
import { askPerson } from './ask-person.js';
import { bindings } from './binding-state.js';
import type { BindingState } from './binding-state.js';
import { checkTimeout } from './check-options.js';
import type { McpClient } from './client/mcp-client.js';
import { readClient } from './client/read-client.js';
import type { SdkClient } from './client/sdk-client.js';
import { connectionClosed } from './connection-closed.js';
import { watchConnectionLoss } from './connection-lost.js';
import { elicitationKey } from './elicitation-key.js';
import { BindElicitationError } from './errors.js';
import type { ElicitationCallError } from './errors.js';
import { legacyCallsEnded } from './legacy-call-scope.js';
import { linkedSignal } from './linked-signal.js';
import { pushSignature, takeReask } from './reask-pushed.js';
import { roundGroup } from './round-group.js';
import { UrlCompletions } from './url-completions.js';

/** Options of {@link bindElicitation}. */
export interface BindElicitationOptions {
  /** Who asks, as the HOST knows it: never the server's self-reported `serverInfo`, which is for display only. */
  server: ServerIdentity;
  /**
   * What the UI renders; default `{ form: true, url: false }`. Declare `url` only when URL
   * consent is wired (declaring a mode promises to render it): the capability sent is exactly these modes.
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
  readonly capability: { form?: object; url?: object } | undefined;
  /**
   * Removes the request and notification handlers and closes the binding's open cards as
   * `aborted` (the server gets `cancel`). The declared capability stays (the SDK cannot take
   * it back): unbind only when the client is closed or about to be.
   */
  unbind(): void;
}

/**
 * Routes the SDK client's `elicitation/create` requests into `queue` and declares exactly the
 * modes the UI renders. `client` is a `Client` of `@modelcontextprotocol/client` 2.4+ or of
 * `@modelcontextprotocol/sdk` 1.x. Call it before `client.connect` (capabilities are fixed
 * then). One handler serves both eras: MRTR rounds on 2026-07-28 (auto mode, e.g.
 * `client.callTool`) and pushed requests on 2025-11-25. The handler gets the params as the
 * server sent them, and accepted form content is checked against that schema before it is
 * sent. Misuse throws {@link BindElicitationError} before anything is changed on the client.
 */
export function bindElicitation(client: McpClient, queue: ElicitationQueue, options: BindElicitationOptions): ElicitationBinding {
  const sdk = readClient(client);
  if (sdk === undefined) {
    throw new BindElicitationError(
      'unknown-client',
      'bindElicitation needs a Client of @modelcontextprotocol/client (2.4+) or @modelcontextprotocol/sdk (1.x); this object is neither.',
    );
  }
  const { server, modes, timeoutMs } = checkBindOptions(options);
  if (bindings.has(client)) throw new BindElicitationError('already-bound', 'This client is already bound; unbind() the first binding before binding again.');
  if (sdk.transport() !== undefined) {
    throw new BindElicitationError('connected', 'Bind before client.connect(): capabilities can only be declared before connecting.');
  }
  if (sdk.handlesElicitation()) {
    throw new BindElicitationError(
      'handler-exists',
      'This client already has an elicitation/create (or completion) handler; the binding would replace it. Remove it, or bind a client without one.',
    );
  }
  const capability = elicitationCapability(modes);
  if (capability === undefined) throw new BindElicitationError('no-modes', 'bindElicitation needs at least one mode (form or url) to render.');
  const declared = sdk.declaredElicitation();
  if (declared !== undefined) {
    const already = supportedElicitationModes(declared);
    if ((already.form && !modes.form) || (already.url && !modes.url)) {
      throw new BindElicitationError(
        'dishonest-capability',
        `The Client constructor already declares elicitation ${JSON.stringify(declared)}, which promises a mode this binding does not render (${JSON.stringify(modes)}). Remove it from the constructor's capabilities or render that mode.`,
      );
    }
  }

  const state: BindingState = {
    server,
    queue,
    timeoutMs,
    onError: options.onError,
    urls: new UrlCompletions(),
    legacyCalls: new Set(),
    legacyScope: undefined,
    pushedAnswers: new Set(),
    reasks: new Map(),
  };
  // Unbinding closes the binding's open cards: nobody would answer them, and the server would wait.
  const unbound = new AbortController();
  // Replaces the constructor's `elicitation` modes (both SDKs merge one level deep), so a
  // `form.applyDefaults` is dropped: the SDK would add defaults to content after the kit
  // checked it, values the person never reviewed and the schema check never saw. The
  // capability comes first: both
  // SDKs refuse an elicitation handler on a client that does not declare elicitation.
  const undeclare = sdk.declareElicitation(capability);
  try {
    sdk.onElicitation((params, request) => handle(sdk, state, params, request, unbound.signal));
    sdk.onElicitationComplete((notification) => {
      if (isElicitationCompleteNotification(notification)) complete(state, notification.params.elicitationId);
    });
  } catch (error) {
    // Not expected from either SDK once the checks above passed; if it happens, leave the client as it was.
    sdk.removeHandlers();
    undeclare();
    throw new BindElicitationError('sdk-refused', `The SDK client refused the elicitation handler: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  bindings.set(client, state);

  return Object.freeze({
    server,
    modes: Object.freeze(modes),
    capability,
    unbind: () => {
      if (bindings.get(client) !== state) return;
      bindings.delete(client);
      sdk.removeHandlers();
      unbound.abort();
    },
  });
}

/** The options read once, or a {@link BindElicitationError} for the first that is wrong. */
function checkBindOptions(options: BindElicitationOptions): { server: ServerIdentity; modes: { form: boolean; url: boolean }; timeoutMs: number | undefined } {
  const server = options?.server;
  if (typeof server?.name !== 'string' || server.name.trim() === '') {
    throw new BindElicitationError('no-server', 'bindElicitation needs options.server with a name: who asks, as the host knows it.');
  }
  const { form = true, url = false } = options.modes ?? {};
  if (typeof form !== 'boolean' || typeof url !== 'boolean') {
    throw new BindElicitationError('invalid-option', `modes.form and modes.url must be booleans (got ${JSON.stringify(options.modes)}).`);
  }
  if (options.onError !== undefined && typeof options.onError !== 'function') {
    throw new BindElicitationError('invalid-option', 'onError must be a function when given.');
  }
  return { server, modes: { form, url }, timeoutMs: checkTimeout(options.timeoutMs) };
}

/** One `elicitation/create` the SDK hands over, with its params as the server sent them. */
function handle(
  sdk: SdkClient,
  state: BindingState,
  params: unknown,
  request: { id: string | number; signal: AbortSignal },
  unbound: AbortSignal,
): Promise<ElicitResult> {
  try {
    const era = sdk.era();
    const modern = era === 'modern';
    // A modern round's signal is the caller's, which a closing connection does not abort; the SDK aborts a push's.
    const callsEnded = modern ? undefined : legacyCallsEnded(state);
    // First, so a card closed because the server went away says so (see `connection-lost`).
    const closed = connectionClosed(sdk.transport());
    const ends = modern ? [request.signal, closed] : [closed, request.signal, ...(callsEnded === undefined ? [] : [callsEnded.signal])];
    // On 2025-11-25 neither SDK notices a dead server while a pushed card waits: the kit watches.
    const unwatch = modern ? () => undefined : watchConnectionLoss(sdk, state.server.name);
    const key = elicitationKey({ era, id: request.id, params });
    // A push asked again after the server refused its answer comes back prefilled, with the reason.
    const reask = modern ? undefined : takeReask(state, pushSignature(params));
    // Not `AbortSignal.any`: `closed` and `unbound` live as long as the binding (see `linked-signal`).
    const linked = linkedSignal([...ends, unbound]);
    const asked = askPerson({
      queue: state.queue,
      server: state.server,
      params,
      key,
      group: modern ? roundGroup(request.signal) : undefined,
      signal: linked.signal,
      timeoutMs: state.timeoutMs,
      onError: state.onError,
      reask,
    });
    void asked.answer.finally(() => {
      unwatch();
      linked.release();
    });
    return asked.answer.then((result) => {
      if (!modern) for (const listener of [...state.pushedAnswers]) listener(params, result);
      const entryId = asked.entryId;
      const completedEarly = state.urls.takeCompletedWhileOpen(key);
      if (result.action !== 'accept' || entryId === undefined) return result;
      // The server said it was complete while the card was still open: once accepted, nothing is left to wait for.
      if (completedEarly) state.queue.dismissClosed(entryId);
      // Accepted during callWithElicitation calls: its waiting card goes when they have ended, as their own URL cards do.
      else if (asked.url && callsEnded !== undefined) callsEnded.onEnd(() => state.queue.dismissClosed(entryId));
      return result;
    });
  } catch {
    // Never throw into the SDK (a throw fails the whole call): a hostile request is cancelled.
    return Promise.resolve({ action: 'cancel' });
  }
}

/**
 * A 2025-11-25 URL elicitation finished (`notifications/elicitation/complete`): its "waiting
 * for you" card goes, and a `-32042` flow waiting for it may retry. Unknown and
 * already-completed ids are ignored, as that revision requires.
 */
function complete(state: BindingState, elicitationId: string): void {
  const { urls } = state;
  if (urls.isComplete(elicitationId)) return;
  const snapshot = state.queue.getSnapshot();
  // URL cards only: a pushed form is keyed by its JSON-RPC id, which a server can name too.
  const ours = (entry: { key?: string; server: ServerIdentity; request: ElicitationRequest }): boolean =>
    entry.key === elicitationId && entry.server.name === state.server.name && entry.request.mode === 'url';
  const closed = snapshot.closed.filter((record) => ours(record.entry));
  const open = snapshot.pending.some(ours);
  if (closed.length === 0 && !open && !urls.isExpected(elicitationId)) return;
  // A repeat after the flows have ended finds no card and no flow, so it changes nothing anyway.
  urls.record(elicitationId, open);
  for (const record of closed) state.queue.dismissClosed(record.entry.id);
  urls.notify(elicitationId);
}
