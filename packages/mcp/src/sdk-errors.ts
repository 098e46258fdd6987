/**
 * Reads the errors of either official SDK client by shape, so the kit needs neither package at
 * run time (both are optional peers): `@modelcontextprotocol/client` 2.x brands its error
 * classes under a registry symbol (`Symbol.for('mcp.sdk.errorBrands')`, shared across bundled
 * copies), and `@modelcontextprotocol/sdk` 1.x throws `McpError`s named so.
 */

const BRANDS = Symbol.for('mcp.sdk.errorBrands');

/** A JSON-RPC error as the server sent it. */
export interface RpcError {
  code: number;
  message: string;
  data: unknown;
}

/** Whether `error` carries SDK 2.x's brand `brand` (e.g. `mcp.ProtocolError`, which its subclasses carry too). */
export function hasSdkBrand(error: unknown, brand: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  try {
    const brands = (error as { [BRANDS]?: unknown })[BRANDS];
    return brands instanceof Set && brands.has(brand);
  } catch {
    return false;
  }
}

/**
 * The JSON-RPC error in `error` when it is one the server sent: SDK 2.x's `ProtocolError` (and
 * its subclasses, e.g. `UrlElicitationRequiredError`) or SDK 1.x's `McpError`. SDK 1.x also
 * throws `McpError`s of its own for a timeout (`-32001`) and a closed connection (`-32000`):
 * see {@link readV1LocalFailure}, which callers ask first.
 */
export function readRpcError(error: unknown): RpcError | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, data } = error as { code?: unknown; data?: unknown };
  if (typeof code !== 'number') return undefined;
  if (hasSdkBrand(error, 'mcp.ProtocolError') || error.name === 'ProtocolError' || error.name === 'McpError') {
    return { code, message: error.message, data };
  }
  return undefined;
}

/** The `-32042` URL elicitations a server asked for (`data.elicitations`, unchecked), or `undefined` when `error` is no `-32042`. */
export function urlElicitationsRequired(error: unknown): { elicitations: unknown } | undefined {
  const rpc = readRpcError(error);
  if (rpc?.code !== URL_ELICITATION_REQUIRED) return undefined;
  const data = rpc.data;
  return { elicitations: typeof data === 'object' && data !== null ? (data as { elicitations?: unknown }).elicitations : undefined };
}

/** `-32042`: URL elicitation required (2025-11-25 only; reserved in 2026-07-28). */
export const URL_ELICITATION_REQUIRED = -32042;

/** A local failure of SDK 2.x (`SdkError`, `SdkHttpError`): a string `code` from its `SdkErrorCode`. */
export interface SdkFailure {
  code: string;
  message: string;
  data: unknown;
  /** An HTTP failure (`SdkHttpError`, or a `CLIENT_HTTP_*` code). */
  http: boolean;
}

/** The `SdkErrorCode` values of SDK 2.4 the kit maps (the SDK's enum, by value: the kit does not import it). */
export const SDK_ERROR_CODES = {
  NotConnected: 'NOT_CONNECTED',
  CapabilityNotSupported: 'CAPABILITY_NOT_SUPPORTED',
  RequestTimeout: 'REQUEST_TIMEOUT',
  ConnectionClosed: 'CONNECTION_CLOSED',
  SendFailed: 'SEND_FAILED',
  InvalidResult: 'INVALID_RESULT',
  UnsupportedResultType: 'UNSUPPORTED_RESULT_TYPE',
  InputRequiredRoundsExceeded: 'INPUT_REQUIRED_ROUNDS_EXCEEDED',
  EraNegotiationFailed: 'ERA_NEGOTIATION_FAILED',
} as const;

/** `error` as an SDK 2.x local failure, or `undefined`. */
export function readSdkFailure(error: unknown): SdkFailure | undefined {
  if (!(error instanceof Error) || !hasSdkBrand(error, 'mcp.SdkError')) return undefined;
  const { code, data } = error as { code?: unknown; data?: unknown };
  if (typeof code !== 'string') return undefined;
  return { code, message: error.message, data, http: hasSdkBrand(error, 'mcp.SdkHttpError') || code.startsWith('CLIENT_HTTP_') };
}

/** SDK 1.x's `ErrorCode.RequestTimeout` and `ErrorCode.ConnectionClosed`, which it throws as `McpError`s of its own. */
const V1_REQUEST_TIMEOUT = -32001;
const V1_CONNECTION_CLOSED = -32000;

/**
 * SDK 1.x's own failures below the protocol, or `undefined`: its request timeout and closed
 * connection (`McpError` `-32001` / `-32000` as it builds them, with its own messages), "Not
 * connected", and its HTTP transports' errors (`Streamable HTTP error: …` / `SSE error: …`
 * with the HTTP status as `code`).
 */
export function readV1LocalFailure(error: unknown): { failure: 'timeout' | 'closed' | 'http'; message: string; status?: number } | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code } = error as { code?: unknown };
  if (error.name === 'McpError' && code === V1_REQUEST_TIMEOUT && /Request timed out/.test(error.message))
    return { failure: 'timeout', message: error.message };
  if (error.name === 'McpError' && code === V1_CONNECTION_CLOSED && /Connection closed/.test(error.message))
    return { failure: 'closed', message: error.message };
  if (error.name === 'Error' && error.message === 'Not connected') return { failure: 'closed', message: error.message };
  if (/^(?:Streamable HTTP|SSE) error:/.test(error.message)) {
    return { failure: 'http', message: error.message, ...(typeof code === 'number' && code >= 100 && code <= 599 && { status: code }) };
  }
  return undefined;
}
