/**
 * The v1-SDK fixture server (`e2e/fixtures/sdk-v1-server.mjs`) over Streamable HTTP, in a child
 * process with stdin as its lifeline: started for a test file, stopped with it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../fixtures/sdk-v1-server.mjs', import.meta.url));
const START_TIMEOUT_MS = 30_000;

export interface FixtureServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the fixture with `--http` and waits for its `sdk-v1 fixture: <url>` line. */
export function startSdkV1Fixture(): Promise<FixtureServer> {
  const child = spawn(process.execPath, [SCRIPT, '--http'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`the fixture did not start:\n${output}`))), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /sdk-v1 fixture: (\S+)/.exec(output);
      if (match === null) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({ url: match[1]!, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the fixture exited (${code}) before listening:\n${output}`));
    });
  });
}
