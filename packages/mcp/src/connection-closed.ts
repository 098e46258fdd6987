import type { WireTransport } from './client/wire-transport.js';

interface Watch {
  readonly controller: AbortController;
  readonly onclose: NonNullable<WireTransport['onclose']>;
}

const watches = new WeakMap<WireTransport, Watch>();

/**
 * A signal that aborts once the client's connection (`transport`) closes (`client.close()`, the server
 * hanging up), and is already aborted when the client is not connected.
 *
 * Why this exists: SDK 2.4.0 settles only what is on the wire when a connection closes (its
 * pending responses, the handlers of pushed 2025-11-25 requests). A card the kit holds
 * between legs (an MRTR round in manual or auto mode, a `-32042` consent or the wait for its
 * completion) is not the SDK's, and would stay open for a person whose answer can no longer
 * be sent. This wraps the transport's public `onclose` (after the SDK's own handler, so
 * `client.transport` is gone by then). Re-wraps if the SDK replaced `onclose` (reconnect).
 */
export function connectionClosed(transport: WireTransport | undefined): AbortSignal {
  if (transport === undefined) return AbortSignal.abort(closedReason());
  let watch = watches.get(transport);
  if (watch === undefined || watch.controller.signal.aborted || transport.onclose !== watch.onclose) {
    const controller = watch !== undefined && !watch.controller.signal.aborted ? watch.controller : new AbortController();
    const inner = transport.onclose;
    const onclose = (): void => {
      try {
        inner?.();
      } finally {
        controller.abort(closedReason());
      }
    };
    transport.onclose = onclose;
    watch = { controller, onclose };
    watches.set(transport, watch);
  }
  return watch.controller.signal;
}

/**
 * Ends the connection of `transport` because its server can no longer be reached: the signal of
 * {@link connectionClosed} aborts with `reason` first (so the cards say why they closed), then
 * the transport is closed, which settles what the SDK has on the wire.
 */
export function loseConnection(transport: WireTransport, reason: Error): void {
  const signal = connectionClosed(transport);
  if (signal.aborted) return;
  watches.get(transport)?.controller.abort(reason);
  // A transport that fails to close has nothing left to settle: its signal has aborted already.
  transport.close().catch(() => undefined);
}

function closedReason(): Error {
  return new Error('The connection closed.');
}
