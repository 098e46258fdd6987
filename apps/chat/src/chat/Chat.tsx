import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import type { UIMessage } from 'ai';
import { useMemo } from 'react';
import { Composer } from './Composer.js';
import { Message, TextPart } from './Message.js';
import { Suggestions } from './Suggestions.js';
import { ToolCall } from './ToolCall.js';

/**
 * The conversation: `useChat` against `/api/chat`. The server keeps the history, so the
 * transport sends only the chat id and the new message.
 */
export function Chat({ chatId, initialMessages }: { chatId: string; initialMessages: UIMessage[] }) {
  const transport = useMemo(
    () =>
      new DefaultChatTransport<UIMessage>({
        api: '/api/chat',
        prepareSendMessagesRequest: ({ id, messages }) => ({ body: { id, message: messages.at(-1) } }),
      }),
    [],
  );
  const { messages, sendMessage, status, stop, error, clearError } = useChat({ id: chatId, messages: initialMessages, transport });
  const busy = status === 'submitted' || status === 'streaming';
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
              {message.parts.map((part, index) => {
                switch (part.type) {
                  case 'text':
                    return <TextPart key={index} text={part.text} />;
                  case 'dynamic-tool':
                    return <ToolCall key={part.toolCallId} part={part} />;
                  default:
                    return null;
                }
              })}
            </Message>
          ))}
        </ol>
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
