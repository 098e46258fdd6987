/**
 * Starts the playground and the real demo server exactly as `pnpm dev` does (its orchestrator,
 * `apps/playground/scripts/dev.mjs`, on free ports), and talks to the demo server's test hooks.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReceivedAnswer, SiteRequest } from '../../apps/demo-server/src/server.js';

export type { ReceivedAnswer, SiteRequest };

const ORCHESTRATOR = fileURLToPath(new URL('../../apps/playground/scripts/dev.mjs', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;

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
  const child = spawn(process.execPath, [ORCHESTRATOR], {
    cwd: REPO_ROOT,
    env: { ...process.env, PLAYGROUND_PORT: '0', DEMO_SERVER_PORT: '0', DEMO_SIGNIN_PORT: '0', BROWSER: 'none' },
    // Its own group, so stop() reaches Vite and the demo server's Node process too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const stop = () => stopGroup(child);

  let urls: { playgroundUrl: string; mcpUrl: string; signInOrigin: string };
  try {
    urls = await waitForUrls(child, () => output);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- pnpm dev printed ---\n${output || '(nothing)'}`);
  }

  const demoOrigin = new URL(urls.mcpUrl).origin;
  const getJson = async <T>(url: string): Promise<T> => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return (await response.json()) as T;
  };
  const post = async (url: string) => {
    const response = await fetch(url, { method: 'POST' });
    if (!response.ok) throw new Error(`POST ${url}: ${response.status}`);
  };
  return {
    ...urls,
    output: () => output,
    answers: () => getJson<ReceivedAnswer[]>(`${demoOrigin}/demo/answers`),
    signInRequests: () => getJson<SiteRequest[]>(`${urls.signInOrigin}/demo/requests`),
    reset: async () => {
      await Promise.all([post(`${demoOrigin}/demo/reset`), post(`${urls.signInOrigin}/demo/reset`)]);
    },
    stop,
  };
}

function waitForUrls(child: ChildProcess, output: () => string) {
  return new Promise<{ playgroundUrl: string; mcpUrl: string; signInOrigin: string }>((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`pnpm dev did not print 'Playground ready' within ${STARTUP_TIMEOUT_MS / 1000} s`)), STARTUP_TIMEOUT_MS);
    const onData = () => {
      const text = output();
      const playground = /^Playground ready: (\S+)/m.exec(text)?.[1];
      const mcp = /^demo MCP server: (\S+)/m.exec(text)?.[1];
      const signIn = /^third-party sign-in: (\S+)/m.exec(text)?.[1];
      if (playground && mcp && signIn) finish(undefined, { playgroundUrl: playground, mcpUrl: mcp, signInOrigin: new URL(signIn).origin });
    };
    const onExit = (code: number | null, signal: string | null) => finish(new Error(`pnpm dev exited before it was ready (${signal ?? `code ${code}`})`));
    function finish(error: Error | undefined, urls?: { playgroundUrl: string; mcpUrl: string; signInOrigin: string }) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(urls!);
    }
    // Registered after the collectors in startStack, so output() already holds the new chunk.
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

/** SIGTERM to the whole group (the orchestrator closes Vite and the demo server), SIGKILL after 10 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // the group is already gone
    }
  };
  signal('SIGTERM');
  const forced = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
  // The orchestrator may exit before its demo-server child has: make sure no one holds a port.
  signal('SIGKILL');
}
