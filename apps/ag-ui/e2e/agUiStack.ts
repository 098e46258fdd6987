/**
 * The example's stack in the test's process: the demo MCP server, the agent server (restartable on its port:
 * a new one shares nothing with the old but the secret) and the page's Vite dev server, proxying `/api`.
 */
import { startDemoServer, type ReceivedAnswer } from '@elicit-kit/demo-server/server';
import { startViteApp } from '@elicit-kit/e2e/support/viteApp';
import { startAgentServer, type AgentServer } from '../server/agent-server.js';

const secret = 'the e2e secret, at least thirty-two bytes long';

/** A running stack. */
export interface AgUiStack {
  pageUrl: string;
  /** Every elicitation answer the demo server received since the last reset. */
  answers(): readonly ReceivedAnswer[];
  /** Stops the agent server and starts a new one on the same port (speaking `protocol` to the MCP server, default the current one). */
  restartAgent(options?: { protocol?: 'auto' | '2025-11-25' }): Promise<void>;
  /** The agent's held 2025-11-25 calls whose interrupts nobody answered, ended as their deadline would; how many. */
  expireHeld(): Promise<number>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startAgUiStack(): Promise<AgUiStack> {
  const demo = await startDemoServer({ port: 0, signInPort: 0 });
  let protocol: 'auto' | '2025-11-25' = 'auto';
  let agent: AgentServer = await startAgentServer({ mcpUrl: demo.mcpUrl, secret });
  const { vite, url } = await startViteApp(new URL('../', import.meta.url).pathname, { AGENT_API_URL: agent.url, AGUI_PORT: '0' });
  return {
    pageUrl: url,
    answers: () => demo.answers(),
    async restartAgent(options = {}) {
      const port = Number(new URL(agent.url).port);
      protocol = options.protocol ?? protocol;
      await agent.close();
      agent = await startAgentServer({ mcpUrl: demo.mcpUrl, secret, port, protocol });
    },
    expireHeld: () => agent.expireHeld(),
    async reset() {
      await fetch(new URL('/demo/reset', demo.mcpUrl), { method: 'POST' });
    },
    async stop() {
      await vite.close();
      await agent.close();
      await demo.close();
    },
  };
}
