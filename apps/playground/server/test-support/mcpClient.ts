/**
 * The page's side of a connection, in Node: the real SDK client (as `src/mcp/connect.ts` builds
 * it) with the kit's binding, talking to a connection's same-origin endpoint with the token.
 */
import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { bindElicitation } from '@elicit-kit/mcp';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { TOKEN_HEADER, type Connection } from '../contract.js';
import type { RunningLocalSide } from './localSideServer.js';

export interface ConnectedClient {
  client: Client;
  /** Requests a 2025-11-25 server pushes land here. */
  queue: ElicitationQueue;
  close(): Promise<void>;
}

export async function connectThrough(side: RunningLocalSide, connection: Connection, era: 'auto' | 'legacy' = 'auto'): Promise<ConnectedClient> {
  const client = new Client({ name: 'elicit-kit-local-side-test', version: '0.0.1' }, { versionNegotiation: { mode: era } });
  const queue = createElicitationQueue();
  const binding = bindElicitation(client, queue, { server: { name: connection.label }, modes: { form: true, url: true } });
  const transport = new StreamableHTTPClientTransport(new URL(connection.endpoint, side.origin), {
    requestInit: { headers: { [TOKEN_HEADER]: side.token } },
  });
  await client.connect(transport);
  return {
    client,
    queue,
    async close() {
      binding.unbind();
      await client.close();
    },
  };
}
