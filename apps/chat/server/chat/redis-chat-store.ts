/**
 * Conversations in Redis, for more than one chat-server instance: whichever instance a chat
 * request or a reload reaches finds the same history. One JSON value per chat, kept for a day
 * after its last reply.
 */
import { createClient } from 'redis';
import type { ChatMessage } from '../../shared/chat-message.js';
import type { ChatStore } from './chat-store.js';

/** Options of {@link createRedisChatStore}. */
export interface RedisChatStoreOptions {
  /** e.g. `redis://127.0.0.1:6379`. */
  url: string;
  /** Prefix of every key (default `elicit-kit-chat:`). */
  keyPrefix?: string;
  /** How long a chat is kept after its last save (default one day). */
  ttlSeconds?: number;
}

/** Connects (rejecting at once if Redis cannot be reached) and returns the store. */
export async function createRedisChatStore({ url, keyPrefix = 'elicit-kit-chat:', ttlSeconds = 86_400 }: RedisChatStoreOptions): Promise<ChatStore> {
  let connected = false;
  const client = createClient({
    url,
    // At start, the first failure is final (a clear startup error); later, a lost connection is retried.
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 100, 2_000) : cause) },
  });
  // Errors reach the caller through each command's rejection; the event only keeps Node from
  // treating a dropped connection as an unhandled 'error'.
  client.on('error', () => {});
  await client.connect();
  connected = true;
  return {
    async load(chatId) {
      const saved = await client.get(keyPrefix + chatId);
      return saved === null ? undefined : (JSON.parse(saved) as ChatMessage[]);
    },
    async save(chatId, messages) {
      await client.set(keyPrefix + chatId, JSON.stringify(messages), { expiration: { type: 'EX', value: ttlSeconds } });
    },
    async close() {
      await client.close().catch(() => client.destroy());
    },
  };
}
