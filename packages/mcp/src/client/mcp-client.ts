/**
 * An official MCP TypeScript SDK client: `Client` from `@modelcontextprotocol/client` 2.4+ or
 * `Client` from `@modelcontextprotocol/sdk` 1.x (1.20+). Typed by shape, so that this package
 * compiles and loads with either SDK installed and the other absent; which one it is, is read
 * at run time (anything else is refused with `BindElicitationError`, `unknown-client`).
 */
export interface McpClient {
  connect(transport: never, options?: never): Promise<void>;
  registerCapabilities(capabilities: never): void;
  setRequestHandler(...args: never[]): void;
  setNotificationHandler(...args: never[]): void;
  request(...args: never[]): Promise<unknown>;
}
