/**
 * Starts the Elicit Kit demo: a real MCP server (`@modelcontextprotocol/server` 2.4.0) whose
 * tools ask for every kind of elicitation the kit renders, and a "third-party" sign-in site on
 * another port for its URL-mode tools. Both listen on loopback only.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestStateCodec, hostHeaderValidationResponse, localhostAllowedHostnames } from '@modelcontextprotocol/server';
import { createAnswerLog } from './answers.js';
import type { ReceivedAnswer } from './answers.js';
import { nodeListener } from '@elicit-kit/node-http';
import { createMcpEndpoint } from './mcp/mcp-endpoint.js';
import { createSignInSite } from './sign-in/sign-in-site.js';
import type { SiteRequest } from './sign-in/sign-in-site.js';
import { createSignInRegistry } from './sign-in/sign-ins.js';
import type { DemoEnvironment, FinishedEarly, SealedState } from './tools/demo-tool.js';

export type { ProtocolEra, ReceivedAnswer } from './answers.js';
export type { SiteRequest } from './sign-in/sign-in-site.js';
export type { FinishedEarly } from './tools/demo-tool.js';

/** Options of {@link startDemoServer}. */
export interface DemoServerOptions {
  /** The interface both servers listen on; default `127.0.0.1`. */
  host?: string;
  /** The MCP server's port; default 8787, 0 for a free one. */
  port?: number;
  /** The sign-in site's port; default 8788, 0 for a free one. */
  signInPort?: number;
  /**
   * The host name URL-mode links use for the sign-in site; default `localhost`, so its origin
   * differs from the MCP server's `127.0.0.1` even apart from the port. A browser-only setup may
   * pick a `*.localhost` name (e.g. `github.localhost`, which Chromium resolves to loopback).
   */
  signInHost?: string;
  /**
   * What connect_github (2026-07-28) answers when the client retries the link's round again
   * while the person has not signed in (they said "I've finished" too early): `ask-again`
   * (default) — "still waiting", the same link as a new round; `hold` — hold that retry too,
   * until the sign-in is done.
   */
  finishedEarly?: FinishedEarly;
  /** How long a `requestState` and a sign-in link stay valid (s); default 600. */
  stateTtlSeconds?: number;
  /** Hears one line per notable event (an answer received, a sign-in finished, a client gone while waiting). */
  log?: (line: string) => void;
}

/** A running demo server. */
export interface DemoServer {
  /** The MCP endpoint, e.g. `http://127.0.0.1:8787/mcp`. */
  mcpUrl: string;
  /** The sign-in site's origin, e.g. `http://localhost:8788`. */
  signInOrigin: string;
  /** Every elicitation answer received, in order (also `GET /demo/answers`). */
  answers(): readonly ReceivedAnswer[];
  /** Every request the sign-in site received, in order (also `GET /demo/requests` on its port). */
  signInRequests(): readonly SiteRequest[];
  /** Stops both servers and closes every session. */
  close(): Promise<void>;
}

/** The MCP endpoint's path. */
export const MCP_PATH = '/mcp';

/** Starts the demo server and its sign-in site. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { host = '127.0.0.1', port = 8787, signInPort = 8788, signInHost = 'localhost', finishedEarly = 'ask-again', stateTtlSeconds = 600, log } = options;
  // A fresh key per start: no requestState of an earlier run (or another instance) verifies.
  const codec = createRequestStateCodec<SealedState>({ key: crypto.getRandomValues(new Uint8Array(32)), ttlSeconds: stateTtlSeconds });
  const answers = createAnswerLog((answer) => log?.(`answer: ${answer.tool} ${answer.key} ${answer.action} (${answer.era})`));
  const signIns = createSignInRegistry(stateTtlSeconds * 1000);

  // DNS rebinding: a page on a foreign name that resolves to loopback must not reach either server.
  const mcpNames = [...new Set([...localhostAllowedHostnames(), host])];
  const signInNames = [...new Set([...mcpNames, signInHost])];

  const signInServer = createServer();
  const site = createSignInSite(signIns);
  signInServer.on(
    'request',
    nodeListener(async (request, body) => hostHeaderValidationResponse(request, signInNames) ?? site.handle(request, body)),
  );
  const signInAddress = await listen(signInServer, host, signInPort);

  const env: DemoEnvironment = {
    answers,
    signIns,
    signInOrigin: `http://${signInHost}:${signInAddress.port}`,
    finishedEarly,
    mintState: (payload) => codec.mint(payload),
    log: (line) => log?.(line),
  };
  const endpoint = createMcpEndpoint(env, codec);

  const mcpServer = createServer();
  mcpServer.on(
    'request',
    nodeListener(async (request, body) => {
      const rejected = hostHeaderValidationResponse(request, mcpNames);
      if (rejected !== undefined) return rejected;
      const { pathname } = new URL(request.url);
      if (pathname === MCP_PATH) return endpoint.handle(request, body);
      if (pathname === '/demo/answers' && request.method === 'GET') return Response.json(answers.list());
      if (pathname === '/demo/reset' && request.method === 'POST') {
        answers.clear();
        return new Response(null, { status: 204 });
      }
      return Response.json({ error: `Not found: ${request.method} ${pathname}` }, { status: 404 });
    }),
  );
  let mcpAddress: AddressInfo;
  try {
    mcpAddress = await listen(mcpServer, host, port);
  } catch (error) {
    await stop(signInServer);
    throw error;
  }

  return {
    mcpUrl: `http://${urlHost(host)}:${mcpAddress.port}${MCP_PATH}`,
    signInOrigin: env.signInOrigin,
    answers: () => answers.list(),
    signInRequests: () => site.requests(),
    async close() {
      await endpoint.close();
      await Promise.all([stop(mcpServer), stop(signInServer)]);
    },
  };
}

function listen(server: Server, host: string, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function stop(server: Server): Promise<void> {
  // Open SSE streams and kept-alive sockets would hold close() forever.
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
