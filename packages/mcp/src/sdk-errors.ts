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

/** `-32042`: URL elicitation required (2025-11-25 §3.5). */
export const URL_ELICITATION_REQUIRED = -32042;
