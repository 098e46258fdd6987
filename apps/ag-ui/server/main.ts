/**
 * Starts the example agent server: `DEMO_SERVER_URL` (the demo MCP server's endpoint, default
 * http://127.0.0.1:8787/mcp), `AGENT_PORT` (default 8791), `ELICITATION_SECRET` (≥ 32 bytes; a fixed demo value
 * otherwise — set your own anywhere but your machine), `MCP_PROTOCOL` (`2025-11-25` to hold the MCP call open across
 * runs; default auto). Prints `agent server: <url>`.
 */
import { startAgentServer } from './agent-server.js';

const agent = await startAgentServer({
  mcpUrl: process.env.DEMO_SERVER_URL ?? 'http://127.0.0.1:8787/mcp',
  port: Number(process.env.AGENT_PORT ?? 8791),
  secret: process.env.ELICITATION_SECRET ?? 'elicit-kit ag-ui example secret, for local use only',
  protocol: process.env.MCP_PROTOCOL === '2025-11-25' ? '2025-11-25' : 'auto',
});
console.log(`agent server: ${agent.url}`);
