/**
 * Starts the chat exactly as `pnpm chat` does (`apps/chat/scripts/dev.mjs` on free ports: the
 * demo server, the chat server, Vite) and talks to the demo server's test hooks.
 */
import type { ReceivedAnswer } from '@elicit-kit/demo-server/server';
import { demoServerHooks } from '@elicit-kit/e2e/support/demoServerHooks';
import { startOrchestrator } from '@elicit-kit/e2e/support/orchestrator';

export type { ReceivedAnswer };

/** A running chat stack. */
export interface ChatStack {
  /** The page to open, e.g. `http://127.0.0.1:41234/`. */
  chatUrl: string;
  /** The chat server's own origin (the browser reaches it through Vite's `/api` proxy). */
  chatServerUrl: string;
  /** The demo server's MCP endpoint. */
  mcpUrl: string;
  output(): string;
  /** Every elicitation answer the demo server received since the last reset. */
  answers(): Promise<ReceivedAnswer[]>;
  /**
   * Ends every pending request now, as its deadline would, once they have ended; how many (the chat server's
   * `POST /api/test/expire`: only with `CHAT_TEST_HOOKS=1` in the stack's `env`).
   */
  expirePending(): Promise<number>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Spawns `node apps/chat/scripts/dev.mjs` with every port 0 and `env` added (e.g. a short
 * `ELICITATION_TIMEOUT_MS`), and waits for its `Chat ready: <url>` line.
 */
export async function startChatStack(env: Record<string, string> = {}): Promise<ChatStack> {
  const { urls, output, stop } = await startOrchestrator(
    'apps/chat/scripts/dev.mjs',
    { CHAT_PORT: '0', CHAT_SERVER_PORT: '0', DEMO_SERVER_PORT: '0', DEMO_SIGNIN_PORT: '0', ...env },
    {
      chatUrl: /^Chat ready: (\S+)/,
      chatServerUrl: /^chat server: (\S+)/,
      mcpUrl: /^demo MCP server: (\S+)/,
      signIn: /^third-party sign-in: (\S+)/,
    },
  );
  const { answers, reset } = demoServerHooks(urls.mcpUrl, new URL(urls.signIn).origin);
  const expirePending = async () => {
    const response = await fetch(new URL('/api/test/expire', urls.chatServerUrl), { method: 'POST' });
    if (!response.ok) throw new Error(`POST /api/test/expire: ${response.status} (is CHAT_TEST_HOOKS=1 in the stack's env?)`);
    return ((await response.json()) as { expired: number }).expired;
  };
  return { chatUrl: urls.chatUrl, chatServerUrl: urls.chatServerUrl, mcpUrl: urls.mcpUrl, output, answers, expirePending, reset, stop };
}
