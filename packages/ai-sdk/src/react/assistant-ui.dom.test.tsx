// @vitest-environment jsdom
// assistant-ui's AI SDK runtime (useChatRuntime) renders the bridge's data parts through its
// message part components: makeAssistantDataUI registers ChatElicitation for `elicitation`.
import '@testing-library/jest-dom/vitest';
import { AssistantRuntimeProvider, makeAssistantDataUI, MessagePrimitive, ThreadPrimitive, type AssistantRuntime } from '@assistant-ui/react';
import { useChatRuntime } from '@assistant-ui/react-ai-sdk';
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DefaultChatTransport } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { WAIT_BUDGET_MS } from '@elicit-kit/test-support/wait-budget';
import { chatServer } from '../../test-support/chat-server.js';
import type { ElicitationPartData } from '../part/types.js';
import { ChatElicitation } from './ChatElicitation.js';
import { createChatElicitations } from './chat-elicitations.js';

// findBy…/waitFor wait for a stream and a lazily loaded form: the suite's budget, not Testing Library's 1 s (this
// project has no setup file), which a loaded 2-core machine outruns.
configure({ asyncUtilTimeout: WAIT_BUDGET_MS });

afterEach(cleanup);

function App({ fetch }: { fetch: typeof globalThis.fetch }) {
  const runtime = useChatRuntime({ transport: new DefaultChatTransport({ api: '/api/chat', fetch }) });
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <Thread runtime={runtime} fetch={fetch} />
    </AssistantRuntimeProvider>
  );
}

const elicitationUis = new WeakMap<typeof globalThis.fetch, ReturnType<typeof makeAssistantDataUI>>();
function elicitationUi(fetch: typeof globalThis.fetch) {
  let ui = elicitationUis.get(fetch);
  if (!ui) {
    // What an app does once, at module scope: one store, one data UI.
    const elicitations = createChatElicitations({ api: '/api/elicitation', fetch });
    ui = makeAssistantDataUI<ElicitationPartData>({
      name: 'elicitation',
      render: ({ data }) => <ChatElicitation data={data} elicitations={elicitations} />,
    });
    elicitationUis.set(fetch, ui);
  }
  return ui;
}

function Thread({ runtime, fetch }: { runtime: AssistantRuntime; fetch: typeof globalThis.fetch }) {
  const ElicitationUI = elicitationUi(fetch);
  return (
    <>
      <ElicitationUI />
      <button type="button" onClick={() => runtime.thread.append({ role: 'user', content: [{ type: 'text', text: 'Book a flight' }] })}>
        Ask
      </button>
      {/* No ThreadPrimitive.Viewport: its auto-scroll needs ResizeObserver, which jsdom lacks. */}
      <ThreadPrimitive.Root>
        <ThreadPrimitive.Messages components={{ Message }} />
      </ThreadPrimitive.Root>
    </>
  );
}

function Message() {
  return (
    <MessagePrimitive.Root>
      <MessagePrimitive.Parts />
    </MessagePrimitive.Root>
  );
}

describe('ChatElicitation in assistant-ui (useChatRuntime)', () => {
  it('renders the request where its part is, posts the answer, shows the result and the answered line', async () => {
    const { fetch, answersPosted } = chatServer();
    const user = userEvent.setup();
    render(<App fetch={fetch} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Booked for Grace.')).toBeInTheDocument();
    expect(await screen.findByText('You answered Flight search.')).toHaveAttribute('data-status', 'accepted');
    expect(answersPosted).toHaveLength(1);
  });
});
