#!/usr/bin/env node
// @ts-check
// `pnpm chat`: starts the demo MCP server (apps/demo-server), the chat server (server/main.ts)
// and the chat's Vite dev server (which proxies /api/ to the chat server: one origin for the
// browser), waits until all answer, and prints one line to open:
//
//   Chat ready: http://127.0.0.1:5174/
//
// The e2e tests start exactly this script and read that line (and `demo MCP server: <url>`,
// `chat server: <url>`), so keep the formats stable. Ports: CHAT_PORT (5174), CHAT_SERVER_PORT
// (8790), DEMO_SERVER_PORT (8787), DEMO_SIGNIN_PORT (8788); 0 picks a free one, a default that is
// taken falls back to a free one (a port set explicitly stays strict), and the printed URLs are
// the real ones. The chat server's other settings (server/config.ts) pass through.
// Ctrl-C stops everything; if a server dies, this says so and exits 1.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createDevStack, waitUntilAnswers } from '@elicit-kit/test-support/dev-stack';

const chatDir = fileURLToPath(new URL('..', import.meta.url));
const stack = createDevStack('pnpm chat');
try {
  process.env.CHAT_PORT = await stack.portFor('CHAT_PORT', 5174);
  const mcpUrl = await (await stack.startDemoServer(createRequire(import.meta.url).resolve('@elicit-kit/demo-server/main'))).ready;
  const chatServer = stack.startNodeProcess({
    label: 'chat server',
    cwd: chatDir,
    script: 'server/main.ts',
    env: { DEMO_SERVER_URL: mcpUrl, CHAT_SERVER_PORT: await stack.portFor('CHAT_SERVER_PORT', 8790) },
    readyLine: /^chat server: (\S+)/,
  });
  // vite.config.ts proxies /api to this origin and reads its own port from CHAT_PORT.
  process.env.CHAT_API_URL = await chatServer.ready;
  const url = await stack.startVite(chatDir);
  await waitUntilAnswers(url);
  // Through the proxy: proves the browser's same-origin path reaches the chat server.
  await waitUntilAnswers(new URL('/api/health', url).href);
  console.log(`Chat ready: ${url}`);
} catch (error) {
  await stack.fail(error);
}
