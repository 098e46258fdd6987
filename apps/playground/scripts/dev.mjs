#!/usr/bin/env node
// @ts-check
// `pnpm dev`: starts the demo MCP server (apps/demo-server) and the playground's Vite dev server,
// waits until both answer, and prints one line to open:
//
//   Playground ready: http://127.0.0.1:5173/
//
// The e2e tests start exactly this script and read that line (and the demo server's own
// `demo MCP server: <url>`), so keep both formats stable. Ports: PLAYGROUND_PORT (5173),
// DEMO_SERVER_PORT (8787), DEMO_SIGNIN_PORT (8788); 0 picks a free one, a default that is taken
// falls back to a free one (a port set explicitly stays strict), and the printed URLs are the
// real ones. Ctrl-C stops both; if the demo server dies, this says so and exits 1.
// The process handling is shared with `pnpm chat`: @elicit-kit/test-support/dev-stack.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createDevStack, waitUntilAnswers } from '@elicit-kit/test-support/dev-stack';

const stack = createDevStack('pnpm dev');
try {
  // vite.config.ts proxies /mcp to this origin and reads the port from PLAYGROUND_PORT.
  process.env.PLAYGROUND_PORT = await stack.portFor('PLAYGROUND_PORT', 5173);
  process.env.DEMO_SERVER_URL = await (await stack.startDemoServer(createRequire(import.meta.url).resolve('@elicit-kit/demo-server/main'))).ready;
  const url = await stack.startVite(fileURLToPath(new URL('..', import.meta.url)));
  await waitUntilAnswers(url);
  // Through the proxy: proves the browser's same-origin path reaches the demo server.
  await waitUntilAnswers(new URL('/mcp', url).href);
  console.log(`Playground ready: ${url}`);
} catch (error) {
  await stack.fail(error);
}
