'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createChatElicitations } from './chat-elicitations.js';
import type { ChatElicitations, ChatElicitationsOptions } from './types.js';

/**
 * Feeds `useChat`'s `messages` into a {@link ChatElicitations} store (one per component, stable
 * across renders; `options` are read once) and re-renders when an elicitation changes. Render
 * each `data-elicitation` part with `<ChatElicitation data={part.data} elicitations={elicitations} />`.
 *
 * @example
 * const { messages } = useChat();
 * const elicitations = useChatElicitations(messages, { api: '/api/elicitation' });
 */
export function useChatElicitations(
  messages: ReadonlyArray<{ parts: readonly unknown[] }> | undefined,
  options: ChatElicitationsOptions = {},
): ChatElicitations {
  const [store] = useState(() => createChatElicitations(options));
  useEffect(() => {
    if (messages) store.sync(messages);
  }, [store, messages]);
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return store;
}
