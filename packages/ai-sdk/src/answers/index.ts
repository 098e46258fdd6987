/**
 * `@elicit-kit/ai-sdk/answers`: the answer channels (in memory here, Redis in `/redis`), the server-side
 * answer check and the HMAC signer, without the `@ai-sdk/mcp` bridge — so `@elicit-kit/ag-ui`'s agent
 * side (and any host that only carries answers) installs neither `@ai-sdk/mcp` nor `ai`.
 * `@elicit-kit/ai-sdk/server` re-exports all of it.
 *
 * @packageDocumentation
 */
export { BridgeOptionsError } from '../server/bridge-options-error.js';
export type { BridgeErrorCode } from '../server/bridge-options-error.js';
export { createMemoryAnswerChannel } from '../server/memory-channel.js';
// Core's answer check, re-exported where this package has always offered it.
export { checkAnswer, type AnswerCheck } from '@elicit-kit/core';
export { createTokenSigner, MIN_SECRET_BYTES, type TokenSigner } from '../server/answer-token.js';
export type * from '../server/channel.js';
