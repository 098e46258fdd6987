/**
 * The same chat on assistant-ui (`@assistant-ui/react` + its AI SDK runtime, `useChatRuntime`):
 * its thread, message and composer primitives, tool calls through its tool UI components
 * (`tools.Fallback`), and the `data-elicitation` parts inside the card of the tool call that
 * asked (each part names it: `toolCallId`). A part that names no call in the message renders
 * where it is, through the data part components (`data.by_name.elicitation`).
 */
import { AssistantRuntimeProvider, ComposerPrimitive, MessagePrimitive, ThreadPrimitive, getExternalStoreMessages, useAuiState } from '@assistant-ui/react';
import type { DataMessagePartProps, ThreadMessage, ToolCallMessagePartProps } from '@assistant-ui/react';
import { useChatRuntime } from '@assistant-ui/react-ai-sdk';
import { ChatElicitation, createChatElicitations } from '@elicit-kit/ai-sdk/react';
import type { ElicitationPartData } from '@elicit-kit/ai-sdk/react';
import { useId, useMemo } from 'react';
import type { ChatMessage } from '../../shared/chat-message.js';
import { ELICITATION_API, ELICITATION_HOST_PROPS, createChatTransport } from '../chat/chatTransport.js';
import { SUGGESTIONS } from '../chat/Suggestions.js';
import { ToolCallCard, toolCallStatus } from '../chat/ToolCallCard.js';
import { readToolOutput } from '../chat/toolOutput.js';

/** The page's elicitations: one store for the page, fed by each data part as it renders. */
const elicitations = createChatElicitations({ api: ELICITATION_API });

function ElicitationPart({ data }: DataMessagePartProps<ElicitationPartData>) {
  const content = useAuiState((state) => state.message.content);
  // A request of a tool call in this message renders inside that call's card (ToolPart).
  if (data.toolCallId !== undefined && content.some((part) => part.type === 'tool-call' && part.toolCallId === data.toolCallId)) return null;
  return <ChatElicitation data={data} elicitations={elicitations} hostProps={ELICITATION_HOST_PROPS} />;
}

/** The elicitation parts of the message that name tool call `toolCallId`, in order. */
function elicitationsOf(content: ThreadMessage['content'], toolCallId: string): ElicitationPartData[] {
  return content.flatMap((part) =>
    part.type === 'data' && part.name === 'elicitation' && (part.data as Partial<ElicitationPartData> | null)?.toolCallId === toolCallId
      ? [part.data as ElicitationPartData]
      : [],
  );
}

/**
 * The tool's title, which assistant-ui's tool-call part does not carry: read from the AI SDK
 * message the runtime converted (its `dynamic-tool` part has it, from the MCP server's list).
 */
function toolTitle(message: ThreadMessage, toolCallId: string): string | undefined {
  for (const original of getExternalStoreMessages<ChatMessage>(message)) {
    for (const part of original.parts) if (part.type === 'dynamic-tool' && part.toolCallId === toolCallId) return part.title;
  }
  return undefined;
}

function ToolPart({ toolName, toolCallId, result, isError }: ToolCallMessagePartProps) {
  const message = useAuiState((state) => state.message);
  const asked = useMemo(() => elicitationsOf(message.content, toolCallId), [message.content, toolCallId]);
  const title = useMemo(() => toolTitle(message, toolCallId), [message, toolCallId]);
  const output = result === undefined ? undefined : readToolOutput(result);
  return (
    <ToolCallCard
      toolName={toolName}
      title={title}
      status={toolCallStatus({ failed: isError === true && output === undefined, output, waiting: asked.some((data) => data.status === 'pending') })}
      output={output}
      errorText={isError === true && output === undefined ? 'The tool call failed.' : undefined}
    >
      {asked.map((data) => (
        <ChatElicitation key={data.id} data={data} elicitations={elicitations} hostProps={ELICITATION_HOST_PROPS} />
      ))}
    </ToolCallCard>
  );
}

function TextPart({ text }: { text: string }) {
  return <p className="message-text">{text}</p>;
}

const PART_COMPONENTS = {
  Text: TextPart,
  tools: { Fallback: ToolPart },
  data: { by_name: { elicitation: ElicitationPart } },
};

function Message() {
  const role = useAuiState((state) => state.message.role);
  const headingId = useId();
  return (
    <MessagePrimitive.Root className="message" data-role={role} data-testid="message">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="message-author">
          {role === 'user' ? 'You' : 'Assistant'}
        </h2>
        <div className="message-body">
          <MessagePrimitive.Parts components={PART_COMPONENTS} />
        </div>
      </article>
    </MessagePrimitive.Root>
  );
}

export default function AssistantUiChat({ chatId, initialMessages }: { chatId: string; initialMessages: ChatMessage[] }) {
  const transport = useMemo(createChatTransport, []);
  const runtime = useChatRuntime<ChatMessage>({ id: chatId, messages: initialMessages, transport });
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <ThreadPrimitive.Root className="thread">
        <ThreadPrimitive.Viewport className="conversation" role="log" aria-label="Conversation" data-testid="conversation">
          <ThreadPrimitive.Empty>
            <div className="suggestions">
              <p id="suggestions-label">Nothing here yet. Ask the assistant something, or start with:</p>
              <ul aria-labelledby="suggestions-label" className="suggestion-list">
                {SUGGESTIONS.map((text) => (
                  <li key={text}>
                    <ThreadPrimitive.Suggestion prompt={text} send className="button suggestion">
                      {text}
                    </ThreadPrimitive.Suggestion>
                  </li>
                ))}
              </ul>
            </div>
          </ThreadPrimitive.Empty>
          <div className="messages">
            <ThreadPrimitive.Messages>{() => <Message />}</ThreadPrimitive.Messages>
          </div>
        </ThreadPrimitive.Viewport>
        <ComposerPrimitive.Root className="composer">
          <ComposerPrimitive.Input className="composer-input" aria-label="Message" placeholder="Ask for something, e.g. “Book a flight”" submitMode="enter" />
          <ThreadPrimitive.If running={false}>
            <ComposerPrimitive.Send className="button button-primary" data-testid="composer-button">
              Send
            </ComposerPrimitive.Send>
          </ThreadPrimitive.If>
          <ThreadPrimitive.If running>
            <ComposerPrimitive.Cancel className="button" data-testid="composer-button">
              Stop
            </ComposerPrimitive.Cancel>
          </ThreadPrimitive.If>
        </ComposerPrimitive.Root>
      </ThreadPrimitive.Root>
    </AssistantRuntimeProvider>
  );
}
