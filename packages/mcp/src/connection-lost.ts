import type { SdkClient } from './client/sdk-client.js';
import type { WireTransport } from './client/wire-transport.js';
import { loseConnection } from './connection-closed.js';
import { TransportError } from './errors.js';
import { toElicitationCallError } from './to-elicitation-call-error.js';

/** How long the liveness probe may take before the server counts as merely slow (then nothing is ended). */
export const PROBE_TIMEOUT_MS = 5_000;

interface Watch {
  readonly onerror: NonNullable<WireTransport['onerror']>;
  probing: boolean;
  /** How many calls and pushed cards wait on the connection now. */
  waiting: number;
}

const watches = new WeakMap<WireTransport, Watch>();

/**
 * Watches the client's connection for a server that went away while something waits on it (from
 * now until the returned function is called; idempotent), and ends the connection then: its cards close, marked as lost, and calls reject
 * with {@link TransportError} (`closed`).
 *
 * Why this exists: on 2025-11-25 over Streamable HTTP neither SDK client notices a dead server.
 * The session's streams break and the transport reports that through `onerror`, retries its GET
 * stream and gives up, but never closes; the pending `tools/call` and the pushed
 * `elicitation/create` the person is answering stay open until the request timeout, and an answer
 * given meanwhile is posted into the void. So every transport error while something waits is
 * followed by a `ping`: if that cannot reach the server either (network failure, the session
 * gone), the connection is ended at once. A ping that only times out ends nothing: a slow server
 * is not a dead one, and the request's own timeout still applies.
 */
export function watchConnectionLoss(sdk: SdkClient, serverName: string): () => void {
  const transport = sdk.transport();
  if (transport === undefined) return () => undefined;
  let watch = watches.get(transport);
  // Re-wraps if the SDK replaced `onerror` (reconnect), keeping the count of who waits.
  if (watch === undefined || transport.onerror !== watch.onerror) watch = wrap(sdk, transport, serverName, watch?.waiting ?? 0);
  const current = watch;
  current.waiting++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.waiting--;
  };
}

function wrap(sdk: SdkClient, transport: WireTransport, serverName: string, waiting: number): Watch {
  const inner = transport.onerror;
  const next: Watch = {
    probing: false,
    waiting,
    onerror: (error) => {
      inner?.(error);
      if (next.probing || sdk.transport() !== transport || next.waiting <= 0) return;
      next.probing = true;
      void probe(sdk).then((lost) => {
        next.probing = false;
        if (lost && sdk.transport() === transport) {
          loseConnection(transport, new TransportError('closed', `${serverName} went away; your answer was not sent.`, undefined, { cause: error }));
        }
      });
    },
  };
  transport.onerror = next.onerror;
  watches.set(transport, next);
  return next;
}

/** Whether a `ping` shows the server cannot be reached (a timeout, or any answer, does not). */
async function probe(sdk: SdkClient): Promise<boolean> {
  try {
    await sdk.send('ping', {}, { timeout: PROBE_TIMEOUT_MS, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return false;
  } catch (error) {
    const failure = toElicitationCallError(error);
    return failure instanceof TransportError && failure.failure !== 'timeout';
  }
}
