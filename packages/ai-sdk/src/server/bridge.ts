import { notImplemented } from '../not-implemented.js';
import type { ElicitationBridge, ElicitationBridgeOptions } from './types.js';

/**
 * Creates the bridge between server-side MCP clients and the people in the chat. One per
 * process; attach each chat request's `@ai-sdk/mcp` client with {@link ElicitationBridge.attach}.
 *
 * @example
 * const bridge = createElicitationBridge({ server: { name: 'flights', title: 'Flight search' } });
 */
export function createElicitationBridge(options: ElicitationBridgeOptions): ElicitationBridge {
  void options;
  return notImplemented('createElicitationBridge');
}
