import { notImplemented } from '../not-implemented.js';
import type { AnswerChannel } from '../server/channel.js';

/** Options of {@link createRedisAnswerChannel}. */
export interface RedisAnswerChannelOptions {
  /** The Redis URL, e.g. `redis://127.0.0.1:6379`. */
  url: string;
  /** Prefix of every key and pub/sub channel (default `ek:`): lets several apps share one Redis. */
  keyPrefix?: string;
  /** How long a settled elicitation is remembered, to answer late posts with 409/410 rather than 404 (default 15 minutes). */
  settledTtlMs?: number;
  /** How long to wait for the first connection (default 5,000 ms). */
  connectTimeoutMs?: number;
}

/** Redis could not be reached at start, or was lost; `cause` is the client's error. */
export class RedisChannelError extends Error {
  override readonly name = 'RedisChannelError';
}

/**
 * Connects to Redis (two connections: commands and pub/sub) and returns a shared
 * {@link AnswerChannel}. Rejects with {@link RedisChannelError} when Redis is unreachable, so a
 * misconfigured server fails at start, not at the first question. Pending ids live in Redis with
 * a TTL (their deadline); the answer is claimed atomically (exactly once across instances) and
 * published to the instance that holds the call.
 *
 * @example
 * const bridge = createElicitationBridge({
 *   server: { name: 'flights' },
 *   channel: await createRedisAnswerChannel({ url: process.env.REDIS_URL! }),
 *   secret: process.env.ELICITATION_SECRET!,
 * });
 */
export async function createRedisAnswerChannel(options: RedisAnswerChannelOptions): Promise<AnswerChannel> {
  void options;
  return notImplemented('createRedisAnswerChannel');
}
