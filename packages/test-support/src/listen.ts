/**
 * Serving a Web-standard fetch handler (what tmcp, the v2 SDK and the v1 SDK's web transport
 * speak) on 127.0.0.1 and a free port, in process, through `@hono/node-server`.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/** A server a test started: where it listens, and how to stop it. */
export interface RunningServer {
  /** The MCP endpoint. */
  readonly url: URL;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/** Serves `handler` on 127.0.0.1 and a port the system picks; `path` is the MCP endpoint's path. */
export function listenFetch(handler: (request: Request) => Promise<Response>, path = '/mcp'): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: handler, hostname: '127.0.0.1', port: 0 }, (info) => {
      resolve({
        url: new URL(`http://127.0.0.1:${info.port}${path}`),
        close: () =>
          new Promise<void>((done) => {
            // Open SSE streams would keep close() waiting for ever.
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * A port that was free a moment ago, for frameworks that take a port but cannot say which one
 * they bound to port 0 (TS `fastmcp`'s `start()` returns nothing).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
