/**
 * `pnpm dev`'s ports: when a default port (5173, 8787, 8788) is taken, the stack falls back to
 * free ones and prints the real URLs; a port set explicitly stays strict and the start fails
 * saying which. Runs the real `apps/playground/scripts/dev.mjs` with the ports held by this test.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrchestrator } from '@elicit-kit/e2e/support/orchestrator';

const DEFAULT_PORTS = [5173, 8787, 8788];
const STACK_TIMEOUT_MS = 120_000;

/** Holds 127.0.0.1:`port` for the test; if someone else already holds it, it is taken all the same. */
function hold(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const held: Array<Server | undefined> = [];
beforeAll(async () => {
  held.push(...(await Promise.all(DEFAULT_PORTS.map(hold))));
});
afterAll(async () => {
  await Promise.all(held.map((server) => server && new Promise((resolve) => server.close(resolve))));
});

describe('pnpm dev with its default ports taken', () => {
  it(
    'falls back to free ports, says so, and prints the real, working URLs',
    async () => {
      const stack = await startOrchestrator(
        'apps/playground/scripts/dev.mjs',
        {},
        { playgroundUrl: /^Playground ready: (\S+)/, mcpUrl: /^demo MCP server: (\S+)/, signIn: /^third-party sign-in: (\S+)/ },
      );
      try {
        expect(new URL(stack.urls.playgroundUrl).port).not.toBe('5173');
        expect(new URL(stack.urls.mcpUrl).port).not.toBe('8787');
        expect(new URL(stack.urls.signIn).port).not.toBe('8788');
        for (const [port, variable] of [
          [5173, 'PLAYGROUND_PORT'],
          [8787, 'DEMO_SERVER_PORT'],
          [8788, 'DEMO_SIGNIN_PORT'],
        ] as const) {
          expect(stack.output()).toContain(`pnpm dev: port ${port} is in use, so ${variable} falls back to a free port`);
        }
        // The page answers, and its proxied /mcp reaches the demo server on its fallback port.
        const page = await fetch(stack.urls.playgroundUrl);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<meta name="elicit-kit-token"');
        const mcp = await fetch(new URL('/mcp', stack.urls.playgroundUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: '{}',
        });
        expect(mcp.status).toBeLessThan(500);
      } finally {
        await stack.stop();
      }
    },
    STACK_TIMEOUT_MS,
  );

  it(
    'keeps a port set explicitly strict: the start fails and names the port',
    async () => {
      await expect(
        startOrchestrator('apps/playground/scripts/dev.mjs', { PLAYGROUND_PORT: '5173' }, { playgroundUrl: /^Playground ready: (\S+)/ }),
      ).rejects.toThrow(/Port 5173 is already in use/);
      await expect(
        startOrchestrator('apps/playground/scripts/dev.mjs', { DEMO_SERVER_PORT: '8787' }, { playgroundUrl: /^Playground ready: (\S+)/ }),
      ).rejects.toThrow(/port 8787 or \d+ is in use; set DEMO_SERVER_PORT/);
    },
    STACK_TIMEOUT_MS,
  );
});
