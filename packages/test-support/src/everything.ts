/**
 * Starts the reference server `@modelcontextprotocol/server-everything` (2025-11-25 era, built on
 * SDK 1.x) on loopback for integration tests: Streamable HTTP on a free port, killed on `close`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const LOOPBACK_PRELOAD = join(HERE, 'loopback.cjs');
const EXIT_WITH_PARENT_PRELOAD = join(HERE, 'exit-with-parent.cjs');
/** How long a cold start may take (about 1 s on a 2-core machine). */
const START_TIMEOUT_MS = 20_000;

export interface RunningEverything {
  /** The MCP endpoint, e.g. `http://127.0.0.1:41234/mcp`. */
  url: URL;
  /** Stops the server; resolves once the process has exited. Idempotent. */
  close(): Promise<void>;
}

/** The server's CLI script (`node <it> stdio` runs it over stdio). */
export function everythingEntry(): string {
  const require = createRequire(join(HERE, '..', 'package.json'));
  const manifest = require.resolve('@modelcontextprotocol/server-everything/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  return join(dirname(manifest), bin['mcp-server-everything']!);
}

/** A port nobody listens on right now: the OS picks one for port 0, and we give it back. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Thrown when another process took the free port between our probe and the server's listen. */
class PortTakenError extends Error {}

export async function startEverything(): Promise<RunningEverything> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort());
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

async function startOnce(port: number): Promise<RunningEverything> {
  const child = spawn(process.execPath, ['-r', LOOPBACK_PRELOAD, '-r', EXIT_WITH_PARENT_PRELOAD, everythingEntry(), 'streamableHttp'], {
    env: { ...process.env, PORT: String(port) },
    // stdin stays open as a lifeline (see exit-with-parent.cjs); the server never reads it otherwise.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If the test process ends without calling close (a failed hook), do not leave the server behind.
  const killOnExit = (): void => void child.kill();
  process.once('exit', killOnExit);
  const close = async (): Promise<void> => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };

  // The start-up output, kept for the error message; later output is drained and dropped.
  let output = '';
  let listening = false;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server-everything did not start in ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
      const onData = (chunk: Buffer): void => {
        if (listening) return;
        output += chunk.toString();
        if (output.includes(`loopback: bound 127.0.0.1:${port}`)) {
          listening = true;
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        const message = `server-everything exited (${code ?? signal}) before listening:\n${output}`;
        reject(output.includes('already in use') ? new PortTakenError(message) : new Error(message));
      });
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { url: new URL(`http://127.0.0.1:${port}/mcp`), close };
}
