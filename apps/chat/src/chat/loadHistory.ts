import type { ChatMessage } from './messageBlocks.js';

/** The conversation the server kept for `chatId` (`[]` for a new one). */
export async function loadHistory(chatId: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  const response = await fetch(`/api/chats/${encodeURIComponent(chatId)}`, { signal: signal ?? null, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The conversation could not be loaded (HTTP ${response.status}).`);
  const body = (await response.json()) as { messages?: unknown };
  return Array.isArray(body.messages) ? (body.messages as ChatMessage[]) : [];
}
