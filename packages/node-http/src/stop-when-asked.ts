/**
 * How a server CLI of this repository ends (the demo server's `apps/demo-server/src/main.ts`, the
 * example chat's `apps/chat/server/main.ts`): on Ctrl-C, SIGTERM, or the death of the process that started it.
 */
import { fstatSync } from 'node:fs';

/**
 * Prints `stopping (<reason>)` and calls `close` once, on SIGINT, SIGTERM, a closed stdout, or — when stdin is a pipe (an
 * orchestrator started us) — the end of stdin, then exits 0. A terminal or `/dev/null` on stdin
 * is left alone (reading a terminal steals keystrokes; /dev/null ends at once).
 */
export function stopWhenAsked(close: () => Promise<void>): void {
  let stopping = false;
  const shutDown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`stopping (${reason})`);
    await close();
    process.exit(0);
  };
  // When the reader of our output is gone (the parent died and its pipe closed), a log line must
  // not crash the shutdown with EPIPE: the server stops quietly instead.
  process.stdout.on('error', () => void shutDown('output closed'));
  process.on('SIGINT', () => void shutDown('SIGINT'));
  process.on('SIGTERM', () => void shutDown('SIGTERM'));
  const stdin = fstatSync(0);
  if (stdin.isFIFO() || stdin.isSocket()) {
    process.stdin.on('end', () => void shutDown('parent process gone'));
    process.stdin.on('error', () => void shutDown('parent process gone'));
    process.stdin.resume();
  }
}
