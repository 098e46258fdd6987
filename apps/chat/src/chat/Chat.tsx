import { useChat } from '@ai-sdk/react';
import { ChatElicitation, useChatElicitations } from '@elicit-kit/ai-sdk/react';
import { useEffect, useMemo, useRef } from 'react';
import { ELICITATION_API, ELICITATION_HOST_PROPS, createChatTransport } from './chatTransport.js';
import { Composer } from './Composer.js';
import { Message, TextPart } from './Message.js';
import { messageBlocks } from './messageBlocks.js';
import type { ChatMessage } from './messageBlocks.js';
import { Suggestions } from './Suggestions.js';
import { ToolCall } from './ToolCall.js';

/**
 * The conversation: `useChat` against `/api/chat`. The server keeps the history, so the
 * transport sends only the chat id and the new message. The MCP server's requests arrive as
 * `data-elicitation` parts: `useChatElicitations` takes them in and posts the answers to
 * `/api/elicitation`, and each shows inside the card of the tool call that asked.
 */
export function Chat({ chatId, initialMessages }: { chatId: string; initialMessages: ChatMessage[] }) {
  const transport = useMemo(createChatTransport, []);
  const { messages, sendMessage, status, stop, error, clearError } = useChat<ChatMessage>({ id: chatId, messages: initialMessages, transport });
  const elicitations = useChatElicitations(messages, { api: ELICITATION_API });
  const busy = status === 'submitted' || status === 'streaming';
  // A new message or a change of status brings the end of the conversation into view.
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, status]);
  const send = (text: string) => {
    if (error) clearError();
    void sendMessage({ text });
  };

  return (
    <>
      <div className="conversation" role="log" aria-label="Conversation" data-testid="conversation">
        {messages.length === 0 ? <Suggestions onPick={send} /> : null}
        <ol className="messages">
          {messages.map((message) => (
            <Message key={message.id} message={message}>
              {messageBlocks(message).map((block) => {
                switch (block.type) {
                  case 'text':
                    return <TextPart key={block.key} text={block.text} />;
                  case 'tool':
                    return (
                      <ToolCall key={block.key} part={block.part} waiting={block.elicitations.some((data) => data.status === 'pending')}>
                        {block.elicitations.map((data) => (
                          <ChatElicitation key={data.id} data={data} elicitations={elicitations} hostProps={ELICITATION_HOST_PROPS} />
                        ))}
                      </ToolCall>
                    );
                  case 'elicitation':
                    return <ChatElicitation key={block.key} data={block.data} elicitations={elicitations} hostProps={ELICITATION_HOST_PROPS} />;
                }
              })}
            </Message>
          ))}
        </ol>
        <div ref={end} />
        {status === 'submitted' ? (
          <p className="thinking" data-testid="thinking">
            Assistant is thinking…
          </p>
        ) : null}
      </div>
      {error ? (
        <p className="chat-error" role="alert" data-testid="chat-error">
          The reply failed: {readableError(error)}
        </p>
      ) : null}
      <Composer busy={busy} onSend={send} onStop={() => void stop()} />
    </>
  );
}

/** The server's `{ error }` text when the error carries one, else the error's message. */
function readableError(error: Error): string {
  try {
    const body = JSON.parse(error.message) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // not JSON: a network or stream error
  }
  return error.message;
}
