// @vitest-environment jsdom
// The whole loop in one process: a real useChat (@ai-sdk/react) talking through the AI SDK's
// DefaultChatTransport to a chat route that streams with createUIMessageStream and the bridge,
// and the answer route; the person answers in the form ElicitationHost renders inline.
import '@testing-library/jest-dom/vitest';
import { useChat } from '@ai-sdk/react';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { WAIT_BUDGET_MS } from '@elicit-kit/test-support/wait-budget';
import { chatServer } from '../../test-support/chat-server.js';
import type { ElicitationDataParts } from '../part/types.js';
import { ChatElicitation } from './ChatElicitation.js';
import { useChatElicitations } from './use-chat-elicitations.js';

// findBy…/waitFor wait for a stream and a lazily loaded form: the suite's budget, not Testing Library's 1 s (this
// project has no setup file), which a loaded 2-core machine outruns.
configure({ asyncUtilTimeout: WAIT_BUDGET_MS });

afterEach(cleanup);

type ChatMessage = UIMessage<unknown, ElicitationDataParts>;

function Chat({ fetch, initial, focusNewRequests }: { fetch: typeof globalThis.fetch; initial?: ChatMessage[]; focusNewRequests?: boolean }) {
  const { messages, sendMessage } = useChat<ChatMessage>({
    id: 'chat-1',
    ...(initial && { messages: initial }),
    transport: new DefaultChatTransport({ api: '/api/chat', fetch }),
  });
  const elicitations = useChatElicitations(messages, { api: '/api/elicitation', fetch });
  latest = messages;
  return (
    <main>
      <button type="button" onClick={() => void sendMessage({ text: 'Book a flight' })}>
        Ask
      </button>
      {messages.map((message) => (
        <article key={message.id} data-role={message.role}>
          {message.parts.map((part, i) =>
            part.type === 'data-elicitation' ? (
              <ChatElicitation
                key={part.data.id}
                data={part.data}
                elicitations={elicitations}
                {...(focusNewRequests !== undefined && { hostProps: { focusNewRequests } })}
              />
            ) : part.type === 'text' ? (
              <p key={i}>{part.text}</p>
            ) : null,
          )}
        </article>
      ))}
    </main>
  );
}
let latest: ChatMessage[] = [];

describe('useChatElicitations + ChatElicitation with useChat', () => {
  it('asks inline, posts the answer once, shows the tool’s result and, after a reload, only the answered line', async () => {
    const { fetch, answersPosted } = chatServer();
    const user = userEvent.setup();
    const { unmount } = render(<Chat fetch={fetch} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.type(name, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Booked for Ada.')).toBeInTheDocument();
    expect(await screen.findByText('You answered Flight search.')).toHaveAttribute('data-status', 'accepted');
    expect(answersPosted).toEqual([{ id: expect.any(String), token: expect.any(String), result: { action: 'accept', content: { name: 'Ada' } } }]);

    // A reload: the stored messages come back; the part is final, so nothing is asked again.
    const stored = structuredClone(latest);
    unmount();
    render(<Chat fetch={fetch} initial={stored} />);
    expect(screen.getByText('Booked for Ada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('You answered Flight search.')).toBeInTheDocument());
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(answersPosted).toHaveLength(1);
  });

  it('with focusNewRequests, a request that arrives takes focus (its host is there before the request)', async () => {
    const { fetch } = chatServer();
    const user = userEvent.setup();
    render(<Chat fetch={fetch} focusNewRequests />);
    const ask = screen.getByRole('button', { name: 'Ask' });
    await user.click(ask);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('decline goes through as decline; a request that expires says so and its form goes', async () => {
    const { fetch } = chatServer();
    const user = userEvent.setup();
    render(<Chat fetch={fetch} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Not booked (decline).')).toBeInTheDocument();
    expect(await screen.findByText('You declined Flight search’s request.')).toBeInTheDocument();
    cleanup();

    const expiring = chatServer(50);
    render(<Chat fetch={expiring.fetch} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Not booked (cancel).')).toBeInTheDocument();
    expect(await screen.findByText('Flight search’s request expired; nothing was sent.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
