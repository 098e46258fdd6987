/**
 * What both official SDK clients keep in private fields and offer no getter for. Read here
 * only, defensively: a field of another shape reads as "nothing declared / registered".
 */
interface ClientInternals {
  _capabilities?: { elicitation?: unknown } | undefined;
  _requestHandlers?: unknown;
  _notificationHandlers?: unknown;
}

/** The declared `elicitation` capability (constructor plus `registerCapabilities`), as `initialize` or each request's `_meta` carries it. */
export function declaredElicitation(client: object): unknown {
  return (client as ClientInternals)._capabilities?.elicitation;
}

/** Whether an `elicitation/create` request handler or an elicitation completion handler is registered (both SDKs keep `Map`s keyed by method). */
export function handlesElicitation(client: object): boolean {
  const { _requestHandlers: requests, _notificationHandlers: notifications } = client as ClientInternals;
  return (
    (requests instanceof Map && requests.has('elicitation/create')) || (notifications instanceof Map && notifications.has('notifications/elicitation/complete'))
  );
}

/**
 * Runs `register` (the SDK's own `registerCapabilities`) and returns how to undo it: both SDKs
 * replace `_capabilities` with a merged copy, so putting the previous object back is exact.
 * Used to leave the client as it was when a later step of binding fails.
 */
export function declareUndoably(client: object, register: () => void): () => void {
  const internals = client as ClientInternals;
  const before = internals._capabilities;
  register();
  return () => {
    internals._capabilities = before;
  };
}
