/**
 * The demo server's tools: {@link registerDemoTools} puts them on an `McpServer`; their listing
 * (`DEMO_TOOLS`) and result types are re-exported here. A browser imports `./catalog.js` instead,
 * which holds the listing alone (this module pulls in the SDK server and `node:crypto`).
 */
import type { McpServer } from '@modelcontextprotocol/server';
import type { ProtocolEra } from '../answers.js';
import { bookFlight } from './book-flight.js';
import { connectGithub } from './connect-github.js';
import { createTurn } from './demo-tool.js';
import { deploy } from './deploy.js';
import { onboarding } from './onboarding.js';
import { profile } from './profile.js';
import { suspicious } from './suspicious.js';
import type { DemoEnvironment, DemoTool, LegacySession } from './demo-tool.js';

export type { BookFlightResult } from './book-flight.js';
export type { ConnectGithubResult } from './connect-github.js';
export type { DeployResult } from './deploy.js';
export type { Invalid, Refused } from './outcomes.js';
export type { OnboardingResult } from './onboarding.js';
export type { ProfileResult } from './profile.js';
export type { ArrivedAnswer, SuspiciousResult } from './suspicious.js';
export { DEMO_TOOLS } from './catalog.js';
export type { DemoToolListing, DemoToolName } from './catalog.js';

// Widened to the common shape: each tool's `run` takes its own argument type, and the SDK
// checks the arguments against that same tool's `inputSchema` before `run` is called.
const TOOLS = [bookFlight, deploy, connectGithub, profile, onboarding, suspicious] as unknown as readonly DemoTool[];

/** Registers every demo tool on `server`, serving `era` (`legacy`: the 2025-11-25 session it belongs to). */
export function registerDemoTools(server: McpServer, era: ProtocolEra, env: DemoEnvironment, legacy?: LegacySession): void {
  for (const tool of TOOLS) {
    server.registerTool(tool.name, { title: tool.title, description: tool.description, inputSchema: tool.inputSchema }, (args, ctx) =>
      tool.run(args, createTurn(tool.name, ctx, era, env, legacy)),
    );
  }
}
