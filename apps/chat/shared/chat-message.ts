/** The chat's message type, shared by the server (`server/`) and the browser (`src/`). */
import type { ElicitationPartData } from '@elicit-kit/ai-sdk';
import type { UIMessage } from 'ai';

/**
 * The data parts this chat's stream carries: the bridge's `data-elicitation` parts. A type
 * literal (not the bridge's `ElicitationDataParts` with its index signature), so that
 * `part.type === 'data-elicitation'` narrows `part.data` to {@link ElicitationPartData}.
 */
export type ChatDataParts = { elicitation: ElicitationPartData };

/** The AI SDK's UI message with the chat's data parts. */
export type ChatMessage = UIMessage<unknown, ChatDataParts>;
