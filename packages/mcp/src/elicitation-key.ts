/** What the SDK tells an `elicitation/create` handler about the request it answers. */
export interface HandlerRequestInfo {
  /** `client.getProtocolEra()` when the request arrived. */
  era: 'modern' | 'legacy' | undefined;
  /** `ctx.mcpReq.id`: the `inputRequests` key (2026-07-28) or the server's JSON-RPC id (2025-11-25). */
  id: string | number;
  /** The request's params, untrusted. */
  params: unknown;
}

/**
 * The queue key of an elicitation the SDK hands to the binding's handler. On the modern era
 * it is the `inputRequests` key (the SDK passes it as `ctx.mcpReq.id`; URL requests carry no
 * `elicitationId` there). On the legacy era a URL request is keyed by its `elicitationId`, so
 * `notifications/elicitation/complete` can find it; anything else by the JSON-RPC id. The era
 * is read from the client, not guessed from `ctx.sessionId`, which is absent on stdio too.
 */
export function elicitationKey(info: HandlerRequestInfo): string {
  if (info.era !== 'modern' && typeof info.params === 'object' && info.params !== null) {
    const { mode, elicitationId } = info.params as { mode?: unknown; elicitationId?: unknown };
    if (mode === 'url' && typeof elicitationId === 'string') return elicitationId;
  }
  return String(info.id);
}
