import { readElicitRequestParams, toFormModel } from '@elicit-kit/core';
import type { ElicitResult } from '@elicit-kit/core';

/** The kit's handler, as the binding registers it: the params as the server sent them, and the request's id and signal. */
export type KitElicitationHandler = (params: unknown, request: { id: string | number; signal: AbortSignal }) => Promise<ElicitResult>;

/** A request handler as both SDKs keep it in `_requestHandlers`. */
type StoredHandler = (request: { params?: unknown }, context: unknown) => Promise<unknown>;

/** The JSON-RPC "invalid params" code both SDKs answer a refused request with. */
const INVALID_PARAMS = -32602;

/**
 * Why this exists: both SDK clients check every `elicitation/create` against the spec's grammar
 * before any handler runs, and refuse with `-32602` what real servers send beyond it: Python
 * FastMCP pushes `format: "time"` / `"uuid"` for pydantic `time` / `UUID` fields and
 * `items: { enum }` without `type` for its `[["a", "b"]]` multi-select shorthand. Nobody is asked
 * and the tool fails, though core renders and checks those shapes. So the binding's stored
 * handler is wrapped: a form request the SDK refuses as invalid is handed to the kit after all,
 * but only when core reads it as a form it can render and the client declared form mode (the SDK
 * checks that only after the grammar). Anything else keeps the SDK's own answer: URL requests
 * too (one without the `elicitationId` its era needs could not be keyed or completed).
 * Both SDKs keep handlers in a `Map` keyed by method; another shape is left alone.
 */
export function acceptBeyondSdkGrammar(
  client: object,
  declared: () => unknown,
  handler: KitElicitationHandler,
  readRequest: (context: unknown) => { id: string | number; signal: AbortSignal },
): void {
  const handlers = (client as { _requestHandlers?: unknown })._requestHandlers;
  if (!(handlers instanceof Map)) return;
  const sdkHandler = handlers.get('elicitation/create') as StoredHandler | undefined;
  if (typeof sdkHandler !== 'function') return;
  handlers.set('elicitation/create', async (request: { params?: unknown }, context: unknown) => {
    try {
      return await sdkHandler(request, context);
    } catch (error) {
      if (!refusedAsInvalidRequest(error) || !renderableForm(request.params, declared())) throw error;
      return handler(request.params, readRequest(context));
    }
  });
}

/** The SDK's refusal of the request itself (not of a result): `-32602` "Invalid elicitation request: …". */
function refusedAsInvalidRequest(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === INVALID_PARAMS && typeof message === 'string' && message.includes('Invalid elicitation request');
}

/** Core reads `params` as a form request it can render, and the client declared form mode (`{}` declares form only). */
function renderableForm(params: unknown, declared: unknown): boolean {
  const reading = readElicitRequestParams(params);
  if (!reading.ok || reading.mode !== 'form' || typeof declared !== 'object' || declared === null) return false;
  const modes = Object.keys(declared);
  return (modes.length === 0 || modes.includes('form')) && toFormModel(reading.params.requestedSchema).renderable;
}
