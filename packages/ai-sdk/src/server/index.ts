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
// Core's answer check, re-exported where this entry has always offered it.
export { checkAnswer, type AnswerCheck } from '@elicit-kit/core';
export { createTokenSigner, MIN_SECRET_BYTES, type TokenSigner } from './answer-token.js';
export type * from './channel.js';
export * from '../part/types.js';
export * from '../part/answer-wire.js';
