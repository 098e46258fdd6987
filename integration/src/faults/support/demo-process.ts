/**
 * The demo MCP server (apps/demo-server) as its own process, as `pnpm demo-server` runs it: the
 * fault suite kills it with SIGKILL mid-answer. Its printed answer log (`answer: <tool> <key>
 * <action> (<era>)`, one line per answer received) is read from stdout, so what the server got
 * is known even after it died.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);
const APP = dirname(dirname(require.resolve('@elicit-kit/demo-server/main')));
const TSX = require.resolve('tsx/cli', { paths: [APP] });

export interface DemoProcess {
  /** The MCP endpoint's port on 127.0.0.1. */
  readonly port: number;
  /** Every `answer: …` line printed so far (what reached the server). */
  readonly answers: readonly string[];
  /** Resolves once `count` answers in all have been printed (the line can come after the HTTP response). */
  received(count: number): Promise<void>;
  /** Kills the process at once (SIGKILL, as a crash); resolves once it has exited. */
  kill(): Promise<void>;
}

/** Starts the demo server on free ports; resolves once it printed its URL. */
export async function startDemoProcess(): Promise<DemoProcess> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [TSX, 'src/main.ts'], {
    cwd: APP,
    env: { ...process.env, DEMO_SERVER_PORT: '0', DEMO_SIGNIN_PORT: '0' },
    stdio: 'pipe',
  });
  const answers: string[] = [];
  const waiters = new Set<{ count: number; resolve: () => void }>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = (): void => void child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.stderr.resume();
  child.stdout.setEncoding('utf8');
  let buffered = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('answer: ')) {
          // A copy, not a slice: a slice would keep the whole stdout chunk alive, and the soak measures the heap.
          answers.push(Buffer.from(line.slice('answer: '.length)).toString());
          for (const waiter of waiters) {
            if (answers.length < waiter.count) continue;
            waiters.delete(waiter);
            waiter.resolve();
          }
        }
        const url = /^demo MCP server: http:\/\/127\.0\.0\.1:(\d+)\/mcp$/.exec(line);
        if (url) resolve(Number(url[1]));
      }
    });
    void exited.then(() => reject(new Error(`the demo server exited before printing its URL: ${buffered}`)));
  });
  return {
    port,
    answers,
    received: (count) => new Promise<void>((resolve) => (answers.length >= count ? resolve() : waiters.add({ count, resolve }))),
    async kill() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
