/**
 * The example's page: suggestions that start a run of the scripted agent, the conversation, and
 * `<AgUiInterrupts>`, which renders a run's interrupts with Elicit Kit and resumes the run once they are answered.
 */
import { HttpAgent } from '@ag-ui/client';
import type { Message } from '@ag-ui/core';
import { AgUiInterrupts } from '@elicit-kit/ag-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { SUGGESTIONS } from '../server/script.js';

export function App() {
  const agent = useMemo(() => new HttpAgent({ url: '/api/agent' }), []);
  const [messages, setMessages] = useState<Message[]>([]);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    const { unsubscribe } = agent.subscribe({
      onMessagesChanged: ({ messages: next }) => setMessages([...next]),
      onRunInitialized: () => {
        setRunning(true);
        setError(undefined);
      },
      onRunFinalized: () => setRunning(false),
      onRunErrorEvent: ({ event }) => setError(event.message),
    });
    return unsubscribe;
  }, [agent]);

  const ask = (text: string) => {
    agent.addMessage({ id: crypto.randomUUID(), role: 'user', content: text });
    agent.runAgent().catch((reason: unknown) => setError(String(reason)));
  };

  return (
    <main>
      <h1>Elicit Kit AG-UI example</h1>
      <div className="suggestions" role="group" aria-label="Suggestions">
        {SUGGESTIONS.map((suggestion) => (
          <button key={suggestion.label} type="button" disabled={running || agent.pendingInterrupts.length > 0} onClick={() => ask(suggestion.label)}>
            {suggestion.label}
          </button>
        ))}
      </div>
      <ol className="transcript" aria-label="Conversation">
        {messages.map((message) => (
          <li key={message.id} data-testid={`message-${message.role}`}>
            {describe(message)}
          </li>
        ))}
      </ol>
      <AgUiInterrupts
        agent={agent}
        server={{ name: 'assistant', title: 'Example agent' }}
        headingLevel={2}
        onResumeError={(reason) => setError(String(reason))}
      />
      <p role="status">{running ? 'Working…' : ''}</p>
      {error === undefined ? null : (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}

function describe(message: Message): string {
  if (message.role === 'assistant' && message.toolCalls?.length) return `Calling ${message.toolCalls.map((call) => call.function.name).join(', ')}…`;
  if (message.role === 'tool') return `Result: ${typeof message.content === 'string' ? message.content : '…'}`;
  return typeof message.content === 'string' ? message.content : '';
}
