import { notImplemented } from '../not-implemented.js';
import type { AnswerChannel, MemoryAnswerChannelOptions } from './channel.js';

/**
 * The default answer channel: everything in this process's memory (no `globalThis`). Settled
 * entries are remembered for `settledTtlMs`, then dropped. Fine for one instance; use the Redis
 * channel when the answer may reach another instance.
 */
export function createMemoryAnswerChannel(options: MemoryAnswerChannelOptions = {}): AnswerChannel {
  void options;
  return notImplemented('createMemoryAnswerChannel');
}
