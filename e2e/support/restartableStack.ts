/**
 * The playground with a demo server the test can stop and start again, on the same port, while
 * the page stays open: the demo server runs in the test's own process (`startDemoServer`) and
 * the playground in Vite's dev server with its own config (the `/mcp` proxy pointed at it).
 * `pnpm dev` cannot do this: it stops everything when its demo server dies, by design.
 */
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { startDemoServer, type DemoServer } from '@elicit-kit/demo-server/server';
import { startViteApp } from './viteApp.js';

const PLAYGROUND_DIR = fileURLToPath(new URL('../../apps/playground/', import.meta.url));

export interface RestartableStack {
  playgroundUrl: string;
  /** The running demo server (a new one after each {@link RestartableStack.startServer}). */
  readonly server: DemoServer | undefined;
  /** Stops the demo server and closes every session, as a crash or a redeploy would (the port stays known). */
  stopServer(): Promise<void>;
  /** Starts a fresh demo server (new sessions, new keys) on the same ports. */
  startServer(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRestartableStack(): Promise<RestartableStack> {
  let server: DemoServer | undefined = await startDemoServer({ port: 0, signInPort: 0 });
  const ports = { port: Number(new URL(server.mcpUrl).port), signInPort: Number(new URL(server.signInOrigin).port) };
  let vite: ViteDevServer;
  let playgroundUrl: string;
  try {
    // The playground's own config: its `/mcp` proxy pointed at this demo server.
    ({ vite, url: playgroundUrl } = await startViteApp(PLAYGROUND_DIR, { DEMO_SERVER_URL: server.mcpUrl, PLAYGROUND_PORT: '0' }));
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    playgroundUrl,
    get server() {
      return server;
    },
    async stopServer() {
      await server?.close();
      server = undefined;
    },
    async startServer() {
      server ??= await startDemoServer(ports);
    },
    async stop() {
      await vite.close();
      await server?.close();
      server = undefined;
    },
  };
}
