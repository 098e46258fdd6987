/**
 * The CLI as an orchestrator runs it: `node --import tsx src/main.ts` (its `start` script) with
 * the ports from the environment, stdin a pipe from the parent. It prints its URLs once it
 * listens and its stop handlers are in place (the ready signal), serves, and stops on SIGTERM
 * and when the parent's end of the pipe closes (the parent died). Not through tsx's CLI: that
 * parent process waits only 30 ms for the child to confirm a relayed signal, then kills it and
 * exits 143, which a loaded machine misses.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const APP = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcessWithoutNullStreams;
  output: string[];
  urls: { mcp: string; signIn: string };
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function spawnCli(env: Record<string, string>): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: APP, env: { ...process.env, ...env }, stdio: 'pipe' });
  children.push(child);
  return child;
}

async function startCli(): Promise<Started> {
  const child = spawnCli({ DEMO_SERVER_PORT: '0', DEMO_SIGNIN_PORT: '0' });
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const urls = await new Promise<Started['urls']>((resolve, reject) => {
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      output.splice(0, output.length, ...buffered.split('\n').filter(Boolean));
      const mcp = /^demo MCP server: (\S+)$/m.exec(buffered)?.[1];
      const signIn = /^third-party sign-in: (\S+)$/m.exec(buffered)?.[1];
      if (mcp !== undefined && signIn !== undefined) resolve({ mcp, signIn });
    });
    void exited.then(({ code }) => reject(new Error(`the CLI exited (${code}) before printing its URLs: ${buffered}`)));
  });
  return { child, output, urls, exited };
}

describe('pnpm demo-server (src/main.ts)', () => {
  it('prints one line per endpoint, serves them, and stops cleanly on SIGTERM', async () => {
    const { child, output, urls, exited } = await startCli();

    expect(urls.mcp).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(urls.signIn).toMatch(/^http:\/\/localhost:\d+$/);
    expect((await fetch(new URL('/demo/answers', urls.mcp))).status).toBe(200);
    expect((await fetch(new URL('/terms', urls.signIn))).status).toBe(200);

    child.kill('SIGTERM');

    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output.at(-1)).toBe('stopping (SIGTERM)');
    await expect(fetch(new URL('/demo/answers', urls.mcp))).rejects.toThrow();
  });

  it('stops when its parent goes away (stdin pipe closed)', async () => {
    const { child, output, urls, exited } = await startCli();

    child.stdin.end();

    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output.at(-1)).toBe('stopping (parent process gone)');
    await expect(fetch(new URL('/demo/answers', urls.mcp))).rejects.toThrow();
  });

  it('says which ports are taken and exits 1 when it cannot listen', async () => {
    const { child: first, urls } = await startCli();
    const taken = new URL(urls.mcp).port;

    const second = spawnCli({ DEMO_SERVER_PORT: taken, DEMO_SIGNIN_PORT: '0' });
    let stderr = '';
    second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));

    expect(code).toBe(1);
    expect(stderr).toContain(`demo server: port ${taken} or 0 is in use; set DEMO_SERVER_PORT / DEMO_SIGNIN_PORT (0 = any free port).`);
    first.kill('SIGTERM');
  });
});
