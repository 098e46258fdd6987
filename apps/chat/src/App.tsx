import type { UIMessage } from 'ai';
import { useEffect, useState } from 'react';
import { Chat } from './chat/Chat.js';
import { currentChatId, newChatHref } from './chat/chatId.js';
import { loadHistory } from './chat/loadHistory.js';

type Loaded = { state: 'loading' } | { state: 'ready'; messages: UIMessage[] } | { state: 'failed'; error: string };

/** The page: a header, then the chat once its saved history has loaded. */
export function App() {
  const [chatId] = useState(currentChatId);
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

  return (
    <div className="app">
      <header className="app-header">
        <h1>Elicit Kit chat</h1>
        <nav aria-label="Chat">
          <a className="button" href={newChatHref()}>
            New chat
          </a>
        </nav>
      </header>
      <main className="app-main" data-chat-id={chatId}>
        {loaded.state === 'ready' ? (
          <Chat chatId={chatId} initialMessages={loaded.messages} />
        ) : loaded.state === 'failed' ? (
          <p role="alert">{loaded.error}</p>
        ) : (
          <p role="status">Loading the conversation…</p>
        )}
      </main>
    </div>
  );
}
