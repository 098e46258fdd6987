import type { ServerIdentity } from '@elicit-kit/core';

/**
 * Who asks, as this app knows the server (C1): shown on every card. Never the server's
 * self-reported `serverInfo`, which any server could set to anything.
 */
export const DEMO_SERVER: ServerIdentity = { name: 'demo-server', title: 'Elicit Kit demo server' };

/** The demo server's MCP endpoint, same-origin: Vite's dev and preview servers proxy it (the SDK server sends no CORS headers). */
export function demoServerEndpoint(): URL {
  return new URL('/mcp', location.href);
}
