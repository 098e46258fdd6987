/** The chat's e2e suite: `pnpm chat`'s stack per file, a fresh browser context and chat per test. */
import { useBrowserSuite } from '@elicit-kit/e2e/support/suite';
import type { BrowserSuite } from '@elicit-kit/e2e/support/suite';
import { openChat } from './chatPage.js';
import { startChatStack } from './chatStack.js';
import type { ChatStack } from './chatStack.js';

export type ChatSuite = BrowserSuite<ChatStack>;

/** `env` goes to the stack (e.g. a short elicitation deadline for one file). */
export function useChatSuite(testFileUrl: string, env: Record<string, string> = {}): ChatSuite {
  return useBrowserSuite(
    testFileUrl,
    () => startChatStack(env),
    (page, stack) => openChat(page, stack.chatUrl),
  );
}
