/**
 * `@elicit-kit/ai-sdk/server`: wires an `@ai-sdk/mcp` client's elicitations to the chat's UI
 * message stream, serves the answer route, and carries answers between instances.
 *
 * @packageDocumentation
 */
export { createElicitationBridge } from './bridge.js';
export { toNodeHandler, type NodeHandler } from './node-handler.js';
export type * from './types.js';
// The answer channels, check and signer (shared with `@elicit-kit/ag-ui`'s agent side) live in their own entry,
// which does not load `@ai-sdk/mcp`; re-exported here unchanged.
export * from '../answers/index.js';
export * from '../part/types.js';
export * from '../part/answer-wire.js';
