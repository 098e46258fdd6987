/**
 * `@elicit-kit/ai-sdk/redis`: an answer channel on Redis (the `redis` npm client), so an
 * answer that reaches one instance completes the call held by another.
 *
 * @packageDocumentation
 */
export { createRedisAnswerChannel, RedisChannelError, type RedisAnswerChannelOptions } from './redis-channel.js';
export { BridgeOptionsError } from '../server/bridge-options-error.js';
