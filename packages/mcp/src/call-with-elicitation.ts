import type { CompleteResult, ElicitationQueue, InputRequiredResult, InputRound, ServerIdentity } from '@elicit-kit/core';
import { watchAbandonedLinks } from './abandoned-links.js';
import type { AskedLink } from './abandoned-links.js';
import { bindings } from './binding-state.js';
import { CallSession } from './call-session.js';
import type { EraCall } from './call-session.js';
import { runCall } from './call-steps.js';
import { checkMaxRounds, checkParams, checkTimeout } from './check-options.js';
import type { McpClient } from './client/mcp-client.js';
import { readClient } from './client/read-client.js';
import { connectionClosed } from './connection-closed.js';
import { BindElicitationError, TransportError } from './errors.js';
import { legacyCall } from './legacy-call.js';
import type { LegOptions } from './leg-options.js';
import { linkedSignal } from './linked-signal.js';
import type { LinkedSignal } from './linked-signal.js';
import { ModernCall } from './modern-call.js';
import { checkReasks } from './reask-rejected.js';
import { toElicitationCallError } from './to-elicitation-call-error.js';

/** Options of {@link callWithElicitation}. */
export interface CallWithElicitationOptions {
  /** Who asks; default: the server of the binding on this client. Neither → {@link BindElicitationError}. */
  server?: ServerIdentity;
  /** Aborts the whole call: open entries close as `aborted`, nothing more is sent. */
  signal?: AbortSignal;
  /** Rounds before {@link RoundLimitError} (core); default 10. On 2025-11-25, `-32042` retries count. */
  maxRounds?: number;
  /** Resume from a {@link RoundLimitError} (core)'s `lastResult` instead of sending first (2026-07-28). */
  resumeFrom?: InputRequiredResult;
  /** Per elicitation deadline (ms); default: the binding's. */
  timeoutMs?: number;
  /** Passed to each SDK request leg (`timeout` per leg, `maxTotalTimeout` per leg too). */
  requestOptions?: LegOptions;
  /** Called once per `input_required` round, before it is answered. */
  onRound?: (round: InputRound) => void;
  /**
   * How many times a round whose answers the server refused is brought back to the person;
   * default 0 (the call ends with the refusal, as before). A refusal is a JSON-RPC error
   * ({@link ServerError}, e.g. `-32602`) or a result with `isError: true` that answers the leg
   * carrying a round in which at least one form was accepted. The accepted forms are asked
   * again, prefilled with what was sent, with the server's words as the entry's `rejection`
   * (`ElicitationHost` shows them beside the form); the round's other answers (an opened link,
   * a decline) are kept. On 2026-07-28 the same round is sent again: its `requestState`
   * byte for byte, with the corrected `inputResponses` (core's `resumeFrom`). On 2025-11-25,
   * where the server pushes its requests, the call is sent again and each pushed form whose
   * message and schema match a refused one is prefilled from it. Declining or cancelling the
   * question asked again is sent as the answer, like any other.
   */
  reaskOnRejection?: number;
}

/** The methods that may ask for input: no other may be answered with `input_required`. */
export type ElicitingMethod = 'tools/call' | 'prompts/get' | 'resources/read';

/**
 * Calls `method` and answers every elicitation the server asks for through `queue`, in manual
 * mode (core's `runWithInput` drives the MRTR loop; the SDK sends each leg with a fresh id and
 * `_meta` envelope). A result without `resultType` is complete, unlike in SDK 2.4.0.
 * On a 2025-11-25 connection the request is sent plainly (pushed requests go to the binding)
 * and a `-32042` is answered with URL consent, then retried once the URLs are complete.
 * Rejects only with core's {@link ElicitKitError}s.
 */
export async function callWithElicitation(
  client: McpClient,
  method: ElicitingMethod,
  params: Record<string, unknown>,
  queue: ElicitationQueue,
  options: CallWithElicitationOptions = {},
): Promise<CompleteResult> {
  const { signal } = options;
  const binding = bindings.get(client);
  const links: AskedLink[] = [];
  // Cancel after Open on one of this call's links stops the call instead of retrying it.
  const abandon = watchAbandonedLinks(queue, links);
  let closed: AbortSignal | undefined;
  let linked: LinkedSignal | undefined;
  let session: CallSession | undefined;
  let era: EraCall | undefined;
  try {
    const sdk = readClient(client);
    if (sdk === undefined) {
      throw new BindElicitationError(
        'unknown-client',
        'callWithElicitation needs a Client of @modelcontextprotocol/client (2.4+) or @modelcontextprotocol/sdk (1.x).',
      );
    }
    const server = options.server ?? binding?.server;
    if (server === undefined) {
      throw new BindElicitationError('no-binding', 'callWithElicitation needs options.server, or a client bound with bindElicitation.');
    }
    if (sdk.transport() === undefined) throw new TransportError('closed', 'The client is not connected.');
    // The connection closing ends the call like an abort (cards close, nothing waits), but is reported as what it is.
    closed = connectionClosed(sdk.transport());
    // Not `AbortSignal.any`: `closed` (and maybe the caller's signal) outlive the call (see `linked-signal`).
    linked = linkedSignal([signal, closed, abandon.signal]);
    const timeoutMs = checkTimeout(options.timeoutMs) ?? binding?.timeoutMs;
    const maxRounds = checkMaxRounds(options.maxRounds);
    const original = checkParams(params);
    const reasks = checkReasks(options.reaskOnRejection);
    const { requestOptions, onRound } = options;
    session = new CallSession({ sdk, binding, server, queue, links, signal: linked.signal, timeoutMs, maxRounds, requestOptions, onRound });
    era = sdk.era() === 'modern' ? new ModernCall(session, method, original, options.resumeFrom) : legacyCall(session, sdk, method, original);
    return await runCall(session, era, reasks);
  } catch (error) {
    if (abandon.signal.aborted && !signal?.aborted) throw abandon.signal.reason as Error;
    if (closed?.aborted && !signal?.aborted) {
      // The server went away (see `connection-lost`): its own words; otherwise the host closed the client.
      if (closed.reason instanceof TransportError) throw closed.reason;
      throw new TransportError('closed', 'The connection closed during the call.', undefined, { cause: error });
    }
    throw toElicitationCallError(error, signal === undefined ? {} : { signal });
  } finally {
    era?.end();
    linked?.release();
    abandon.stop();
    session?.dismissAcceptedLinks();
  }
}
