import { DefaultChatTransport } from 'ai';
import type { ChatMessage } from '../../shared/chat-message.js';

/** The answer route the bridge serves (`server/chat-server.ts`). */
export const ELICITATION_API = '/api/elicitation';

/**
 * What both pages pass to each request's `ElicitationHost`: the person asked for what the tool
 * does, so its question takes focus when it arrives (and is announced); a keyboard or
 * screen-reader user goes on from there. A module constant: a new object would re-render cards.
 */
export const ELICITATION_HOST_PROPS = { focusNewRequests: true } as const;

/**
 * The transport both pages use: `POST /api/chat` with the chat id and only the new message
 * (the server keeps the history and believes nothing else the browser says about it).
 */
export function createChatTransport(): DefaultChatTransport<ChatMessage> {
  return new DefaultChatTransport<ChatMessage>({
    api: '/api/chat',
    prepareSendMessagesRequest: ({ id, messages }) => ({ body: { id, message: messages.at(-1) } }),
  });
}
