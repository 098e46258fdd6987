/** A JSON-RPC message as a transport hands it over (untrusted; read defensively). */
export type WireMessage = { [key: string]: unknown };

/**
 * The part of an MCP transport the kit touches, the same in both SDKs: `send` (to learn the id
 * of its own request), `onmessage` (to keep a raw result), `onclose` (to close cards when the
 * connection goes), `onerror` and `close` (to notice a dead server and end the connection, see
 * `connection-lost.ts`). Typed here, not imported, so the kit needs neither SDK to compile; method
 * syntax, so either SDK's transport (with its own message type) fits.
 */
export interface WireTransport {
  send(message: WireMessage, options?: unknown): Promise<void>;
  onmessage?: ((message: WireMessage, extra?: unknown) => void) | undefined;
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  close(): Promise<void>;
}
