// @ts-check
// The orchestration `pnpm dev` (apps/playground/scripts/dev.mjs) and `pnpm chat`
// (apps/chat/scripts/dev.mjs) share: Node child processes that print a "ready" line, Vite in
// this process, a wait until a URL answers, and one shutdown for all of it — on Ctrl-C,
// SIGTERM, the death of the process that started us (a piped stdin closing), or a child that
// dies unexpectedly (then this says so and exits 1).
import { spawn } from 'node:child_process';
import { fstatSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer } from 'vite';

export const STARTUP_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} NodeProcessOptions
 * @property {string} label what the messages call it ("demo server")
 * @property {string} cwd
 * @property {string} script
 * @property {Record<string, string>} [env]
 * @property {RegExp} readyLine its first group is what `ready` resolves with
 */

/**
 * Starts the life cycle of one dev stack named `name` (used in its messages, e.g. `pnpm dev`).
 * Returns the pieces to start and `fail(error)`, which reports a startup error and stops.
 * @param {string} name
 */
export function createDevStack(name) {
  // A parent that stops reading our output (it exited, or closed the pipe) must not crash the
  // stack half-way through shutting down: writes to a closed stdout are dropped instead.
  process.stdout.on('error', () => {});

  let stopping = false;
  /** @type {import('node:child_process').ChildProcessByStdio<import('node:stream').Writable, import('node:stream').Readable, null>[]} */
  const children = [];
  /** @type {import('vite').ViteDevServer[]} */
  const vites = [];
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

  /** @param {number} exitCode */
  async function stop(exitCode) {
    if (stopping) return;
    stopping = true;
    await Promise.all(vites.map((vite) => vite.close().catch(() => {})));
    // Last started, first stopped: the chat server lets go of the demo server before it goes.
    for (const child of children.reverse()) await stopChild(child);
    process.exit(exitCode);
  }

  /**
   * Runs `node --import tsx <script>` in `cwd` (Node 20 cannot strip types) with a piped stdin,
   * so it also exits if this process is killed outright. Its output is passed on; `ready`
   * resolves with the first group of the first line matching `readyLine`.
   * @param {NodeProcessOptions} options
   */
  function startNodeProcess({ label, cwd, script, env = {}, readyLine }) {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    children.push(child);
    /** @type {Promise<string>} */
    const ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the ${label} did not start within ${STARTUP_TIMEOUT_MS / 1000} s`)), STARTUP_TIMEOUT_MS);
      createInterface({ input: child.stdout }).on('line', (line) => {
        console.log(line);
        const match = readyLine.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1] ?? match[0]);
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the ${label} exited before it was ready (${signal ?? `code ${code}`})`));
      });
    });
    ready.catch(() => {}); // handled where awaited
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name}: the ${label} stopped unexpectedly (${signal ?? `code ${code}`}); stopping everything.`);
      void stop(1);
    });
    return { child, ready };
  }

  /**
   * The demo MCP server's CLI; `ready` resolves with its MCP URL. Ports: DEMO_SERVER_PORT (8787),
   * DEMO_SIGNIN_PORT (8788), each falling back to a free one when its default is taken.
   * @param {string} mainScript the CLI's file, which the caller resolves by package name
   *   (`@elicit-kit/demo-server/main`): this package does not depend on the demo server.
   */
  async function startDemoServer(mainScript) {
    const env = { DEMO_SERVER_PORT: await portFor('DEMO_SERVER_PORT', 8787), DEMO_SIGNIN_PORT: await portFor('DEMO_SIGNIN_PORT', 8788) };
    const cwd = fileURLToPath(new URL('..', pathToFileURL(mainScript)));
    return startNodeProcess({ label: 'demo server', cwd, script: mainScript, env, readyLine: /^demo MCP server: (\S+)/ });
  }

  /**
   * The port for the environment variable `variable`: its value when set (strict: a taken port
   * then fails the start, saying so), else `defaultPort` if it is free, else `'0'` (a free one;
   * the printed URLs are the real ones), with a line saying so.
   * @param {string} variable
   * @param {number} defaultPort
   */
  async function portFor(variable, defaultPort) {
    const given = process.env[variable];
    if (given !== undefined && given !== '') return given;
    if (await isFree(defaultPort)) return String(defaultPort);
    console.log(`${name}: port ${defaultPort} is in use, so ${variable} falls back to a free port (set ${variable} to choose one).`);
    return '0';
  }

  /**
   * Vite's dev server for the app in `root` with its `vite.config.ts`; resolves with its URL once it listens.
   * @param {string} root
   */
  async function startVite(root) {
    const vite = await createServer({
      root,
      configFile: `${root.replace(/\/$/, '')}/vite.config.ts`,
      clearScreen: false,
      logLevel: 'warn',
    });
    vites.push(vite);
    // Vite exits the process on SIGTERM (and at the end of stdin) by itself, which would leave the
    // children writing to a closed pipe: this stack owns shutdown, so only its handlers stay.
    for (const listener of process.listeners('SIGTERM')) if (listener !== onSignal) process.off('SIGTERM', listener);
    for (const listener of process.stdin.listeners('end')) if (listener !== onSignal) process.stdin.off('end', /** @type {() => void} */ (listener));
    await vite.listen();
    const url = vite.resolvedUrls?.local[0];
    if (!url) throw new Error('Vite did not report the URL it listens on.');
    return url;
  }

  /**
   * Reports a startup error (unless already stopping) and stops with exit code 1.
   * @param {unknown} error
   */
  async function fail(error) {
    if (stopping) return;
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    await stop(1);
  }

  return { startNodeProcess, startDemoServer, startVite, portFor, waitUntilAnswers, fail };
}

/**
 * Whether nothing listens on 127.0.0.1:`port` (where every server of the stack listens).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Resolves once `url` answers an HTTP request at all (any status below 500: the server is up).
 * @param {string} url
 */
export async function waitUntilAnswers(url) {
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

/**
 * SIGTERM, then SIGKILL after 5 s; resolves once the child has exited.
 * @param {import('node:child_process').ChildProcess} child
 */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(forced);
}
