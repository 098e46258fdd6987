/**
 * Groups an assistant message's parts for display: each tool call with its `data-elicitation`
 * parts, so its requests show inside its card. A part names its call (`toolCallId`, written by
 * the kit's `bindMcpTools`); one without a name (an older saved chat) goes with the tool call
 * before it, where the part was written while that call ran.
 */
import type { ElicitationPartData } from '@elicit-kit/ai-sdk/react';
import type { DynamicToolUIPart } from 'ai';
import type { ChatMessage } from '../../shared/chat-message.js';

export type { ChatMessage };

/** One thing to show in a message, in order. */
export type MessageBlock =
  | { type: 'text'; key: string; text: string }
  | { type: 'tool'; key: string; part: DynamicToolUIPart; elicitations: ElicitationPartData[] }
  /** A request whose tool call is not in the message (shown on its own). */
  | { type: 'elicitation'; key: string; data: ElicitationPartData };

type ToolBlock = Extract<MessageBlock, { type: 'tool' }>;

export function messageBlocks(message: ChatMessage): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  const tools = new Map<string, ToolBlock>();
  for (const part of message.parts) {
    if (part.type !== 'dynamic-tool') continue;
    tools.set(part.toolCallId, { type: 'tool', key: part.toolCallId, part, elicitations: [] });
  }
  message.parts.forEach((part, index) => {
    if (part.type === 'text') blocks.push({ type: 'text', key: `text-${index}`, text: part.text });
    else if (part.type === 'dynamic-tool') blocks.push(tools.get(part.toolCallId) as ToolBlock);
    else if (part.type === 'data-elicitation') {
      const named = part.data.toolCallId === undefined ? undefined : tools.get(part.data.toolCallId);
      const before = blocks.at(-1);
      const owner = named ?? (part.data.toolCallId === undefined && before?.type === 'tool' ? before : undefined);
      if (owner) owner.elicitations.push(part.data);
      else blocks.push({ type: 'elicitation', key: part.data.id, data: part.data });
    }
  });
  return blocks;
}
