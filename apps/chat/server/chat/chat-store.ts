/**
 * Where the chat keeps conversations: the server is the source of truth for a chat's history,
 * so the browser sends only its new message, a reload shows exactly what happened (answered
 * elicitations included), and nothing the browser says about earlier turns is believed.
 */
import type { ChatMessage } from '../../shared/chat-message.js';

/** A conversation store keyed by chat id. */
export interface ChatStore {
  /** The chat's messages, or `undefined` for a chat never saved. */
  load(chatId: string): Promise<ChatMessage[] | undefined>;
  /** Replaces the chat's messages. */
  save(chatId: string, messages: ChatMessage[]): Promise<void>;
  /** Releases connections (a no-op in memory). */
  close(): Promise<void>;
}

/** How many chats the in-memory store keeps before it forgets the least recently saved. */
export const MEMORY_STORE_MAX_CHATS = 1_000;

/** One process's store: enough for a single instance; use {@link createRedisChatStore} for more. */
export function createMemoryChatStore(maxChats = MEMORY_STORE_MAX_CHATS): ChatStore {
  const chats = new Map<string, ChatMessage[]>();
  return {
    async load(chatId) {
      return structuredClone(chats.get(chatId));
    },
    async save(chatId, messages) {
      chats.delete(chatId); // re-inserted last: Map order is the eviction order
      chats.set(chatId, structuredClone(messages));
      for (const oldest of chats.keys()) {
        if (chats.size <= maxChats) break;
        chats.delete(oldest);
      }
    },
    async close() {},
  };
}
