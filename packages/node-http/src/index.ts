/**
 * The workspace's own Node servers (the demo MCP server in apps/demo-server, the example chat's
 * server in apps/chat) share this one node:http ↔ Fetch adapter and one way of stopping, so
 * neither app imports the other.
 */
export { nodeListener, readBody, sendWebResponse, toWebRequest } from './web-bridge.js';
export type { WebHandler } from './web-bridge.js';
export { stopWhenAsked } from './stop-when-asked.js';
