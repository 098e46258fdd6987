/**
 * `pnpm demo-server`: runs the demo MCP server and its sign-in site until Ctrl-C, SIGTERM, or
 * the death of the process that started it (an orchestrator's stdin pipe closing).
 * Ports: `DEMO_SERVER_PORT` (default 8787) and `DEMO_SIGNIN_PORT` (default 8788).
 */
import { fstatSync } from 'node:fs';
import { startDemoServer } from './server.js';

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${name} must be a port number (0–65535), got '${raw}'.`);
  return port;
}

const ports = { port: portFrom('DEMO_SERVER_PORT', 8787), signInPort: portFrom('DEMO_SIGNIN_PORT', 8788) };
const server = await startDemoServer({ ...ports, log: (line) => console.log(line) }).catch((error: unknown) => {
  // The usual cause: another demo (or anything) already holds a port. Say which, and how to move.
  const inUse = (error as { code?: string }).code === 'EADDRINUSE';
  console.error(
    inUse
      ? `demo server: port ${ports.port} or ${ports.signInPort} is in use; set DEMO_SERVER_PORT / DEMO_SIGNIN_PORT (0 = any free port).`
      : `demo server: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
console.log(`demo MCP server: ${server.mcpUrl}`);
console.log(`third-party sign-in: ${server.signInOrigin}`);
console.log(`answers received: ${server.mcpUrl.replace(/\/mcp$/, '/demo/answers')}`);

// When the reader of our output is gone (the parent died and its pipe closed), a log line must not
// crash the shutdown with EPIPE: the demo stops quietly instead.
process.stdout.on('error', () => void shutDown('output closed'));

let stopping = false;
async function shutDown(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`stopping (${reason})`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));
// Started with a piped stdin by an orchestrator: when that process dies, however it died, the
// pipe closes and the demo stops too instead of holding its ports as an orphan. A terminal or
// /dev/null as stdin is left alone (reading a terminal steals keystrokes; /dev/null ends at once).
const stdin = fstatSync(0);
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on('end', () => void shutDown('parent process gone'));
  process.stdin.on('error', () => void shutDown('parent process gone'));
  process.stdin.resume();
}
