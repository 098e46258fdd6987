/**
 * `@elicit-kit/ai-sdk/server`: wires an `@ai-sdk/mcp` client's elicitations to the chat's UI
 * message stream, serves the answer route, and carries answers between instances.
 *
 * @packageDocumentation
 */
export { createElicitationBridge } from './bridge.js';
export { BridgeOptionsError } from './bridge-options-error.js';
export type { BridgeErrorCode } from './bridge-options-error.js';
export { createMemoryAnswerChannel } from './memory-channel.js';
export { toNodeHandler, type NodeHandler } from './node-handler.js';
export type * from './types.js';
// Shared with `@elicit-kit/ag-ui`'s agent side, so the kit has one server-side answer check and one HMAC signer.
export { checkAnswer, type AnswerCheck } from '../part/check-answer.js';
export { createTokenSigner, MIN_SECRET_BYTES, type TokenSigner } from './answer-token.js';
export type * from './channel.js';
export * from '../part/types.js';
export * from '../part/answer-wire.js';
