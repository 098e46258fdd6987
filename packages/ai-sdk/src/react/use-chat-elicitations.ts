'use client';
import { notImplemented } from '../not-implemented.js';
import type { ChatElicitations, ChatElicitationsOptions } from './types.js';

/**
 * Feeds `useChat`'s `messages` into a {@link ChatElicitations} store (one per component, stable
 * across renders) and re-renders when an elicitation changes. Render each `data-elicitation`
 * part with `<ChatElicitation data={part.data} elicitations={elicitations} />`.
 *
 * @example
 * const { messages } = useChat();
 * const elicitations = useChatElicitations(messages, { api: '/api/elicitation' });
 */
export function useChatElicitations(
  messages: ReadonlyArray<{ parts: readonly unknown[] }> | undefined,
  options: ChatElicitationsOptions = {},
): ChatElicitations {
  void messages;
  void options;
  return notImplemented('useChatElicitations');
}
