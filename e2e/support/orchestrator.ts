/**
 * Runs a dev orchestrator (`apps/playground/scripts/dev.mjs`, `apps/chat/scripts/dev.mjs`) as a
 * test's stack: in its own process group on free ports, waiting for the lines that name its
 * URLs, and stopped as a whole (it and every server it started).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;

/** A running orchestrator. */
export interface Orchestrator<Key extends string> {
  /** The first group of each awaited line, by key. */
  urls: Record<Key, string>;
  /** Everything it (and its servers) printed so far. */
  output(): string;
  /** SIGTERM to the whole group, SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/**
 * Spawns `node <script>` (a path from the repository root; `nodeArgs` go before it, e.g.
 * `['--import', 'tsx']` for a TypeScript server) with `env` added, and waits until every
 * pattern of `lines` matched a line of its output. Fails with everything it printed when that
 * takes over 60 s or it exits first.
 */
export async function startOrchestrator<Key extends string>(
  script: string,
  env: Record<string, string>,
  lines: Record<Key, RegExp>,
  nodeArgs: readonly string[] = [],
): Promise<Orchestrator<Key>> {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, BROWSER: 'none' },
    // Its own group, so stop() reaches Vite and every server's Node process too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const stop = () => stopGroup(child);
  try {
    const urls = await waitForLines(child, () => output, script, lines);
    return { urls, output: () => output, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- ${script} printed ---\n${output || '(nothing)'}`);
  }
}

function waitForLines<Key extends string>(child: ChildProcess, output: () => string, script: string, lines: Record<Key, RegExp>) {
  return new Promise<Record<Key, string>>((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`${script} did not print its URLs within ${STARTUP_TIMEOUT_MS / 1000} s`)), STARTUP_TIMEOUT_MS);
    const onData = () => {
      const text = output();
      const found = Object.entries<RegExp>(lines).map(([key, pattern]) => [key, new RegExp(pattern.source, 'm').exec(text)?.[1]] as const);
      if (found.every(([, url]) => url !== undefined)) finish(undefined, Object.fromEntries(found) as Record<Key, string>);
    };
    const onExit = (code: number | null, signal: string | null) => finish(new Error(`${script} exited before it was ready (${signal ?? `code ${code}`})`));
    function finish(error: Error | undefined, urls?: Record<Key, string>) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(urls!);
    }
    // Registered after the collectors in startOrchestrator, so output() already holds the new chunk.
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

/** SIGTERM to the whole group (the orchestrator closes its servers), SIGKILL after 10 s. */
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
  // The orchestrator may exit before its children have: make sure no one holds a port.
  signal('SIGKILL');
}
