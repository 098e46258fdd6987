/**
 * A real `redis-server` (Debian's, /usr/bin/redis-server) for one test file, on a free port,
 * with nothing written to disk. Fails with a clear message when it is not installed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RunningRedis> {
  if (!existsSync(REDIS_SERVER_PATH)) {
    throw new Error(`redis-server is missing at ${REDIS_SERVER_PATH}: install Debian's package (apt-get install redis-server; .ci/run does) or set REDIS_SERVER_PATH.`);
  }
  const port = await freePort();
  const child = spawn(REDIS_SERVER_PATH, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server exited (code ${code}) before it was ready:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
