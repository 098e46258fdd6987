#!/usr/bin/env node
// `pnpm dev`: starts the demo MCP server (apps/demo-server) and the playground's Vite dev server,
// waits until both answer, and prints one line to open:
//
//   Playground ready: http://127.0.0.1:5173/
//
// The e2e tests start exactly this script and read that line (and the demo server's own
// `demo MCP server: <url>`), so keep both formats stable. Ports: PLAYGROUND_PORT (5173),
// DEMO_SERVER_PORT (8787), DEMO_SIGNIN_PORT (8788); 0 picks a free one and the printed URLs
// are the real ones. Ctrl-C stops both; if the demo server dies, this says so and exits 1.
import { spawn } from 'node:child_process';
import { fstatSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const playgroundDir = fileURLToPath(new URL('..', import.meta.url));
const demoServerDir = fileURLToPath(new URL('../../demo-server/', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;

// A parent that stops reading our output (it exited, or closed the pipe) must not crash the
// stack half-way through shutting down: writes to a closed stdout are dropped instead.
process.stdout.on('error', () => {});

let stopping = false;
let vite;
const onSignal = () => void stop(0);
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
// Started by another program with a piped stdin (the e2e tests): when that program dies,
// however it died, the pipe closes and everything stops instead of holding its ports. A
// terminal or /dev/null on stdin is left alone, as the demo server does.
const stdin = fstatSync(0);
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on('end', onSignal);
  process.stdin.on('error', onSignal);
  process.stdin.resume();
}
const demo = startDemoServer();

try {
  const mcpUrl = await demo.ready;
  // vite.config.ts proxies /mcp to this origin and reads the port from PLAYGROUND_PORT.
  process.env.DEMO_SERVER_URL = mcpUrl;
  vite = await createServer({
    root: playgroundDir,
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    clearScreen: false,
    logLevel: 'warn',
  });
  // Vite exits the process on SIGTERM (and at the end of stdin) by itself, which would leave the
  // demo server writing to a closed pipe: this script owns shutdown, so only its handlers stay.
  for (const listener of process.listeners('SIGTERM')) if (listener !== onSignal) process.off('SIGTERM', listener);
  for (const listener of process.stdin.listeners('end')) if (listener !== onSignal) process.stdin.off('end', listener);
  await vite.listen();
  const url = vite.resolvedUrls?.local[0];
  if (!url) throw new Error('Vite did not report the URL it listens on.');
  await answers(url);
  // Through the proxy: proves the browser's same-origin path reaches the demo server.
  await answers(new URL('/mcp', url).href);
  console.log(`Playground ready: ${url}`);
} catch (error) {
  if (!stopping) {
    console.error(`pnpm dev: ${error instanceof Error ? error.message : error}`);
    await stop(1);
  }
}

/**
 * Runs the demo server's CLI in its own Node process (with tsx's loader: Node 20 cannot
 * strip types). Its stdin is a pipe, so it also exits if this process is killed outright.
 */
function startDemoServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: demoServerDir,
    env: {
      ...process.env,
      DEMO_SERVER_PORT: process.env.DEMO_SERVER_PORT ?? '8787',
      DEMO_SIGNIN_PORT: process.env.DEMO_SIGNIN_PORT ?? '8788',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the demo server did not start within ${STARTUP_TIMEOUT_MS / 1000} s`)), STARTUP_TIMEOUT_MS);
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(line);
      const match = /^demo MCP server: (\S+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the demo server exited before it was ready (${signal ?? `code ${code}`})`));
    });
  });
  ready.catch(() => {}); // handled where awaited
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`pnpm dev: the demo server stopped unexpectedly (${signal ?? `code ${code}`}); stopping the playground.`);
    void stop(1);
  });
  return { child, ready };
}

/** Resolves once `url` answers an HTTP request at all (any status: the server is up). */
async function answers(url) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  await vite?.close().catch(() => {});
  const { child } = demo;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(forced);
  }
  process.exit(exitCode);
}
