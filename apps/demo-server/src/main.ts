/**
 * `pnpm demo-server`: runs the demo MCP server and its sign-in site until Ctrl-C, SIGTERM, or
 * the death of the process that started it (an orchestrator's stdin pipe closing).
 * Ports: `DEMO_SERVER_PORT` (default 8787) and `DEMO_SIGNIN_PORT` (default 8788).
 */
import { stopWhenAsked } from '@elicit-kit/node-http';
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
// Stops on Ctrl-C, SIGTERM, or the end of a piped stdin (the process that started it died).
// Before the URLs: an orchestrator takes them as "ready", and may signal at once.
stopWhenAsked(() => server.close());

console.log(`demo MCP server: ${server.mcpUrl}`);
console.log(`third-party sign-in: ${server.signInOrigin}`);
console.log(`answers received: ${server.mcpUrl.replace(/\/mcp$/, '/demo/answers')}`);
