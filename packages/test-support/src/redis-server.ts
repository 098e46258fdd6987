// Starts a real redis-server (Debian's /usr/bin/redis-server, or REDIS_SERVER_PATH) for tests and
// benchmarks: a free port on 127.0.0.1, no persistence, a fresh temp dir, gone when stopped or
// when the test process dies. Used by the AI SDK bridge's tests, its benchmark and apps/chat's e2e.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  /** Kills Redis at once (SIGKILL), as a crash would; resolves when it has exited. */
  kill(): Promise<void>;
  /** Kills Redis and removes its temp dir. Idempotent. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (Redis takes it a moment later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts Redis and resolves once it accepts connections ("Ready to accept connections" in its log). */
export async function startRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'elicit-kit-redis-'));
  const port = await freePort();
  const guard: ChildProcess = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('./redis-guard.cjs', import.meta.url)),
      REDIS_SERVER_PATH,
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
      '--loglevel',
      'notice',
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let log = '';
  let exited = false;
  const exit = new Promise<void>((resolve) => guard.on('exit', () => ((exited = true), resolve())));
  await new Promise<void>((resolve, reject) => {
    guard.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Ready to accept connections')) resolve();
    });
    guard.on('error', reject);
    void exit.then(() => reject(new Error(`redis-server exited before it was ready:\n${log}`)));
  });
  guard.stdout!.resume();
  const kill = async () => {
    if (!exited) guard.kill('SIGTERM');
    await exit;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
