/**
 * Groups an assistant message's parts for display: each tool call with the `data-elicitation`
 * parts that follow it (the bridge writes a request's part right after the tool call that is
 * running, since the AI SDK does not say which call asked), so its requests show inside its card.
 */
import type { ElicitationPartData } from '@elicit-kit/ai-sdk/react';
import type { DynamicToolUIPart } from 'ai';
import type { ChatMessage } from '../../shared/chat-message.js';

export type { ChatMessage };

/** One thing to show in a message, in order. */
export type MessageBlock =
  | { type: 'text'; key: string; text: string }
  | { type: 'tool'; key: string; part: DynamicToolUIPart; elicitations: ElicitationPartData[] }
  /** A request that arrived before any tool call of the message (shown on its own). */
  | { type: 'elicitation'; key: string; data: ElicitationPartData };

export function messageBlocks(message: ChatMessage): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  message.parts.forEach((part, index) => {
    if (part.type === 'text') blocks.push({ type: 'text', key: `text-${index}`, text: part.text });
    else if (part.type === 'dynamic-tool') blocks.push({ type: 'tool', key: part.toolCallId, part, elicitations: [] });
    else if (part.type === 'data-elicitation') {
      const owner = blocks.at(-1);
      if (owner?.type === 'tool') owner.elicitations.push(part.data);
      else blocks.push({ type: 'elicitation', key: part.data.id, data: part.data });
    }
  });
  return blocks;
}
