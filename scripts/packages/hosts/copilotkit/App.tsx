// The CopilotKit host: CopilotKit's React client (v2) talks to the example AG-UI agent (apps/ag-ui) directly,
// without its runtime, and renders each interrupt with Elicit Kit inside `useInterrupt`.
import { CopilotKitProvider, HttpAgent, useAgent, useCopilotKit, useInterrupt } from '@copilotkit/react-core/v2';
import { Elicitation } from '@elicit-kit/react';
import '@elicit-kit/react/styles.css';
import { useEffect, useState } from 'react';

const agent = new HttpAgent({ url: '/api/agent' });

export function App() {
  return (
    <CopilotKitProvider selfManagedAgents={{ default: agent }}>
      <Page />
    </CopilotKitProvider>
  );
}

function Page() {
  const { agent } = useAgent();
  const { copilotkit } = useCopilotKit();
  const [lines, setLines] = useState<string[]>([]);
  useEffect(
    () =>
      agent.subscribe({ onMessagesChanged: ({ messages }) => setLines(messages.map((m) => `${m.role}: ${typeof m.content === 'string' ? m.content : ''}`)) })
        .unsubscribe,
    [agent],
  );
  // The lines a host writes: the interrupt's schema becomes the kit's form; accept → resolve(content),
  // decline → resolve({ 'elicit-kit': 'decline' }) (resume entries carry no metadata here), cancel → cancel.
  const interrupt = useInterrupt({
    renderInChat: false,
    render: ({ interrupt, resolve, cancel }) =>
      interrupt?.responseSchema ? (
        <Elicitation
          key={interrupt.id}
          params={{ mode: 'form', message: interrupt.message ?? '', requestedSchema: interrupt.responseSchema }}
          server={{ name: 'demo', title: 'Elicit Kit demo' }}
          onRespond={(answer) =>
            void (answer.action === 'accept'
              ? resolve(answer.content, interrupt.id)
              : answer.action === 'decline'
                ? resolve({ 'elicit-kit': 'decline' }, interrupt.id)
                : cancel(interrupt.id))
          }
        />
      ) : (
        <p>Not a form: {interrupt?.reason}</p>
      ),
  });
  const ask = (text: string) => {
    agent.addMessage({ id: crypto.randomUUID(), role: 'user', content: text });
    void copilotkit.runAgent({ agent });
  };
  return (
    <main>
      <h1>CopilotKit host</h1>
      <button type="button" onClick={() => ask('Book a flight')}>
        Book a flight
      </button>
      <ol aria-label="Conversation">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
      {interrupt}
    </main>
  );
}
