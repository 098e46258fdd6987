/**
 * `@elicit-kit/ai-sdk/react`: the browser side. Reads the chat's `data-elicitation` parts,
 * shows each request inline with `@elicit-kit/react`'s `ElicitationHost`, posts the answers.
 *
 * @packageDocumentation
 */
export { createChatElicitations } from './chat-elicitations.js';
export { useChatElicitations } from './use-chat-elicitations.js';
export { ChatElicitation, type ChatElicitationProps } from './ChatElicitation.js';
export { chatElicitationMessagesEn, chatElicitationMessagesDe, type ChatElicitationMessages } from './messages.js';
export type * from './types.js';
export * from '../part/types.js';
export * from '../part/answer-wire.js';
