import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChatMessage } from '../shared/chat-message.js';
import { Chat } from './chat/Chat.js';
import { currentChatId, newChatHref } from './chat/chatId.js';
import { loadHistory } from './chat/loadHistory.js';

// assistant-ui loads only on its page: the useChat page never downloads it.
const AssistantUiChat = lazy(() => import('./assistant-ui/AssistantUiChat.js'));

/** The two pages: the same chat on `useChat` (`/`) and on assistant-ui (`/assistant-ui`). */
const PAGES = [
  { path: '/', label: 'useChat' },
  { path: '/assistant-ui', label: 'assistant-ui' },
] as const;

type Loaded = { state: 'loading' } | { state: 'ready'; messages: ChatMessage[] } | { state: 'failed'; error: string };

/** The page: a header, then the chat once its saved history has loaded. */
export function App() {
  const [chatId] = useState(currentChatId);
  const page = window.location.pathname.startsWith('/assistant-ui') ? '/assistant-ui' : '/';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const aborted = new AbortController();
    loadHistory(chatId, aborted.signal).then(
      (messages) => setLoaded({ state: 'ready', messages }),
      (error: unknown) => {
        if (!aborted.signal.aborted) setLoaded({ state: 'failed', error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => aborted.abort();
  }, [chatId]);

  const loading = <p role="status">Loading the conversation…</p>;
  return (
    <div className="app">
      <header className="app-header">
        <h1>Elicit Kit chat</h1>
        <nav aria-label="Chat">
          {PAGES.map(({ path, label }) => (
            <a key={path} className="button" href={path} aria-current={path === page ? 'page' : undefined}>
              {label}
            </a>
          ))}
          <a className="button" href={newChatHref()}>
            New chat
          </a>
        </nav>
      </header>
      <main className="app-main" data-chat-id={chatId} data-page={page}>
        {loaded.state === 'ready' ? (
          page === '/assistant-ui' ? (
            <Suspense fallback={loading}>
              <AssistantUiChat chatId={chatId} initialMessages={loaded.messages} />
            </Suspense>
          ) : (
            <Chat chatId={chatId} initialMessages={loaded.messages} />
          )
        ) : loaded.state === 'failed' ? (
          <p role="alert">{loaded.error}</p>
        ) : (
          loading
        )}
      </main>
    </div>
  );
}
