/**
 * Starts the playground and the real demo server exactly as `pnpm dev` does (its orchestrator,
 * `apps/playground/scripts/dev.mjs`, on free ports), and talks to the demo server's test hooks.
 */
import type { ReceivedAnswer, SiteRequest } from '@elicit-kit/demo-server/server';
import { demoServerHooks } from './demoServerHooks.js';
import { startOrchestrator } from './orchestrator.js';

export type { ReceivedAnswer, SiteRequest };

/** A running playground + demo server + sign-in site. */
export interface Stack {
  /** The page to open, e.g. `http://127.0.0.1:41234/`. */
  playgroundUrl: string;
  /** The demo server's MCP endpoint (the browser reaches it through the playground's proxy). */
  mcpUrl: string;
  /** The "third-party" sign-in site's origin (another port and host name than the playground). */
  signInOrigin: string;
  /** Everything the orchestrator and the demo server printed so far. */
  output(): string;
  /** Every elicitation answer the demo server received since the last {@link Stack.reset}. */
  answers(): Promise<ReceivedAnswer[]>;
  /** Every request the sign-in site received since the last {@link Stack.reset}. */
  signInRequests(): Promise<SiteRequest[]>;
  /** Empties both logs (between tests). */
  reset(): Promise<void>;
  /** Stops the orchestrator's whole process group (Vite and the demo server with it). */
  stop(): Promise<void>;
}

/**
 * Spawns `node apps/playground/scripts/dev.mjs` with `PLAYGROUND_PORT=0 DEMO_SERVER_PORT=0
 * DEMO_SIGNIN_PORT=0` in its own process group and waits for its `Playground ready: <url>` line.
 * Fails with everything it printed when it does not come up within 60 s or exits first.
 */
export async function startStack(): Promise<Stack> {
  const { urls, output, stop } = await startOrchestrator(
    'apps/playground/scripts/dev.mjs',
    { PLAYGROUND_PORT: '0', DEMO_SERVER_PORT: '0', DEMO_SIGNIN_PORT: '0' },
    { playgroundUrl: /^Playground ready: (\S+)/, mcpUrl: /^demo MCP server: (\S+)/, signIn: /^third-party sign-in: (\S+)/ },
  );
  const signInOrigin = new URL(urls.signIn).origin;
  return {
    playgroundUrl: urls.playgroundUrl,
    mcpUrl: urls.mcpUrl,
    signInOrigin,
    output,
    ...demoServerHooks(urls.mcpUrl, signInOrigin),
    stop,
  };
}
